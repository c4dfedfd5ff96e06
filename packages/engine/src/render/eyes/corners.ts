/**
 * The face mesh's eye can end short of the photo's: on a wide-open eye its outer corner sits
 * inside the white, and a liner's wing or the lash line starting there runs over the eye. The
 * white is the one near-grey bright thing by the eye: each outer corner moves out along the
 * eye's axis as long as a short segment across the axis still holds white.
 */
import { linearToLab, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import { eyeWidth, skinMask } from '../regions/face-regions';
import { pt } from '../../face/geometry';
import { MESH } from '../../face/landmarks';
import { meanLab } from '../../image/paint';
import {
  CORNER_MAX_MOVE,
  CORNER_ACROSS,
  CORNER_GAP,
  WHITE_CHROMA,
  WHITE_LIGHT,
  MIN_WHITE,
} from './params';

/** Moves each eye's outer corner out to the end of the photo's white (updates ctx.lm). */
export function fitOuterCorners(ctx: RenderContext): void {
  const skin = meanLab(ctx.work, skinMask(ctx));
  const maxC = Math.max(6, WHITE_CHROMA * Math.hypot(skin[1], skin[2]));
  const minL = Math.max(35, WHITE_LIGHT * skin[0]);
  const { r, g, b, width: W, height: H } = ctx.work;
  const lab: Lab = [0, 0, 0];
  const white = (x: number, y: number): boolean => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= W || yi >= H) return false;
    const i = yi * W + xi;
    linearToLab(r[i], g[i], b[i], lab);
    return lab[0] > minL && Math.hypot(lab[1], lab[2]) < maxC;
  };
  let lm: [number, number, number][] | null = null;
  for (const side of ['right', 'left'] as const) {
    const ew = eyeWidth(ctx, side);
    if (ew < 12) continue;
    const oi = side === 'right' ? MESH.rightEyeOuter : MESH.leftEyeOuter;
    const outer = pt(ctx.lm, oi);
    const inner = pt(ctx.lm, side === 'right' ? MESH.rightEyeInner : MESH.leftEyeInner);
    const ax = (outer[0] - inner[0]) / ew;
    const ay = (outer[1] - inner[1]) / ew;
    const half = Math.max(1, CORNER_ACROSS * ew);
    let last = 0;
    for (let s = 0; s <= CORNER_MAX_MOVE * ew; s += 0.5) {
      if (s - last > CORNER_GAP * ew) break;
      let n = 0;
      for (let t = -half; t <= half && n < MIN_WHITE; t += 0.5)
        if (white(outer[0] + ax * s - ay * t, outer[1] + ay * s + ax * t)) n++;
      if (n >= MIN_WHITE) last = s;
    }
    if (last < 1) continue;
    lm ??= ctx.lm.map((p): [number, number, number] => [p[0], p[1], p[2]]);
    lm[oi][0] += ax * (last + 0.5);
    lm[oi][1] += ay * (last + 0.5);
  }
  if (lm) ctx.lm = lm;
}
