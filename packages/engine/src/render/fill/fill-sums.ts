/** Half-resolution weighted sums of a fill's known pixels, and the smooth fills made from them. */
import { boxBlur } from '../../image/blur';
import { pushPull } from './inpaint';

/** Colour planes at half resolution. */
export type Half = { hw: number; hh: number; c: Float32Array[] };

/** Weighted sums at half resolution: colour × weight per channel, and the weight. */
export type Sums = { c: Float32Array[]; k: Float32Array };

/** The mean colour of the known pixels within r (half-res pixels) of each one. */
export function localMean(s: Sums, hw: number, hh: number, r: number): Half {
  const tmp = new Float32Array(hw * hh);
  const kb = Float32Array.from(s.k);
  boxBlur(kb, hw, hh, r, tmp);
  const low: Half = { hw, hh, c: [] };
  for (let c = 0; c < 3; c++) {
    const p = Float32Array.from(s.c[c]);
    boxBlur(p, hw, hh, r, tmp);
    for (let j = 0; j < p.length; j++) p[j] = kb[j] > 1e-4 ? p[j] / kb[j] : 0;
    low.c.push(p);
  }
  return low;
}

/** The smooth fill (half resolution) from the weighted sums. */
export function smoothFill(s: Sums, hw: number, hh: number): Float32Array[] {
  const planes = s.c.map((p) => new Float32Array(p.length));
  const wt = new Float32Array(hw * hh);
  for (let j = 0; j < wt.length; j++) {
    const k = s.k[j];
    if (k <= 1e-6) continue;
    for (let c = 0; c < 3; c++) planes[c][j] = s.c[c][j] / k;
    wt[j] = Math.min(1, k / 4);
  }
  pushPull(planes, wt, hw, hh);
  return planes;
}
