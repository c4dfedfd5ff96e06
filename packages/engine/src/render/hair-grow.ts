/**
 * Connectivity and region growing on the coarse hair grid: hair must be connected to confident
 * seeds (above the forehead, beside the face), then grows into neighbouring cells whose colour
 * continues the hair (small Lab step from the accepted neighbour) and is closer to the hair
 * models than to skin or background — smooth CGI hair and long lengths have little strand
 * texture, so continuity, not texture, carries the mask there.
 */
import type { Cluster } from './color-model';
import type { RenderContext } from './context';
import { boxBlur } from './blur';
import { releaseFloats, takeFloats } from './buffer-pool';

/** Per-cell data shared by the classifier and the grower. */
export type HairGrid = {
  gw: number;
  gh: number;
  /** cell size in work pixels */
  s: number;
  prob: Float32Array;
  /** spatial prior (0 outside the head / long-hair band or inside the face) */
  prior: Float32Array;
  /** cell Lab (NaN = not computed yet) */
  L: Float32Array;
  A: Float32Array;
  B: Float32Array;
  /** 1 below the chin (body skin is near), 2 between the eyes' level and the chin, 3 on the
   * forehead inside the face oval (bangs or skin), 0 above */
  below: Uint8Array;
  /** strand texture 0..1 (NaN = not computed) */
  tex: Float32Array;
  /** person probability from the segmentation (-1 = no person mask) */
  person: Float32Array;
  /** 1 well above the forehead (with a person mask): no skin can be there, only hair */
  crown: Uint8Array;
  seen: Uint8Array;
  stack: Int32Array;
  keep: Float32Array;
};

/** A grid with its float planes from the buffer pool (give them back with releaseHairGrid). */
export function createHairGrid(gw: number, gh: number, s: number): HairGrid {
  const n = gw * gh;
  return {
    gw,
    gh,
    s,
    prob: takeFloats(n, true),
    prior: takeFloats(n, true),
    L: takeFloats(n).fill(NaN),
    A: takeFloats(n),
    B: takeFloats(n),
    below: new Uint8Array(n),
    tex: takeFloats(n).fill(NaN),
    person: takeFloats(n).fill(-1),
    crown: new Uint8Array(n),
    seen: new Uint8Array(n),
    stack: new Int32Array(n),
    keep: takeFloats(n),
  };
}

export function releaseHairGrid(g: HairGrid): void {
  releaseFloats(g.prob, g.prior, g.L, g.A, g.B, g.tex, g.person, g.keep);
}

function seedAt(g: HairGrid, ctx: RenderContext, u: number, v: number, min: number): number {
  const p = ctx.frame.toPx(u, v);
  const x = Math.round(p[0] / g.s);
  const y = Math.round(p[1] / g.s);
  if (x < 0 || y < 0 || x >= g.gw || y >= g.gh) return -1;
  const i = y * g.gw + x;
  return g.prob[i] > min && !g.seen[i] ? i : -1;
}

/** Zeroes everything not 4-connected (through p > 0.3) to the confident seeds. */
export function keepConnected(
  g: HairGrid,
  ctx: RenderContext,
  topV: number,
  lowSkull = 0.15,
): void {
  const { gw, gh, prob, seen, stack, keep } = g;
  seen.fill(0);
  let sp = 0;
  const push = (i: number): void => {
    if (i < 0) return;
    seen[i] = 1;
    stack[sp++] = i;
  };
  for (let uu = -0.3; uu <= 0.3; uu += 0.02) {
    for (const vv of [topV - 0.12, topV - 0.18, topV - 0.24]) push(seedAt(g, ctx, uu, vv, 0.4));
  }
  // beside the face down to the mouth: strong evidence only (hair framing the face)
  for (const sign of [-1, 1]) {
    for (let vv = -0.35; vv <= 0.5; vv += 0.05) {
      for (const uu of [0.57, 0.65, 0.73]) push(seedAt(g, ctx, sign * uu, vv, 0.55));
    }
    for (let vv = -0.35; vv <= 0; vv += 0.05) push(seedAt(g, ctx, sign * 0.57, vv, 0.4));
  }
  // with a person mask, confident hair anywhere in the skull cap is a seed too (a photo cropped
  // through the head has no crown where the fixed seeds are)
  if (ctx.personMask) {
    for (let i = 0; i < prob.length; i++) {
      if (!seen[i] && prob[i] > 0.6 && g.person[i] > 0.8 && g.below[i] === 0) push(i);
    }
  }
  // hysteresis: inside the skull above the eyes weak evidence connects (smooth, light hair has
  // little texture and resembles skin); elsewhere it must be stronger
  const ok = (i: number): boolean =>
    !seen[i] && prob[i] > (g.prior[i] >= 1 && g.below[i] === 0 ? lowSkull : 0.3);
  while (sp > 0) {
    const i = stack[--sp];
    const x = i % gw;
    if (x > 0 && ok(i - 1)) push(i - 1);
    if (x < gw - 1 && ok(i + 1)) push(i + 1);
    if (i >= gw && ok(i - gw)) push(i - gw);
    if (i < gw * (gh - 1) && ok(i + gw)) push(i + gw);
  }
  // keep soft edges next to connected cells: dilate the seen set by a cell
  for (let i = 0; i < keep.length; i++) keep[i] = seen[i]!;
  boxBlur(keep, gw, gh, 1);
  for (let i = 0; i < prob.length; i++) if (keep[i] <= 0.01) prob[i] = 0;
}

/** Smallest normalised squared distance to a cluster mean (Mahalanobis with diagonal var). */
function dist2(
  clusters: readonly Cluster[],
  L: number,
  a: number,
  b: number,
  lightnessSpread = 1,
): number {
  let best = Infinity;
  for (const c of clusters) {
    const d =
      (L - c.mean[0]) ** 2 / (c.var[0] * lightnessSpread) +
      (a - c.mean[1]) ** 2 / c.var[1] +
      (b - c.mean[2]) ** 2 / c.var[2];
    if (d < best) best = d;
  }
  return best;
}

export type GrowModels = {
  hair: readonly Cluster[];
  skin: readonly Cluster[];
  background: readonly Cluster[];
  /** clothes below the chin (only with a person mask) */
  clothes?: readonly Cluster[];
  /** the forehead above the brows is covered by bangs: no strand texture needed there */
  bangs?: boolean;
};

/**
 * Grows the accepted hair (prob > 0.5) into 4-neighbours inside the prior whose colour continues
 * the hair. `labAt` fills the cell's Lab on demand.
 */
export function growHair(
  g: HairGrid,
  models: GrowModels,
  labAt: (i: number) => void,
  strands?: (i: number) => number,
): number {
  const { gw, gh, prob, prior, L, A, B, below, tex, person, seen, stack } = g;
  seen.fill(0);
  let sp = 0;
  for (let i = 0; i < prob.length; i++) {
    if (prob[i] > 0.5) {
      seen[i] = 1;
      stack[sp++] = i;
    }
  }
  let grown = 0;
  const tryCell = (from: number, i: number): void => {
    if (seen[i]) return;
    seen[i] = 1;
    // only inside the skull ellipse above the eyes: lower down a shadowed neck or ear continues
    // the hair's colour too smoothly to stop the growth — unless the person mask has already
    // cut the background away, when hair beside the face and over the shoulders may grow too
    const pp = person[i];
    const skull = prior[i] >= 1 && below[i] === 0;
    if (!skull && !(pp > 0.6 && prior[i] >= 0.3)) return;
    if (Number.isNaN(L[i])) labAt(i);
    const l = L[i];
    const a = A[i];
    const b = B[i];
    // continuity: a small colour step from the accepted neighbour (hair shading is smooth,
    // hair-to-skin and hair-to-background edges are steps)
    const step = Math.hypot(l - L[from], 1.6 * (a - A[from]), 1.6 * (b - B[from]));
    const t = Number.isNaN(tex[i]) ? 0 : tex[i];
    if (step > 9 + 5 * t) return;
    const dh = dist2(models.hair, l, a, b);
    if (dh > 16) return;
    // outside the skull lit or shadowed body skin differs from the face in lightness more
    // than in hue: compare with the skin at a loose lightness there
    // (bangs over the forehead are compared with the face's own skin, at its lightness)
    const bangs = below[i] === 3 && models.bangs === true;
    // inside a person mask the skull cap's skin can only be a lit forehead or temple (the
    // crown is exempt): compared at a loose lightness there too
    const strictSkin = (skull && pp < 0) || bangs;
    const ds = strictSkin ? dist2(models.skin, l, a, b) : dist2(models.skin, l, a, b, 6);
    const k = skull ? (pp > 0.6 ? 1 : 0.8) : bangs ? 0.8 : 0.5;
    if (!g.crown[i] && dh > k * ds) return;
    // hair beside the face and over the shoulders shows strands; smooth neck skin does not
    const texNeeded = below[i] === 3 ? (models.bangs ? 0 : 0.5) : 0.3;
    if (!skull && pp >= 0 && t < texNeeded) return;
    // clothes of the hair's colour: only cells with strand-like (oriented) detail pass
    if (models.clothes && !skull && dh > 0.5 * dist2(models.clothes, l, a, b)) {
      if (!strands || strands(i) < 0.65) return;
    }
    if (pp < 0.6 && dh > dist2(models.background, l, a, b)) return;
    prob[i] = Math.max(prob[i], 0.75 * Math.min(1, prior[i] * 1.5));
    stack[sp++] = i;
    grown++;
  };
  while (sp > 0) {
    const i = stack[--sp];
    const x = i % gw;
    if (x > 0) tryCell(i, i - 1);
    if (x < gw - 1) tryCell(i, i + 1);
    if (i >= gw) tryCell(i, i - gw);
    if (i < gw * (gh - 1)) tryCell(i, i + gw);
  }
  return grown;
}

/**
 * Morphological closing of the accepted hair inside the person: specks of shine or shadow the
 * colour models missed would stay undyed (glaring when light hair goes dark).
 */
export function closeHoles(g: HairGrid, r: number, hairLike: (i: number) => boolean): void {
  const { prob, prior, person, keep, gw, gh } = g;
  for (let i = 0; i < prob.length; i++) keep[i] = prob[i] > 0.3 ? 1 : 0;
  boxBlur(keep, gw, gh, r);
  for (let i = 0; i < keep.length; i++) {
    // out to the person's outline: mixed hair/background cells at the edge of the hair are
    // left to the person gate (otherwise a rim of undyed strands outlines the hair)
    if (keep[i] > 0.01 && prior[i] > 0 && person[i] > 0.1 && person[i] < 0.9 && hairLike(i)) {
      prob[i] = Math.max(prob[i], 0.7);
    }
    keep[i] = keep[i] > 0.01 ? 1 : 0;
  }
  boxBlur(keep, gw, gh, r);
  for (let i = 0; i < prob.length; i++) {
    // (not on the forehead: a bare hairline's bays are skin)
    if (keep[i] > 0.99 && prior[i] > 0 && person[i] > 0.6 && g.below[i] !== 3) {
      prob[i] = Math.max(prob[i], 0.8);
    }
  }
}
