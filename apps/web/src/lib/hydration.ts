/**
 * Whether the app is hydrating a pre-rendered page: from main.tsx's start until the hydrated
 * page has committed. Parts that may stay as their HTML for a while (when-needed.ts) decide so
 * only then; rendered afresh later, they load at once.
 */
let hydrating = false;

export function hydrationStarted(): void {
  hydrating = true;
}

export function hydrationEnded(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
