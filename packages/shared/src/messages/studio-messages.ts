/**
 * The studio's words for generation in progress: hairstyle tiles waiting for a free slot or
 * being generated, and the customize step's instant preview while the photoreal look (from a
 * generative image service) is made.
 */
export const generationProgress = {
  /** a hairstyle tile whose request waits for one of the user's generation slots */
  waiting: 'Waiting...',
  retry: 'Retry',
  /** the badge on the customize image while it shows the embedded engine's instant preview */
  preview: 'Preview',
  previewNote: 'Instant preview. The photoreal look follows when you pause.',
  /** the customize image's photoreal look waits for a free slot */
  photorealWaiting: 'Photoreal look waiting...',
  /** a place on the results for a final look still being made after 'See results' */
  finalPending: 'Creating this look...',
} as const;

/** Screen-reader text of a busy hairstyle tile. */
export const generatingStyle = (style: string): string => `Generating ${style}`;

/** Seconds a generation has been running, as a tile shows them: '12 s'. */
export const elapsedSeconds = (seconds: number): string => `${Math.max(0, Math.floor(seconds))} s`;

/** The customize image's progress while the photoreal look is generated: 'Photoreal look 8 s'. */
export const photorealInProgress = (seconds: number): string =>
  `Photoreal look ${elapsedSeconds(seconds)}`;
