/**
 * Edge-preserving smoothing (self-guided filter, He et al.) restricted to a mask's box: flat
 * areas (pores, fine lines) are smoothed, strong edges (eyes, nostrils, hairline) are kept.
 */
import { boxBlur } from './blur';
import type { Mask } from './mask';
import type { WorkImage } from './work-image';

function guidedPlane(
  src: Float32Array,
  out: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
  t1: Float32Array,
  t2: Float32Array,
  tmp: Float32Array,
): void {
  const n = w * h;
  const mean = t1;
  const sq = t2;
  for (let i = 0; i < n; i++) {
    mean[i] = src[i]!;
    sq[i] = src[i] * src[i];
  }
  boxBlur(mean, w, h, r, tmp);
  boxBlur(sq, w, h, r, tmp);
  // a into sq, b into mean
  for (let i = 0; i < n; i++) {
    const m = mean[i];
    const v = Math.max(0, sq[i] - m * m);
    const a = v / (v + eps);
    sq[i] = a;
    mean[i] = (1 - a) * m;
  }
  boxBlur(sq, w, h, r, tmp);
  boxBlur(mean, w, h, r, tmp);
  for (let i = 0; i < n; i++) out[i] = sq[i] * src[i] + mean[i];
}

/** Smooths the work image under the mask by `amount` (0..1). */
export function edgePreservingSmooth(
  work: WorkImage,
  mask: Mask,
  radius: number,
  amount: number,
  eps = 0.0009,
): void {
  const w = mask.width;
  const h = mask.height;
  const n = w * h;
  const plane = new Float32Array(n);
  const out = new Float32Array(n);
  const t1 = new Float32Array(n);
  const t2 = new Float32Array(n);
  const tmp = new Float32Array(n);
  const r = Math.max(1, Math.round(radius));
  for (const ch of [work.r, work.g, work.b]) {
    for (let y = 0; y < h; y++) {
      const wy = Math.min(work.height - 1, Math.max(0, y + mask.y0));
      for (let x = 0; x < w; x++) {
        const wx = Math.min(work.width - 1, Math.max(0, x + mask.x0));
        plane[y * w + x] = ch[wy * work.width + wx]!;
      }
    }
    guidedPlane(plane, out, w, h, r, eps, t1, t2, tmp);
    for (let y = 0; y < h; y++) {
      const wy = y + mask.y0;
      if (wy < 0 || wy >= work.height) continue;
      for (let x = 0; x < w; x++) {
        const m = mask.data[y * w + x] * amount;
        if (m <= 0.002) continue;
        const wx = x + mask.x0;
        if (wx < 0 || wx >= work.width) continue;
        const i = wy * work.width + wx;
        ch[i] = ch[i] + (out[y * w + x] - ch[i]) * Math.min(1, m);
      }
    }
  }
}
