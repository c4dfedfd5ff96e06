/**
 * Separable box blurs on single-channel Float32 planes; three passes approximate a Gaussian.
 * O(n) per pass regardless of radius. `tmp` buffers are reused to avoid allocations.
 */

function boxBlurH(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  // the window's left edge leaves the row's start at x = r, its right edge reaches the end at
  // x = w − r: the three spans need no bounds checks
  const a = Math.min(r, w);
  const b = Math.max(a, w - r);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const first = src[row];
    const last = src[row + w - 1];
    let acc = r * first;
    for (let i = 0; i < r; i++) acc += src[row + Math.min(i, w - 1)];
    let x = 0;
    for (; x < w && x < a; x++) {
      acc += x + r < w ? src[row + x + r] : last;
      dst[row + x] = acc * inv;
      acc -= first;
    }
    for (; x < b; x++) {
      acc += src[row + x + r];
      dst[row + x] = acc * inv;
      acc -= src[row + x - r];
    }
    for (; x < w; x++) {
      acc += last;
      dst[row + x] = acc * inv;
      acc -= x - r >= 0 ? src[row + x - r] : first;
    }
  }
}

/** Running column sums of the vertical pass (grown as needed, reused across calls). */
let columnSums = new Float64Array(0);

/** The vertical pass row by row (contiguous reads), each column with its own running sum. */
function boxBlurV(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  if (columnSums.length < w) columnSums = new Float64Array(w);
  const acc = columnSums;
  const lastRow = (h - 1) * w;
  for (let x = 0; x < w; x++) acc[x] = r * src[x];
  for (let i = 0; i < r; i++) {
    const row = Math.min(i, h - 1) * w;
    for (let x = 0; x < w; x++) acc[x] += src[row + x];
  }
  for (let y = 0; y < h; y++) {
    const add = y + r < h ? (y + r) * w : lastRow;
    const sub = y - r >= 0 ? (y - r) * w : 0;
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const v = acc[x] + src[add + x];
      dst[o + x] = v * inv;
      acc[x] = v - src[sub + x];
    }
  }
}

/** The caller's scratch buffer when it is large enough, else a new one. */
const scratch = (plane: Float32Array, tmp?: Float32Array): Float32Array =>
  tmp && tmp.length >= plane.length ? tmp : new Float32Array(plane.length);

/** In-place single box blur with radius r (window 2r+1). */
export function boxBlur(
  plane: Float32Array,
  w: number,
  h: number,
  r: number,
  tmp?: Float32Array,
): Float32Array {
  const rr = Math.max(0, Math.round(r));
  if (rr === 0 || w === 0 || h === 0) return plane;
  const t = scratch(plane, tmp);
  boxBlurH(plane, t, w, h, rr);
  boxBlurV(t, plane, w, h, rr);
  return plane;
}

/** In-place box blur down the columns only, radius r (window 2r+1). */
export function boxBlurColumns(
  plane: Float32Array,
  w: number,
  h: number,
  r: number,
  tmp?: Float32Array,
): Float32Array {
  const rr = Math.max(0, Math.round(r));
  if (rr === 0 || w === 0 || h === 0) return plane;
  const t = scratch(plane, tmp);
  t.set(plane);
  boxBlurV(t, plane, w, h, rr);
  return plane;
}

/** In-place approximate Gaussian blur with standard deviation sigma (3 box passes). */
export function gaussianBlur(
  plane: Float32Array,
  w: number,
  h: number,
  sigma: number,
  tmp?: Float32Array,
): Float32Array {
  if (sigma < 0.4) return plane;
  // box radii for 3 passes approximating the given sigma (Kovesi)
  const n = 3;
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(wIdeal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4);
  const m = Math.round(mIdeal);
  const t = scratch(plane, tmp);
  for (let i = 0; i < n; i++) {
    const size = i < m ? wl : wu;
    boxBlur(plane, w, h, (size - 1) / 2, t);
  }
  return plane;
}
