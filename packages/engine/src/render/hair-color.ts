/**
 * Hair recolouring in OKLab: each pixel keeps its lightness relative to the hair's mean (so
 * strands, shine and shadows survive) while the mean moves to the target; variants
 * (balayage, ombré, highlights, …) are spatial weights between original and target.
 */
import { linearToOklab, luminance, SRGB_TO_LINEAR, type Lab, type Rgb } from './color';
import type { RenderContext } from './context';
import type { Mask } from './mask';
import { hash2 } from './paint';

export type VariantKind =
  | 'solid'
  | 'balayage'
  | 'ombre'
  | 'sombre'
  | 'highlights'
  | 'babylights'
  | 'lowlights'
  | 'rootShadow'
  | 'moneyPiece'
  | 'twoTone'
  | 'peekaboo'
  | 'dipDye';

export function variantKind(name: string | null): VariantKind {
  const n = (name ?? '').toLowerCase();
  if (!n || /none|original|solid|all.?over|single|full/.test(n)) return 'solid';
  if (/sombr/.test(n)) return 'sombre';
  if (/ombr|melt|gradient/.test(n)) return 'ombre';
  if (/balay/.test(n)) return 'balayage';
  if (/baby/.test(n)) return 'babylights';
  if (/low/.test(n)) return 'lowlights';
  if (/high|foil|streak|splash|chunky/.test(n)) return 'highlights';
  if (/root|shadow|smudge/.test(n)) return 'rootShadow';
  if (/money|face.?fram/.test(n)) return 'moneyPiece';
  if (/two|split|half/.test(n)) return 'twoTone';
  if (/peek|under/.test(n)) return 'peekaboo';
  if (/dip|tip/.test(n)) return 'dipDye';
  return 'balayage';
}

/** Smooth 1-D value noise in [0,1]. */
function noise1(x: number, seed: number): number {
  const i = Math.floor(x);
  const t = x - i;
  const a = hash2(i, 0, seed);
  const b = hash2(i + 1, 0, seed);
  const s = t * t * (3 - 2 * t);
  return a + (b - a) * s;
}

type Extent = { top: number; bottom: number };

function hairExtent(ctx: RenderContext, mask: Mask): Extent {
  let top = Infinity;
  let bottom = -Infinity;
  const f = ctx.frame;
  for (let y = 0; y < mask.height; y += 2) {
    for (let x = 0; x < mask.width; x += 2) {
      if (mask.data[y * mask.width + x] < 0.5) continue;
      const v = f.toFace([x + mask.x0, y + mask.y0])[1];
      if (v < top) top = v;
      if (v > bottom) bottom = v;
    }
  }
  if (!Number.isFinite(top)) return { top: -1, bottom: 1 };
  return { top, bottom: Math.max(bottom, top + 0.2) };
}

/** Weight of the target colour at face coordinates (u, v) for a variant. */
function variantWeight(kind: VariantKind, u: number, v: number, ext: Extent): number {
  const t = Math.max(0, Math.min(1, (v - ext.top) / (ext.bottom - ext.top)));
  // strand coordinate: angle around the crown above the ears, horizontal position below
  const crownV = ext.top + 0.15;
  const ang = Math.atan2(u, Math.max(0.05, v - crownV));
  const s = v < 0.1 ? ang * 0.9 : u;
  const smooth = (a: number, b: number, x: number): number => {
    const k = Math.max(0, Math.min(1, (x - a) / (b - a)));
    return k * k * (3 - 2 * k);
  };
  switch (kind) {
    case 'solid':
      return 1;
    case 'ombre':
      return smooth(0.3, 0.75, t);
    case 'sombre':
      return 0.7 * smooth(0.2, 0.85, t);
    case 'dipDye':
      return smooth(0.68, 0.78, t);
    case 'balayage': {
      const streak = noise1(s * 9, 5);
      return smooth(0.15, 0.7, t) * (0.35 + 0.65 * smooth(0.35, 0.65, streak));
    }
    case 'highlights':
    case 'babylights': {
      const f = kind === 'highlights' ? 16 : 34;
      const streak = noise1(s * f, 9);
      return (kind === 'highlights' ? 0.95 : 0.7) * smooth(0.52, 0.7, streak);
    }
    case 'lowlights': {
      const streak = noise1(s * 14, 13);
      return smooth(0.55, 0.72, streak);
    }
    case 'rootShadow':
      return smooth(0.12, 0.32, t);
    case 'moneyPiece':
      return Math.abs(u) < 0.62 && Math.abs(u) > 0.25 && v > ext.top + 0.05
        ? smooth(0.62, 0.5, Math.abs(u))
        : 0;
    case 'twoTone':
      return smooth(-0.03, 0.03, u);
    case 'peekaboo':
      return smooth(0.45, 0.6, t) * (Math.abs(u) > 0.45 ? 1 : 0.2);
  }
}

/** Mean OKLab of the hair under the mask. */
export function hairMeanOklab(ctx: RenderContext, mask: Mask): Lab {
  const lab: Lab = [0, 0, 0];
  let sl = 0;
  let sa = 0;
  let sb = 0;
  let sw = 0;
  const w = ctx.work;
  for (let i = 0; i < mask.data.length; i += 2) {
    const m = mask.data[i];
    if (m < 0.6) continue;
    const x = (i % mask.width) + mask.x0;
    const y = Math.floor(i / mask.width) + mask.y0;
    const j = y * w.width + x;
    linearToOklab(w.r[j], w.g[j], w.b[j], lab);
    sl += lab[0] * m;
    sa += lab[1] * m;
    sb += lab[2] * m;
    sw += m;
  }
  return sw > 0 ? [sl / sw, sa / sw, sb / sw] : [0.3, 0.01, 0.02];
}

/**
 * Recolours like a dye in linear light: every pixel becomes the target colour scaled by its
 * own luminance relative to the hair's mean, so strands, shine and shadow keep their ratios.
 * Highlights that would clip roll off toward white instead.
 */
export function recolorHair(
  ctx: RenderContext,
  mask: Mask,
  color: Rgb,
  variant: string | null,
): void {
  const kind = variantKind(variant);
  const ext = hairExtent(ctx, mask);
  const w = ctx.work;
  const f = ctx.frame;
  const tr = SRGB_TO_LINEAR[Math.round(color[0])];
  const tg = SRGB_TO_LINEAR[Math.round(color[1])];
  const tb = SRGB_TO_LINEAR[Math.round(color[2])];
  const tY = Math.max(1e-4, luminance(tr, tg, tb));
  // mean luminance of the hair
  let sy = 0;
  let sw = 0;
  for (let i = 0; i < mask.data.length; i += 3) {
    const m = mask.data[i];
    if (m < 0.6) continue;
    const x = (i % mask.width) + mask.x0;
    const y = Math.floor(i / mask.width) + mask.y0;
    const j = y * w.width + x;
    sy += luminance(w.r[j], w.g[j], w.b[j]) * m;
    sw += m;
  }
  const yMean = sw > 0 ? Math.max(1e-3, sy / sw) : 0.1;
  // going much lighter flattens texture a little so dark lowlights do not stay black
  const gamma =
    tY > yMean ? Math.max(0.55, Math.min(1, (Math.log(tY) / Math.log(yMean)) * 0.9)) : 1;
  // (Y / yMean)^gamma = Y^gamma · yMean^-gamma, with Y^gamma from a table (pow per pixel is slow)
  const lut = gamma === 1 ? EMPTY : powTable(gamma);
  const invMeanPow = gamma === 1 ? 1 : Math.pow(yMean, -gamma);
  const c = Math.cos(f.roll) / f.unit;
  const s = Math.sin(f.roll) / f.unit;
  const lowlight = kind === 'lowlights';
  const rootDark = kind === 'rootShadow';
  for (let y = 0; y < mask.height; y++) {
    const wy = y + mask.y0;
    for (let x = 0; x < mask.width; x++) {
      const m = mask.data[y * mask.width + x];
      if (m <= 0.003) continue;
      const wx = x + mask.x0;
      const dx = wx + 0.5 - f.origin[0];
      const dy = wy + 0.5 - f.origin[1];
      const u = dx * c + dy * s;
      const v = -dx * s + dy * c;
      const vw = rootDark ? 1 : variantWeight(kind, u, v, ext);
      if (vw <= 0.002) continue;
      const j = wy * w.width + wx;
      const r0 = w.r[j];
      const g0 = w.g[j];
      const b0 = w.b[j];
      const Y = luminance(r0, g0, b0);
      const ratio = Math.max(1e-5, Y / yMean);
      let k = gamma === 1 ? ratio : powLut(lut, Y) * invMeanPow;
      if (lowlight) k *= 0.55;
      if (rootDark) {
        const rootT = Math.max(
          0,
          Math.min(1, (v - ext.top) / Math.max(0.1, (ext.bottom - ext.top) * 0.3)),
        );
        k *= 0.55 + 0.45 * rootT;
      }
      let nr = tr * k;
      let ng = tg * k;
      let nb = tb * k;
      // compress very bright results (shoulder of a filmic curve) instead of clipping a channel
      const yOut = tY * k;
      if (yOut > 0.55) {
        const yc = 0.55 + 0.4 * (1 - Math.exp(-(yOut - 0.55) / 0.4));
        const q = yc / yOut;
        nr *= q;
        ng *= q;
        nb *= q;
      }
      const peak = Math.max(nr, ng, nb);
      if (peak > 1) {
        nr /= peak;
        ng /= peak;
        nb /= peak;
      }
      const a = Math.min(1, m * vw);
      w.r[j] = r0 + (nr - r0) * a;
      w.g[j] = g0 + (ng - g0) * a;
      w.b[j] = b0 + (nb - b0) * a;
    }
  }
}

const LUT_SIZE = 4096;
const EMPTY = new Float32Array(0);
let lutCache: { gamma: number; table: Float32Array } | null = null;

/** Y^gamma sampled on [0, 1] (cached for the last gamma). */
function powTable(gamma: number): Float32Array {
  if (lutCache?.gamma === gamma) return lutCache.table;
  const table = new Float32Array(LUT_SIZE + 2);
  for (let i = 0; i <= LUT_SIZE + 1; i++) table[i] = Math.pow(Math.max(1e-5, i / LUT_SIZE), gamma);
  lutCache = { gamma, table };
  return table;
}

function powLut(table: Float32Array, y: number): number {
  const f = Math.min(LUT_SIZE, Math.max(0, y * LUT_SIZE));
  const i = Math.floor(f);
  return table[i] + (table[i + 1] - table[i]) * (f - i);
}
