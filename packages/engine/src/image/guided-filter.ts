/**
 * Colour-guided filter (He, Sun and Tang): q = a·I + b with (a, b) fitted per window so that q
 * follows the edges of the guide image I while keeping the mean of the input p. The coefficients
 * are computed on a coarse grid and applied to the full-resolution guide (the "fast guided
 * filter"), which is how the hair mask gets strand-level edges from a cell-level labelling.
 */
import { boxBlur } from './blur';

export type GuidedCoefficients = {
  width: number;
  height: number;
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
};

/** Box mean of a plane over windows of radius r (a new plane; `tmp` is scratch). */
function windowMean(
  src: Float32Array,
  width: number,
  height: number,
  r: number,
  tmp: Float32Array,
): Float32Array {
  return boxBlur(src.slice(), width, height, r, tmp);
}

/** Box mean of the product of two planes (module-level, like every per-pixel helper here:
 * closures made anew on each call are recompiled by V8 render after render). */
function windowProduct(
  x: Float32Array,
  y: Float32Array,
  width: number,
  height: number,
  r: number,
  tmp: Float32Array,
): Float32Array {
  const n = width * height;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = x[i] * y[i];
  return boxBlur(out, width, height, r, tmp);
}

/**
 * Coefficients of the filter for input p under the colour guide (gr, gg, gb), all planes of
 * width×height; window radius r, regulariser eps (larger = smoother, less edge-following).
 */
export function guidedCoefficients(
  gr: Float32Array,
  gg: Float32Array,
  gb: Float32Array,
  p: Float32Array,
  width: number,
  height: number,
  r: number,
  eps: number,
): GuidedCoefficients {
  const n = width * height;
  const tmp = new Float32Array(n);
  const mr = windowMean(gr, width, height, r, tmp);
  const mg = windowMean(gg, width, height, r, tmp);
  const mb = windowMean(gb, width, height, r, tmp);
  const mp = windowMean(p, width, height, r, tmp);
  const rr = windowProduct(gr, gr, width, height, r, tmp);
  const rg = windowProduct(gr, gg, width, height, r, tmp);
  const rb = windowProduct(gr, gb, width, height, r, tmp);
  const gg2 = windowProduct(gg, gg, width, height, r, tmp);
  const gb2 = windowProduct(gg, gb, width, height, r, tmp);
  const bb = windowProduct(gb, gb, width, height, r, tmp);
  const rp = windowProduct(gr, p, width, height, r, tmp);
  const gp = windowProduct(gg, p, width, height, r, tmp);
  const bp = windowProduct(gb, p, width, height, r, tmp);
  const ar = new Float32Array(n);
  const ag = new Float32Array(n);
  const ab = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    // covariance of the guide in the window (+ eps on the diagonal) and its covariance with p
    const s11 = rr[i] - mr[i] * mr[i] + eps;
    const s12 = rg[i] - mr[i] * mg[i];
    const s13 = rb[i] - mr[i] * mb[i];
    const s22 = gg2[i] - mg[i] * mg[i] + eps;
    const s23 = gb2[i] - mg[i] * mb[i];
    const s33 = bb[i] - mb[i] * mb[i] + eps;
    const c1 = rp[i] - mr[i] * mp[i];
    const c2 = gp[i] - mg[i] * mp[i];
    const c3 = bp[i] - mb[i] * mp[i];
    // symmetric 3×3 inverse by cofactors
    const i11 = s22 * s33 - s23 * s23;
    const i12 = s13 * s23 - s12 * s33;
    const i13 = s12 * s23 - s13 * s22;
    const i22 = s11 * s33 - s13 * s13;
    const i23 = s12 * s13 - s11 * s23;
    const i33 = s11 * s22 - s12 * s12;
    const det = s11 * i11 + s12 * i12 + s13 * i13;
    const k = det > 1e-20 ? 1 / det : 0;
    const a1 = (i11 * c1 + i12 * c2 + i13 * c3) * k;
    const a2 = (i12 * c1 + i22 * c2 + i23 * c3) * k;
    const a3 = (i13 * c1 + i23 * c2 + i33 * c3) * k;
    ar[i] = a1;
    ag[i] = a2;
    ab[i] = a3;
    b[i] = mp[i] - a1 * mr[i] - a2 * mg[i] - a3 * mb[i];
  }
  boxBlur(ar, width, height, r, tmp);
  boxBlur(ag, width, height, r, tmp);
  boxBlur(ab, width, height, r, tmp);
  boxBlur(b, width, height, r, tmp);
  return { width, height, ar, ag, ab, b };
}

/**
 * The filtered value at fractional coefficient-grid position (fx, fy) for a guide colour
 * (r, g, b): the coefficients are interpolated bilinearly.
 */
export function guidedValue(
  c: GuidedCoefficients,
  fx: number,
  fy: number,
  r: number,
  g: number,
  b: number,
): number {
  const x = Math.min(c.width - 1, Math.max(0, fx));
  const y = Math.min(c.height - 1, Math.max(0, fy));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(c.width - 1, x0 + 1);
  const y1 = Math.min(c.height - 1, y0 + 1);
  const tx = x - x0;
  const ty = y - y0;
  const i00 = y0 * c.width + x0;
  const i01 = y0 * c.width + x1;
  const i10 = y1 * c.width + x0;
  const i11 = y1 * c.width + x1;
  const w00 = (1 - tx) * (1 - ty);
  const w01 = tx * (1 - ty);
  const w10 = (1 - tx) * ty;
  const w11 = tx * ty;
  const { ar, ag, ab, b: bb } = c;
  return (
    (ar[i00] * w00 + ar[i01] * w01 + ar[i10] * w10 + ar[i11] * w11) * r +
    (ag[i00] * w00 + ag[i01] * w01 + ag[i10] * w10 + ag[i11] * w11) * g +
    (ab[i00] * w00 + ab[i01] * w01 + ab[i10] * w10 + ab[i11] * w11) * b +
    (bb[i00] * w00 + bb[i01] * w01 + bb[i10] * w10 + bb[i11] * w11)
  );
}
