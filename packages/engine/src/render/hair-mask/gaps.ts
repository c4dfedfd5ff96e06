/**
 * Gaps in the lengths below the chin: the matte follows the photo's edges, so the palest strands
 * of blonde lengths (as light as skin, faded over the neck by skin-edge.ts), and the skin between
 * strands, drop out of the mask as thin slits inside the hair. Left out, a hair colour leaves them
 * in the old colour, and a removal (which fills only the mask there) leaves them standing on the
 * filled dress or as seams across a filled chest.
 * A grey-level closing (a max filter, then a min filter, over a square a little wider than such
 * a slit, scaled with the face) fills slits narrower than the square and nothing past the
 * hair's outline but its tightest corners.
 */
import type { RenderContext } from '../context';
import type { Mask } from '../../image/mask';
import { linearToLab, type Lab } from '../../image/color';
import { inHairBand, type Spread } from './side-hair';
import { boxBlur } from '../../image/blur';
import { GAP_SOLID, GAP_WIDTH, SPECK_GAIN, SPECK_RADIUS, SURE_BELOW_CHIN } from './params';

/** Max (or min) over a window of ±r along rows (step 1) or columns (step w), into `out`. */
function extremum1D(
  src: Float32Array,
  out: Float32Array,
  w: number,
  h: number,
  r: number,
  alongRows: boolean,
  max: boolean,
): void {
  const len = alongRows ? w : h;
  const lines = alongRows ? h : w;
  const step = alongRows ? 1 : w;
  for (let l = 0; l < lines; l++) {
    const base = alongRows ? l * w : l;
    for (let k = 0; k < len; k++) {
      let v = src[base + k * step];
      const a = Math.max(0, k - r);
      const b = Math.min(len - 1, k + r);
      for (let t = a; t <= b; t++) {
        const s = src[base + t * step];
        if (max ? s > v : s < v) v = s;
      }
      out[base + k * step] = v;
    }
  }
}

/**
 * Closes the slits inside the hair below the chin (face-frame v of the chin: `chinV`) where the
 * pixel's lightness is the hair's (`lightness`, of the hair beside the face): a thin chain or a
 * lace edge beside the lengths is no slit in them.
 */
export function closeGapsBelowChin(
  ctx: RenderContext,
  mask: Mask,
  chinV: number,
  lightness: Spread,
): void {
  const { width: w, height: h } = mask;
  const r = Math.round(GAP_WIDTH * ctx.frame.unit);
  if (r < 1 || w === 0 || h === 0) return;
  const a = new Float32Array(w * h);
  const b = new Float32Array(w * h);
  extremum1D(mask.data, a, w, h, r, true, true);
  extremum1D(a, b, w, h, r, false, true);
  extremum1D(b, a, w, h, r, true, false);
  extremum1D(a, b, w, h, r, false, false);
  const { frame: f, work } = ctx;
  const lab: Lab = [0, 0, 0];
  for (let y = 0; y < h; y++) {
    for (let x = 0, i = y * w; x < w; x++, i++) {
      // (a slit inside the hair closes to nearly solid hair; a faint rise is the soft edge's
      // corner beside a lace edge or a trim, no slit)
      if (b[i] <= mask.data[i] || b[i] < GAP_SOLID) continue;
      const wx = x + mask.x0;
      const wy = y + mask.y0;
      if (f.toFace([wx + 0.5, wy + 0.5])[1] <= chinV + SURE_BELOW_CHIN) continue;
      const j = wy * work.width + wx;
      if (!inHairBand(linearToLab(work.r[j], work.g[j], work.b[j], lab)[0], lightness)) continue;
      mask.data[i] = b[i];
    }
  }
}

/**
 * Specks below the chin: the matte follows the photo's colours, so beside the lengths' ends the
 * light threads of lace or a trim as pale as blonde hair take a little alpha, pixel by pixel, in
 * cells the cut left bare — scattered specks a removal would fill and a dye would tint. A pixel
 * there keeps at most SPECK_GAIN times the mean of the mask around it (SPECK_RADIUS face widths):
 * solid hair and its edges keep their alpha, a speck with nothing around it loses it.
 */
export function dropSpecksBelowChin(ctx: RenderContext, mask: Mask, chinV: number): void {
  const { width: w, height: h } = mask;
  const r = Math.max(1, Math.round(SPECK_RADIUS * ctx.frame.unit));
  if (w === 0 || h === 0) return;
  const mean = Float32Array.from(mask.data);
  boxBlur(mean, w, h, r);
  const f = ctx.frame;
  for (let y = 0; y < h; y++) {
    for (let x = 0, i = y * w; x < w; x++, i++) {
      const cap = SPECK_GAIN * mean[i];
      if (mask.data[i] <= cap) continue;
      const wx = x + mask.x0;
      const wy = y + mask.y0;
      if (f.toFace([wx + 0.5, wy + 0.5])[1] <= chinV + SURE_BELOW_CHIN) continue;
      mask.data[i] = cap;
    }
  }
}
