/**
 * The coarse colour grid the analysis's hair region is found on (hair-region.ts): cells of a few
 * pixels' mean colour in Lab, colour centres of sets of cells (k-means) and distances between
 * them with lightness weighed down (shading changes lightness most).
 */
import { linearToLab, SRGB_TO_LINEAR, type Lab } from '../image/color';
import type { RawImage } from '../image/raw-image';
import { NO_CAST, type WhiteGains } from '../image/white-point';
import * as P from './hair-params';

export type Grid = {
  x0: number;
  y0: number;
  cell: number;
  gw: number;
  gh: number;
  /** Lab per cell, 3 numbers each */
  lab: Float32Array;
};

export type Centre = [number, number, number];

/** Mean colour (linear RGB → Lab) of a few pixels per cell over the rectangle, under grey light
 * (each linear channel times the photo's white `gains`). */
export function cellGrid(
  img: RawImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cell: number,
  gains: WhiteGains = NO_CAST,
): Grid {
  const gw = Math.max(0, Math.floor((x1 - x0) / cell));
  const gh = Math.max(0, Math.floor((y1 - y0) / cell));
  const lab = new Float32Array(gw * gh * 3);
  const k = Math.max(1, Math.min(P.CELL_SAMPLES, Math.floor(cell)));
  const out: Lab = [0, 0, 0];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < k; sy++) {
        const y = Math.min(img.height - 1, Math.floor(y0 + (gy + (sy + 0.5) / k) * cell));
        for (let sx = 0; sx < k; sx++) {
          const x = Math.min(img.width - 1, Math.floor(x0 + (gx + (sx + 0.5) / k) * cell));
          const i = (y * img.width + x) * 4;
          r += SRGB_TO_LINEAR[img.data[i] ?? 0] ?? 0;
          g += SRGB_TO_LINEAR[img.data[i + 1] ?? 0] ?? 0;
          b += SRGB_TO_LINEAR[img.data[i + 2] ?? 0] ?? 0;
        }
      }
      const n = k * k;
      linearToLab((r / n) * gains[0], (g / n) * gains[1], (b / n) * gains[2], out);
      const o = (gy * gw + gx) * 3;
      lab[o] = out[0];
      lab[o + 1] = out[1];
      lab[o + 2] = out[2];
    }
  }
  return { x0, y0, cell, gw, gh, lab };
}

/** The image x of cell `c`'s centre. */
export const cellX = (g: Grid, c: number): number => g.x0 + ((c % g.gw) + 0.5) * g.cell;

/** The image y of cell `c`'s centre. */
export const cellY = (g: Grid, c: number): number => g.y0 + (Math.floor(c / g.gw) + 0.5) * g.cell;

/** The Lab colour of cell `c`. */
export function cellLab(g: Grid, c: number): Centre {
  return [g.lab[c * 3] ?? 0, g.lab[c * 3 + 1] ?? 0, g.lab[c * 3 + 2] ?? 0];
}

/** Colour distance of cell `c` to `other`, with lightness weighed down. */
export function distance(g: Grid, c: number, other: Readonly<Centre>): number {
  const dl = ((g.lab[c * 3] ?? 0) - other[0]) * P.LIGHTNESS_WEIGHT;
  const da = (g.lab[c * 3 + 1] ?? 0) - other[1];
  const db = (g.lab[c * 3 + 2] ?? 0) - other[2];
  return Math.sqrt(dl * dl + da * da + db * db);
}

/** Up to `k` colour centres of the cells (k-means on weighted Lab, seeded by lightness). */
export function centres(g: Grid, cells: number[], k: number): Centre[] {
  if (cells.length === 0) return [];
  const byL = [...cells].sort((a, b) => (g.lab[a * 3] ?? 0) - (g.lab[b * 3] ?? 0));
  const n = Math.min(k, cells.length);
  const cs: Centre[] = [];
  for (let j = 0; j < n; j++)
    cs.push(cellLab(g, byL[Math.floor(((j + 0.5) * byL.length) / n)] ?? 0));
  for (let it = 0; it < P.KMEANS_ROUNDS; it++) {
    const sum = new Float64Array(cs.length * 4);
    for (const c of cells) {
      const best = nearestIndex(g, c, cs);
      sum[best * 4] = (sum[best * 4] ?? 0) + (g.lab[c * 3] ?? 0);
      sum[best * 4 + 1] = (sum[best * 4 + 1] ?? 0) + (g.lab[c * 3 + 1] ?? 0);
      sum[best * 4 + 2] = (sum[best * 4 + 2] ?? 0) + (g.lab[c * 3 + 2] ?? 0);
      sum[best * 4 + 3] = (sum[best * 4 + 3] ?? 0) + 1;
    }
    for (let j = 0; j < cs.length; j++) {
      const cnt = sum[j * 4 + 3] ?? 0;
      if (cnt > 0) {
        cs[j] = [(sum[j * 4] ?? 0) / cnt, (sum[j * 4 + 1] ?? 0) / cnt, (sum[j * 4 + 2] ?? 0) / cnt];
      }
    }
  }
  return cs;
}

/** The centres nearest to at least `share` of the cells (the rest are few cells' colours). */
export function widespread(g: Grid, cells: number[], cs: Centre[], share: number): Centre[] {
  const count = cs.map(() => 0);
  for (const c of cells) {
    const best = nearestIndex(g, c, cs);
    count[best] = (count[best] ?? 0) + 1;
  }
  return cs.filter((_, j) => (count[j] ?? 0) >= share * cells.length);
}

/** The index of the centre nearest to cell `c` (0 when there is none). */
function nearestIndex(g: Grid, c: number, cs: Centre[]): number {
  let best = 0;
  let bd = Infinity;
  for (let j = 0; j < cs.length; j++) {
    const d = distance(g, c, cs[j] ?? [0, 0, 0]);
    if (d < bd) {
      bd = d;
      best = j;
    }
  }
  return best;
}

/** Distance from cell `c` to the nearest centre; Infinity when there is none. */
export function nearest(g: Grid, c: number, cs: Centre[]): number {
  let best = Infinity;
  for (const m of cs) best = Math.min(best, distance(g, c, m));
  return best;
}

/** The value at quantile `q` of an ascending list. */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))] ?? 0;
}

/**
 * The cells joined to the seeds (8-connected: strands run diagonally too) over lit hair (2),
 * crossing at most SHADOW_STEPS cells of shadowed hair (1) in a row: a dark jacket is not crossed.
 * Every seed starts the growth, whatever its own class: a seed is hair already (unlike the skin
 * and the background), and a temple seed in shadow still joins the crown to the lengths below.
 */
export function grow(g: Grid, hairLike: Uint8Array, seeds: number[]): Uint8Array {
  const n = g.gw * g.gh;
  const budget = new Int8Array(n).fill(-1);
  const stack = [...seeds];
  for (const c of stack) budget[c] = P.SHADOW_STEPS;
  while (stack.length) {
    const c = stack.pop() ?? 0;
    const x = c % g.gw;
    const y = Math.floor(c / g.gw);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= g.gw || ny >= g.gh) continue;
        const m = ny * g.gw + nx;
        const left =
          hairLike[m] === 2 ? P.SHADOW_STEPS : hairLike[m] === 1 ? (budget[c] ?? 0) - 1 : -1;
        if (left > (budget[m] ?? -1)) {
          budget[m] = left;
          stack.push(m);
        }
      }
    }
  }
  const region = new Uint8Array(n);
  for (let c = 0; c < n; c++) if ((budget[c] ?? -1) >= 0) region[c] = 1;
  return region;
}

/**
 * How far from the backdrop's colour centres a cell must lie to be unlike the backdrop, given how
 * far the backdrop's own cells lie from them (`spreads`): BACKDROP_SPREAD_FACTOR times their
 * BACKDROP_SPREAD_QUANTILE, at most BACKGROUND_DELTA. A plain backdrop sampled on the
 * segmentation's backdrop cells sits tight about its centres, so a colour a few units off it (pale
 * curls before a pale bokeh) is not the backdrop; a busy one keeps BACKGROUND_DELTA, and so do
 * fewer than BACKDROP_SPREAD_CELLS cells (each would be a centre of its own: no spread).
 */
export function unlikeBackdrop(spreads: readonly number[]): number {
  if (spreads.length < P.BACKDROP_SPREAD_CELLS) return P.BACKGROUND_DELTA;
  const q = quantile(
    [...spreads].sort((a, b) => a - b),
    P.BACKDROP_SPREAD_QUANTILE,
  );
  return Math.min(P.BACKGROUND_DELTA, P.BACKDROP_SPREAD_FACTOR * q);
}
