/**
 * Separable box blurs on single-channel Float32 planes; three passes approximate a Gaussian.
 * O(n) per pass regardless of radius. `tmp` buffers are reused to avoid allocations.
 */

function boxBlurH(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const first = src[row];
    const last = src[row + w - 1];
    let acc = r * first;
    for (let i = 0; i < r; i++) acc += src[row + Math.min(i, w - 1)];
    for (let x = 0; x < w; x++) {
      const add = x + r < w ? src[row + x + r] : last;
      acc += add;
      dst[row + x] = acc * inv;
      const sub = x - r >= 0 ? src[row + x - r] : first;
      acc -= sub;
    }
  }
}

function boxBlurV(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let x = 0; x < w; x++) {
    const first = src[x];
    const last = src[(h - 1) * w + x];
    let acc = r * first;
    for (let i = 0; i < r; i++) acc += src[Math.min(i, h - 1) * w + x];
    for (let y = 0; y < h; y++) {
      const add = y + r < h ? src[(y + r) * w + x] : last;
      acc += add;
      dst[y * w + x] = acc * inv;
      const sub = y - r >= 0 ? src[(y - r) * w + x] : first;
      acc -= sub;
    }
  }
}

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
  const t = tmp && tmp.length >= plane.length ? tmp : new Float32Array(plane.length);
  boxBlurH(plane, t, w, h, rr);
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
  const t = tmp && tmp.length >= plane.length ? tmp : new Float32Array(plane.length);
  for (let i = 0; i < n; i++) {
    const size = i < m ? wl : wu;
    boxBlur(plane, w, h, (size - 1) / 2, t);
  }
  return plane;
}
