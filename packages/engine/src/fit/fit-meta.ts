/** What fitting an answer back onto the photo measured (the result's `meta`). */
export type FitMeta = {
  engine: 'fit';
  personId: string;
  /** face descriptor cosine between the photo's face and the fitted result's (1 = identical) */
  identity: number;
  /** the cosine below which a fit fails (FIT_IDENTITY) */
  identityThreshold: number;
  /**
   * RMS distance (photo px) by which the face's textured features (eye corners, brows, nose,
   * jaw) still miss their place in the photo after the alignment, over the best-matching 80 %
   */
  alignmentErrorPx: number;
  /** features alignmentErrorPx was measured on (0: only the face mesh could be matched) */
  alignmentPoints: number;
  /** RMS residual (photo px) of the face-mesh fit alone, before the photometric refinement */
  landmarkErrorPx: number;
  /** the answer's scale relative to the photo (after its stretch back to the photo's size) */
  scale: number;
  /** the answer's rotation relative to the photo, degrees */
  rotationDeg: number;
  /** the transform's shift (photo px): photo (x, y) ↦ the answer's
   * (s·cos θ·x − s·sin θ·y + shiftPx[0], s·sin θ·x + s·cos θ·y + shiftPx[1]) */
  shiftPx: [number, number];
  /** share of the photo's pixels taken (partly) from the answer */
  changedShare: number;
  /** the answer's own size */
  answerWidth: number;
  answerHeight: number;
  /** per-channel gain and offset that matched the answer's colours to the photo's */
  colorGain: [number, number, number];
  colorOffset: [number, number, number];
};
