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
  /**
   * the person's hair as the analysis judged it (analysis/reference-hair.ts): its colour (Lab)
   * and how far it reaches below the chin in face heights; the style takes both when given
   */
  hair?: { colour: Lab; reach: number } | null;
};

export type ReferenceStyle = { color: Rgb | null; shape: ScalpHairShape };

/** A shape's length counts from the forehead's top, one face height above the chin. */
const FOREHEAD_TO_CHIN = 1;

/** Lengths a reference gives, in face heights from the forehead's top. */
const clampLength = (length: number): number => Math.max(0.1, Math.min(3, length));

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
  const measured = n > 50 ? clampLength((bottom - topV) / faceH) : 0.5;
  const volume = Math.max(0, Math.min(1, (maxU - 0.55) / 0.35));
  // the analysis's judgement when given (the length its description names), else the mask's
  const judged = ref.hair;
  const length = judged ? clampLength(FOREHEAD_TO_CHIN + judged.reach) : measured;
  const colour = judged?.colour ?? model.hairMean;
  const rgb: Lab = [0, 0, 0];
  labToLinear(colour[0], colour[1], colour[2], rgb);
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
