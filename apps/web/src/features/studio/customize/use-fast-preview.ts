import { useEffect, useRef, useState } from 'react';
import type { Selections } from '@looklab/shared';
import { generateLook } from '../api/ai-api';
import { ensureBase64 } from '../store/studio-actions';
import { currentSelections, useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';

const DEBOUNCE_MS = 60;

/** Timings of colour/makeup click → updated preview on screen, readable by e2e tests. */
declare global {
  interface Window {
    __looklabPreviewTimings?: number[];
  }
}

let pendingClickAt: number | null = null;

/** Call on a user edit (click) so the next shown preview is measured from it. */
export function markEditClick(): void {
  pendingClickAt = performance.now();
  performance.mark('studio:edit-click');
}

/** Called when the preview <img> has loaded the image of a request started after the click. */
export function markPreviewShown(requestedAt: number): void {
  if (pendingClickAt === null || requestedAt < pendingClickAt) return;
  const ms = performance.now() - pendingClickAt;
  performance.mark('studio:preview-shown');
  try {
    performance.measure('studio:click-to-image', 'studio:edit-click', 'studio:preview-shown');
  } catch {
    // marks cleared by the browser; the number below is still recorded
  }
  (window.__looklabPreviewTimings ??= []).push(Math.round(ms));
  console.info(`[looklab] click→image ${Math.round(ms)} ms`);
  pendingClickAt = null;
}

function lookFor(selections: Selections, image: StudioImageRecord): Selections {
  return { ...selections, hairstyle: image.isCustom ? null : image.look.hairstyle };
}

export type PreviewState = {
  src: string | null;
  requestedAt: number;
  busy: boolean;
  error: string | null;
};

/**
 * Re-renders the active image with the current selections: debounced, stale requests
 * aborted, the latest answer wins.
 */
export function useFastPreview(active: StudioImageRecord | null): PreviewState {
  const selections = useStudioStore((s) => currentSelections(s));
  const personId = useStudioStore((s) => s.selectedPersonId);
  const [state, setState] = useState<PreviewState>({
    src: null,
    requestedAt: 0,
    busy: false,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);
  const key = JSON.stringify(selections);

  useEffect(() => {
    if (!active || !personId) return;
    const look = lookFor(selections, active);
    if (JSON.stringify(look) === JSON.stringify(active.look)) {
      controller.current?.abort();
      setState({ src: null, requestedAt: performance.now(), busy: false, error: null });
      return;
    }
    const timer = window.setTimeout(() => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      const requestedAt = performance.now();
      setState((s) => ({ ...s, busy: true, error: null }));
      void (async () => {
        try {
          const original = useStudioStore.getState().originalImage;
          if (!original) return;
          const image = await ensureBase64(original);
          const reference =
            active.isCustom && active.reference ? await ensureBase64(active.reference) : undefined;
          const res = await generateLook(
            { image, personId, look, ...(reference ? { referenceImage: reference } : {}) },
            ac.signal,
          );
          if (ac.signal.aborted) return;
          setState({
            src: `data:${res.image.mimeType};base64,${res.image.base64}`,
            requestedAt,
            busy: false,
            error: null,
          });
        } catch (e) {
          if (ac.signal.aborted) return;
          setState((s) => ({
            ...s,
            busy: false,
            error: e instanceof Error ? e.message : 'Preview failed',
          }));
        }
      })();
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active?.id, personId]);

  useEffect(() => () => controller.current?.abort(), []);
  return state;
}
