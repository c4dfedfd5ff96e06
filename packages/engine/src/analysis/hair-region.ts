/**
 * The person's hair as a region, cheaply: a coarse grid of cells over the head and shoulders
 * (CELLS_PER_FACE per face width, each the mean colour of a few pixels). Hair is seeded at the
 * crown and the temples (cells unlike the skin and the background: the crop's top corners and
 * far sides) and grown over cells nearer the hair's colour centres than the background's and
 * the skin's, crossing only short runs of shadow; the face and the column under the mouth are
 * never hair (beards, shirts). The colour is the median of the seeds' lit part, balanced by the
 * face's skin (underPlainLight); the length is how far below the chin the region reaches beside
 * the face and neck. About 3 ms per face.
 */
import { linearToLab, SRGB_TO_LINEAR, type Lab } from '../image/color';
import type { RawImage } from '../image/raw-image';
import { MESH } from '../face/landmarks';
import { dist, pt, type Mesh } from './landmarks';
import * as P from './hair-params';

export type HairLength = 'short' | 'medium' | 'long';

export type HairRegion = {
  /** median colour of the hair's cells; null when the crown shows no hair */
  colour: Lab | null;
  length: HairLength;
  /** how far the hair reaches below the chin, in face heights (negative: above it) */
  reach: number;
  /** hair cells found */
  cells: number;
};

type Grid = {
  x0: number;
  y0: number;
  cell: number;
  gw: number;
  gh: number;
  /** Lab per cell, 3 numbers each */
  lab: Float32Array;
};

/** Mean colour (linear RGB → Lab) of a few pixels per cell over the rectangle. */
function cellGrid(
  img: RawImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cell: number,
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
      linearToLab(r / n, g / n, b / n, out);
      const o = (gy * gw + gx) * 3;
      lab[o] = out[0];
      lab[o + 1] = out[1];
      lab[o + 2] = out[2];
    }
  }
  return { x0, y0, cell, gw, gh, lab };
}

/** Colour distance with lightness weighed down (shading changes lightness most). */
function distance(lab: Float32Array, c: number, other: ArrayLike<number>, o: number): number {
  const dl = ((lab[c * 3] ?? 0) - (other[o] ?? 0)) * P.LIGHTNESS_WEIGHT;
  const da = (lab[c * 3 + 1] ?? 0) - (other[o + 1] ?? 0);
  const db = (lab[c * 3 + 2] ?? 0) - (other[o + 2] ?? 0);
  return Math.sqrt(dl * dl + da * da + db * db);
}

type Centre = [number, number, number];

/** Up to `k` colour centres of the cells (k-means on weighted Lab, seeded by lightness). */
function centres(g: Grid, cells: number[], k: number): Centre[] {
  if (cells.length === 0) return [];
  const byL = [...cells].sort((a, b) => (g.lab[a * 3] ?? 0) - (g.lab[b * 3] ?? 0));
  const n = Math.min(k, cells.length);
  const cs: Centre[] = [];
  for (let j = 0; j < n; j++) {
    const c = byL[Math.floor(((j + 0.5) * byL.length) / n)] ?? 0;
    cs.push([g.lab[c * 3] ?? 0, g.lab[c * 3 + 1] ?? 0, g.lab[c * 3 + 2] ?? 0]);
  }
  for (let it = 0; it < P.KMEANS_ROUNDS; it++) {
    const sum = new Float64Array(cs.length * 4);
    for (const c of cells) {
      let best = 0;
      let bd = Infinity;
      for (let j = 0; j < cs.length; j++) {
        const d = distance(g.lab, c, cs[j] ?? [0, 0, 0], 0);
        if (d < bd) {
          bd = d;
          best = j;
        }
      }
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

/** Distance from cell `c` to the nearest centre. */
function nearest(g: Grid, c: number, cs: Centre[]): number {
  let best = Infinity;
  for (const m of cs) best = Math.min(best, distance(g.lab, c, m, 0));
  return best;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))] ?? 0;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return quantile(s, 0.5);
}

const clampShift = (v: number) => Math.max(-P.MAX_SHIFT, Math.min(P.MAX_SHIFT, v));

/**
 * The hair's colour as under plain light: the face's own skin is the reference (a warm lamp or a
 * dim exposure moves skin and hair alike), so part of the skin's departure from a typical skin
 * is taken off the hair. Partly only: skins differ too.
 */
export function underPlainLight(hair: Lab, skin: Lab): Lab {
  const [refL, refA, refB] = P.SKIN_REFERENCE;
  return [
    hair[0] + clampShift((refL - skin[0]) * P.BALANCE_LIGHTNESS),
    hair[1] + clampShift((refA - skin[1]) * P.BALANCE_CHROMA),
    hair[2] + clampShift((refB - skin[2]) * P.BALANCE_CHROMA),
  ];
}

/**
 * The cells joined to the seeds (8-connected: strands run diagonally too) over lit hair (2),
 * crossing at most SHADOW_STEPS cells of shadowed hair (1) in a row: a dark jacket is not crossed.
 */
function growFromCrown(g: Grid, hairLike: Uint8Array, seeds: number[]): Uint8Array {
  const n = g.gw * g.gh;
  const budget = new Int8Array(n).fill(-1);
  const stack = seeds.filter((c) => hairLike[c] === 2);
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

/** Hair colour and length of the face `mesh` from a coarse region grown from its crown. */
export function hairRegion(img: RawImage, mesh: Mesh, skin: Lab): HairRegion {
  const top = pt(mesh, MESH.foreheadTop);
  const chin = pt(mesh, MESH.chin);
  const mouth = pt(mesh, MESH.lipsOuter[0] ?? 0);
  const fr = pt(mesh, MESH.rightCheekEdge);
  const fl = pt(mesh, MESH.leftCheekEdge);
  const w = Math.max(1, dist(fr, fl));
  const h = Math.max(1, dist(top, chin));
  const cx = (fr.x + fl.x) / 2;
  const cell = Math.max(1.5, w / P.CELLS_PER_FACE);
  const x0 = Math.max(0, cx - P.CROP_SIDE * w);
  const y0 = Math.max(0, top.y - P.CROP_ABOVE * h);
  const x1 = Math.min(img.width, cx + P.CROP_SIDE * w);
  const y1 = Math.min(img.height, chin.y + P.CROP_BELOW * h);
  const g = cellGrid(img, x0, y0, x1, y1, cell);
  const n = g.gw * g.gh;
  const none: HairRegion = { colour: null, length: 'short', reach: -1, cells: 0 };
  if (n === 0) return none;
  const cellX = (c: number) => g.x0 + ((c % g.gw) + 0.5) * cell;
  const cellY = (c: number) => g.y0 + (Math.floor(c / g.gw) + 0.5) * cell;
  const faceCy = (top.y + chin.y) / 2;
  const blocked = (x: number, y: number) =>
    ((x - cx) / (P.FACE_HALF_WIDTH * w)) ** 2 + ((y - faceCy) / (P.FACE_HALF_HEIGHT * h)) ** 2 <
      1 ||
    (y > mouth.y && Math.abs(x - cx) < P.SIDE_INNER * w);
  const skinLab: Centre = [skin[0], skin[1], skin[2]];
  const eyeY = (pt(mesh, MESH.rightEyeOuter).y + pt(mesh, MESH.leftEyeOuter).y) / 2;
  const crown: number[] = [];
  const backgroundCells: number[] = [];
  for (let c = 0; c < n; c++) {
    const p = { x: cellX(c), y: cellY(c) };
    const off = Math.abs(p.x - cx);
    const inCrown =
      p.y > top.y - P.CROWN_TOP * h &&
      p.y < top.y - P.CROWN_BOTTOM * h &&
      off < P.CROWN_HALF_WIDTH * w;
    const atTemple =
      p.y > top.y - P.CROWN_BOTTOM * h &&
      p.y < eyeY &&
      off > P.TEMPLE_INNER * w &&
      off < P.TEMPLE_OUTER * w;
    if (inCrown || atTemple) crown.push(c);
    else if (
      (p.y < top.y - P.BACKGROUND_ABOVE * h && off > P.BACKGROUND_SIDE * w) ||
      (p.y < chin.y && off > P.BACKGROUND_FAR_SIDE * w)
    ) {
      backgroundCells.push(c);
    }
  }
  const background = centres(g, backgroundCells, P.BACKGROUND_CENTRES);
  const seeds = crown.filter(
    (c) =>
      distance(g.lab, c, skinLab, 0) > P.SCALP_DELTA &&
      (background.length === 0 || nearest(g, c, background) > P.BACKGROUND_DELTA),
  );
  if (seeds.length < P.MIN_HAIR_CELLS) return { ...none, cells: seeds.length };
  const seedLs = seeds.map((c) => g.lab[c * 3] ?? 0).sort((a, b) => a - b);
  const lit = (c: number, q: number) => (g.lab[c * 3] ?? 0) >= quantile(seedLs, q);
  // the hair's colour model leaves out its darkest seeds: gaps and shadow look like anything dark
  const hairModel = centres(
    g,
    seeds.filter((c) => lit(c, P.MODEL_LOW_QUANTILE)),
    P.HAIR_CENTRES,
  );
  // 2: like the hair's lit part; 1: like any of the hair (its shadows too); 0: not hair
  const shadeModel = centres(g, seeds, P.HAIR_CENTRES);
  const hairLike = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    if (blocked(cellX(c), cellY(c))) continue;
    const db = background.length ? nearest(g, c, background) : Infinity;
    const ds = distance(g.lab, c, skinLab, 0);
    const bound = Math.min(P.HAIR_DELTA, db - P.HAIR_MARGIN, ds - P.HAIR_MARGIN);
    if (nearest(g, c, hairModel) < bound) hairLike[c] = 2;
    else if (nearest(g, c, shadeModel) < bound) hairLike[c] = 1;
  }
  const region = growFromCrown(g, hairLike, seeds);
  const cells: number[] = [];
  for (let c = 0; c < n; c++) if (region[c] === 1) cells.push(c);
  if (cells.length < P.MIN_HAIR_CELLS) return { ...none, cells: cells.length };
  // colour: the seeds' lit part (as the eye judges hair: not its shadows, not its shine)
  const lo = quantile(seedLs, P.COLOUR_LOW_QUANTILE);
  const hi = quantile(seedLs, P.COLOUR_HIGH_QUANTILE);
  const kept = seeds.filter((c) => (g.lab[c * 3] ?? 0) >= lo && (g.lab[c * 3] ?? 0) <= hi);
  const use = kept.length ? kept : seeds;
  const seen: Lab = [0, 1, 2].map((k) => median(use.map((c) => g.lab[c * 3 + k] ?? 0))) as Lab;
  const colour = underPlainLight(seen, skin);
  // length: the lowest row with hair beside the face and neck
  let bottom = -Infinity;
  for (let gy = 0; gy < g.gh; gy++) {
    let count = 0;
    for (let gx = 0; gx < g.gw; gx++) {
      const c = gy * g.gw + gx;
      const off = Math.abs(cellX(c) - cx);
      if (region[c] === 1 && off >= P.SIDE_INNER * w && off <= P.SIDE_OUTER * w) count++;
    }
    if (count >= P.LENGTH_MIN_CELLS) bottom = g.y0 + (gy + 1) * cell;
  }
  const reach = Number.isFinite(bottom) ? (bottom - chin.y) / h : -1;
  const length: HairLength =
    reach < P.SHORT_BELOW_CHIN ? 'short' : reach < P.MEDIUM_BELOW_CHIN ? 'medium' : 'long';
  return { colour, length, reach, cells: cells.length };
}
