/**
 * Where the hair meets the face (the hairline, the temples, strands beside the cheeks) the cut's
 * cells are coarser than the edge and the matte's soft edge runs on over the skin: dyed, that is
 * a band of colour across the forehead. Near the face and the hair's edge each pixel's alpha is
 * limited by where its colour lies on the line from the skin's colour to the hair's (a colour-line
 * matte), as far as the two colours are apart enough to tell. (Inside the hair a strand's shine
 * may be as light as skin: it is left alone.)
 */
import { linearToLab, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import { pts } from '../../face/geometry';
import { boxBlur } from '../../image/blur';
import type { HairCells } from './cells';
import { mean3, type HairModel } from './hair-model';
import { smoothstep } from './zones';
import type { Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { SEPARATION, RAMP, NEAR_FACE, FEATHER, EDGE_CELLS } from './params';

export function fadeOverSkin(
  ctx: RenderContext,
  mask: Mask,
  model: HairModel,
  cells: HairCells,
  labels: Uint8Array,
): void {
  if (model.samples.skin.length < 3 || model.samples.hair.length < 3) return;
  const S = mean3(model.samples.skin);
  const H = model.hairMean;
  const d: Lab = [H[0] - S[0], H[1] - S[1], H[2] - S[2]];
  const sep2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  const weight = smoothstep(SEPARATION[0], SEPARATION[1], Math.sqrt(sep2));
  if (weight <= 0) return;
  // near the face: inside an ellipse round the face's outline, feathered
  const f = ctx.frame;
  const oval = pts(ctx.lm, MESH.faceOval).map((p) => f.toFace(p));
  const uMin = Math.min(...oval.map((q) => q[0]));
  const uMax = Math.max(...oval.map((q) => q[0]));
  const vMin = Math.min(...oval.map((q) => q[1]));
  const vMax = Math.max(...oval.map((q) => q[1]));
  const cu = (uMin + uMax) / 2;
  const cv = (vMin + vMax) / 2;
  const ru = ((uMax - uMin) / 2) * NEAR_FACE[0];
  const rv = ((vMax - vMin) / 2) * NEAR_FACE[1];
  const fade = FEATHER / Math.min(ru, rv);
  // the face frame's axes per pixel (toFace without a point per call)
  const ux = Math.cos(f.roll) / f.unit;
  const uy = Math.sin(f.roll) / f.unit;
  const nearFace = (x: number, y: number): number => {
    const dx = x + 0.5 - f.origin[0];
    const dy = y + 0.5 - f.origin[1];
    const eu = (dx * ux + dy * uy - cu) / ru;
    const ev = (dy * ux - dx * uy - cv) / rv;
    return 1 - smoothstep(1 - fade, 1 + fade, Math.sqrt(eu * eu + ev * ev));
  };
  const { width: w, r, g, b } = ctx.work;
  // (the pixels the feathered ellipse reaches: the box of its bounding rectangle's corners)
  const reach = 1 + fade;
  const corners = [-1, 1].flatMap((a) =>
    [-1, 1].map((b) => f.toPx(cu + a * ru * reach, cv + b * rv * reach)),
  );
  const x0 = Math.max(mask.x0, Math.floor(Math.min(...corners.map((p) => p[0]))));
  const y0 = Math.max(mask.y0, Math.floor(Math.min(...corners.map((p) => p[1]))));
  const x1 = Math.min(mask.x0 + mask.width, Math.ceil(Math.max(...corners.map((p) => p[0]))) + 1);
  const y1 = Math.min(mask.y0 + mask.height, Math.ceil(Math.max(...corners.map((p) => p[1]))) + 1);
  // only near the hair's edge: inside, a strand's shine may be as light as skin
  const { gw, gh, s: cs } = cells;
  const bare = new Float32Array(gw * gh);
  for (let c = 0; c < bare.length; c++) bare[c] = labels[c] === 1 ? 0 : 1;
  boxBlur(bare, gw, gh, EDGE_CELLS);
  const lab: Lab = [0, 0, 0];
  for (let y = y0; y < y1; y++) {
    const row = Math.min(gh - 1, (y / cs) | 0) * gw;
    for (let x = x0; x < x1; x++) {
      const k = (y - mask.y0) * mask.width + x - mask.x0;
      // (easing in from the hair's inside, so the fade leaves no cell-sized steps)
      const edge = Math.min(1, 4 * bare[row + Math.min(gw - 1, (x / cs) | 0)]);
      if (mask.data[k] <= 0 || edge <= 0) continue;
      const near = nearFace(x, y);
      if (near <= 0) continue;
      const i = y * w + x;
      linearToLab(r[i], g[i], b[i], lab);
      const t = ((lab[0] - S[0]) * d[0] + (lab[1] - S[1]) * d[1] + (lab[2] - S[2]) * d[2]) / sep2;
      const a = smoothstep(RAMP[0], RAMP[1], t);
      mask.data[k] *= 1 - edge * near * weight * (1 - a);
    }
  }
}
