/**
 * Variants of a fixture photo the harm tests make (a crop, a horizontal flip, a relit copy), with
 * the same change applied to boxes marked on the original, so a test holds beyond the photos it
 * was written on.
 */
import type { RawImage } from '../src/image/raw-image';
import { cropImage } from '../src/image/raw-image';
import type { Region } from '../src/image/metrics';

export type Variant = 'original' | 'flip' | 'crop' | 'relit';
export const VARIANTS: readonly Variant[] = ['original', 'flip', 'crop', 'relit'];

/** The share of the width and height cut off the left and top by the crop variant. */
const CROP_CUT = 0.1;

function flip(img: RawImage): RawImage {
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const s = (y * img.width + x) * 4;
      const d = (y * img.width + img.width - 1 - x) * 4;
      for (let c = 0; c < 4; c++) out[d + c] = img.data[s + c];
    }
  }
  return { ...img, data: out };
}

/** Darker and warmer, with a steeper tone curve: as under a tungsten lamp. */
function relight(img: RawImage): RawImage {
  const gain = [1.0, 0.86, 0.68];
  const lut = gain.map((g) =>
    Uint8Array.from({ length: 256 }, (_, v) => Math.round(255 * g * Math.pow(v / 255, 1.3))),
  );
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i += 4) {
    for (let c = 0; c < 3; c++) out[i + c] = lut[c][img.data[i + c]];
    out[i + 3] = img.data[i + 3];
  }
  return { ...img, data: out };
}

export type Variation = {
  image: RawImage;
  /** a box of the original in the variant's pixels; null when the variant cut it off */
  box: (b: Region) => Region | null;
};

export function vary(img: RawImage, v: Variant): Variation {
  if (v === 'flip') {
    return { image: flip(img), box: (b) => ({ ...b, x: img.width - b.x - b.width }) };
  }
  if (v === 'crop') {
    const dx = Math.round(img.width * CROP_CUT);
    const dy = Math.round(img.height * CROP_CUT);
    const image = cropImage(img, dx, dy, img.width - dx, img.height - dy);
    return {
      image,
      box: (b) => (b.x < dx || b.y < dy ? null : { ...b, x: b.x - dx, y: b.y - dy }),
    };
  }
  if (v === 'relit') return { image: relight(img), box: (b) => b };
  return { image: img, box: (b) => b };
}
