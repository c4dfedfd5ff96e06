/** Lipstick, lip liner and lip tint on the lip region of the mesh. */
import { srgbToLab } from '../../image/color';
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { dist } from '../../image/point';
import {
  featherMask,
  fillPolygon,
  maskAround,
  strokePolyline,
  subtractInto,
  type Mask,
} from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { tintLab, type Finish } from '../../image/paint';
import type { Rgb } from '../../image/color';
import {
  LINER_FEATHER,
  LINER_TINT,
  LINER_WIDTH,
  LIPSTICK_DEFAULT,
  LIPSTICK_FULL,
  LIPSTICK_SHEER,
  LIPSTICK_TINT,
  LIPS_FEATHER,
  LIPS_HOLE_FEATHER,
  LIPS_HOLE_PAD,
  LIPS_PAD,
  LIP_TINT,
  LIP_TINT_SPREAD,
} from './params';

/** Soft mask of the lips (outer contour minus the mouth opening). */
export function lipsMask(ctx: RenderContext, feather = 1): Mask {
  const outer = pts(ctx.lm, MESH.lipsOuter);
  const inner = pts(ctx.lm, MESH.lipsInner);
  const w = dist(pt(ctx.lm, MESH.mouthRight), pt(ctx.lm, MESH.mouthLeft));
  const m = maskAround(outer, w * LIPS_PAD, ctx.work.width, ctx.work.height);
  fillPolygon(m, outer);
  const hole = maskAround(inner, w * LIPS_HOLE_PAD, ctx.work.width, ctx.work.height);
  fillPolygon(hole, inner);
  featherMask(hole, Math.max(0.5, w * LIPS_HOLE_FEATHER));
  featherMask(m, Math.max(0.6, w * LIPS_FEATHER * feather), ctx.scratch);
  subtractInto(m, hole);
  return m;
}

export function lipStyleOpacity(style: string, finish: Finish | undefined): number {
  const s = style.toLowerCase();
  if (/sheer|balm|stain|tint|nude|natural/.test(s) || finish === 'natural') return LIPSTICK_SHEER;
  if (/bold|matte|velvet|liquid|classic|statement|opaque|red/.test(s)) return LIPSTICK_FULL;
  return LIPSTICK_DEFAULT;
}

export function applyLipstick(
  ctx: RenderContext,
  color: Rgb,
  finish: Finish,
  opacity: number,
): void {
  const mask = lipsMask(ctx);
  tintLab(ctx.work, mask, srgbToLab(color), {
    opacity,
    lumaWeight: LIPSTICK_TINT.lumaWeight,
    chromaWeight: LIPSTICK_TINT.chromaWeight,
    texture: finish === 'matte' ? LIPSTICK_TINT.textureMatte : LIPSTICK_TINT.texture,
    finish,
    seed: 11,
  });
}

export function applyLipTint(ctx: RenderContext, color: Rgb, finish: Finish): void {
  const mask = lipsMask(ctx, LIP_TINT_SPREAD);
  tintLab(ctx.work, mask, srgbToLab(color), {
    opacity: LIP_TINT.opacity,
    lumaWeight: LIP_TINT.lumaWeight,
    chromaWeight: LIP_TINT.chromaWeight,
    texture: LIP_TINT.texture,
    finish,
    seed: 12,
  });
}

export function applyLipLiner(ctx: RenderContext, color: Rgb): void {
  const outer = pts(ctx.lm, MESH.lipsOuter);
  outer.push(outer[0]);
  const w = dist(pt(ctx.lm, MESH.mouthRight), pt(ctx.lm, MESH.mouthLeft));
  const m = maskAround(outer, w * LIPS_HOLE_PAD, ctx.work.width, ctx.work.height);
  const width = Math.max(1.2, w * LINER_WIDTH);
  strokePolyline(
    m,
    outer,
    outer.map(() => width),
  );
  featherMask(m, Math.max(0.5, w * LINER_FEATHER));
  tintLab(ctx.work, m, srgbToLab(color), {
    opacity: LINER_TINT.opacity,
    lumaWeight: LINER_TINT.lumaWeight,
    chromaWeight: LINER_TINT.chromaWeight,
    texture: LINER_TINT.texture,
    finish: 'matte',
  });
}
