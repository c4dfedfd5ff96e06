import { useEffect } from 'react';
import {
  dropDraft,
  keepDraft,
  readDraft,
  splitDraft,
  type DraftImages,
} from '../store/draft-studio';
import { snapshotOf } from '../store/pending-save';
import { useStudioStore } from '../store/studio-store';
import type { StudioSnapshot, StudioState } from '../store/types';

/** Quiet time after the last change before the draft is written (ms): clicks don't each copy it. */
const DRAFT_WRITE_DELAY_MS = 1000;

/** Whether a change touched what the draft keeps (not jobs, previews or flags). */
function snapshotChanged(s: StudioState, prev: StudioState): boolean {
  return (Object.keys(snapshotOf(s)) as (keyof StudioSnapshot)[]).some((k) => s[k] !== prev[k]);
}

/**
 * Keeps a signed-in user's unsaved studio (no makeover id yet) as a draft on this device and
 * brings it back after a full page reload on a step without an id; the first save, or
 * clearing the studio (New Makeover, sign-out), drops it.
 */
export function useDraftStudio(userId: string | null, restoreHere: boolean): void {
  useEffect(() => {
    if (!userId || !restoreHere) return;
    const empty = () => {
      const s = useStudioStore.getState();
      return !s.originalImage && !s.currentMakeoverId && !s.isUserDataLoading;
    };
    if (!empty()) return;
    let live = true;
    void readDraft(userId)
      .then((draft) => {
        if (draft && live && empty()) useStudioStore.getState().studioRestored(draft);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // once per signed-in user and page load: a later empty studio is one the user cleared
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let timer: number | undefined;
    /** the images last written (the same arrays and objects: unchanged since) */
    let written: DraftImages | null = null;
    const write = () => {
      timer = undefined;
      const s = useStudioStore.getState();
      if (!s.originalImage || s.currentMakeoverId || !s.isDirty) return;
      const { images, rest } = splitDraft(snapshotOf(s));
      const same =
        written !== null &&
        (Object.keys(images) as (keyof DraftImages)[]).every((k) => images[k] === written?.[k]);
      written = images;
      void keepDraft(userId, rest, same ? null : images).catch(() => {
        written = null;
      });
    };
    const unsubscribe = useStudioStore.subscribe((s, prev) => {
      const saved = s.currentMakeoverId !== null && prev.currentMakeoverId === null;
      const cleared = s.originalImage === null && prev.originalImage !== null;
      if (saved || cleared) {
        window.clearTimeout(timer);
        timer = undefined;
        written = null;
        void dropDraft().catch(() => undefined);
        return;
      }
      if (s.currentMakeoverId || !s.originalImage || !snapshotChanged(s, prev)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(write, DRAFT_WRITE_DELAY_MS);
    });
    // leaving the page: what is waiting is written now
    const flush = () => {
      if (timer !== undefined) {
        window.clearTimeout(timer);
        write();
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId]);
}
