/** Eyeshadow, eyeliner and mascara along the lids. */
import { srgbToLab, type Lab, type Rgb } from '../../image/color';
import type { RenderContext } from '../context';
import { eyeInPhoto } from './eye-check';
import { eyeWidth, polygonMask } from '../regions/face-regions';
import { pt, pts } from '../../face/geometry';
import { centroid, lerp, type Point } from '../../image/point';
import { featherMask, maskAround, strokePolyline, subtractInto, type Mask } from '../../image/mask';
import { drawLashes } from './lashes';
import { MESH } from '../../face/landmarks';
import { paintColor, tintLab, type Finish } from '../../image/paint';
import {
  CORNER_REACH,
  EYE_MASK_FEATHER,
  LASH_COUNT,
  LASH_LENGTH,
  LASH_LENGTH_VOLUME,
  LASH_LINE_OPACITY,
  LASH_WIDTH,
  LASH_WIDTH_VOLUME,
  LINER_BOLD,
  LINER_DEFAULT,
  LINER_FEATHER,
  LINER_FEATHER_SMUDGED,
  LINER_THIN,
  LINER_TINT,
  LOWER_SHADOW_TINT,
  SHADOW_FEATHER,
  SHADOW_REACH,
  SHADOW_REACH_HEAVY,
  SHADOW_TINT,
  SHADOW_TINT_HEAVY,
  WING,
  WING_CAT,
  WING_NONE,
} from './params';

type Side = 'right' | 'left';

function upperLid(ctx: RenderContext, side: Side): Point[] {
  return pts(ctx.lm, side === 'right' ? MESH.rightUpperLid : MESH.leftUpperLid);
}

function lowerLid(ctx: RenderContext, side: Side): Point[] {
  return pts(ctx.lm, side === 'right' ? MESH.rightLowerLid : MESH.leftLowerLid);
}

/** The eye opening (iris and white), slightly grown: no make-up goes on it. */
function eyeMask(ctx: RenderContext, side: Side, ew: number): Mask {
  const outline = pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye);
  const lid = upperLid(ctx, side);
  const a = lid[0];
  const b = lid[lid.length - 1];
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const ax = (b[0] - a[0]) / l;
  const ay = (b[1] - a[1]) / l;
  const c = centroid(outline);
  // stretched along the corner-to-corner axis only
  const k = 1 + CORNER_REACH;
  const wide = outline.map((p): Point => {
    const along = (p[0] - c[0]) * ax + (p[1] - c[1]) * ay;
    return [p[0] + along * (k - 1) * ax, p[1] + along * (k - 1) * ay];
  });
  return polygonMask(ctx, wide, 1.02, ew * EYE_MASK_FEATHER);
}

const SHADOW_COLORS: [RegExp, string][] = [
  [/brown smok|taupe/, '#5e4436'],
  [/smok|black|grunge|night|graphic/, '#2b2728'],
  [/glitter|spotlight|halo/, '#c09a5a'],
  [/bronze|copper|sunset|warm/, '#8a5230'],
  [/gold|champagne/, '#b8904e'],
  [/rose|pink|blush/, '#b56f7a'],
  [/purple|plum|violet|lilac/, '#6a3e6e'],
  [/blue|navy|sapphire/, '#34507e'],
  [/green|emerald|olive/, '#4a6a3a'],
  [/brown|earth|taupe|matte|natural|nude|neutral|everyday/, '#8a6652'],
  [/silver|grey|gray|steel/, '#8a8a92'],
  [/red|burgundy|wine/, '#7a2a32'],
];

export function eyeshadowColor(style: string): Rgb {
  const s = style.toLowerCase();
  for (const [re, hex] of SHADOW_COLORS) {
    if (re.test(s)) {
      const n = parseInt(hex.slice(1), 16);
      return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    }
  }
  return [138, 102, 82];
}

export function applyEyeshadow(ctx: RenderContext, style: string, finish: Finish): void {
  const s = style.toLowerCase();
  const color = eyeshadowColor(style);
  const target = srgbToLab(color);
  const heavy = /smok|dramatic|bold|cut crease|halo|graphic|glam/.test(s);
  for (const side of ['right', 'left'] as const) {
    // (an eye the mesh put on bare skin is not painted)
    if (!eyeInPhoto(ctx, side)) continue;
    const ew = eyeWidth(ctx, side);
    const lid = upperLid(ctx, side);
    const browLower = pts(ctx.lm, side === 'right' ? MESH.rightBrowLower : MESH.leftBrowLower);
    const u = ctx.frame.up;
    // from the outer corner across the lid toward the brow: lid points lifted 45% to the brow
    const top = lid.map((p, i): Point => {
      const t = i / (lid.length - 1);
      const b = browLower[Math.round(t * (browLower.length - 1))];
      const k = heavy ? SHADOW_REACH_HEAVY : SHADOW_REACH;
      const lifted = lerp(p, b, k * (0.6 + 0.4 * Math.sin(Math.PI * Math.min(1, t * 1.2))));
      // wing out at the outer corner
      return i === 0
        ? [lifted[0] - (lid[1][0] - p[0]) * 0.8, lifted[1] - u[1] * ew * 0.05]
        : lifted;
    });
    const poly = [...lid, ...top.reverse()];
    const m = polygonMask(ctx, poly, 1, ew * SHADOW_FEATHER);
    if (heavy) {
      const low = lowerLid(ctx, side).slice(0, 5);
      const ll = maskAround(low, ew * 0.2, ctx.work.width, ctx.work.height);
      strokePolyline(
        ll,
        low,
        low.map((_, i) => ew * (0.12 - i * 0.02)),
        0.6,
      );
      featherMask(ll, ew * 0.04);
      // (below the lash line only: a stroke as wide as this reaches up over the eyeball)
      subtractInto(ll, eyeMask(ctx, side, ew));
      tintLab(ctx.work, ll, target, {
        opacity: LOWER_SHADOW_TINT.opacity,
        lumaWeight: LOWER_SHADOW_TINT.lumaWeight,
        chromaWeight: LOWER_SHADOW_TINT.chromaWeight,
        texture: LOWER_SHADOW_TINT.texture,
        finish,
      });
    }
    subtractInto(m, eyeMask(ctx, side, ew));
    const shadowTint = heavy ? SHADOW_TINT_HEAVY : SHADOW_TINT;
    tintLab(ctx.work, m, target, {
      opacity: shadowTint.opacity,
      lumaWeight: shadowTint.lumaWeight,
      chromaWeight: shadowTint.chromaWeight,
      texture: shadowTint.texture,
      finish,
      seed: 41,
    });
  }
}

export function applyEyeliner(ctx: RenderContext, style: string, color: Rgb): void {
  const s = style.toLowerCase();
  const thick = /bold|graphic|thick|dramatic|double/.test(s)
    ? LINER_BOLD
    : /thin|tight|subtle|natural/.test(s)
      ? LINER_THIN
      : LINER_DEFAULT;
  const wing = /cat|winged|wing|flick|graphic|siren|fox/.test(s)
    ? /cat|siren|fox|graphic/.test(s)
      ? WING_CAT
      : WING
    : WING_NONE;
  const lower = /smudge|kohl|smok|tight|full|rim/.test(s);
  const target: Lab = srgbToLab(color);
  for (const side of ['right', 'left'] as const) {
    // (an eye the mesh put on bare skin is not painted)
    if (!eyeInPhoto(ctx, side)) continue;
    const ew = eyeWidth(ctx, side);
    const lid = upperLid(ctx, side);
    const u = ctx.frame.up;
    const outer = lid[0];
    const inner = lid[lid.length - 1];
    // wing: out along the face's across (the mesh's own corners can tilt the eye's axis on a
    // turned head, and a wing along it stood up toward the brow) and up
    const a = ctx.frame.across;
    const out = (outer[0] - inner[0]) * a[0] + (outer[1] - inner[1]) * a[1] > 0 ? 1 : -1;
    const dir: Point = [a[0] * out, a[1] * out];
    const tip: Point = [
      outer[0] + (dir[0] * 0.85 + u[0] * 0.55) * wing * ew,
      outer[1] + (dir[1] * 0.85 + u[1] * 0.55) * wing * ew,
    ];
    const line: Point[] = [
      tip,
      ...lid
        .slice(0, -1)
        .map((p): Point => [p[0] + u[0] * ew * thick * 0.35, p[1] + u[1] * ew * thick * 0.35]),
    ];
    const widths = line.map((_, i) => {
      if (i === 0) return ew * 0.01;
      const t = (i - 1) / (line.length - 2);
      return ew * thick * (1.2 - 0.8 * t);
    });
    const m = maskAround(line, ew * 0.2, ctx.work.width, ctx.work.height);
    strokePolyline(m, line, widths);
    if (lower) {
      const low = lowerLid(ctx, side);
      strokePolyline(
        m,
        low,
        low.map(() => ew * thick * 0.6),
        0.7,
      );
    }
    featherMask(
      m,
      Math.max(0.4, ew * (/smudge|kohl|smok/.test(s) ? LINER_FEATHER_SMUDGED : LINER_FEATHER)),
    );
    // the line's lower edge and the wing's root stay off the eye
    subtractInto(m, eyeMask(ctx, side, ew));
    tintLab(ctx.work, m, target, {
      opacity: LINER_TINT.opacity,
      lumaWeight: LINER_TINT.lumaWeight,
      chromaWeight: LINER_TINT.chromaWeight,
      texture: LINER_TINT.texture,
      finish: 'matte',
    });
  }
}

export function applyMascara(ctx: RenderContext, style: string, color: Rgb): void {
  const s = style.toLowerCase();
  // (lashes curl toward the camera: seen from the front they reach a fifth of the eye's width
  // above the lid at most, not up to the brow)
  const len = /volum|dramatic|false|length|bold|mega|curl/.test(s)
    ? LASH_LENGTH_VOLUME
    : LASH_LENGTH;
  const density = /volum|dramatic|false|mega|bold/.test(s) ? 2 : 1;
  const target = srgbToLab(color);
  for (const side of ['right', 'left'] as const) {
    // (an eye the mesh put on bare skin is not painted)
    if (!eyeInPhoto(ctx, side)) continue;
    const ew = eyeWidth(ctx, side);
    const lid = upperLid(ctx, side);
    const u = ctx.frame.up;
    const c = centroid(pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye));
    const m = maskAround(lid, ew * 0.5, ctx.work.width, ctx.work.height);
    // dark lash line
    strokePolyline(
      m,
      lid,
      lid.map((_, i) => ew * (0.035 - 0.015 * (i / (lid.length - 1)))),
      0.9,
    );
    if (/lower|dramatic|volum|full/.test(s)) {
      const low = lowerLid(ctx, side);
      strokePolyline(
        m,
        low.slice(0, 6),
        low.slice(0, 6).map(() => ew * 0.012),
        0.5,
      );
    }
    featherMask(m, Math.max(0.35, ew * 0.004));
    // the lash line's outer end and the lower lashes stay off the eye's white
    const eye = eyeMask(ctx, side, ew);
    subtractInto(m, eye);
    paintColor(ctx.work, m, target, LASH_LINE_OPACITY);
    drawLashes(ctx, {
      lid,
      centre: c,
      up: u,
      ew,
      length: len,
      count: Math.round(LASH_COUNT * density),
      width: density > 1 ? LASH_WIDTH_VOLUME : LASH_WIDTH,
      color: target,
      seed: side === 'right' ? 11 : 12,
      keepOut: eye,
    });
  }
  void pt;
}
