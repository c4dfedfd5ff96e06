/**
 * Custom style from a reference photo: its hair colour and approximate length and volume,
 * measured with the same hair mask the renderer uses on the user's photo.
 */
import type { PersonAnalysis, ScalpHairShape } from '@looklab/shared';
import type { RawImage } from '../../image/raw-image';
import { labToLinear, linearToSrgb, type Lab, type Rgb } from '../../image/color';
import { createContext } from '../context';
import { buildHairMask, buildHairModel } from '../hair-mask/hair-mask';
import { loadWork } from '../../image/work-image';
import { MEDIUM_LAYERED } from './params';

export type ReferenceInfo = {
  image: RawImage;
  /** the reference's detected person (landmarks needed); without it only the colour is used */
  person?: PersonAnalysis;
};

export type ReferenceStyle = { color: Rgb | null; shape: ScalpHairShape };

export function analyzeReference(ref: ReferenceInfo): ReferenceStyle {
  const shape = { ...MEDIUM_LAYERED };
  if (!ref.person || ref.person.landmarks.length < 468) {
    return { color: null, shape };
  }
  const work = loadWork(ref.image, {
    x: 0,
    y: 0,
    width: ref.image.width,
    height: ref.image.height,
  });
  const ctx = createContext(work, ref.person, [], []);
  const model = buildHairModel(ctx);
  if (!model.present)
    return { color: null, shape: { ...shape, shape: 'shaved', length: 0.05, volume: 0 } };
  const mask = buildHairMask(ctx, model);
  const f = ctx.frame;
  let bottom = -Infinity;
  let maxU = 0;
  let n = 0;
  for (let y = 0; y < mask.height; y += 2) {
    for (let x = 0; x < mask.width; x += 2) {
      if (mask.data[y * mask.width + x] < 0.6) continue;
      const [u, v] = f.toFace([x, y]);
      bottom = Math.max(bottom, v);
      maxU = Math.max(maxU, Math.abs(u));
      n++;
    }
  }
  const topV = f.toFace([ctx.lm[10][0], ctx.lm[10][1]])[1];
  const chinV = f.toFace([ctx.lm[152][0], ctx.lm[152][1]])[1];
  const faceH = Math.max(0.5, chinV - topV);
  const length = n > 50 ? Math.max(0.1, Math.min(3, (bottom - topV) / faceH)) : 0.5;
  const volume = Math.max(0, Math.min(1, (maxU - 0.55) / 0.35));
  const rgb: Lab = [0, 0, 0];
  labToLinear(model.hairMean[0], model.hairMean[1], model.hairMean[2], rgb);
  const color: Rgb = [linearToSrgb(rgb[0]), linearToSrgb(rgb[1]), linearToSrgb(rgb[2])];
  const kind: ScalpHairShape['shape'] =
    length < 0.3
      ? 'crop'
      : length < 0.8
        ? 'pixie'
        : length < 1.25
          ? 'bob'
          : length < 1.8
            ? 'layered'
            : 'straight';
  return { color, shape: { ...shape, shape: kind, length, volume } };
}
