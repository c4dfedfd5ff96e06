/**
 * 2-D similarity transforms (uniform scale, rotation, shift) and their least-squares fit from
 * matched points (Umeyama's closed form), with a trimmed re-fit that drops the worst matches.
 */

export type Point = readonly [number, number];

/** x' = a·x − b·y + tx, y' = b·x + a·y + ty (scale √(a²+b²), angle atan2(b, a)). */
export type Similarity = { a: number; b: number; tx: number; ty: number };

export const IDENTITY: Similarity = { a: 1, b: 0, tx: 0, ty: 0 };

export function applySimilarity(t: Similarity, x: number, y: number): [number, number] {
  return [t.a * x - t.b * y + t.tx, t.b * x + t.a * y + t.ty];
}

export function similarityScale(t: Similarity): number {
  return Math.hypot(t.a, t.b);
}

export function similarityDegrees(t: Similarity): number {
  return (Math.atan2(t.b, t.a) * 180) / Math.PI;
}

/** The transform that applies `first`, then `second`. */
export function composeSimilarity(second: Similarity, first: Similarity): Similarity {
  const [tx, ty] = applySimilarity(second, first.tx, first.ty);
  return {
    a: second.a * first.a - second.b * first.b,
    b: second.b * first.a + second.a * first.b,
    tx,
    ty,
  };
}

/**
 * The similarity that maps `src[i]` onto `dst[i]` with the least weighted squared error
 * (Umeyama 1991, in 2-D the complex-number form); null when the points do not span.
 */
export function fitSimilarity(
  src: readonly Point[],
  dst: readonly Point[],
  weights?: readonly number[],
): Similarity | null {
  const n = Math.min(src.length, dst.length);
  let sw = 0;
  let sx = 0;
  let sy = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < n; i++) {
    const w = weights ? weights[i] : 1;
    sw += w;
    sx += w * src[i][0];
    sy += w * src[i][1];
    dx += w * dst[i][0];
    dy += w * dst[i][1];
  }
  if (sw <= 0) return null;
  sx /= sw;
  sy /= sw;
  dx /= sw;
  dy /= sw;
  let var0 = 0;
  let re = 0;
  let im = 0;
  for (let i = 0; i < n; i++) {
    const w = weights ? weights[i] : 1;
    const px = src[i][0] - sx;
    const py = src[i][1] - sy;
    const qx = dst[i][0] - dx;
    const qy = dst[i][1] - dy;
    var0 += w * (px * px + py * py);
    // Σ conj(p)·q: its argument is the rotation, its size over Σ|p|² the scale
    re += w * (px * qx + py * qy);
    im += w * (px * qy - py * qx);
  }
  if (var0 <= 1e-9) return null;
  const a = re / var0;
  const b = im / var0;
  return { a, b, tx: dx - (a * sx - b * sy), ty: dy - (b * sx + a * sy) };
}

/** Distance from t(src[i]) to dst[i], per point. */
export function residuals(t: Similarity, src: readonly Point[], dst: readonly Point[]): number[] {
  return src.map((p, i) => {
    const [x, y] = applySimilarity(t, p[0], p[1]);
    return Math.hypot(x - dst[i][0], y - dst[i][1]);
  });
}

export function rms(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v * v;
  return Math.sqrt(s / values.length);
}

export type TrimmedFit = {
  transform: Similarity;
  /** which matches the final fit kept */
  inlier: boolean[];
  /** residual of every match under the final fit */
  residual: number[];
};

/**
 * Fits, then re-fits `rounds` times on the `keep` share of matches with the smallest residuals,
 * so a few wrong matches (a feature the answer redrew, a mesh point that slipped) do not pull
 * the transform.
 */
export function fitSimilarityTrimmed(
  src: readonly Point[],
  dst: readonly Point[],
  keep: number,
  rounds: number,
): TrimmedFit | null {
  let transform = fitSimilarity(src, dst);
  if (!transform) return null;
  let inlier = src.map(() => true);
  const count = Math.max(2, Math.ceil(src.length * keep));
  for (let r = 0; r < rounds; r++) {
    const res = residuals(transform, src, dst);
    const order = res.map((v, i) => [v, i] as const).sort((p, q) => p[0] - q[0]);
    inlier = src.map(() => false);
    for (let k = 0; k < Math.min(count, order.length); k++) inlier[order[k][1]] = true;
    const s = src.filter((_, i) => inlier[i]);
    const d = dst.filter((_, i) => inlier[i]);
    const next = fitSimilarity(s, d);
    if (!next) break;
    transform = next;
  }
  return { transform, inlier, residual: residuals(transform, src, dst) };
}
