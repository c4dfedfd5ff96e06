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
 * curve or were there before. A slab's side is one step of one polarity all along it (darker on
 * the same side), so the step across the line is taken on levels averaged over a few pixels along
 * it (STRAIGHT_ALONG): a grainy texture's single-pixel steps of either sign cancel there, and the
 * averaged step must also stand out of what the photo's own grain at that place leaves in such an
 * average. The longest such run, in pixels: consecutive rows (columns) with a new edge of one
 * polarity inside a band of ±STRAIGHT_BAND pixels around one column (row), gaps of fewer than
 * STRAIGHT_GAP rows (columns) bridged; runs shorter than MIN_STRAIGHT count as 0 (over fewer
 * pixels a ±2 px band is no evidence of straightness).
 */
const STRAIGHT_BAND = 2;
const STRAIGHT_GAP = 4;
/** A run this long stays within about 4° of the axis (band 5 px over 60 px). */
const MIN_STRAIGHT = 60;
/** An edge: the averaged step across the line above this (levels of 255). */
const EDGE_STEP = 4;
/** Pixels either side along the line whose steps across it are averaged (5 in all). */
const STRAIGHT_ALONG = 2;

type Steps = {
  /** the step across the line (levels, signed), averaged along it */
  mean: Float32Array;
  /**
   * what grain leaves in that mean: the single-pixel steps' spread about it, over the same
   * pixels, divided by the square root of their number
   */
  grain: Float32Array;
};

/** Steps across lines (`across` the pixel offset across a line, `along` the one along it). */
function steps(lv: Float32Array, w: number, h: number, across: number, along: number): Steps {
  const n = 2 * STRAIGHT_ALONG + 1;
  const mean = new Float32Array(w * h);
  const grain = new Float32Array(w * h);
  const [mx, my] = across === 1 ? [1, STRAIGHT_ALONG] : [STRAIGHT_ALONG, 1];
  const g = new Float64Array(n);
  for (let y = my; y < h - my; y++) {
    for (let x = mx; x < w - mx; x++) {
      const i = y * w + x;
      let s = 0;
      for (let k = 0; k < n; k++) {
        const j = i + (k - STRAIGHT_ALONG) * along;
        g[k] = lv[j + across] - lv[j - across];
        s += g[k];
      }
      const m = s / n;
      let v = 0;
      for (let k = 0; k < n; k++) v += (g[k] - m) * (g[k] - m);
      mean[i] = m;
      grain[i] = Math.sqrt(v / n / n);
    }
  }
  return { mean, grain };
}

export function straightEdge(
  before: Float32Array,
  after: Float32Array,
  changed: Uint8Array,
  w: number,
  h: number,
): number {
  let best = 0;
  for (const vertical of [true, false]) {
    const [lines, along] = vertical ? [w, h] : [h, w];
    const [across, alongStep] = vertical ? [1, w] : [w, 1];
    const a = steps(after, w, h, across, alongStep);
    const b = steps(before, w, h, across, alongStep);
    /** The polarity of a new edge at i (1, −1), 0 for none. */
    const polarity = (i: number): number => {
      if (!changed[i]) return 0;
      const g = Math.abs(a.mean[i]);
      if (g <= EDGE_STEP || g <= b.grain[i] || Math.abs(b.mean[i]) >= g / 2) return 0;
      return Math.sign(a.mean[i]);
    };
    for (const sign of [1, -1]) {
      for (let c = STRAIGHT_BAND + 1; c < lines - STRAIGHT_BAND - 1; c++) {
        let start = -1;
        let last = -STRAIGHT_GAP - 2;
        for (let t = STRAIGHT_ALONG + 1; t < along - STRAIGHT_ALONG - 1; t++) {
          let edge = false;
          for (let d = -STRAIGHT_BAND; d <= STRAIGHT_BAND && !edge; d++) {
            edge = polarity(vertical ? t * w + c + d : (c + d) * w + t) === sign;
          }
          if (!edge) continue;
          if (t - last > STRAIGHT_GAP) start = t;
          last = t;
          if (t - start + 1 >= MIN_STRAIGHT) best = Math.max(best, t - start + 1);
        }
      }
    }
  }
  return best;
}
