/** Business constants of spec §9 used by the studio and the server. */
export const studioConstants = {
  /** The last changed category is flagged this long after undo/redo. */
  undoHighlightMs: 600,
  announcementAutoHideMs: 5000,
  makeoverPageSize: 10,
  defaultSuggestionTemperature: 1,
  defaultStyleGoal: '',
  /** Public share links and images live one month. */
  shareLinkLifetimeDays: 30,
  /** Before/after canvas: square side of at most this per image. */
  beforeAfterMaxSide: 1024,
  /** Undo history keeps at most this many entries (oldest dropped). */
  historyLimit: 100,
} as const;

/** Responsive breakpoints (spec §9): mobile < 768, tablet 768–1023, desktop ≥ 1024. */
export function deviceClass(widthPx: number): 'mobile' | 'tablet' | 'desktop' {
  if (widthPx < 768) return 'mobile';
  if (widthPx < 1024) return 'tablet';
  return 'desktop';
}

/** Stored-image watermark geometry (spec §9): font = width/75 (min 12), margin = width/100 (min 8). */
export function watermarkGeometry(imageWidth: number): { fontSize: number; margin: number } {
  return {
    fontSize: Math.max(12, Math.round(imageWidth / 75)),
    margin: Math.max(8, Math.round(imageWidth / 100)),
  };
}

/** Printable card geometry (spec §9). */
export const cardGeometry = {
  png: { width: 2480, height: 3508, margin: 100 },
  pdf: { format: 'a4', widthMm: 210, heightMm: 297, marginMm: 10 },
} as const;

/** Workflow stages derived from the path prefix (spec §2). */
export type AppStage =
  'upload' | 'select_person' | 'select_hairstyles' | 'customize_looks' | 'results';

export function stageFromPath(pathname: string): AppStage {
  if (pathname.startsWith('/select-person')) return 'select_person';
  if (pathname.startsWith('/hairstyles')) return 'select_hairstyles';
  if (pathname.startsWith('/customize')) return 'customize_looks';
  if (pathname.startsWith('/results')) return 'results';
  return 'upload';
}

export type WorkflowStep = 'upload' | 'hairstyles' | 'customize' | 'results';

export interface WorkflowProgress {
  hasImage: boolean;
  hasSelectedPerson: boolean;
  intermediateImageCount: number;
  finalImageCount: number;
}

/** Step navigation rules of the workflow frame (spec §2). */
export function isStepEnabled(step: WorkflowStep, progress: WorkflowProgress): boolean {
  switch (step) {
    case 'upload':
      return true;
    case 'hairstyles':
      return progress.hasImage && progress.hasSelectedPerson;
    case 'customize':
      return progress.hasImage && progress.intermediateImageCount > 0;
    case 'results':
      return progress.hasImage && progress.finalImageCount > 0;
  }
}

/** Path of a step, with the makeover id when there is one. */
export function stepPath(step: WorkflowStep, makeoverId?: string | null): string {
  if (step === 'upload') return '/';
  return makeoverId ? `/${step}/${encodeURIComponent(makeoverId)}` : `/${step}`;
}
