/** Foundation, concealer, blush, contour, highlighter and bronzer. */
import { srgbToLab, type Lab, type Rgb } from '../../image/color';
import type { RenderContext } from '../context';
import { cheekApple, polygonMask, skinMask, underEyePolygon } from '../regions/face-regions';
import { pt, pts } from '../../face/geometry';
import { lerp, type Point } from '../../image/point';
import { featherMask, fillEllipse, maskAround, strokePolyline, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { midline } from '../../face/midline';
import { meanLab, tintLab, type Finish } from '../../image/paint';
import { edgePreservingSmooth } from '../../image/smooth';
import {
  BLUSH_RX,
  BLUSH_RY,
  BLUSH_SOFT,
  BLUSH_SQUEEZE_MAX,
  BLUSH_SQUEEZE_MIN,
  BLUSH_TILT,
  BLUSH_TILT_APPLE,
  BLUSH_TILT_DRAPED,
  BLUSH_TINT,
  BRONZER_TINT,
  CONCEALER_FEATHER,
  CONCEALER_LIFT,
  CONCEALER_MIN_LIFT,
  CONCEALER_SMOOTH,
  CONCEALER_SMOOTH_RADIUS,
  CONCEALER_TINT,
  CONCEALER_WARMTH,
  CONTOUR_FEATHER,
  CONTOUR_TINT,
  FOUNDATION_SMOOTH,
  FOUNDATION_SMOOTH_RADIUS,
  FOUNDATION_TINT,
  FULL_STRENGTH,
  HIGHLIGHT_FEATHER,
  HIGHLIGHT_LIFT,
  HIGHLIGHT_TINT,
  LIGHT_STRENGTH,
} from './params';

function strength(style: string): number {
  const s = style.toLowerCase();
  if (/sheer|light|natural|soft|subtle|no-makeup|minimal|barely/.test(s)) return LIGHT_STRENGTH;
  if (/full|bold|dramatic|intense|heavy|sculpt|strobing|glam/.test(s)) return FULL_STRENGTH;
  return 1;
}

export function applyFoundation(
  ctx: RenderContext,
  style: string,
  color: Rgb | null,
  finish: Finish,
): void {
  const m = skinMask(ctx);
  const k = strength(style);
  // even out first (coverage), then move toward the shade
  edgePreservingSmooth(
    ctx.work,
    m,
    Math.max(1, ctx.frame.unit * FOUNDATION_SMOOTH_RADIUS),
    FOUNDATION_SMOOTH * k,
  );
  const mean = meanLab(ctx.work, m);
  const target: Lab = color ? srgbToLab(color) : mean;
  tintLab(ctx.work, m, target, {
    opacity: Math.min(1, FOUNDATION_TINT.opacity * k),
    lumaWeight: FOUNDATION_TINT.lumaWeight,
    chromaWeight: FOUNDATION_TINT.chromaWeight,
    texture: FOUNDATION_TINT.texture,
    finish: finish === 'satin' ? 'natural' : finish,
  });
}

export function applyConcealer(ctx: RenderContext, style: string, color: Rgb | null): void {
  const sigma = ctx.frame.unit * CONCEALER_FEATHER;
  const k = strength(style);
  for (const side of ['right', 'left'] as const) {
    const m = polygonMask(ctx, underEyePolygon(ctx, side), 1, sigma);
    const mean = meanLab(ctx.work, m);
    const target: Lab = color
      ? srgbToLab(color)
      : [Math.min(100, mean[0] + CONCEALER_LIFT), mean[1], mean[2] + CONCEALER_WARMTH];
    target[0] = Math.max(target[0], mean[0] + CONCEALER_MIN_LIFT);
    edgePreservingSmooth(
      ctx.work,
      m,
      Math.max(1, ctx.frame.unit * CONCEALER_SMOOTH_RADIUS),
      CONCEALER_SMOOTH,
    );
    tintLab(ctx.work, m, target, {
      opacity: Math.min(1, CONCEALER_TINT.opacity * k),
      lumaWeight: CONCEALER_TINT.lumaWeight,
      chromaWeight: CONCEALER_TINT.chromaWeight,
      texture: CONCEALER_TINT.texture,
      finish: 'natural',
    });
  }
}

export function applyBlush(ctx: RenderContext, style: string, color: Rgb, finish: Finish): void {
  const u = ctx.frame.unit;
  const k = strength(style);
  const s = style.toLowerCase();
  const m = maskAround(pts(ctx.lm, MESH.faceOval), 0, ctx.work.width, ctx.work.height);
  // both apples at the same share of their side's half-width: on a turned head the far one
  // is not left on the face's edge (where the skin mask fades it out) but moved in, and drawn
  // narrower by that side's foreshortening
  const mid = midline(ctx.lm, ctx.frame);
  const apples = mid.mirror(cheekApple(ctx, 'right'), cheekApple(ctx, 'left'));
  const meanHalf = (mid.halfRight + mid.halfLeft) / 2;
  for (const side of ['right', 'left'] as const) {
    const c = apples[side === 'right' ? 0 : 1];
    const squeeze = Math.min(
      BLUSH_SQUEEZE_MAX,
      Math.max(BLUSH_SQUEEZE_MIN, (side === 'right' ? mid.halfRight : mid.halfLeft) / meanHalf),
    );
    const sign = side === 'right' ? -1 : 1;
    // draping sweeps up toward the temple; apples stay round
    const lift = /drap|sculpt|lift|sun/.test(s)
      ? BLUSH_TILT_DRAPED
      : /apple|round|doll/.test(s)
        ? BLUSH_TILT_APPLE
        : BLUSH_TILT;
    fillEllipse(
      m,
      c[0],
      c[1],
      u * BLUSH_RX * squeeze,
      u * BLUSH_RY,
      ctx.frame.roll - sign * lift,
      1,
      BLUSH_SOFT,
    );
  }
  const skin = skinMask(ctx);
  clipTo(m, skin);
  tintLab(ctx.work, m, srgbToLab(color), {
    opacity: Math.min(1, BLUSH_TINT.opacity * k),
    lumaWeight: BLUSH_TINT.lumaWeight,
    chromaWeight: BLUSH_TINT.chromaWeight,
    texture: BLUSH_TINT.texture,
    finish,
  });
}

function clipTo(m: Mask, clip: Mask): void {
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const cx = x + m.x0 - clip.x0;
      const cy = y + m.y0 - clip.y0;
      const v =
        cx >= 0 && cy >= 0 && cx < clip.width && cy < clip.height
          ? clip.data[cy * clip.width + cx]
          : 0;
      m.data[y * m.width + x] = m.data[y * m.width + x] * v;
    }
  }
}

/** Hollow under the cheekbone plus jaw and nose sides. */
export function applyContour(ctx: RenderContext, style: string, color: Rgb): void {
  const u = ctx.frame.unit;
  const k = strength(style);
  const m = maskAround(pts(ctx.lm, MESH.faceOval), 0, ctx.work.width, ctx.work.height);
  const f = ctx.frame;
  for (const sign of [-1, 1]) {
    const ear = pt(ctx.lm, sign < 0 ? MESH.rightCheekEdge : MESH.leftCheekEdge);
    const mouth = pt(ctx.lm, sign < 0 ? MESH.mouthRight : MESH.mouthLeft);
    const a = lerp(ear, mouth, 0.05);
    const b = lerp(ear, mouth, 0.45);
    const down = f.toPx(0, 0.04);
    const dy: Point = [down[0] - f.origin[0], down[1] - f.origin[1]];
    strokePolyline(
      m,
      [
        [a[0] + dy[0], a[1] + dy[1]],
        [b[0] + dy[0], b[1] + dy[1]],
      ],
      [u * 0.11, u * 0.05],
      1,
    );
    // jaw shadow
    const jaw = pts(
      ctx.lm,
      sign < 0 ? [234, 93, 132, 58, 172, 136] : [454, 323, 361, 288, 397, 365],
    );
    strokePolyline(
      m,
      jaw,
      jaw.map(() => u * 0.06),
      0.7,
    );
    // temple
    const temple = pt(ctx.lm, sign < 0 ? MESH.rightTemple : MESH.leftTemple);
    fillEllipse(m, temple[0], temple[1], u * 0.08, u * 0.1, f.roll, 0.6, 0.9);
  }
  if (/nose|sculpt|full|chisel/.test(style.toLowerCase())) {
    for (const idx of [
      [193, 122, 196, 3, 51],
      [417, 351, 419, 248, 281],
    ]) {
      const line = pts(ctx.lm, idx);
      strokePolyline(
        m,
        line,
        line.map(() => u * 0.025),
        0.6,
      );
    }
  }
  featherMask(m, u * CONTOUR_FEATHER, ctx.scratch);
  clipTo(m, skinMask(ctx));
  tintLab(ctx.work, m, srgbToLab(color), {
    opacity: Math.min(1, CONTOUR_TINT.opacity * k),
    lumaWeight: CONTOUR_TINT.lumaWeight,
    chromaWeight: CONTOUR_TINT.chromaWeight,
    texture: CONTOUR_TINT.texture,
    finish: 'matte',
  });
}

/** Light on the high points: cheekbone tops, nose bridge, brow bone, cupid's bow. */
export function applyHighlighter(
  ctx: RenderContext,
  style: string,
  color: Rgb,
  finish: Finish,
): void {
  const u = ctx.frame.unit;
  const k = strength(style);
  const f = ctx.frame;
  const m = maskAround(pts(ctx.lm, MESH.faceOval), 0, ctx.work.width, ctx.work.height);
  for (const sign of [-1, 1]) {
    const c = f.toPx(sign * 0.3, 0.2);
    fillEllipse(m, c[0], c[1], u * 0.11, u * 0.045, f.roll - sign * 0.35, 1, 0.9);
    const bone = pt(ctx.lm, sign < 0 ? 70 : 300);
    const browTail = pt(ctx.lm, sign < 0 ? 46 : 276);
    const under = lerp(browTail, pt(ctx.lm, sign < 0 ? 33 : 263), 0.3);
    fillEllipse(m, under[0], under[1], u * 0.05, u * 0.02, f.roll, 0.5, 0.9);
    void bone;
  }
  const bridge = pts(ctx.lm, [6, 197, 195, 5]);
  strokePolyline(
    m,
    bridge,
    bridge.map(() => u * 0.035),
    0.8,
  );
  const bow = pt(ctx.lm, 0);
  const above = f.toFace(bow);
  const bp = f.toPx(above[0], above[1] - 0.025);
  fillEllipse(m, bp[0], bp[1], u * 0.03, u * 0.015, f.roll, 0.6, 0.9);
  featherMask(m, u * HIGHLIGHT_FEATHER, ctx.scratch);
  clipTo(m, skinMask(ctx));
  const mean = meanLab(ctx.work, m, 0.3);
  const c = srgbToLab(color);
  const target: Lab = [Math.min(100, Math.max(c[0], mean[0] + HIGHLIGHT_LIFT)), c[1], c[2]];
  tintLab(ctx.work, m, target, {
    opacity: Math.min(1, HIGHLIGHT_TINT.opacity * k),
    lumaWeight: HIGHLIGHT_TINT.lumaWeight,
    chromaWeight: HIGHLIGHT_TINT.chromaWeight,
    texture: HIGHLIGHT_TINT.texture,
    finish: finish === 'matte' ? 'satin' : finish === 'satin' ? 'shimmer' : finish,
    seed: 21,
  });
}

/** Warmth where the sun hits: forehead sides, cheekbones, nose, jaw. */
export function applyBronzer(ctx: RenderContext, style: string, color: Rgb, finish: Finish): void {
  const u = ctx.frame.unit;
  const k = strength(style);
  const f = ctx.frame;
  const m = maskAround(pts(ctx.lm, MESH.faceOval), 0, ctx.work.width, ctx.work.height);
  for (const sign of [-1, 1]) {
    const temple = f.toPx(sign * 0.3, -0.35);
    fillEllipse(m, temple[0], temple[1], u * 0.16, u * 0.12, f.roll, 1, 0.95);
    const cheek = f.toPx(sign * 0.36, 0.28);
    fillEllipse(m, cheek[0], cheek[1], u * 0.14, u * 0.1, f.roll - sign * 0.4, 1, 0.95);
    const jaw = f.toPx(sign * 0.33, 0.75);
    fillEllipse(m, jaw[0], jaw[1], u * 0.12, u * 0.08, f.roll + sign * 0.6, 0.7, 0.95);
  }
  const nose = pt(ctx.lm, 195);
  fillEllipse(m, nose[0], nose[1], u * 0.05, u * 0.1, f.roll, 0.5, 0.95);
  clipTo(m, skinMask(ctx));
  tintLab(ctx.work, m, srgbToLab(color), {
    opacity: Math.min(1, BRONZER_TINT.opacity * k),
    lumaWeight: BRONZER_TINT.lumaWeight,
    chromaWeight: BRONZER_TINT.chromaWeight,
    texture: BRONZER_TINT.texture,
    finish,
    seed: 31,
  });
}
