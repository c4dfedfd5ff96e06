import { KEEP_FOR_MS } from './pending-save';
import { studioDb } from './studio-db';
import type { StudioSnapshot } from './types';

/**
 * A signed-in user's studio before its first save (the address has no makeover id yet), kept
 * in IndexedDB on this device so a reload brings it back; one draft, for the user who made it.
 * Its images (megabytes) are a record of their own, written only when they change: a click
 * in the studio writes the small rest.
 */
const KEY = 'signed-in-draft';
const IMAGES_KEY = 'signed-in-draft-images';

export type DraftImages = Pick<
  StudioSnapshot,
  'originalImage' | 'intermediateImages' | 'finalImages'
>;
type DraftRest = Omit<StudioSnapshot, keyof DraftImages>;

type Draft = { userId: string; keptAt: number; rest: DraftRest };
type Images = { userId: string; images: DraftImages };

function owned(value: unknown, userId: string): boolean {
  return (
    typeof value === 'object' && value !== null && 'userId' in value && value.userId === userId
  );
}

/** The snapshot split into its images and the rest. */
export function splitDraft(snapshot: StudioSnapshot): { images: DraftImages; rest: DraftRest } {
  const { originalImage, intermediateImages, finalImages, ...rest } = snapshot;
  return { images: { originalImage, intermediateImages, finalImages }, rest };
}

export async function keepDraft(
  userId: string,
  rest: DraftRest,
  images: DraftImages | null,
): Promise<void> {
  if (images) await studioDb.put(IMAGES_KEY, { userId, images } satisfies Images);
  await studioDb.put(KEY, { userId, keptAt: Date.now(), rest } satisfies Draft);
}

/** `userId`'s draft when there is a recent one (it stays kept until saved or discarded). */
export async function readDraft(userId: string): Promise<StudioSnapshot | null> {
  const [draft, images] = await Promise.all([studioDb.get(KEY), studioDb.get(IMAGES_KEY)]);
  if (!owned(draft, userId) || !owned(images, userId)) return null;
  const { keptAt, rest } = draft as Draft;
  if (Date.now() - keptAt >= KEEP_FOR_MS) return null;
  return { ...rest, ...(images as Images).images };
}

export async function dropDraft(): Promise<void> {
  await Promise.all([studioDb.delete(KEY), studioDb.delete(IMAGES_KEY)]);
}
