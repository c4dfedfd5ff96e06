import { studioDb } from './studio-db';
import type { StudioSnapshot, StudioState } from './types';

/**
 * A visitor who signs up or signs in to save keeps their photo and looks: the studio is put in
 * IndexedDB (photos are too large for sessionStorage) before the auth screens and taken back,
 * then saved to the new account, once signed in — even if the page was reloaded in between.
 */
const KEY = 'save-after-sign-in';
/** A kept studio older than this is dropped, not saved to whoever signs in next. */
export const KEEP_FOR_MS = 24 * 60 * 60 * 1000;

type Kept = { keptAt: number; snapshot: StudioSnapshot };

/** The part of the studio worth keeping (no jobs, previews or errors). */
export function snapshotOf(s: StudioState): StudioSnapshot {
  return {
    makeoverName: s.makeoverName,
    originalImage: s.originalImage,
    people: s.people,
    selectedPersonId: s.selectedPersonId,
    history: s.history,
    historyIndex: s.historyIndex,
    lastAIRationale: s.lastAIRationale,
    suggestionTemperature: s.suggestionTemperature,
    styleGoal: s.styleGoal,
    intermediateImages: s.intermediateImages,
    finalImages: s.finalImages,
    activeImageId: s.activeImageId,
    customCount: s.customCount,
    visitorStage: s.visitorStage,
    userProducts: s.userProducts,
    productRefs: s.productRefs,
  };
}

export async function keepForSignIn(snapshot: StudioSnapshot): Promise<void> {
  const kept: Kept = { keptAt: Date.now(), snapshot };
  await studioDb.put(KEY, kept);
}

/** The kept studio, once: it is removed as it is taken (or when it is too old). */
export async function takeKeptStudio(): Promise<StudioSnapshot | null> {
  const found = (await studioDb.get(KEY)) as Kept | undefined;
  if (!found) return null;
  await studioDb.delete(KEY);
  return Date.now() - found.keptAt < KEEP_FOR_MS ? found.snapshot : null;
}
