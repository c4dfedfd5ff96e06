/**
 * Where the hair meets the face (the hairline, the temples, strands beside the cheeks) the cut's
 * cells are coarser than the edge and the matte's soft edge runs on over the skin: dyed, that is
 * a band of colour across the forehead. Near the face and the hair's edge each pixel's alpha is
 * limited by where its colour lies on the line from the skin's colour to the hair's (a colour-line
 * matte), as far as the two colours are apart enough to tell. (Inside the hair a strand's shine
 * may be as light as skin: it is left alone.)
 */
import { linearToLab, type Lab } from './color';
import type { RenderContext } from './context';
import { centroid, pts, scaleAbout } from './geometry';
import { boxBlur } from './blur';
import type { HairCells } from './hair-cells';
import type { HairModel } from './hair-model';
import { smoothstep } from './hair-zones';
import { featherMask, fillPolygon, maskAround, type Mask } from './mask';
import { MESH } from './mesh-regions';

/** CIELab distance between the skin and the hair below which colour cannot tell them apart. */
const SEPARATION = [12, 25] as const;
/** Place on the skin → hair line (0 = skin, 1 = hair) over which the alpha ramps up. */
const RAMP = [0.15, 0.55] as const;
/** The face's outline, scaled about its centre, bounds where the skin can be. */
const NEAR_FACE = [1.5, 1.7] as const;
/** Feather of that bound, in face widths. */
const FEATHER = 0.06;

function meanLab(samples: Float32Array): Lab {
  const out: Lab = [0, 0, 0];
  const n = samples.length / 3;
  for (let i = 0; i < samples.length; i += 3) {
    out[0] += samples[i] / n;
    out[1] += samples[i + 1] / n;
    out[2] += samples[i + 2] / n;
  }
  return out;
}

/** Cells from the hair's edge (in cells) where skin may still be inside the cut. */
const EDGE_CELLS = 3;

export function fadeOverSkin(
  ctx: RenderContext,
  mask: Mask,
  model: HairModel,
  cells: HairCells,
  labels: Uint8Array,
): void {
  if (model.samples.skin.length < 3 || model.samples.hair.length < 3) return;
  const S = meanLab(model.samples.skin);
  const H = meanLab(model.samples.hair);
  const d: Lab = [H[0] - S[0], H[1] - S[1], H[2] - S[2]];
  const sep2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  const weight = smoothstep(SEPARATION[0], SEPARATION[1], Math.sqrt(sep2));
  if (weight <= 0) return;
  const oval = pts(ctx.lm, MESH.faceOval);
  const near = scaleAbout(oval, centroid(oval), NEAR_FACE[0], NEAR_FACE[1]);
  const { width: w, height: h, r, g, b } = ctx.work;
  const sigma = FEATHER * ctx.frame.unit;
  const region = fillPolygon(maskAround(near, Math.ceil(3 * sigma) + 1, w, h), near);
  featherMask(region, sigma, ctx.scratch);
  const x0 = Math.max(mask.x0, region.x0);
  const y0 = Math.max(mask.y0, region.y0);
  const x1 = Math.min(mask.x0 + mask.width, region.x0 + region.width);
  const y1 = Math.min(mask.y0 + mask.height, region.y0 + region.height);
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
      const near = region.data[(y - region.y0) * region.width + x - region.x0];
      // (easing in from the hair's inside, so the fade leaves no cell-sized steps)
      const edge = Math.min(1, 4 * bare[row + Math.min(gw - 1, (x / cs) | 0)]);
      if (mask.data[k] <= 0 || near <= 0 || edge <= 0) continue;
      const i = y * w + x;
      linearToLab(r[i], g[i], b[i], lab);
      const t = ((lab[0] - S[0]) * d[0] + (lab[1] - S[1]) * d[1] + (lab[2] - S[2]) * d[2]) / sep2;
      const a = smoothstep(RAMP[0], RAMP[1], t);
      mask.data[k] *= 1 - edge * near * weight * (1 - a);
    }
  }
}
