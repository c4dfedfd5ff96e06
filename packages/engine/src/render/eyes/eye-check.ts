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

/** The eye's outline is searched grown by this much about its centre. */
const GROW = 1.3;
/** The darkest tenth of it must reach below this share of the skin's √luminance. */
const DARK = 0.75;
/** Fewer pixels than this say nothing either way (the eye is then painted). */
const MIN_PIXELS = 6;

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
    GROW,
    0,
  );
  const inside: number[] = [];
  for (let y = 0; y < eye.height; y++)
    for (let x = 0; x < eye.width; x++)
      if (eye.data[y * eye.width + x] > 0.5)
        inside.push(sqrtLum(ctx, (y + eye.y0) * W + x + eye.x0));
  if (inside.length < MIN_PIXELS) return true;
  inside.sort((a, b) => a - b);
  // the skin's √luminance, from its CIELab lightness
  const skin = Math.sqrt(((ctx.skinTone[0] + 16) / 116) ** 3);
  return inside[Math.floor(inside.length / 10)] < DARK * skin;
}
