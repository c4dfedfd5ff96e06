/**
 * Click → preview on screen, measured in the page and split into phases for the studio bench
 * (apps/web/bench/studio.bench.ts) and e2e tests: the click's time is marked by the controls,
 * the shown time by the preview <img>'s load, and the request's own times come from the
 * browser's resource timing of its POST /api/ai/generate (with the server's Server-Timing).
 */
import type { PreviewPhases } from '@looklab/shared/studio/preview-phases';

declare global {
  interface Window {
    /** click → updated preview on screen (ms), one per measured click */
    __looklabPreviewTimings?: number[];
    /** the same clicks split into phases */
    __looklabPreviewPhases?: PreviewPhases[];
    /** of those clicks, the ones (indices) whose first preview shown was a draft */
    __looklabPreviewDrafts?: number[];
    /** click → the sharp preview that followed a draft on screen (ms), one per such click */
    __looklabPreviewSharp?: number[];
  }
}

const GENERATE_PATH = '/api/ai/generate';
/** Resource entries kept by the browser (its default of 250 fills up in a long session). */
const RESOURCE_BUFFER = 2000;

let pendingClickAt: number | null = null;
/** the next preview shown for the pending click is a draft */
let pendingDraft = false;
/** the click whose draft is on screen, while its sharp preview is on its way */
let draftClickAt: number | null = null;
let bufferSized = false;

/** Call on a user edit (click) so the next shown preview is measured from it. */
export function markEditClick(): void {
  if (!bufferSized) {
    performance.setResourceTimingBufferSize(RESOURCE_BUFFER);
    bufferSized = true;
  }
  pendingClickAt = performance.now();
  pendingDraft = false;
  draftClickAt = null;
  performance.mark('studio:edit-click');
}

/** Call when a draft preview arrives for the pending click (its sharp one is to follow). */
export function markDraftArrived(): void {
  if (pendingClickAt !== null) pendingDraft = true;
}

/** The generate request started at or after `since` (the first one: the preview's own). */
function generateEntry(since: number): PerformanceResourceTiming | null {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  let found: PerformanceResourceTiming | null = null;
  for (const e of entries) {
    if (!e.name.endsWith(GENERATE_PATH) || e.startTime < since - 1) continue;
    if (!found || e.startTime < found.startTime) found = e;
  }
  return found;
}

function phasesOf(clickAt: number, requestedAt: number, shownAt: number): PreviewPhases | null {
  const e = generateEntry(requestedAt);
  if (!e || e.responseEnd === 0) return null;
  const total = e.serverTiming.find((t) => t.name === 'total')?.duration;
  const server = total === undefined ? null : total;
  const ttfb = e.responseStart - e.fetchStart;
  return {
    client: Math.round(e.fetchStart - clickAt),
    server: server === null ? null : Math.round(server),
    wait: Math.round(ttfb - (server ?? 0)),
    transfer: Math.round(e.responseEnd - e.responseStart),
    toScreen: Math.round(shownAt - e.responseEnd),
    bytes: e.encodedBodySize,
  };
}

/** Called when the preview <img> has loaded the image of a request started after the click. */
export function markPreviewShown(requestedAt: number): void {
  const clickAt = pendingClickAt;
  if (clickAt === null && draftClickAt !== null && requestedAt >= draftClickAt) {
    // the sharp preview after a draft
    (window.__looklabPreviewSharp ??= []).push(Math.round(performance.now() - draftClickAt));
    draftClickAt = null;
    return;
  }
  if (clickAt === null || requestedAt < clickAt) return;
  const shownAt = performance.now();
  const ms = shownAt - clickAt;
  performance.mark('studio:preview-shown');
  try {
    performance.measure('studio:click-to-image', 'studio:edit-click', 'studio:preview-shown');
  } catch {
    // marks cleared by the browser; the number below is still recorded
  }
  const timings = (window.__looklabPreviewTimings ??= []);
  timings.push(Math.round(ms));
  if (pendingDraft) {
    (window.__looklabPreviewDrafts ??= []).push(timings.length - 1);
    draftClickAt = clickAt;
    pendingDraft = false;
  }
  // a preview from memory (undo, a colour seen before) has no request of its own
  const phases = Number.isFinite(requestedAt) ? phasesOf(clickAt, requestedAt, shownAt) : null;
  if (phases) (window.__looklabPreviewPhases ??= []).push(phases);
  pendingClickAt = null;
}
