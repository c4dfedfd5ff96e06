/**
 * Single hairs as short anti-aliased strokes: a seeded random generator, and a rasteriser that
 * splats a tapered line (thin at the tip) onto the work image in linear light.
 */
import type { WorkImage } from '../../image/work-image';

/** Deterministic PRNG (mulberry32) in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Stroke = {
  x: number;
  y: number;
  /** unit direction from root to tip */
  dx: number;
  dy: number;
  length: number;
  /** full width at the root, px */
  width: number;
  /** linear RGB */
  r: number;
  g: number;
  b: number;
  alpha: number;
  /** sideways bend of the tip (px at the end, quadratic) */
  bend?: number;
};

/**
 * Draws a stroke root → tip; the width and opacity taper toward the tip. `limit`, when given,
 * is a 0..1 multiplier per work pixel (e.g. keeps the lips clear).
 */
export function drawStroke(
  work: WorkImage,
  s: Stroke,
  limit?: (x: number, y: number) => number,
): void {
  const W = work.width;
  const H = work.height;
  const steps = Math.max(2, Math.ceil(s.length * 2));
  const nx = -s.dy;
  const ny = s.dx;
  const bend = s.bend ?? 0;
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const off = bend * t * t;
    const px = s.x + s.dx * s.length * t + nx * off;
    const py = s.y + s.dy * s.length * t + ny * off;
    const half = Math.max(0.35, (s.width * (1 - 0.7 * t)) / 2);
    // about 2 splats per pixel of length and the splat's width overlap one pixel
    const at = Math.min(0.999, s.alpha * (1 - 0.55 * t * t));
    const a0 = 1 - Math.pow(1 - at, 1 / (2 * (2 * half + 0.5)));
    const r = Math.ceil(half + 0.5);
    const cx = Math.floor(px);
    const cy = Math.floor(py);
    for (let y = cy - r; y <= cy + r; y++) {
      if (y < 0 || y >= H) continue;
      for (let x = cx - r; x <= cx + r; x++) {
        if (x < 0 || x >= W) continue;
        const ex = x + 0.5 - px;
        const ey = y + 0.5 - py;
        const d = Math.sqrt(ex * ex + ey * ey);
        const cov = Math.max(0, Math.min(1, half + 0.5 - d));
        if (cov <= 0) continue;
        let a = Math.min(1, a0 * cov);
        if (limit) a *= limit(x, y);
        if (a <= 0) continue;
        const i = y * W + x;
        work.r[i] = work.r[i] + (s.r - work.r[i]) * a;
        work.g[i] = work.g[i] + (s.g - work.g[i]) * a;
        work.b[i] = work.b[i] + (s.b - work.b[i]) * a;
      }
    }
  }
}
