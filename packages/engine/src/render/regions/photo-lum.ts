/** Brightness of the photo as it is now, sampled for fitting the mesh to edges in it. */
import { luminance } from '../../image/color';
import type { RenderContext } from '../context';

/** √luminance at (x, y), the mean of a 3×3 neighbourhood (work coordinates, clamped). */
export function sqrtLumAt(ctx: RenderContext, x: number, y: number): number {
  const { width: w, height: h, r, g, b } = ctx.work;
  const cx = Math.round(x);
  const cy = Math.round(y);
  let s = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const yy = Math.max(0, Math.min(h - 1, cy + dy));
    for (let dx = -1; dx <= 1; dx++) {
      const i = yy * w + Math.max(0, Math.min(w - 1, cx + dx));
      s += Math.sqrt(luminance(r[i], g[i], b[i]));
    }
  }
  return s / 9;
}
