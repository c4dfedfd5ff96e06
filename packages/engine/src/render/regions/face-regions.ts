/** Soft region masks built from the mesh: skin, eyes, brows, cheeks. */
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { centroid, dist, lerp, scaleAbout, type Point } from '../../image/point';
import { featherMask, fillPolygon, maskAround, subtractInto, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';

export function eyeWidth(ctx: RenderContext, side: 'right' | 'left'): number {
  return side === 'right'
    ? dist(pt(ctx.lm, MESH.rightEyeOuter), pt(ctx.lm, MESH.rightEyeInner))
    : dist(pt(ctx.lm, MESH.leftEyeOuter), pt(ctx.lm, MESH.leftEyeInner));
}

/** Hard-ish mask of a polygon scaled about its centre, feathered by sigma. */
export function polygonMask(ctx: RenderContext, poly: Point[], scale: number, sigma: number): Mask {
  const p = scale === 1 ? poly : scaleAbout(poly, centroid(poly), scale);
  const m = maskAround(p, sigma * 3 + 2, ctx.work.width, ctx.work.height);
  fillPolygon(m, p);
  if (sigma > 0.3) featherMask(m, sigma, ctx.scratch);
  return m;
}

export function browPolygon(ctx: RenderContext, side: 'right' | 'left', grow = 0): Point[] {
  const upper = pts(ctx.lm, side === 'right' ? MESH.rightBrowUpper : MESH.leftBrowUpper);
  const lower = pts(ctx.lm, side === 'right' ? MESH.rightBrowLower : MESH.leftBrowLower);
  if (grow !== 0)
    for (let i = 0; i < upper.length; i++) {
      // each edge moves away from the other by `grow` of the brow's thickness there
      const dx = (upper[i][0] - lower[i][0]) * grow;
      const dy = (upper[i][1] - lower[i][1]) * grow;
      upper[i] = [upper[i][0] + dx, upper[i][1] + dy];
      lower[i] = [lower[i][0] - dx, lower[i][1] - dy];
    }
  return [...upper, ...lower.reverse()];
}

/** The face-skin mask of each render, built once. */
const skins = new WeakMap<RenderContext, Mask>();

/** Face skin: the face oval minus eyes, brows, lips and nostrils, feathered. */
export function skinMask(ctx: RenderContext): Mask {
  const cached = skins.get(ctx);
  if (cached) return cached;
  const u = ctx.frame.unit;
  const oval = pts(ctx.lm, MESH.faceOval);
  const m = polygonMask(ctx, scaleAbout(oval, centroid(oval), 0.97), 1, u * 0.03);
  const holes: Mask[] = [
    polygonMask(ctx, pts(ctx.lm, MESH.rightEye), 1.35, u * 0.012),
    polygonMask(ctx, pts(ctx.lm, MESH.leftEye), 1.35, u * 0.012),
    polygonMask(ctx, browPolygon(ctx, 'right'), 1.15, u * 0.01),
    polygonMask(ctx, browPolygon(ctx, 'left'), 1.15, u * 0.01),
    polygonMask(ctx, pts(ctx.lm, MESH.lipsOuter), 1.04, u * 0.008),
  ];
  for (const h of holes) subtractInto(m, h);
  skins.set(ctx, m);
  return m;
}

/** Cheek apple centre for blush. */
export function cheekApple(ctx: RenderContext, side: 'right' | 'left'): Point {
  const c = pt(ctx.lm, side === 'right' ? MESH.rightCheek : MESH.leftCheek);
  const b = pt(ctx.lm, side === 'right' ? MESH.rightCheekbone : MESH.leftCheekbone);
  return lerp(c, b, 0.4);
}

/** Under-eye crescent for concealer. */
export function underEyePolygon(ctx: RenderContext, side: 'right' | 'left'): Point[] {
  const lower = pts(ctx.lm, side === 'right' ? MESH.rightLowerLid : MESH.leftLowerLid);
  const ew = eyeWidth(ctx, side);
  const [, vy] = [ctx.frame.toPx(0, 0), ctx.frame.toPx(0, 1)];
  const down: Point = [
    (vy[0] - ctx.frame.origin[0]) / ctx.frame.unit,
    (vy[1] - ctx.frame.origin[1]) / ctx.frame.unit,
  ];
  const n = lower.length;
  const top = lower.map((p): Point => [p[0] + down[0] * ew * 0.06, p[1] + down[1] * ew * 0.06]);
  const bottom = lower.map((p, i): Point => {
    const t = i / (n - 1);
    const depth = ew * (0.18 + 0.32 * Math.sin(Math.PI * t));
    return [p[0] + down[0] * depth, p[1] + down[1] * depth];
  });
  return [...top, ...bottom.reverse()];
}
