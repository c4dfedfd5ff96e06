export type StepKey = 'upload' | 'hairstyles' | 'customize' | 'results';

/** URL of a workflow step, carrying the makeover id when there is one. */
export function stepPath(step: StepKey, makeoverId: string | null): string {
  if (step === 'upload') return '/';
  return makeoverId ? `/${step}/${makeoverId}` : `/${step}`;
}
