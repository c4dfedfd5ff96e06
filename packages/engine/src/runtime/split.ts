/** Splitting a group photo into two vertical strips whose seam crosses no face. */

type BoxLike = { x: number; y: number; width: number; height: number };

/** Split only photos with at least this many faces (smaller ones are fast enough in one worker). */
export const SPLIT_MIN_FACES = 6;

export type SplitPlan = {
  /** seam x in detection-image pixels */
  seam: number;
  /** each strip extends this far past the seam so faces near it stay whole */
  margin: number;
  /** a strip also keeps faces whose centre is this far past the seam (dedupe removes doubles) */
  tolerance: number;
};

/**
 * A seam near the middle, preferably in a gap between faces. Strips overlap by more than the
 * largest face, so a face crossing the seam is still whole in the strip that owns its centre.
 */
export function planSplit(boxes: BoxLike[], width: number): SplitPlan | null {
  if (boxes.length < SPLIT_MIN_FACES) return null;
  const widths = boxes.map((b) => b.width).sort((a, b) => a - b);
  const medW = widths[Math.floor(widths.length / 2)] ?? 0;
  const pad = medW * 0.35;
  const blocked = (x: number) => boxes.some((b) => x > b.x - pad && x < b.x + b.width + pad);
  const mid = width / 2;
  const margin = Math.round(Math.max(...widths) * 1.6);
  const tolerance = Math.round(medW * 0.25);
  for (let d = 0; d < width * 0.15; d += 2) {
    for (const x of [mid - d, mid + d]) {
      if (!blocked(x)) return { seam: Math.round(x), margin, tolerance };
    }
  }
  return { seam: Math.round(mid), margin, tolerance };
}
