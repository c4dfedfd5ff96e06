/**
 * The face mesh places the brows from the face's shape, not from the hair: on some faces its
 * brow sits a brow's width above the photo's, and a new brow drawn there leaves the old one
 * showing beneath it. The photo's brow is a dark band with lighter skin above and below: each
 * brow (its upper and lower edges together) is moved along the face's "up" to the offset where
 * the band is darkest relative to the lighter of the two sides.
 */
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { dist, lerp, type Point } from '../../image/point';
import { MESH } from '../../face/landmarks';
import { sqrtLumAt } from '../regions/photo-lum';

/** Offsets searched, in the brow's own thicknesses (positive = up), and their step (pixels). */
const SEARCH_DOWN = 1.4;
const SEARCH_UP = 1.5;
const STEP = 0.5;
/** Where the skin beside the band is sampled: this many thicknesses past the band's edge. */
const SIDE = 0.45;
/** Contrast (√luminance) a move must gain per thickness moved. */
const PENALTY = 0.004;
/** Samples along each segment of the brow's centre line. */
const PER_SEGMENT = 4;
/** Segments steeper than this (sine of their angle to the face's across) are not sampled. */
const STEEP = 0.7;
/** Room kept between the skin sampled below the band and the upper lid (thicknesses). */
const LID_ROOM = 0.2;

type Sample = { c: Point; th: number };

function samples(upper: Point[], lower: Point[], up: Point): Sample[] {
  const out: Sample[] = [];
  for (let i = 0; i + 1 < upper.length; i++) {
    // a segment that runs more up than across (a turned head's tail folding down beside the
    // eye) would measure across the brow, not along it
    const dx = upper[i + 1][0] - upper[i][0];
    const dy = upper[i + 1][1] - upper[i][1];
    if (Math.abs(dx * up[0] + dy * up[1]) > STEEP * Math.hypot(dx, dy)) continue;
    for (let k = 0; k < PER_SEGMENT; k++) {
      const t = k / PER_SEGMENT;
      const u = lerp(upper[i], upper[i + 1], t);
      const l = lerp(lower[i], lower[i + 1], t);
      out.push({ c: lerp(u, l, 0.5), th: dist(u, l) });
    }
  }
  return out;
}

/**
 * How far the skin sampled below the band may move down before it reaches the lid: the least,
 * over the samples above the lid, of their lower side sample's height over the lid there.
 */
function lidGap(s: Sample[], lid: Point[], up: Point): number {
  const across = (p: Point): number => p[0] * -up[1] + p[1] * up[0];
  const height = (p: Point): number => p[0] * up[0] + p[1] * up[1];
  let gap = Infinity;
  for (const q of s) {
    const x = across(q.c);
    for (let i = 0; i + 1 < lid.length; i++) {
      const a = across(lid[i]);
      const b = across(lid[i + 1]);
      if ((x - a) * (x - b) > 0 || a === b) continue;
      const k = (x - a) / (b - a);
      const h = height(lid[i]) + (height(lid[i + 1]) - height(lid[i])) * k;
      gap = Math.min(gap, height(q.c) - q.th / 2 - SIDE * q.th - h);
    }
  }
  return gap;
}

/**
 * The offset (pixels along `up`) that puts the brow on the photo's dark band: the band's mean
 * √luminance against the lighter side's, less a small cost per thickness moved.
 */
export function browOffset(
  ctx: RenderContext,
  upper: Point[],
  lower: Point[],
  lid: Point[],
  up: Point,
): number {
  const s = samples(upper, lower, up);
  if (s.length === 0) return 0;
  const th = s.reduce((a, q) => a + q.th, 0) / s.length;
  if (th < 2) return 0;
  // the lash line is a dark band with lighter skin and eye around it too: the band's lower
  // side stays above the lid
  const lowest = Math.max(-SEARCH_DOWN * th, -lidGap(s, lid, up) + LID_ROOM * th);
  const at = (q: Sample, t: number): number =>
    sqrtLumAt(ctx, q.c[0] + up[0] * t, q.c[1] + up[1] * t);
  let best = 0;
  let bestScore = -Infinity;
  for (let t = lowest; t <= SEARCH_UP * th; t += STEP) {
    let band = 0;
    let above = 0;
    let below = 0;
    for (const q of s) {
      const h = q.th / 2;
      band += (at(q, t - h / 2) + at(q, t) + at(q, t + h / 2)) / 3;
      above += at(q, t + h + SIDE * q.th);
      below += at(q, t - h - SIDE * q.th);
    }
    const score = (Math.min(above, below) - band) / s.length - (PENALTY * Math.abs(t)) / th;
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/** Moves both brows onto the photo's brows (updates ctx.lm). */
export function fitBrows(ctx: RenderContext): void {
  const up = ctx.frame.up;
  const lm = ctx.lm.map((p): [number, number, number] => [p[0], p[1], p[2]]);
  for (const [ui, li, ei] of [
    [MESH.rightBrowUpper, MESH.rightBrowLower, MESH.rightUpperLid],
    [MESH.leftBrowUpper, MESH.leftBrowLower, MESH.leftUpperLid],
  ] as const) {
    const upper = ui.map((k) => pt(ctx.lm, k));
    const lower = li.map((k) => pt(ctx.lm, k));
    const lid = ei.map((k) => pt(ctx.lm, k));
    const t = browOffset(ctx, upper, lower, lid, up);
    for (const k of [...ui, ...li]) {
      lm[k][0] += up[0] * t;
      lm[k][1] += up[1] * t;
    }
  }
  ctx.lm = lm;
}
