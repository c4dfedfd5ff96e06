/**
 * The body's outline under removed hair beside the neck, taken from the photo. The body's top
 * shows where a body pixel of the person segmentation has the background just above it (the
 * shoulder's top beside the hair); where hair ends on the body, the body's top is no lower than
 * the hair's end. From the neck's side the outline falls on a quarter ellipse (upright at the
 * neck, level at the shoulder) to the first place the shoulder's top shows, then follows the tops
 * that show (across short gaps between them), never below a hair's end: so the edge drawn between
 * body and background curves as the photo's own outlines do instead of running along a fixed box.
 * The neck is as wide as it shows below the chin (where hair hides its side, as wide as its other
 * side shows), no wider than the usual neck. Per pixel of the fill's region: the body's share
 * (0 background, 1 body, soft across the outline) where the outline decides, −1 where it does
 * not (the fill decides by its sources there).
 */
import { personAt, type RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { pausePoint } from '../../image/pause-point';
import {
  NECK_TOP,
  NECK_HALF,
  NECK_TURN,
  NECK_FRONT,
  OUTLINE_BIN,
  OUTLINE_REACH,
  OUTLINE_CONTACT,
  OUTLINE_SOFT,
  OUTLINE_SIDE_MAX,
  OUTLINE_ABOVE,
  OUTLINE_GAP,
  OUTLINE_END,
  OUTLINE_END_REACH,
  OUTLINE_FIT,
  OUTLINE_SLOPE,
  OUTLINE_FILLET,
  OUTLINE_SNAP,
  NECK_SEEN,
  NECK_HIDDEN,
  NECK_BODY,
} from './params';

export type Region = { x0: number; y0: number; w: number; h: number };

export function bodyOutline(
  ctx: RenderContext,
  old: Mask,
  faceShade: Mask,
  reg: Region,
): Float32Array {
  const f = ctx.frame;
  const chinF = f.toFace(pt(ctx.lm, MESH.chin));
  const yaw = f.yaw;
  const neckU = chinF[0] + yaw * 0.35;
  const { x0, y0, w, h } = reg;
  const out = new Float32Array(w * h).fill(-1);
  const bins = Math.ceil(OUTLINE_REACH / OUTLINE_BIN);
  // per side and bin of |du|: the highest dv (below the chin) where the body's top shows against
  // the background, and where hair ends on the body
  const tops = [new Float32Array(bins).fill(Infinity), new Float32Array(bins).fill(Infinity)];
  const ends = [new Float32Array(bins).fill(Infinity), new Float32Array(bins).fill(Infinity)];
  // per side: the |du| where the neck shows against the background beside it
  const sides: number[][] = [[], []];
  const step = Math.max(1, Math.round(f.unit * 0.01));
  const d = Math.max(2, Math.round(f.unit * OUTLINE_CONTACT));
  const clear = (x: number, y: number): boolean =>
    maskAt(old, x, y) < 0.02 && maskAt(faceShade, x, y) < 0.3;
  const body = (x: number, y: number): boolean => clear(x, y) && personAt(ctx, x, y) > 0.7;
  const back = (x: number, y: number): boolean => clear(x, y) && personAt(ctx, x, y) < 0.2;
  for (let y = y0 + d; y < y0 + h - d; y += step) {
    pausePoint();
    for (let x = x0 + d; x < x0 + w - d; x += step) {
      const [fu, fv] = f.toFace([x + 0.5, y + 0.5]);
      const dv = fv - chinF[1];
      if (dv < NECK_TOP) continue;
      const du = fu - neckU;
      const s = du < 0 ? 0 : 1;
      const a = Math.abs(du);
      if (!body(x, y)) continue;
      const b = Math.floor(a / OUTLINE_BIN);
      if (b < bins && back(x, y - d)) tops[s][b] = Math.min(tops[s][b], dv);
      else if (b < bins && maskAt(old, x, y - d) > 0.5) ends[s][b] = Math.min(ends[s][b], dv);
      // (the neck against the background beside it, near the chin)
      if (a < OUTLINE_SIDE_MAX && dv < NECK_TOP + NECK_SEEN && back(x + (du < 0 ? -d : d), y))
        sides[s].push(a);
    }
  }
  /** The neck's median half width (face widths) on one side, as far as it shows below the chin. */
  const visibleNeck = (toward: number): number | null => {
    const ext: number[] = [];
    for (let dv = NECK_TOP; dv < NECK_TOP + NECK_SEEN; dv += 0.02) {
      const [cx, cy] = f.toPx(neckU, chinF[1] + dv);
      if (!body(Math.round(cx), Math.round(cy))) continue;
      let a = 0;
      for (; a < OUTLINE_SIDE_MAX; a += 0.005) {
        const [px, py] = f.toPx(neckU + toward * a, chinF[1] + dv);
        if (!body(Math.round(px), Math.round(py))) break;
      }
      ext.push(a);
    }
    if (ext.length < 3) return null;
    ext.sort((p, q) => p - q);
    return ext[Math.floor(ext.length / 2)];
  };
  // (the hidden side of a neck as wide as the other where that shows wider)
  const seenNeck = [visibleNeck(-1), visibleNeck(1)];
  /** Per side: the neck's half width and the outline's dv per bin (NaN: undecided). */
  const outlines = [0, 1].map((s) => {
    const toward = s === 0 ? -1 : 1;
    // (wider on a turned head, and on its throat's side)
    const front = toward * yaw < 0 ? NECK_FRONT * Math.abs(yaw) : 0;
    const usual = NECK_HALF + NECK_TURN * Math.abs(yaw) + front;
    let neck = usual;
    if (sides[s].length >= 3) {
      const sorted = sides[s].slice().sort((p, q) => p - q);
      neck = sorted[Math.floor(sorted.length / 2)];
    } else {
      // where hair hides the neck's side: as wide as it shows (or its other side shows), no
      // wider than the usual width — a neck drawn on wider is a slab
      const seen = seenNeck[s];
      if (seen !== null) neck = Math.min(neck, Math.max(seen, seenNeck[1 - s] ?? 0) + NECK_HIDDEN);
    }
    const line = new Float32Array(bins).fill(NaN);
    const first = Math.min(bins - 1, Math.floor(neck / OUTLINE_BIN));
    // the shoulder's top where it shows, across short gaps between
    const gap = Math.round(OUTLINE_GAP / OUTLINE_BIN);
    let prev = -1;
    for (let b = first; b < bins; b++) {
      if (!Number.isFinite(tops[s][b])) continue;
      if (prev >= 0 && b - prev <= gap) {
        for (let k = prev + 1; k < b; k++)
          line[k] = tops[s][prev] + ((tops[s][b] - tops[s][prev]) * (k - prev)) / (b - prev);
      }
      line[b] = tops[s][b];
      prev = b;
    }
    // from where it first shows in to the neck: continued at its slope there (the median of the
    // first tops, and of the next), then rising into the neck's side on a quarter ellipse
    const shown: number[] = [];
    for (let b = first; b < bins && shown.length < 2 * OUTLINE_FIT; b++)
      if (Number.isFinite(tops[s][b])) shown.push(b);
    if (shown.length >= OUTLINE_FIT) {
      const med = (bs: number[]): [number, number] => {
        const vs = bs.map((b) => tops[s][b]).sort((p, q) => p - q);
        const as = bs.slice().sort((p, q) => p - q);
        return [(as[Math.floor(as.length / 2)] + 0.5) * OUTLINE_BIN, vs[Math.floor(vs.length / 2)]];
      };
      const [na, nv] = med(shown.slice(0, OUTLINE_FIT));
      const far = shown.slice(OUTLINE_FIT);
      let slope = 0;
      if (far.length >= OUTLINE_FIT) {
        const [fa, fv] = med(far);
        // (either way: a raised arm lifts the shoulder above the neck's foot)
        if (fa > na)
          slope = Math.max(-OUTLINE_SLOPE, Math.min(OUTLINE_SLOPE, (fv - nv) / (fa - na)));
      }
      const cont = (a: number): number => Math.max(NECK_TOP, nv + slope * (a - na));
      const fillet = neck + OUTLINE_FILLET;
      const lf = cont(fillet);
      for (let b = first; b < shown[0]; b++) {
        const a = (b + 0.5) * OUTLINE_BIN;
        if (a >= fillet) {
          line[b] = cont(a);
          continue;
        }
        const t = (a - neck) / OUTLINE_FILLET;
        line[b] = NECK_TOP + (lf - NECK_TOP) * Math.sqrt(Math.max(0, 1 - (1 - t) * (1 - t)));
      }
    }
    // (never below where hair ends on the body, as the ends in this bin and the ones beside it
    // show it: the body shows there)
    const reach = Math.round(OUTLINE_END_REACH / OUTLINE_BIN);
    for (let b = first; b < bins; b++) {
      if (Number.isNaN(line[b])) continue;
      const near: number[] = [];
      for (let k = Math.max(0, b - reach); k <= Math.min(bins - 1, b + reach); k++)
        if (Number.isFinite(ends[s][k])) near.push(ends[s][k]);
      if (near.length < 3) continue;
      near.sort((p, q) => p - q);
      // (ends that disagree are no line: a lock's tip beside a piece of the neck)
      if (near[near.length - 1] - near[0] > 2 * OUTLINE_SNAP) continue;
      // (and where it lies close below, it is the body's top: the hair hung down to it)
      const end = near[Math.floor(near.length / 2)] + OUTLINE_END;
      if (end < line[b] + OUTLINE_SNAP) line[b] = end;
    }
    return { neck, usual, line, known: line.some((v) => !Number.isNaN(v)) };
  });
  const soft = OUTLINE_SOFT;
  for (let y = 0; y < h; y++) {
    pausePoint();
    for (let x = 0; x < w; x++) {
      const [fu, fv] = f.toFace([x + x0 + 0.5, y + y0 + 0.5]);
      const dv = fv - chinF[1];
      if (dv < -OUTLINE_ABOVE) continue;
      const du = fu - neckU;
      const o = outlines[du < 0 ? 0 : 1];
      const a = Math.abs(du);
      if (a <= o.neck) {
        // (above the neck's top, beside the jaw, the background where the outline is known)
        if (dv >= NECK_TOP) out[y * w + x] = 1;
        else if (o.known) out[y * w + x] = 0;
        continue;
      }
      // (lower, as wide as the usual neck: the body, whatever the outline beside it)
      const torso = a <= o.usual && dv >= NECK_BODY ? 1 : 0;
      // (between bins: linear)
      const fb = a / OUTLINE_BIN - 0.5;
      const b0 = Math.max(0, Math.floor(fb));
      const b1 = Math.min(bins - 1, b0 + 1);
      const l0 = o.line[b0];
      const l1 = o.line[b1];
      if (Number.isNaN(l0) && Number.isNaN(l1)) {
        if (torso) out[y * w + x] = 1;
        continue;
      }
      const tb = Math.max(0, Math.min(1, fb - b0));
      const v = Number.isNaN(l0) ? l1 : Number.isNaN(l1) ? l0 : l0 + (l1 - l0) * tb;
      const k = Math.max(0, Math.min(1, (dv - v) / soft + 0.5));
      out[y * w + x] = Math.max(torso, k * k * (3 - 2 * k));
    }
  }
  return out;
}
