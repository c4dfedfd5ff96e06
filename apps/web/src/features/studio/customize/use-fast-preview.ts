import { useEffect, useRef, useState } from 'react';
import { messages } from '@looklab/shared';
import { generateLook } from '../api/ai-api';
import { isImageOwnLook, lookForImage } from '../generation/generated-looks';
import { ensureBase64, originalPayload } from '../store/studio-images';
import { useRenderSelections, useStudioStore } from '../store/studio-store';
import type { StudioImage, StudioImageRecord } from '../store/types';

const DEBOUNCE_MS = 60;

/** Timings of colour/makeup click → updated preview on screen, readable by e2e tests. */
declare global {
  interface Window {
    __looklabPreviewTimings?: number[];
    /** the same clicks split: click → request sent → answer parsed → image on screen (ms) */
    __looklabPreviewPhases?: { toRequest: number; request: number; toScreen: number }[];
  }
}

/** When the latest preview request (keyed by its requestedAt) was answered. */
const answeredAt = new Map<number, number>();

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
  const answered = answeredAt.get(requestedAt);
  if (answered !== undefined) {
    (window.__looklabPreviewPhases ??= []).push({
      toRequest: Math.round(requestedAt - pendingClickAt),
      request: Math.round(answered - requestedAt),
      toScreen: Math.round(performance.now() - answered),
    });
  }
  answeredAt.clear();
  console.info(`[looklab] click→image ${Math.round(ms)} ms`);
  pendingClickAt = null;
}

export type PreviewState = {
  src: string | null;
  requestedAt: number;
  busy: boolean;
  error: string | null;
};

/**
 * Rendered previews of this session by image and look, newest last: undo, redo and going
 * back to an earlier colour show again at once. JPEG previews are ~100 KB each.
 */
const shownPreviews = new Map<string, string>();
const PREVIEWS_KEPT = 24;

function rememberPreview(key: string, src: string): void {
  shownPreviews.delete(key);
  shownPreviews.set(key, src);
  while (shownPreviews.size > PREVIEWS_KEPT) {
    const oldest = shownPreviews.keys().next().value;
    if (oldest === undefined) break;
    shownPreviews.delete(oldest);
  }
}

/**
 * Tells photos apart cheaply: a stored photo by its path (it stays the same when its base64 is
 * fetched into memory), an unsaved one by its length and a sample of its base64.
 */
function photoFingerprint(img: StudioImage | null): string {
  if (!img) return '';
  if (img.storagePath) return img.storagePath;
  if (img.url) return img.url;
  const b = img.base64 ?? '';
  let sample = '';
  for (let i = 0; i < 64; i++) sample += b.charAt(Math.floor((b.length * i) / 64));
  return `${b.length}:${sample}`;
}

/**
 * Re-renders the active image with the current selections as a JPEG preview: the first
 * change is sent at once, changes while one is on its way are debounced and replace it
 * (the stale request is aborted, and the server drops it if it has not started); the
 * latest answer wins. Looks already rendered are shown from memory. `generated`: the look's
 * photoreal version is at hand, so no preview is needed.
 */
export function useFastPreview(active: StudioImageRecord | null, generated = false): PreviewState {
  const selections = useRenderSelections();
  const personId = useStudioStore((s) => s.selectedPersonId);
  const photo = useStudioStore((s) => photoFingerprint(s.originalImage));
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
    const look = lookForImage(selections, active);
    if (generated || isImageOwnLook(active, look)) {
      controller.current?.abort();
      controller.current = null;
      setState({ src: null, requestedAt: performance.now(), busy: false, error: null });
      return;
    }
    const cacheKey = `${photo}|${active.id}|${personId}|${JSON.stringify(look)}`;
    const known = shownPreviews.get(cacheKey);
    if (known) {
      controller.current?.abort();
      controller.current = null;
      rememberPreview(cacheKey, known);
      setState({ src: known, requestedAt: performance.now(), busy: false, error: null });
      return;
    }
    const inFlight = controller.current !== null && !controller.current.signal.aborted;
    const timer = window.setTimeout(
      () => {
        controller.current?.abort();
        const ac = new AbortController();
        controller.current = ac;
        const requestedAt = performance.now();
        setState((s) => ({ ...s, busy: true, error: null }));
        void (async () => {
          try {
            const image = await originalPayload();
            const reference =
              active.isCustom && active.reference
                ? await ensureBase64(active.reference)
                : undefined;
            const res = await generateLook(
              {
                image,
                personId,
                look,
                preview: true,
                ...(reference ? { referenceImage: reference } : {}),
              },
              ac.signal,
            );
            if (ac.signal.aborted) return;
            answeredAt.set(requestedAt, performance.now());
            const src = `data:${res.image.mimeType};base64,${res.image.base64}`;
            rememberPreview(cacheKey, src);
            if (controller.current === ac) controller.current = null;
            setState({ src, requestedAt, busy: false, error: null });
          } catch (e) {
            if (ac.signal.aborted) return;
            if (controller.current === ac) controller.current = null;
            setState((s) => ({
              ...s,
              busy: false,
              error: e instanceof Error ? e.message : messages.customizationsFailed,
            }));
          }
        })();
      },
      inFlight ? DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(timer);
    // Not the photo: a new photo resets the images (a new active.id), and fetching a stored
    // photo's base64 into memory must not send the same preview again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active?.id, personId, generated]);

  useEffect(() => () => controller.current?.abort(), []);

  // Decided while rendering, not after an effect: the base image and looks already rendered
  // show in the same frame as the click (an image chosen after the click: always measured).
  if (!active || !personId) return state;
  const look = lookForImage(selections, active);
  if (generated || isImageOwnLook(active, look)) return { ...state, src: null, busy: false };
  const known = shownPreviews.get(`${photo}|${active.id}|${personId}|${JSON.stringify(look)}`);
  return known && known !== state.src
    ? { src: known, requestedAt: Number.POSITIVE_INFINITY, busy: false, error: null }
    : state;
}
