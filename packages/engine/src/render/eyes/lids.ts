/**
 * The face mesh places the upper lid's arc from the face's shape, not from the eye itself: on a
 * wide-open eye or a turned head it can sit a few pixels low, on the iris, and a liner drawn
 * along it crosses the eye. The upper lash line is where the lid's skin above meets the dark
 * lashes: the arc is moved along the face's "up" (its corners fixed, its middle most) to the
 * offset where, on average over the arc, the photo is darkest relative to just above it.
 */
import type { RenderContext } from '../context';
import { fitOuterCorners } from './corners';
import { eyeWidth } from '../regions/face-regions';
import { pt } from '../../face/geometry';
import { MESH } from '../../face/landmarks';
import { sqrtLumAt as lumAt } from '../regions/photo-lum';
import {
  LID_SEARCH_DOWN,
  LID_SEARCH_UP,
  LID_SEARCH_STEP,
  LID_SKIN_ABOVE,
  LID_ROOT,
  LID_MOVE_PENALTY,
} from './params';

/** Moves each upper lid's arc onto the photo's lash line (updates ctx.lm). */
export function fitUpperLids(ctx: RenderContext): void {
  fitOuterCorners(ctx);
  const f = ctx.frame;
  const [ux, uy] = f.up;
  for (const side of ['right', 'left'] as const) {
    const idx = side === 'right' ? MESH.rightUpperLid : MESH.leftUpperLid;
    const ew = eyeWidth(ctx, side);
    if (ew < 8) continue;
    const lid = idx.map((k) => pt(ctx.lm, k));
    const n = lid.length;
    // the corners stay; the middle moves most
    const weight = lid.map((_, i) => Math.sin((Math.PI * i) / (n - 1)));
    const unit = f.unit;
    const above = LID_SKIN_ABOVE * unit;
    let best = 0;
    let bestScore = -Infinity;
    for (let t = -LID_SEARCH_DOWN * unit; t <= LID_SEARCH_UP * unit; t += LID_SEARCH_STEP) {
      let edge = 0;
      let sw = 0;
      for (let i = 1; i < n - 1; i++) {
        const k = t * weight[i];
        const x = lid[i][0] + ux * k;
        const y = lid[i][1] + uy * k;
        edge += weight[i] * (lumAt(ctx, x + ux * above, y + uy * above) - lumAt(ctx, x, y));
        sw += weight[i];
      }
      const score = edge / sw - (LID_MOVE_PENALTY * Math.abs(t)) / unit;
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
    // the edge is the lash fringe's top; its roots (the lid's margin, where a liner goes) lie a
    // little lower, where the fringe is densest and darkest
    const dark = (t: number): number => {
      let s = 0;
      let sw = 0;
      for (let i = 1; i < n - 1; i++) {
        const k = t * weight[i];
        s += weight[i] * lumAt(ctx, lid[i][0] + ux * k, lid[i][1] + uy * k);
        sw += weight[i];
      }
      return s / sw;
    };
    let root = best;
    let rootDark = dark(best);
    // (never below the mesh's own arc: on a small eye the iris under it is the darkest line)
    const deepest = Math.max(best - LID_ROOT * unit, Math.min(best, 0));
    for (let t = best - LID_SEARCH_STEP; t >= deepest; t -= LID_SEARCH_STEP) {
      const d = dark(t);
      if (d < rootDark) {
        rootDark = d;
        root = t;
      }
    }
    best = root;
    if (best === 0) continue;
    const lm = ctx.lm.map((p): [number, number, number] => [p[0], p[1], p[2]]);
    for (let i = 1; i < n - 1; i++) {
      const k = best * weight[i];
      lm[idx[i]][0] += ux * k;
      lm[idx[i]][1] += uy * k;
    }
    ctx.lm = lm;
  }
}
