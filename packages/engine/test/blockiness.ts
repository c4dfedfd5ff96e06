/**
 * Blocks and slabs in a fill: a fill built from coarse cells shows their edges as a grid (the
 * gradients across the lines of one period and phase stronger than across the others), and a
 * slab shows as flat windows where the photo around it has detail.
 */

/** Block sizes (pixels) looked for. */
const PERIODS = [8, 16];
/** A window is flat when its level's standard deviation is below this (levels of 255). */
const FLAT_STD = 0.75;
/** Window side (pixels) of the flatness measure, and its step. */
const WINDOW = 8;
const STEP = 4;

export type Blockiness = {
  /** pixels in the region */
  pixels: number;
  /**
   * The strongest grid: the mean gradient across the lines of one period and phase against the
   * mean over all its phases (1 for no grid), along x or y, over pairs inside the region.
   */
  grid: number;
  /** share of WINDOW×WINDOW windows inside the region that are flat after */
  flat: number;
  /** the same share before, over the windows wholly outside the region */
  photoFlat: number;
};

function gridStrength(lv: Float32Array, inside: Uint8Array, w: number, h: number): number {
  let grid = 1;
  for (const p of PERIODS) {
    for (const axis of [1, w]) {
      const sum = new Float64Array(p);
      const num = new Float64Array(p);
      for (let y = 0; y < h - (axis === w ? 1 : 0); y++) {
        for (let x = 0; x < w - (axis === 1 ? 1 : 0); x++) {
          const i = y * w + x;
          if (!inside[i] || !inside[i + axis]) continue;
          const k = (axis === 1 ? x : y) % p;
          sum[k] += Math.abs(lv[i + axis] - lv[i]);
          num[k]++;
        }
      }
      if (num.reduce((a, b) => a + b, 0) < 64 * p) continue;
      const means = Array.from(sum, (s, k) => (num[k] > 0 ? s / num[k] : 0));
      const all = means.reduce((a, b) => a + b, 0) / p;
      if (all > 0) grid = Math.max(grid, Math.max(...means) / all);
    }
  }
  return grid;
}

function flatShare(
  lv: Float32Array,
  inside: Uint8Array,
  want: number,
  w: number,
  h: number,
): number {
  let windows = 0;
  let flat = 0;
  for (let y0 = 0; y0 + WINDOW <= h; y0 += STEP) {
    for (let x0 = 0; x0 + WINDOW <= w; x0 += STEP) {
      let s = 0;
      let s2 = 0;
      let all = true;
      for (let y = y0; y < y0 + WINDOW && all; y++) {
        for (let x = x0; x < x0 + WINDOW; x++) {
          const i = y * w + x;
          if (inside[i] !== want) {
            all = false;
            break;
          }
          s += lv[i];
          s2 += lv[i] * lv[i];
        }
      }
      if (!all) continue;
      const n = WINDOW * WINDOW;
      windows++;
      if (Math.sqrt(Math.max(0, s2 / n - (s / n) * (s / n))) < FLAT_STD) flat++;
    }
  }
  return windows > 0 ? flat / windows : 0;
}

/** Levels (0..255) before and after, over a w×h grid; `inside` marks the filled region. */
export function blockiness(
  before: Float32Array,
  after: Float32Array,
  inside: Uint8Array,
  w: number,
  h: number,
): Blockiness {
  let pixels = 0;
  for (const v of inside) pixels += v;
  return {
    pixels,
    grid: gridStrength(after, inside, w, h),
    flat: flatShare(after, inside, 1, w, h),
    photoFlat: flatShare(before, inside, 0, w, h),
  };
}

/**
 * A slab's outline: a new edge (strong after, less than half as strong in the photo) that runs
 * straight along a column or a row, where a photo's own outlines (a neck, a shoulder, a collar)
 * curve or were there before. The longest such run, in pixels: consecutive rows (columns) with a
 * new edge inside a band of ±STRAIGHT_BAND pixels around one column (row), gaps of fewer than
 * STRAIGHT_GAP rows (columns) bridged; runs shorter than MIN_STRAIGHT count as 0 (over fewer
 * pixels a ±2 px band is no evidence of straightness).
 */
const STRAIGHT_BAND = 2;
const STRAIGHT_GAP = 4;
/** A run this long stays within about 4° of the axis (band 5 px over 60 px). */
const MIN_STRAIGHT = 60;
/** An edge: the levels' central difference above this (levels of 255). */
const EDGE_STEP = 4;

export function straightEdge(
  before: Float32Array,
  after: Float32Array,
  changed: Uint8Array,
  w: number,
  h: number,
): number {
  const isEdge = (i: number, step: number): boolean => {
    if (!changed[i]) return false;
    const g = Math.abs(after[i + step] - after[i - step]);
    return g > EDGE_STEP && Math.abs(before[i + step] - before[i - step]) < g / 2;
  };
  let best = 0;
  for (const vertical of [true, false]) {
    const [lines, along] = vertical ? [w, h] : [h, w];
    const step = vertical ? 1 : w;
    for (let c = STRAIGHT_BAND + 1; c < lines - STRAIGHT_BAND - 1; c++) {
      let start = -1;
      let last = -STRAIGHT_GAP - 2;
      for (let t = 1; t < along - 1; t++) {
        let edge = false;
        for (let d = -STRAIGHT_BAND; d <= STRAIGHT_BAND && !edge; d++) {
          edge = isEdge(vertical ? t * w + c + d : (c + d) * w + t, step);
        }
        if (!edge) continue;
        if (t - last > STRAIGHT_GAP) start = t;
        last = t;
        if (t - start + 1 >= MIN_STRAIGHT) best = Math.max(best, t - start + 1);
      }
    }
  }
  return best;
}
