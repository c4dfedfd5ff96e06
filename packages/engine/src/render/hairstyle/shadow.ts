/**
 * The shadow new hair casts on the face: a soft darkening of the skin just inside the hair's
 * edge (stronger under a fringe, falling slightly downward as from a light above), never over
 * the eyes.
 */
import type { RenderContext } from '../context';
import { polygonMask } from '../regions/face-regions';
import { pts } from '../../face/geometry';
import { createMask, featherMask, maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';

export function castHairShadow(
  ctx: RenderContext,
  hair: Mask,
  fringe: Mask | null,
  face: Mask,
  strength = 0.32,
): void {
  const u = ctx.frame.unit;
  const s = createMask(face.width, face.height, face.x0, face.y0);
  const drop = Math.round(u * 0.012);
  for (let y = 0; y < s.height; y++)
    for (let x = 0; x < s.width; x++) {
      const wx = x + s.x0;
      const wy = y + s.y0 - drop;
      s.data[y * s.width + x] = Math.max(maskAt(hair, wx, wy), fringe ? maskAt(fringe, wx, wy) : 0);
    }
  featherMask(s, Math.max(1, u * 0.022), ctx.scratch);
  const eyes = [MESH.rightEye, MESH.leftEye].map((e) =>
    polygonMask(ctx, pts(ctx.lm, e), 1.6, u * 0.01),
  );
  const W = ctx.work.width;
  for (let y = 0; y < s.height; y++)
    for (let x = 0; x < s.width; x++) {
      const wx = x + s.x0;
      const wy = y + s.y0;
      const f = face.data[y * face.width + x];
      if (f <= 0.02) continue;
      let k = s.data[y * s.width + x] * f * strength;
      if (k < 0.004) continue;
      for (const e of eyes) k *= 1 - Math.min(1, maskAt(e, wx, wy) * 1.5);
      if (k <= 0) continue;
      const j = wy * W + wx;
      ctx.work.r[j] *= 1 - k;
      ctx.work.g[j] *= 1 - k * 1.04;
      ctx.work.b[j] *= 1 - k * 1.08;
    }
}
