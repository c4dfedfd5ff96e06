import { KEEP_FOR_MS } from './pending-save';
import { studioDb } from './studio-db';
import type { StudioSnapshot } from './types';

/**
 * A signed-in user's studio before its first save (the address has no makeover id yet), kept
 * in IndexedDB on this device so a reload brings it back; one draft, for the user who made it.
 */
const KEY = 'signed-in-draft';

type Draft = { userId: string; keptAt: number; snapshot: StudioSnapshot };

function isDraft(value: unknown): value is Draft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'userId' in value &&
    'keptAt' in value &&
    'snapshot' in value
  );
}

export async function keepDraft(userId: string, snapshot: StudioSnapshot): Promise<void> {
  const draft: Draft = { userId, keptAt: Date.now(), snapshot };
  await studioDb.put(KEY, draft);
}

/** `userId`'s draft when there is a recent one (it stays kept until saved or discarded). */
export async function readDraft(userId: string): Promise<StudioSnapshot | null> {
  const found = await studioDb.get(KEY);
  if (!isDraft(found) || found.userId !== userId) return null;
  return Date.now() - found.keptAt < KEEP_FOR_MS ? found.snapshot : null;
}

export async function dropDraft(): Promise<void> {
  await studioDb.delete(KEY);
}
