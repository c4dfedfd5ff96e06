/**
 * The body's part of a fill, by colour class (body-classes.ts): each class filled from its own
 * cells, continued along the rows behind hanging hair, and each cell given the fill of the class
 * that holds it. Worked out only from a little above the body's first row (the head's hair above it has
 * none), then widened back to the whole region.
 */
import { boxBlur } from '../../image/blur';
import { bodyClasses, type BodyClasses } from './body-classes';
import { fillAlongRows } from './fill-rows';
import { localMean, smoothFill, type Half, type Sums } from './fill-sums';
import { CLASS_BLEND, ROW_REACH } from './params';

export type BodySources = {
  classes: BodyClasses;
  /** per class: the local mean of its known pixels (its texture's level) */
  lows: Half[];
  /** the body's smooth fill (3 planes) */
  fill: Float32Array[];
};

/** The body's known sums split by colour class (one Sums per class). */
function splitByClass(body: Sums, cls: BodyClasses): Sums[] {
  const n = body.k.length;
  const out: Sums[] = Array.from({ length: cls.count }, () => ({
    c: [new Float32Array(n), new Float32Array(n), new Float32Array(n)],
    k: new Float32Array(n),
  }));
  for (let j = 0; j < n; j++) {
    const k = cls.cell[j];
    if (k < 0) continue;
    const o = out[k];
    o.k[j] = body.k[j];
    for (let c = 0; c < 3; c++) o.c[c][j] = body.c[c][j];
  }
  return out;
}

/**
 * The body's smooth fill: each class filled from its own cells (push-pull, then continued along
 * the rows behind hanging hair), and each cell given the fill of the class that holds it, crossing softly
 * (over `blend` cells) from one class to the next.
 */
function bodyFill(
  sums: Sums[],
  lows: Half[],
  spread: Int8Array,
  hw: number,
  hh: number,
  reach: number,
  blend: number,
): Float32Array[] {
  const n = hw * hh;
  const out = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const total = new Float32Array(n);
  const share = new Float32Array(n);
  const tmp = new Float32Array(n);
  for (let k = 0; k < sums.length; k++) {
    const fk = smoothFill(sums[k], hw, hh);
    fillAlongRows(fk, lows[k].c, sums[k].k, hw, hh, reach);
    for (let j = 0; j < n; j++) share[j] = spread[j] === k ? 1 : 0;
    if (sums.length > 1) boxBlur(share, hw, hh, blend, tmp);
    for (let j = 0; j < n; j++) {
      total[j] += share[j];
      for (let c = 0; c < 3; c++) out[c][j] += fk[c][j] * share[j];
    }
  }
  for (let j = 0; j < n; j++)
    if (total[j] > 1e-6) for (let c = 0; c < 3; c++) out[c][j] /= total[j];
  return out;
}

export function bodySources(
  body: Sums,
  hw: number,
  hh: number,
  r: number,
  unit: number,
  /** the background's known weight per cell */
  backWeight?: Float32Array,
): BodySources {
  let first = 0;
  while (first < body.k.length && body.k[first] <= 0) first++;
  const top = first >= body.k.length ? 0 : Math.max(0, Math.floor(first / hw) - 2 * r - 2);
  const off = top * hw;
  const sh = hh - top;
  const sub: Sums = { c: body.c.map((p) => p.subarray(off)), k: body.k.subarray(off) };
  const cls = bodyClasses(
    localMean(sub, hw, sh, r).c,
    sub.k,
    hw,
    sh,
    unit / 2,
    backWeight?.subarray(off),
  );
  const sums = splitByClass(sub, cls);
  const lows = sums.map((s) => localMean(s, hw, sh, r));
  const fill = bodyFill(
    sums,
    lows,
    cls.spread,
    hw,
    sh,
    Math.round(unit * ROW_REACH),
    Math.max(1, Math.round(unit * CLASS_BLEND)),
  );
  const n = hw * hh;
  // (above: nothing of the body's own; its fill and class those of its top row)
  const widen = <T extends Float32Array | Int8Array>(
    p: T,
    make: (n: number) => T,
    above: boolean,
  ): T => {
    const o = make(n);
    o.set(p, off);
    if (above) for (let y = 0; y < top; y++) o.set(p.subarray(0, hw), y * hw);
    return o;
  };
  const f32 = (k: number): Float32Array => new Float32Array(k);
  const i8 = (k: number): Int8Array => new Int8Array(k);
  const cell = widen(cls.cell, i8, false);
  if (top > 0) cell.fill(-1, 0, off);
  return {
    classes: { count: cls.count, cell, spread: widen(cls.spread, i8, true) },
    lows: lows.map((l) => ({ hw, hh, c: l.c.map((p) => widen(p, f32, false)) })),
    fill: fill.map((p) => widen(p, f32, true)),
  };
}
