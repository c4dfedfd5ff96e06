import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messages, productLook } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { requestPreview, type PreviewImage } from '../api/preview-api';
import { markDraftArrived } from './preview-timing';
import { isImageOwnLook, lookForImage } from '../generation/generated-looks';
import { ensureBase64, originalPayload } from '../store/studio-images';
import { currentSelections } from '../store/selection-rules';
import { useRenderSelections, useStudioStore } from '../store/studio-store';
import type { StudioImage, StudioImageRecord } from '../store/types';

/** Changes made while a preview is on its way wait this long for more before replacing it (ms). */
const DEBOUNCE_MS = 60;

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
const shownPreviews = new Map<string, PreviewImage>();
const PREVIEWS_KEPT = 24;

function rememberPreview(key: string, preview: PreviewImage): void {
  shownPreviews.delete(key);
  shownPreviews.set(key, preview);
  while (shownPreviews.size > PREVIEWS_KEPT) {
    const oldest = shownPreviews.entries().next().value;
    if (oldest === undefined) break;
    shownPreviews.delete(oldest[0]);
    // the oldest is never the one on screen (showing one makes it the newest)
    if (oldest[1].objectUrl) URL.revokeObjectURL(oldest[1].src);
  }
}

/**
 * Whether the image itself shows `look` on screen: its own look, and not a hairstyle tile's
 * thumbnail (a draft), which is shown at the screen's size as a preview of its own look.
 */
function showsItself(image: StudioImageRecord, look: Selections): boolean {
  return isImageOwnLook(image, look) && image.draft !== true;
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
  /** the request of a draft's sharp preview: a click does not wait for it (it replaces it) */
  const sharpening = useRef<AbortController | null>(null);
  /** Whether a click's own preview request is on its way (changes meanwhile are debounced). */
  const clickInFlight = () =>
    controller.current !== null &&
    !controller.current.signal.aborted &&
    controller.current !== sharpening.current;
  /** object URLs of drafts shown (never remembered): revoked once another image is on screen */
  const draftUrls = useRef<string[]>([]);
  /** the look whose request left from the store change itself, before React rendered it */
  const sentEarly = useRef<string | null>(null);
  const key = JSON.stringify(selections);

  /**
   * Sends the preview request of `look` (any earlier one is aborted). A `quick` one may come
   * back as a draft (the look not ready at the screen's size yet): it is shown at once, not
   * remembered, and the sharp preview is asked for straight after.
   */
  const launch = (
    cacheKey: string,
    look: Selections,
    image: StudioImageRecord,
    person: string,
    quick = true,
  ) => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    sharpening.current = quick ? null : ac;
    const requestedAt = performance.now();
    void (async () => {
      try {
        const original = await originalPayload();
        const reference =
          image.isCustom && image.reference ? await ensureBase64(image.reference) : undefined;
        const preview = await requestPreview(
          {
            image: original,
            personId: person,
            look,
            ...(reference ? { referenceImage: reference } : {}),
            ...(quick ? { quick: true } : {}),
          },
          ac.signal,
        );
        if (ac.signal.aborted) {
          if (preview.objectUrl) URL.revokeObjectURL(preview.src);
          return;
        }
        if (controller.current === ac) controller.current = null;
        if (preview.draft) {
          markDraftArrived();
          if (preview.objectUrl) draftUrls.current.push(preview.src);
          setState({ src: preview.src, requestedAt, busy: true, error: null });
          launch(cacheKey, look, image, person, false);
          return;
        }
        rememberPreview(cacheKey, preview);
        setState({ src: preview.src, requestedAt, busy: false, error: null });
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
  };

  // What the store subscription below needs from the latest render.
  const latest = useRef({ active, personId, photo, generated, launch });
  useLayoutEffect(() => {
    latest.current = { active, personId, photo, generated, launch };
  });

  // A click's request leaves as the store changes, not after React has rendered the click
  // (when no request is on its way; changes while one is go through the debounce below).
  useEffect(
    () =>
      useStudioStore.subscribe((s, prev) => {
        const { active: image, personId: person, photo: shot, generated: made } = latest.current;
        if (!image || !person || made) return;
        if (s.history === prev.history && s.historyIndex === prev.historyIndex) return;
        if (clickInFlight()) return;
        const look = lookForImage(productLook(currentSelections(s), s.userProducts), image);
        if (showsItself(image, look)) return;
        const cacheKey = `${shot}|${image.id}|${person}|${JSON.stringify(look)}`;
        if (shownPreviews.has(cacheKey)) return;
        sentEarly.current = cacheKey;
        latest.current.launch(cacheKey, look, image, person);
      }),
    [],
  );

  useEffect(() => {
    if (!active || !personId) return;
    const look = lookForImage(selections, active);
    const cacheKey = `${photo}|${active.id}|${personId}|${JSON.stringify(look)}`;
    const early = sentEarly.current === cacheKey;
    sentEarly.current = null;
    if (generated || showsItself(active, look)) {
      controller.current?.abort();
      controller.current = null;
      setState({ src: null, requestedAt: performance.now(), busy: false, error: null });
      return;
    }
    const known = shownPreviews.get(cacheKey);
    if (known) {
      controller.current?.abort();
      controller.current = null;
      rememberPreview(cacheKey, known);
      setState({ src: known.src, requestedAt: performance.now(), busy: false, error: null });
      return;
    }
    // the click is acknowledged at once ('Updating'), whether the request leaves now or soon
    setState((s) => (s.busy && s.error === null ? s : { ...s, busy: true, error: null }));
    if (early && controller.current !== null) return;
    const inFlight = clickInFlight();
    const timer = window.setTimeout(
      () => launch(cacheKey, look, active, personId),
      inFlight ? DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(timer);
    // Not the photo: a new photo resets the images (a new active.id), and fetching a stored
    // photo's base64 into memory must not send the same preview again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active?.id, personId, generated]);

  useEffect(() => () => controller.current?.abort(), []);

  // drafts' object URLs go once another image is on screen (they are never remembered)
  useEffect(() => {
    const gone = draftUrls.current.filter((url) => url !== state.src);
    for (const url of gone) URL.revokeObjectURL(url);
    draftUrls.current = draftUrls.current.filter((url) => url === state.src);
  }, [state.src]);

  // Decided while rendering, not after an effect: the base image and looks already rendered
  // show in the same frame as the click (an image chosen after the click: always measured).
  if (!active || !personId) return state;
  const look = lookForImage(selections, active);
  if (generated || showsItself(active, look)) return { ...state, src: null, busy: false };
  const known = shownPreviews.get(`${photo}|${active.id}|${personId}|${JSON.stringify(look)}`);
  return known && known.src !== state.src
    ? { src: known.src, requestedAt: Number.POSITIVE_INFINITY, busy: false, error: null }
    : state;
}
