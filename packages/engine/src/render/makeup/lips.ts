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

/** Soft mask of the lips (outer contour minus the mouth opening). */
export function lipsMask(ctx: RenderContext, feather = 1): Mask {
  const outer = pts(ctx.lm, MESH.lipsOuter);
  const inner = pts(ctx.lm, MESH.lipsInner);
  const w = dist(pt(ctx.lm, MESH.mouthRight), pt(ctx.lm, MESH.mouthLeft));
  const m = maskAround(outer, w * 0.15, ctx.work.width, ctx.work.height);
  fillPolygon(m, outer);
  const hole = maskAround(inner, w * 0.1, ctx.work.width, ctx.work.height);
  fillPolygon(hole, inner);
  featherMask(hole, Math.max(0.5, w * 0.008));
  featherMask(m, Math.max(0.6, w * 0.018 * feather), ctx.scratch);
  subtractInto(m, hole);
  return m;
}

export function lipStyleOpacity(style: string, finish: Finish | undefined): number {
  const s = style.toLowerCase();
  if (/sheer|balm|stain|tint|nude|natural/.test(s) || finish === 'natural') return 0.55;
  if (/bold|matte|velvet|liquid|classic|statement|opaque|red/.test(s)) return 0.92;
  return 0.82;
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
    lumaWeight: 0.85,
    chromaWeight: 0.95,
    texture: finish === 'matte' ? 0.45 : 0.7,
    finish,
    seed: 11,
  });
}

export function applyLipTint(ctx: RenderContext, color: Rgb, finish: Finish): void {
  const mask = lipsMask(ctx, 2.2);
  tintLab(ctx.work, mask, srgbToLab(color), {
    opacity: 0.55,
    lumaWeight: 0.3,
    chromaWeight: 0.65,
    texture: 1,
    finish,
    seed: 12,
  });
}

export function applyLipLiner(ctx: RenderContext, color: Rgb): void {
  const outer = pts(ctx.lm, MESH.lipsOuter);
  outer.push(outer[0]);
  const w = dist(pt(ctx.lm, MESH.mouthRight), pt(ctx.lm, MESH.mouthLeft));
  const m = maskAround(outer, w * 0.1, ctx.work.width, ctx.work.height);
  const width = Math.max(1.2, w * 0.035);
  strokePolyline(
    m,
    outer,
    outer.map(() => width),
  );
  featherMask(m, Math.max(0.5, w * 0.008));
  tintLab(ctx.work, m, srgbToLab(color), {
    opacity: 0.75,
    lumaWeight: 0.8,
    chromaWeight: 0.9,
    texture: 0.6,
    finish: 'matte',
  });
}
