/**
 * The lightness of the hair beside the face (confident mask pixels between eye level and the
 * chin): the lengths' own hair, where the crown's samples may hold a white cap or a shine. A
 * pixel below the chin whose lightness lies within its band may be hair; one far outside it is
 * something the hair lies on (a frill, a chain, lace).
 */
import { linearToLab, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import type { Mask } from '../../image/mask';
import { MIN_IQR, PIXEL_LIGHT_BAND, SIDE_HAIR_ALPHA, SIDE_HAIR_MIN } from './params';

export type Spread = { median: number; iqr: number };

/** Median and interquartile range of CIELab L over that hair; null where there is too little. */
export function sideHairLightness(ctx: RenderContext, mask: Mask, chinV: number): Spread | null {
  const { work, frame: f } = ctx;
  const lab: Lab = [0, 0, 0];
  const L: number[] = [];
  for (let y = 0; y < mask.height; y += 2) {
    const wy = y + mask.y0;
    for (let x = 0, i = y * mask.width; x < mask.width; x += 2, i += 2) {
      if (mask.data[i] < SIDE_HAIR_ALPHA) continue;
      const wx = x + mask.x0;
      const v = f.toFace([wx + 0.5, wy + 0.5])[1];
      if (v < 0 || v > chinV) continue;
      const j = wy * work.width + wx;
      L.push(linearToLab(work.r[j], work.g[j], work.b[j], lab)[0]);
    }
  }
  if (L.length < SIDE_HAIR_MIN) return null;
  L.sort((a, b) => a - b);
  const q = (p: number): number => L[Math.floor(p * (L.length - 1))];
  return { median: q(0.5), iqr: q(0.75) - q(0.25) };
}

/** Whether a lightness lies within the band of that hair. */
export function inHairBand(L: number, s: Spread): boolean {
  return Math.abs(L - s.median) <= PIXEL_LIGHT_BAND * Math.max(MIN_IQR, s.iqr);
}
