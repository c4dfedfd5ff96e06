/**
 * Hair recolouring in OKLab: each pixel keeps its lightness relative to the hair's mean (so
 * strands, shine and shadows survive) while the mean moves to the target; variants
 * (balayage, ombré, highlights, …) are spatial weights between original and target.
 */
import {
  cbrt,
  labToLinear,
  linearToOklab,
  luminance,
  oklabToLinear,
  srgbToLab,
  type Lab,
  type Rgb,
} from '../../image/color';
import { hash2 } from '../../image/paint';
import { underSkinLight } from '../regions/scene-cast';
import { boxBlur } from '../../image/blur';
import { gridSample } from '../../image/grid-sample';
import type { HairDye } from '@looklab/shared';
import { hairDyeOf } from '../catalogue/catalogue-adapter';
import type { RenderContext } from '../context';
import { maskAt, type Mask } from '../../image/mask';
import { polygonMask } from '../regions/face-regions';
import { pts } from '../../face/geometry';
import { MESH } from '../../face/landmarks';
import {
  STATS_FACE_SCALE,
  STATS_MIN_AWAY,
  TABLE_SIZE,
  LIGHT_SHARE,
  SHINE_ROOM,
  DEEP_SHADOW,
  FLAT,
  FLAT_RADIUS,
  DEEP_FROM,
  DEEP_TO,
  DEEP_RICHER,
  DEEP_SHINE_LATER,
  GOLDEN,
  WARM_SHINE,
  AMBER,
  AMBER_FROM,
  AMBER_TO,
} from './params';

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
  const c = Math.cos(f.roll) / f.unit;
  const s = Math.sin(f.roll) / f.unit;
  for (let y = 0; y < mask.height; y += 2) {
    for (let x = 0; x < mask.width; x += 2) {
      if (mask.data[y * mask.width + x] < 0.5) continue;
      // face-frame v without allocating a point per pixel
      const v = -(x + mask.x0 - f.origin[0]) * s + (y + mask.y0 - f.origin[1]) * c;
      if (v < top) top = v;
      if (v > bottom) bottom = v;
    }
  }
  if (!Number.isFinite(top)) return { top: -1, bottom: 1 };
  return { top, bottom: Math.max(bottom, top + 0.2) };
}

const smooth = (a: number, b: number, x: number): number => {
  const k = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
};

/** Weight of the target colour at face coordinates (u, v) for a variant. */
function variantWeight(kind: HairDye, u: number, v: number, ext: Extent): number {
  const t = Math.max(0, Math.min(1, (v - ext.top) / (ext.bottom - ext.top)));
  // strand coordinate: angle around the crown above the ears, horizontal position below
  const crownV = ext.top + 0.15;
  const ang = Math.atan2(u, Math.max(0.05, v - crownV));
  const s = v < 0.1 ? ang * 0.9 : u;
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
/**
 * Whether a pixel of the hair mask counts toward the dye's statistics: not over the face's oval,
 * where make-up may already have painted (the hair is found before make-up, and its dye must not
 * depend on it), unless nearly all the confident hair lies there.
 */
function statsSite(ctx: RenderContext, mask: Mask): (x: number, y: number) => boolean {
  const oval = polygonMask(ctx, pts(ctx.lm, MESH.faceOval), STATS_FACE_SCALE, 0);
  let all = 0;
  let away = 0;
  for (let i = 0; i < mask.data.length; i += 3) {
    if (mask.data[i] < 0.6) continue;
    all++;
    if (maskAt(oval, (i % mask.width) + mask.x0, Math.floor(i / mask.width) + mask.y0) <= 0) away++;
  }
  if (away < STATS_MIN_AWAY * all) return () => true;
  return (x, y) => maskAt(oval, x, y) <= 0;
}

export function hairMeanOklab(
  ctx: RenderContext,
  mask: Mask,
  site: (x: number, y: number) => boolean = () => true,
): Lab {
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
    if (!site(x, y)) continue;
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
 * The hair's lightness distribution: mean and standard deviation of OKLab L (for the grey axis
 * L = Y^(1/3), which is all the mapping below needs) over the confident part of the mask.
 */
function hairLightness(
  ctx: RenderContext,
  mask: Mask,
  site: (x: number, y: number) => boolean,
): { mean: number; std: number } {
  const w = ctx.work;
  let s1 = 0;
  let s2 = 0;
  let sw = 0;
  for (let i = 0; i < mask.data.length; i += 3) {
    const m = mask.data[i];
    if (m < 0.6) continue;
    const x = (i % mask.width) + mask.x0;
    const y = Math.floor(i / mask.width) + mask.y0;
    if (!site(x, y)) continue;
    const j = y * w.width + x;
    const L = cbrt(luminance(w.r[j], w.g[j], w.b[j]));
    s1 += L * m;
    s2 += L * L * m;
    sw += m;
  }
  if (sw <= 0) return { mean: 0.45, std: 0.08 };
  const mean = s1 / sw;
  return { mean, std: Math.sqrt(Math.max(0, s2 / sw - mean * mean)) };
}

/** Lightness roll-off: a toe above black and a shoulder below white instead of clipping. */
function softClip(L: number): number {
  if (L > 0.86) return 0.86 + 0.11 * (1 - Math.exp(-(L - 0.86) / 0.11));
  if (L < 0.1) return 0.1 * Math.exp((L - 0.1) / 0.1);
  return L;
}

const clampUnit = (v: number): number => (v < -1 ? -1 : v > 1 ? 1 : v);

/**
 * The dye as a tone curve: hair luminance in (table index = Y · TABLE_SIZE) → linear RGB out.
 * Each input lightness keeps its place in the hair's distribution (z-score) on the target's
 * lightness scale; chroma and hue come from the target, scaled with lightness in the shadows
 * (a shaded dye keeps its chromaticity) and fading in the shine (specular light is white), where
 * a warm shade also turns golden.
 */
function dyeTable(src: { mean: number; std: number }, target: Lab, darken: number): Float32Array {
  const [Lt, at, bt] = target;
  const Ct = Math.hypot(at, bt);
  const hue = Math.atan2(bt, at);
  // how far the shine turns golden: only for shades from red to yellow
  const warmth = WARM_SHINE * smooth(0.6, 0.9, Math.cos(hue - GOLDEN));
  const warmShade = smooth(0.6, 0.9, Math.cos(hue - GOLDEN));
  const srcStd = Math.max(0.02, src.std);
  // how deep a shade it is: 0 for light shades, 1 for browns and darker
  const deep = 1 - smooth(DEEP_TO, DEEP_FROM, Lt);
  // contrast: the source's own spread, a little more for darker shades (dark hair shows its
  // shine), never so little that the strands flatten out
  const std = Math.min(0.15, Math.max(0.055, srcStd * (0.85 + 0.3 * (1 - Lt))));
  // very light shades sit below white so the shine has room (SHINE_ROOM spreads, and softClip
  // rolls the rest off: with two, black hair's wide spread kept a platinum at a mid grey)
  const mean = Math.max(0.08, Math.min(Lt, 0.95 - SHINE_ROOM * std) * darken);
  const table = new Float32Array((TABLE_SIZE + 2) * 3);
  const rgb: Lab = [0, 0, 0];
  for (let k = 0; k <= TABLE_SIZE + 1; k++) {
    const Lin = Math.cbrt(Math.min(1, k / TABLE_SIZE));
    const z = (Lin - src.mean) / srcStd;
    const Lo = softClip(mean + z * std);
    const shade = Math.min(1 + DEEP_RICHER * deep, Lo / mean);
    const lit = smooth(mean + (0.3 + DEEP_SHINE_LATER * deep) * std, mean + 3 * std, Lo);
    const shine = 1 - 0.35 * lit;
    let C = Ct * shade * shine;
    // warm shades catch the light golden (a copper's shine is not a paler pink), and golden
    // ones deepen to amber in the shade (a golden blonde's shaded strands are warm brown, not
    // olive; a copper's stay copper)
    const h =
      hue +
      warmth * lit * (GOLDEN - hue) +
      warmShade * (1 - smooth(AMBER_TO, AMBER_FROM, Lo)) * Math.min(0, AMBER - hue);
    // gamut: lower the chroma until the colour fits
    for (let it = 0; it < 12; it++) {
      oklabToLinear(Lo, C * Math.cos(h), C * Math.sin(h), rgb);
      if (Math.min(rgb[0], rgb[1], rgb[2]) >= 0 && Math.max(rgb[0], rgb[1], rgb[2]) <= 1) break;
      C *= 0.8;
      if (it === 11) oklabToLinear(Lo, 0, 0, rgb);
    }
    table[k * 3] = Math.max(0, Math.min(1, rgb[0]));
    table[k * 3 + 1] = Math.max(0, Math.min(1, rgb[1]));
    table[k * 3 + 2] = Math.max(0, Math.min(1, rgb[2]));
  }
  return table;
}

/**
 * Where the hair is flat, the luminance the dye looks up instead of the pixel's own, and how
 * much (FLAT): on a half-resolution lattice over the mask's rectangle (the statistics are smooth).
 */
type FlatHair = {
  cw: number;
  ch: number;
  /** the window's mean luminance (its mean √luminance, squared) */
  level: Float32Array;
  /** how far the dye takes it instead of the pixel's own (1 where flat) */
  weight: Float32Array;
};

/** The luminance the dye looks up at (x, y) of the mask: bilinear over the lattice. */
function flatLuminance(f: FlatHair, x: number, y: number, own: number): number {
  const m = gridSample(f.level, f.cw, f.ch, x / 2, y / 2);
  const k = gridSample(f.weight, f.cw, f.ch, x / 2, y / 2);
  return own + (m - own) * k;
}

function flatHair(ctx: RenderContext, mask: Mask): FlatHair {
  const w = ctx.work;
  const cw = Math.ceil(mask.width / 2);
  const ch = Math.ceil(mask.height / 2);
  const n = cw * ch;
  const mean = new Float32Array(n);
  const sq = new Float32Array(n);
  for (let cy = 0; cy < ch; cy++) {
    const row = (cy * 2 + mask.y0) * w.width + mask.x0;
    for (let cx = 0; cx < cw; cx++) {
      const j = row + cx * 2;
      const l = Math.sqrt(luminance(w.r[j], w.g[j], w.b[j]));
      mean[cy * cw + cx] = l;
      sq[cy * cw + cx] = l * l;
    }
  }
  const tmp = new Float32Array(n);
  const r = Math.max(1, Math.round(FLAT_RADIUS / 2));
  boxBlur(mean, cw, ch, r, tmp);
  boxBlur(sq, cw, ch, r, tmp);
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const spread = Math.sqrt(Math.max(0, sq[i] - mean[i] * mean[i]));
    weight[i] = 1 - smooth(FLAT[0], FLAT[1], spread);
    mean[i] *= mean[i];
  }
  return { cw, ch, level: mean, weight };
}

/**
 * Recolours like a dye: a tone curve (dyeTable) maps each pixel's luminance to the target shade
 * at the same relative place in the hair's lightness distribution, so strands, shine and shadow
 * keep their pattern; a little of the pixel's own colour deviation from the hair's mean is kept
 * so the hair does not turn into a flat gradient map. Variants are spatial weights between the
 * original and the dyed colour (lowlights and root shadows blend toward a darker dye).
 */
export function recolorHair(
  ctx: RenderContext,
  mask: Mask,
  color: Rgb,
  variant: string | null,
): void {
  const kind = hairDyeOf(variant);
  const ext = hairExtent(ctx, mask);
  const w = ctx.work;
  const f = ctx.frame;
  // the shade as the photo's light shows it (a platinum in a magenta-lit photo is pinkish, not
  // the mint it reads as beside everything the light has tinted), by most of the skin's tint
  // (some of which is the skin's own)
  const lit = labToLinear(
    ...underSkinLight(srgbToLab(color), ctx.skinTone, LIGHT_SHARE),
    [0, 0, 0],
  );
  const target = linearToOklab(
    Math.max(0, lit[0]),
    Math.max(0, lit[1]),
    Math.max(0, lit[2]),
    [0, 0, 0],
  );
  const site = statsSite(ctx, mask);
  const src = hairLightness(ctx, mask, site);
  const lowlight = kind === 'lowlights';
  const rootDark = kind === 'rootShadow';
  const main = dyeTable(src, target, lowlight ? 0.72 : 1);
  const dark = rootDark ? dyeTable(src, target, 0.72) : main;
  // the hair's mean chromaticity (linear RGB over luminance), for the kept colour deviation
  const meanLab = hairMeanOklab(ctx, mask, site);
  const meanRgb = oklabToLinear(meanLab[0], meanLab[1], meanLab[2], [0, 0, 0]);
  const meanY = Math.max(1e-4, luminance(meanRgb[0], meanRgb[1], meanRgb[2]));
  const cr = meanRgb[0] / meanY;
  const cg = meanRgb[1] / meanY;
  const cb = meanRgb[2] / meanY;
  const keep = 0.25;
  const flat = flatHair(ctx, mask);
  const c = Math.cos(f.roll) / f.unit;
  const s = Math.sin(f.roll) / f.unit;
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
      const vw = rootDark || kind === 'solid' ? 1 : variantWeight(kind, u, v, ext);
      if (vw <= 0.002) continue;
      const j = wy * w.width + wx;
      const r0 = w.r[j];
      const g0 = w.g[j];
      const b0 = w.b[j];
      const Y = luminance(r0, g0, b0);
      const Yd = flatLuminance(flat, x, y, Y);
      const fi = Math.min(TABLE_SIZE, Math.max(0, Yd * TABLE_SIZE));
      const i0 = Math.floor(fi);
      const t = fi - i0;
      const k0 = i0 * 3;
      const k1 = k0 + 3;
      let nr = main[k0] + (main[k1] - main[k0]) * t;
      let ng = main[k0 + 1] + (main[k1 + 1] - main[k0 + 1]) * t;
      let nb = main[k0 + 2] + (main[k1 + 2] - main[k0 + 2]) * t;
      if (rootDark) {
        const rootT = smooth(0, 1, (v - ext.top) / Math.max(0.1, (ext.bottom - ext.top) * 0.3));
        const dr = dark[k0] + (dark[k1] - dark[k0]) * t;
        const dg = dark[k0 + 1] + (dark[k1 + 1] - dark[k0 + 1]) * t;
        const db = dark[k0 + 2] + (dark[k1 + 2] - dark[k0 + 2]) * t;
        nr = dr + (nr - dr) * rootT;
        ng = dg + (ng - dg) * rootT;
        nb = db + (nb - db) * rootT;
      }
      // the pixel's own colour deviation from the hair's mean chromaticity, at the new level;
      // not in deep shadow, where the ratios are mostly noise (and JPEG's blocks)
      if (Y > DEEP_SHADOW) {
        const k = keep * smooth(DEEP_SHADOW, 6 * DEEP_SHADOW, Y) * luminance(nr, ng, nb);
        nr = Math.max(0, nr + k * clampUnit(r0 / Y - cr));
        ng = Math.max(0, ng + k * clampUnit(g0 / Y - cg));
        nb = Math.max(0, nb + k * clampUnit(b0 / Y - cb));
      }
      const a = Math.min(1, m * vw);
      w.r[j] = r0 + (Math.min(1, nr) - r0) * a;
      w.g[j] = g0 + (Math.min(1, ng) - g0) * a;
      w.b[j] = b0 + (Math.min(1, nb) - b0) * a;
    }
  }
}
