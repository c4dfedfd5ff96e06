/** Full-resolution soft hair mask from the coarse grid, only over the cells that hold hair. */
import { gaussianBlur } from './blur';
import { createMask, type Mask } from './mask';
import type { HairGrid } from './hair-grow';

export function upsampleHairGrid(
  g: HairGrid,
  face: Mask,
  scratch: Float32Array,
  sigma: number,
  w: number,
  h: number,
  /** person gate at a work pixel (0 = background): applied after the blur so no hair
   * probability spreads onto the background */
  gate?: (x: number, y: number) => number,
): Mask {
  const { gw, gh, s, prob: grid } = g;
  let gx0 = gw;
  let gy0 = gh;
  let gx1 = -1;
  let gy1 = -1;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      if (grid[gy * gw + gx] <= 0.2) continue;
      if (gx < gx0) gx0 = gx;
      if (gx > gx1) gx1 = gx;
      if (gy < gy0) gy0 = gy;
      if (gy > gy1) gy1 = gy;
    }
  }
  if (gx1 < 0) {
    return createMask(1, 1);
  }
  const bx0 = Math.max(0, (gx0 - 2) * s);
  const by0 = Math.max(0, (gy0 - 2) * s);
  const bx1 = Math.min(w, (gx1 + 3) * s);
  const by1 = Math.min(h, (gy1 + 3) * s);
  const mask = createMask(bx1 - bx0, by1 - by0, bx0, by0);
  const mw = mask.width;
  const lo = 0.2;
  const span = 0.28;
  const prob = mask.data;
  for (let yy = 0; yy < mask.height; yy++) {
    const y = yy + by0;
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / s - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ty = fy - y0;
    for (let xx = 0; xx < mw; xx++) {
      const x = xx + bx0;
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / s - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(gw - 1, x0 + 1);
      const tx = fx - x0;
      const v =
        (grid[y0 * gw + x0] * (1 - tx) + grid[y0 * gw + x1] * tx) * (1 - ty) +
        (grid[y1 * gw + x0] * (1 - tx) + grid[y1 * gw + x1] * tx) * ty;
      const fxl = x - face.x0;
      const fyl = y - face.y0;
      // the feathered face mask is 0.5 on the face's edge: hair fades out just inside it, so
      // no band of undyed hair is left between the dye and the face
      const faceV =
        fxl >= 0 && fyl >= 0 && fxl < face.width && fyl < face.height
          ? Math.max(0, face.data[fyl * face.width + fxl] * 2 - 1)
          : 0;
      // the face mask is feathered: hair fades out over its edge
      prob[yy * mw + xx] =
        faceV >= 0.98 ? 0 : Math.min(1, Math.max(0, (v - lo) / span)) * (1 - faceV);
    }
  }
  gaussianBlur(prob, mw, mask.height, sigma, scratch);
  if (gate) {
    for (let yy = 0; yy < mask.height; yy++) {
      for (let xx = 0; xx < mw; xx++) {
        const k = yy * mw + xx;
        if (prob[k] > 0) prob[k] *= gate(xx + bx0, yy + by0);
      }
    }
  }
  return mask;
}
