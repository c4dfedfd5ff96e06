/**
 * The home page is pre-rendered, so its photo picker is on screen before the scripts have
 * loaded and hydrated it. A photo chosen in that gap reaches no change handler; this keeps it
 * until the upload panel is live and takes it up.
 *
 * Choosing a file fires `input`, then `change`, and React hydrates a waiting part on either:
 * the photo is kept from both, and a photo still in the input when the panel goes live (which
 * no handler has taken: the panel's own clears the input as it takes a file) is taken up too.
 */
/** The attribute the upload panel's file input carries. */
const EARLY_PHOTO_ATTRIBUTE = 'data-upload-input';
const FILE_EVENTS = ['input', 'change'] as const;

let early: File | null = null;
let panelLive = false;

function chosenIn(target: EventTarget | null): File | null {
  if (!(target instanceof HTMLInputElement)) return null;
  if (!target.hasAttribute(EARLY_PHOTO_ATTRIBUTE)) return null;
  return target.files?.[0] ?? null;
}

function uploadInput(): Element | null {
  return document.querySelector(`input[${EARLY_PHOTO_ATTRIBUTE}]`);
}

function keep(target: EventTarget | null): void {
  if (panelLive) return;
  const file = chosenIn(target);
  if (file) early = file;
}

/** Called once at start-up, before hydration: a photo already chosen, or chosen meanwhile. */
export function watchEarlyPhoto(): void {
  keep(uploadInput());
  // on the document, capturing: before React, which hydrates the panel on these events
  for (const type of FILE_EVENTS) {
    document.addEventListener(type, (event) => keep(event.target), true);
  }
}

/**
 * The upload panel, once mounted: the photo chosen before it was live (once), if any — kept
 * from an event, or still in its input (no handler of the panel has taken it from there: the
 * panel's own clears the input as it takes a file).
 */
export function takeEarlyPhoto(): File | null {
  panelLive = true;
  const file = early ?? chosenIn(uploadInput());
  early = null;
  return file;
}
