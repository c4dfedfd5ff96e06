/**
 * A part of a pre-rendered page that needs its code only once someone uses it (the home page's
 * upload step, Explore's catalogue sections) stays as its HTML until then, so the page's first
 * seconds are not spent on it: its code loads and it hydrates when the part comes near the
 * screen, or is pointed at, focused or touched, or when a photo has been chosen in it (see
 * early-photo.ts), or when the page asks for it (e.g. before a search changes every part).
 */

/**
 * How far below the screen a part starts loading: ahead of a scroll to it, yet the home page's
 * upload step (below the hero on a phone) waits until the visitor scrolls.
 */
export const NEAR_SCREEN_MARGIN = '100px';
/** The first touch of the part, in any way (listened for before the app's own handlers). */
const WAKE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'dragenter',
  'input',
  'change',
] as const;

/** Whether a file input in `element` holds a file already (chosen before any script ran). */
function holdsFile(element: Element): boolean {
  return [...element.querySelectorAll('input[type="file"]')].some(
    (input) => input instanceof HTMLInputElement && (input.files?.length ?? 0) > 0,
  );
}

/** Resolves once `element` (in the document) is needed, as above, or `wakeNow` is aborted. */
export function whenNeeded(element: Element, wakeNow?: AbortSignal): Promise<void> {
  if (holdsFile(element) || wakeNow?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: `${NEAR_SCREEN_MARGIN} 0px` },
    );
    // on the document, capturing: React stops events meant for a part it has not hydrated
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) wake();
    };
    function wake() {
      observer.disconnect();
      for (const type of WAKE_EVENTS) document.removeEventListener(type, onEvent, true);
      wakeNow?.removeEventListener('abort', wake);
      resolve();
    }
    wakeNow?.addEventListener('abort', wake);
    observer.observe(element);
    for (const type of WAKE_EVENTS) {
      document.addEventListener(type, onEvent, { capture: true, passive: true });
    }
  });
}
