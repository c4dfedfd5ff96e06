/**
 * The tone of synthetic hair: the lightness distribution of the person's own hair (quantiles,
 * so painted strands span the same darks and lights) and its mean chroma, or a chosen colour
 * carrying that distribution's spread.
 */
import { linearToLab, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import type { Mask } from '../../image/mask';

export type HairTone = {
  /** lightness quantiles at 0, 0.1 … 1 (11 values) */
  q: Float32Array;
  /** mean a and b of the hair at each quantile (shadows are browner, lights more golden) */
  qa: Float32Array;
  qb: Float32Array;
  a: number;
  b: number;
  /** median lightness */
  median: number;
};

const N = 11;
/** How much of a recentred sample's spread is kept (its shadows are partly the lengths'). */
const SHADOW_SPREAD = 0.75;

/** Lightness at brightness t in 0..1 (linear between the quantiles). */
export function toneL(tone: HairTone, t: number): number {
  const x = Math.max(0, Math.min(1, t)) * (N - 1);
  const i = Math.min(N - 2, Math.floor(x));
  const f = x - i;
  return tone.q[i] + (tone.q[i + 1] - tone.q[i]) * f;
}

/** a and b at brightness t in 0..1 (linear between the quantiles), into out. */
export function toneAB(tone: HairTone, t: number, out: [number, number]): [number, number] {
  const x = Math.max(0, Math.min(1, t)) * (N - 1);
  const i = Math.min(N - 2, Math.floor(x));
  const f = x - i;
  out[0] = tone.qa[i] + (tone.qa[i + 1] - tone.qa[i]) * f;
  out[1] = tone.qb[i] + (tone.qb[i + 1] - tone.qb[i]) * f;
  return out;
}

/**
 * Every tone is built here, so all have one object shape (hidden class): the code reading tones
 * (strands, flyaways) is compiled for that shape, and a tone built otherwise — a copy by spread
 * had another — would throw it away on a photo's first renders (a deoptimisation, then compiling
 * again: CPU on the first clicks).
 */
function tone(
  q: Float32Array,
  qa: Float32Array,
  qb: Float32Array,
  a: number,
  b: number,
  median: number,
): HairTone {
  return { q, qa, qb, a, b, median };
}

/** A tone of one colour at every lightness. */
function flat(q: Float32Array, a: number, b: number, median: number): HairTone {
  return tone(q, new Float32Array(N).fill(a), new Float32Array(N).fill(b), a, b, median);
}

function synthetic(c: Lab): HairTone {
  const q = new Float32Array(N);
  // a typical hair spread: deep shadows between strands, a few bright fibres
  const spread = [-0.55, -0.38, -0.27, -0.18, -0.09, 0, 0.08, 0.16, 0.25, 0.36, 0.5];
  const k = Math.max(9, Math.min(22, c[0] * 0.42));
  for (let i = 0; i < N; i++) q[i] = Math.max(2, Math.min(97, c[0] + spread[i] * k * 1.25));
  return flat(q, c[1], c[2], c[0]);
}

/** Samples the person's hair under `mask` (confident pixels only). */
export function sampleTone(ctx: RenderContext, mask: Mask): HairTone | null {
  const step = Math.max(2, Math.round(ctx.frame.unit / 70));
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  const lab: Lab = [0, 0, 0];
  const W = ctx.work.width;
  for (let y = 0; y < mask.height; y += step) {
    for (let x = (y / step) % 2 === 0 ? 0 : step >> 1; x < mask.width; x += step) {
      if (mask.data[y * mask.width + x] < 0.85) continue;
      const j = (y + mask.y0) * W + x + mask.x0;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      ls.push(lab[0]);
      as.push(lab[1]);
      bs.push(lab[2]);
    }
  }
  // too few confident pixels to trust a distribution (a sliver of mask at the ear, say)
  const cells = (mask.width * mask.height) / (step * step);
  if (ls.length < Math.max(200, cells * 0.05)) return null;
  const order = ls.map((_, k) => k).sort((i, j) => ls[i] - ls[j]);
  const q = new Float32Array(N);
  const qa = new Float32Array(N);
  const qb = new Float32Array(N);
  const last = order.length - 1;
  for (let i = 0; i < N; i++) {
    const p = 0.02 + (0.96 * i) / (N - 1);
    q[i] = ls[order[Math.min(last, Math.floor(p * last))]];
    // the colour around that rank (±5 % of the samples)
    const k0 = Math.max(0, Math.floor((p - 0.05) * last));
    const k1 = Math.min(last, Math.ceil((p + 0.05) * last));
    let sa = 0;
    let sb = 0;
    for (let k = k0; k <= k1; k++) {
      sa += as[order[k]];
      sb += bs[order[k]];
    }
    qa[i] = sa / (k1 - k0 + 1);
    qb[i] = sb / (k1 - k0 + 1);
  }
  // nor far lighter than the spread below the median suggests (a lit hand in dark hair)
  const top = q[5] + 2.5 * (q[5] - q[1]) + 10;
  for (let i = 6; i < N; i++) q[i] = Math.min(q[i], top);
  // no quantile far more colourful than the middle one: a bright tail that is (a hand or skin
  // the mask caught) would paint skin-coloured highlights
  const c5 = Math.hypot(qa[5], qb[5]);
  for (let i = 0; i < N; i++) {
    const c = Math.hypot(qa[i], qb[i]);
    const cap = c5 * 1.5 + 4;
    if (c > cap) {
      qa[i] *= cap / c;
      qb[i] *= cap / c;
    }
  }
  const mean = (v: number[]): number => v.reduce((t, x) => t + x, 0) / v.length;
  return tone(q, qa, qb, mean(as), mean(bs), q[5]);
}

/** Index (fractional, 0 … N − 1) of lightness l among the tone's quantiles. */
function rankOf(tone: HairTone, l: number): number {
  if (l <= tone.q[0]) return 0;
  for (let i = 1; i < N; i++) {
    if (l <= tone.q[i]) {
      const d = tone.q[i] - tone.q[i - 1];
      return i - 1 + (d > 1e-3 ? (l - tone.q[i - 1]) / d : 1);
    }
  }
  return N - 1;
}

/**
 * The sample's spread around another median. Each lightness keeps the colour the person's hair
 * has at that lightness (lit blonde is more golden than its shadows), not the colour of the
 * rank it moved from.
 */
function recentred(own: HairTone, median: number): HairTone {
  const q = own.q.map((l) => Math.max(2, Math.min(97, median + (l - own.median) * SHADOW_SPREAD)));
  const qa = new Float32Array(N);
  const qb = new Float32Array(N);
  const ab: [number, number] = [0, 0];
  for (let i = 0; i < N; i++) {
    toneAB(own, rankOf(own, q[i]) / (N - 1), ab);
    qa[i] = ab[0];
    qb[i] = ab[1];
  }
  return tone(q, qa, qb, own.a, own.b, median);
}

/**
 * The tone to paint: the person's own (when sampled), else a chosen colour; a chosen colour
 * keeps the person's relative spread around its own lightness.
 */
export function hairTone(own: HairTone | null, chosen: Lab | null, fallback: Lab): HairTone {
  // lengths in shadow pull the sample's median below the lit crown's colour (the hair model's
  // mean, which is what the hair looks like): the spread is the person's, centred on the mean
  if (own && Math.abs(own.median - fallback[0]) > 18) own = recentred(own, fallback[0]);
  if (!chosen) return own ?? synthetic(fallback);
  if (!own) return synthetic(chosen);
  const q = new Float32Array(N);
  const k = Math.max(0.45, Math.min(1.4, chosen[0] / Math.max(8, own.median)));
  for (let i = 0; i < N; i++)
    q[i] = Math.max(2, Math.min(97, chosen[0] + (own.q[i] - own.median) * k));
  // a flat own distribution (wig-like photo) still needs strand contrast
  if (q[N - 1] - q[0] < 16) return synthetic(chosen);
  return flat(q, chosen[1], chosen[2], chosen[0]);
}
