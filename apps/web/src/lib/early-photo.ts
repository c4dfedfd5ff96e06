/**
 * The home page is pre-rendered, so its photo picker is on screen before the scripts have
 * loaded and hydrated it. A photo chosen in that gap reaches no change handler; this keeps it
 * until the upload panel is live and takes it up.
 */
/** The attribute the upload panel's file input carries. */
const EARLY_PHOTO_ATTRIBUTE = 'data-upload-input';

let early: File | null = null;
let panelLive = false;

function keep(target: EventTarget | null): void {
  if (panelLive || !(target instanceof HTMLInputElement)) return;
  if (!target.hasAttribute(EARLY_PHOTO_ATTRIBUTE)) return;
  const file = target.files?.[0];
  if (file) early = file;
}

/** Called once at start-up, before hydration: a photo already chosen, or chosen meanwhile. */
export function watchEarlyPhoto(): void {
  keep(document.querySelector(`input[${EARLY_PHOTO_ATTRIBUTE}]`));
  document.addEventListener('change', (event) => keep(event.target), true);
}

/** The upload panel, once mounted: the photo chosen before it was live (once), if any. */
export function takeEarlyPhoto(): File | null {
  panelLive = true;
  const file = early;
  early = null;
  return file;
}
