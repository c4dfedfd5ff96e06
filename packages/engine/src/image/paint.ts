/**
 * Colour operations that keep texture: they move a region's colour toward a target in CIE Lab
 * while preserving each pixel's deviation from the region's mean lightness (pores, lip lines,
 * strands), then blend by the mask.
 */
import { labToLinear, linearToLab, type Lab } from './color';
import type { Mask } from './mask';
import type { WorkImage } from './work-image';

export type Finish = 'matte' | 'satin' | 'gloss' | 'shimmer' | 'metallic' | 'dewy' | 'natural';

export type TintOptions = {
  /** overall strength 0..1 */
  opacity: number;
  /** how far lightness moves toward the target (0 keep, 1 replace the mean) */
  lumaWeight: number;
  /** how far a*,b* move toward the target */
  chromaWeight: number;
  /** gain on each pixel's deviation from the mean lightness (1 keeps full texture) */
  texture: number;
  finish?: Finish;
  /** seed for shimmer sparkle placement */
  seed?: number;
};

/** Regions up to this many pixels are averaged over every pixel. */
const MEAN_FULL_AREA = 16384;

/** Weighted mean Lab of the work image under the mask. */
export function meanLab(work: WorkImage, mask: Mask, minAlpha = 0.5): Lab {
  const lab: Lab = [0, 0, 0];
  let sl = 0;
  let sa = 0;
  let sb = 0;
  let sw = 0;
  // a large region's mean is as well measured on every other pixel of every other row
  const step = mask.width * mask.height > MEAN_FULL_AREA ? 2 : 1;
  for (let y = 0; y < mask.height; y += step) {
    const wy = y + mask.y0;
    if (wy < 0 || wy >= work.height) continue;
    for (let x = 0; x < mask.width; x += step) {
      const a = mask.data[y * mask.width + x];
      if (a < minAlpha) continue;
      const wx = x + mask.x0;
      if (wx < 0 || wx >= work.width) continue;
      const i = wy * work.width + wx;
      linearToLab(work.r[i], work.g[i], work.b[i], lab);
      sl += lab[0] * a;
      sa += lab[1] * a;
      sb += lab[2] * a;
      sw += a;
    }
  }
  if (sw === 0) return [50, 0, 0];
  return [sl / sw, sa / sw, sb / sw];
}

/** Cheap deterministic hash noise in [0,1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Applies a texture-keeping Lab tint under the mask. */
export function tintLab(work: WorkImage, mask: Mask, target: Lab, o: TintOptions): void {
  const mean = meanLab(work, mask, 0.3);
  const lab: Lab = [0, 0, 0];
  const rgb: Lab = [0, 0, 0];
  const finish = o.finish ?? 'satin';
  const seed = o.seed ?? 7;
  for (let y = 0; y < mask.height; y++) {
    const wy = y + mask.y0;
    if (wy < 0 || wy >= work.height) continue;
    for (let x = 0; x < mask.width; x++) {
      const m = mask.data[y * mask.width + x];
      if (m <= 0.002) continue;
      const wx = x + mask.x0;
      if (wx < 0 || wx >= work.width) continue;
      const i = wy * work.width + wx;
      const r0 = work.r[i];
      const g0 = work.g[i];
      const b0 = work.b[i];
      linearToLab(r0, g0, b0, lab);
      let dev = lab[0] - mean[0];
      if (finish === 'matte' && dev > 0) dev *= 0.35;
      let L = lab[0] + (target[0] + dev * o.texture - lab[0]) * o.lumaWeight;
      const A = lab[1] + (target[1] - lab[1]) * o.chromaWeight;
      const B = lab[2] + (target[2] - lab[2]) * o.chromaWeight;
      if (finish === 'gloss' || finish === 'dewy' || finish === 'metallic') {
        // specular: brighten what was already brighter than the mean
        const k = finish === 'gloss' ? 1.6 : finish === 'metallic' ? 1.3 : 0.8;
        if (dev > 2) L += (dev - 2) * k * m;
      }
      if (finish === 'shimmer' || finish === 'metallic') {
        const n = hash2(wx + work.x0, wy + work.y0, seed);
        if (n > 0.93) L += (n - 0.93) * 250 * m;
      }
      labToLinear(Math.max(0, Math.min(100, L)), A, B, rgb);
      const a = Math.min(1, m * o.opacity);
      work.r[i] = r0 + (Math.max(0, rgb[0]) - r0) * a;
      work.g[i] = g0 + (Math.max(0, rgb[1]) - g0) * a;
      work.b[i] = b0 + (Math.max(0, rgb[2]) - b0) * a;
    }
  }
}

/** Multiplies lightness under the mask (k < 1 darkens) keeping hue; used for liner, lashes. */
export function paintColor(work: WorkImage, mask: Mask, target: Lab, opacity: number): void {
  const rgb: Lab = [0, 0, 0];
  labToLinear(target[0], target[1], target[2], rgb);
  const tr = Math.max(0, rgb[0]);
  const tg = Math.max(0, rgb[1]);
  const tb = Math.max(0, rgb[2]);
  for (let y = 0; y < mask.height; y++) {
    const wy = y + mask.y0;
    if (wy < 0 || wy >= work.height) continue;
    for (let x = 0; x < mask.width; x++) {
      const m = mask.data[y * mask.width + x];
      if (m <= 0.002) continue;
      const wx = x + mask.x0;
      if (wx < 0 || wx >= work.width) continue;
      const i = wy * work.width + wx;
      const a = Math.min(1, m * opacity);
      work.r[i] = work.r[i] + (tr - work.r[i]) * a;
      work.g[i] = work.g[i] + (tg - work.g[i]) * a;
      work.b[i] = work.b[i] + (tb - work.b[i]) * a;
    }
  }
}
