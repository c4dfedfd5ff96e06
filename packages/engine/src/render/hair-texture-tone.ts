/**
 * The tone of synthetic hair: the lightness distribution of the person's own hair (quantiles,
 * so painted strands span the same darks and lights) and its mean chroma, or a chosen colour
 * carrying that distribution's spread.
 */
import { linearToLab, type Lab } from './color';
import type { RenderContext } from './context';
import type { Mask } from './mask';

export type HairTone = {
  /** lightness quantiles at 0, 0.1 … 1 (11 values) */
  q: Float32Array;
  a: number;
  b: number;
  /** median lightness */
  median: number;
};

const N = 11;

/** Lightness at brightness t in 0..1 (linear between the quantiles). */
export function toneL(tone: HairTone, t: number): number {
  const x = Math.max(0, Math.min(1, t)) * (N - 1);
  const i = Math.min(N - 2, Math.floor(x));
  const f = x - i;
  return tone.q[i] + (tone.q[i + 1] - tone.q[i]) * f;
}

function synthetic(c: Lab): HairTone {
  const q = new Float32Array(N);
  // a typical hair spread: deep shadows between strands, a few bright fibres
  const spread = [-0.55, -0.38, -0.27, -0.18, -0.09, 0, 0.08, 0.16, 0.25, 0.36, 0.5];
  const k = Math.max(9, Math.min(22, c[0] * 0.42));
  for (let i = 0; i < N; i++) q[i] = Math.max(2, Math.min(97, c[0] + spread[i] * k * 1.25));
  return { q, a: c[1], b: c[2], median: c[0] };
}

/** Samples the person's hair under `mask` (confident pixels only). */
export function sampleTone(ctx: RenderContext, mask: Mask): HairTone | null {
  const step = Math.max(2, Math.round(ctx.frame.unit / 70));
  const ls: number[] = [];
  let sa = 0;
  let sb = 0;
  const lab: Lab = [0, 0, 0];
  const W = ctx.work.width;
  for (let y = 0; y < mask.height; y += step) {
    for (let x = (y / step) % 2 === 0 ? 0 : step >> 1; x < mask.width; x += step) {
      if (mask.data[y * mask.width + x] < 0.85) continue;
      const j = (y + mask.y0) * W + x + mask.x0;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      ls.push(lab[0]);
      sa += lab[1];
      sb += lab[2];
    }
  }
  // too few confident pixels to trust a distribution (a sliver of mask at the ear, say)
  const cells = (mask.width * mask.height) / (step * step);
  if (ls.length < Math.max(200, cells * 0.05)) return null;
  ls.sort((a, b) => a - b);
  const q = new Float32Array(N);
  for (let i = 0; i < N; i++) {
    const p = 0.02 + (0.96 * i) / (N - 1);
    q[i] = ls[Math.min(ls.length - 1, Math.floor(p * (ls.length - 1)))];
  }
  return { q, a: sa / ls.length, b: sb / ls.length, median: q[5] };
}

/**
 * The tone to paint: the person's own (when sampled), else a chosen colour; a chosen colour
 * keeps the person's relative spread around its own lightness.
 */
export function hairTone(own: HairTone | null, chosen: Lab | null, fallback: Lab): HairTone {
  // a sample far from the hair model's mean caught something else (shadow, background)
  if (own && Math.abs(own.median - fallback[0]) > 18) own = null;
  if (!chosen) return own ?? synthetic(fallback);
  if (!own) return synthetic(chosen);
  const q = new Float32Array(N);
  const k = Math.max(0.45, Math.min(1.4, chosen[0] / Math.max(8, own.median)));
  for (let i = 0; i < N; i++)
    q[i] = Math.max(2, Math.min(97, chosen[0] + (own.q[i] - own.median) * k));
  // a flat own distribution (wig-like photo) still needs strand contrast
  if (q[N - 1] - q[0] < 16) return synthetic(chosen);
  return { q, a: chosen[1], b: chosen[2], median: chosen[0] };
}
