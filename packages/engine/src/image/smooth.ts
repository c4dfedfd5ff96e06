/**
 * Edge-preserving smoothing (self-guided filter, He et al.) restricted to a mask's box: flat
 * areas (pores, fine lines) are smoothed, strong edges (eyes, nostrils, hairline) are kept.
 * From a radius of a few pixels the filter's coefficients are computed at half resolution and
 * interpolated back (He and Sun's fast guided filter): a quarter of the box filtering, with the
 * edges still taken from every pixel of the guide.
 */
import { boxBlur } from './blur';
import type { Mask } from './mask';
import type { WorkImage } from './work-image';

/** From this radius (pixels) the coefficients are computed at half resolution. */
const HALF_FROM = 3;

/**
 * From the window means of a plane and of its square (in `mean` and `sq`), the filter's
 * coefficients averaged over the window: a into `sq`, b into `mean` (q = a·I + b).
 */
function selfGuidedCoefficients(
  mean: Float32Array,
  sq: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
  tmp: Float32Array,
): void {
  boxBlur(mean, w, h, r, tmp);
  boxBlur(sq, w, h, r, tmp);
  for (let i = 0; i < w * h; i++) {
    const m = mean[i];
    const v = Math.max(0, sq[i] - m * m);
    const a = v / (v + eps);
    sq[i] = a;
    mean[i] = (1 - a) * m;
  }
  boxBlur(sq, w, h, r, tmp);
  boxBlur(mean, w, h, r, tmp);
}

/** Working planes of the full-resolution filter, one plane each. */
type Scratch = { mean: Float32Array; sq: Float32Array; tmp: Float32Array };

function guidedPlane(
  src: Float32Array,
  out: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
  { mean, sq, tmp }: Scratch,
): void {
  const n = w * h;
  for (let i = 0; i < n; i++) {
    mean[i] = src[i];
    sq[i] = src[i] * src[i];
  }
  selfGuidedCoefficients(mean, sq, w, h, r, eps, tmp);
  for (let i = 0; i < n; i++) out[i] = sq[i] * src[i] + mean[i];
}

/** `guidedPlane` with its coefficients at half resolution (radius halved), applied per pixel. */
function guidedPlaneHalf(
  src: Float32Array,
  out: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
): void {
  const w2 = (w + 1) >> 1;
  const h2 = (h + 1) >> 1;
  const n2 = w2 * h2;
  const mean = new Float32Array(n2);
  const sq = new Float32Array(n2);
  const tmp = new Float32Array(n2);
  // 2×2 means of the plane and of its square (the variance keeps what the halving averages away)
  for (let y2 = 0; y2 < h2; y2++) {
    const ya = 2 * y2 * w;
    const yb = Math.min(h - 1, 2 * y2 + 1) * w;
    for (let x2 = 0; x2 < w2; x2++) {
      const xa = 2 * x2;
      const xb = Math.min(w - 1, xa + 1);
      const p = src[ya + xa];
      const q = src[ya + xb];
      const u = src[yb + xa];
      const v = src[yb + xb];
      mean[y2 * w2 + x2] = (p + q + u + v) * 0.25;
      sq[y2 * w2 + x2] = (p * p + q * q + u * u + v * v) * 0.25;
    }
  }
  selfGuidedCoefficients(mean, sq, w2, h2, Math.max(1, Math.round(r / 2)), eps, tmp);
  // bilinear coefficients back at every pixel
  const cx0 = new Int32Array(w);
  const cx1 = new Int32Array(w);
  const tx = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const f = Math.min(w2 - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
    cx0[x] = Math.floor(f);
    cx1[x] = Math.min(w2 - 1, cx0[x] + 1);
    tx[x] = f - cx0[x];
  }
  for (let y = 0; y < h; y++) {
    const f = Math.min(h2 - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.floor(f);
    const ty = f - y0;
    const r0 = y0 * w2;
    const r1 = Math.min(h2 - 1, y0 + 1) * w2;
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const c0 = cx0[x];
      const c1 = cx1[x];
      const t = tx[x];
      const a0 = sq[r0 + c0] + (sq[r0 + c1] - sq[r0 + c0]) * t;
      const a1 = sq[r1 + c0] + (sq[r1 + c1] - sq[r1 + c0]) * t;
      const b0 = mean[r0 + c0] + (mean[r0 + c1] - mean[r0 + c0]) * t;
      const b1 = mean[r1 + c0] + (mean[r1 + c1] - mean[r1 + c0]) * t;
      out[i] = (a0 + (a1 - a0) * ty) * src[i] + b0 + (b1 - b0) * ty;
    }
  }
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
  const r = Math.max(1, Math.round(radius));
  const scratch: Scratch | null =
    r >= HALF_FROM
      ? null
      : { mean: new Float32Array(n), sq: new Float32Array(n), tmp: new Float32Array(n) };
  for (const ch of [work.r, work.g, work.b]) {
    for (let y = 0; y < h; y++) {
      const wy = Math.min(work.height - 1, Math.max(0, y + mask.y0));
      for (let x = 0; x < w; x++) {
        const wx = Math.min(work.width - 1, Math.max(0, x + mask.x0));
        plane[y * w + x] = ch[wy * work.width + wx]!;
      }
    }
    if (scratch) guidedPlane(plane, out, w, h, r, eps, scratch);
    else guidedPlaneHalf(plane, out, w, h, r, eps);
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
