/**
 * Points in long synchronous pixel work (a look's hair layer, a photo's prep) where a worker
 * doing work ahead of need may stop while a click's job runs beside it (worker/yield-gate.ts
 * installs the wait). Outside an engine worker, and in a job that nobody asked to yield, a
 * pause point does nothing: the work and its result are the same either way.
 */
let wait: (() => void) | null = null;

/** Installs (or, with null, removes) what a pause point does. */
export function setPausePoint(fn: (() => void) | null): void {
  wait = fn;
}

/** Lets the worker wait here if it was asked to yield (see setPausePoint). */
export function pausePoint(): void {
  if (wait) wait();
}
