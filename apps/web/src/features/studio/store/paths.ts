export type StepKey = 'upload' | 'hairstyles' | 'customize' | 'results';

/** URL of a workflow step, carrying the makeover id when there is one. */
export function stepPath(step: StepKey, makeoverId: string | null): string {
  if (step === 'upload') return '/';
  return makeoverId ? `/${step}/${makeoverId}` : `/${step}`;
}

/** The workflow step a path shows ('/' is the upload), or null outside the studio. */
export function stepOfPath(pathname: string): StepKey | null {
  if (pathname === '/' || pathname === '') return 'upload';
  const m = /^\/(hairstyles|customize|results)(\/|$)/.exec(pathname);
  return m ? (m[1] as StepKey) : null;
}
