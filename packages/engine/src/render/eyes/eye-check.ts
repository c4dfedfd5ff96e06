/**
 * On a small turned face the mesh can put an eye on the cheek below it; lashes and a liner
 * drawn there are black strokes on bare skin. An eye in the photo has dark in it (pupil, iris,
 * lash line): an eye whose outline holds nothing much darker than the face's skin is not
 * painted.
 */
import { luminance } from '../../image/color';
import type { RenderContext } from '../context';
import { polygonMask } from '../regions/face-regions';
import { pts } from '../../face/geometry';
import { MESH } from '../../face/landmarks';
import { EYE_CHECK_GROW, EYE_CHECK_DARK, EYE_CHECK_MIN_PIXELS } from './params';

function sqrtLum(ctx: RenderContext, i: number): number {
  const { r, g, b } = ctx.work;
  return Math.sqrt(luminance(r[i], g[i], b[i]));
}

/** Whether the mesh's eye on `side` lies on an eye in the photo. */
export function eyeInPhoto(ctx: RenderContext, side: 'right' | 'left'): boolean {
  if (!ctx.skinTone) return true;
  const W = ctx.work.width;
  const eye = polygonMask(
    ctx,
    pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye),
    EYE_CHECK_GROW,
    0,
  );
  const inside: number[] = [];
  for (let y = 0; y < eye.height; y++)
    for (let x = 0; x < eye.width; x++)
      if (eye.data[y * eye.width + x] > 0.5)
        inside.push(sqrtLum(ctx, (y + eye.y0) * W + x + eye.x0));
  if (inside.length < EYE_CHECK_MIN_PIXELS) return true;
  inside.sort((a, b) => a - b);
  // the skin's √luminance, from its CIELab lightness
  const skin = Math.sqrt(((ctx.skinTone[0] + 16) / 116) ** 3);
  return inside[Math.floor(inside.length / 10)] < EYE_CHECK_DARK * skin;
}
