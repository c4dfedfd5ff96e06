/** What a render did, for the API response and the UI. */
export type RenderMeta = {
  engine: 'local-preview';
  personId: string;
  width: number;
  height: number;
  /** selection keys that changed the image */
  applied: string[];
  /** selection keys that were requested but not applied, with the reason */
  skipped: { key: string; reason: string }[];
  /** human-readable notes (closed mouth, sunglasses, preview limits) */
  notes: string[];
  /** true when the chosen hairstyle is one only a generative provider can draw (the catalogue
   * item's needsGenerative): the hair was left as it is and a note says so */
  needsGenerative?: boolean;
  /** true when a quick preview came at its draft size (the engine's `render` draftMaxSide) */
  draft?: boolean;
  /** milliseconds spent per step */
  timings: Record<string, number>;
};
