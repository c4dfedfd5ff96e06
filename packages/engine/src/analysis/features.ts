import { chroma, type Lab } from '../image/color';
import type { Appearance } from './appearance';
import type { FaceMetrics } from './geometry';
import type { HairColorInfo } from './words';

/** Visible features worth naming (sunglasses first: the renderer and UI key on it). */
export function prominentFeatures(
  a: Appearance,
  m: FaceMetrics,
  hairInfo: HairColorInfo,
  gender: 'female' | 'male',
): string[] {
  const out: string[] = [];
  if (a.sunglasses) out.push('sunglasses');
  if (m.lipFullness > 0.42) out.push('full lips');
  if (m.browArch > 0.14) out.push('high-arched eyebrows');
  if (m.jawRatio > 0.84) out.push('strong jawline');
  if (m.jawRatio < 0.76) out.push('high cheekbones');
  if (m.eyeAspect > 0.36) out.push('large, round eyes');
  if (hairInfo.grey) out.push(`${hairInfo.word} hair`);
  if (a.hairLength === 'long' && gender === 'female') out.push('long hair');
  if (a.browContrast > 35) out.push('defined dark brows');
  if (m.mouthOpen > 0.12) out.push('open smile');
  if (out.length === 0) out.push('balanced, symmetrical features');
  return out;
}

export function dentalFeatures(a: Appearance, m: FaceMetrics, greyscale: boolean): string[] {
  if (!a.teeth) {
    return [
      m.mouthOpen > 0.05
        ? 'Lips slightly parted; teeth are barely visible'
        : 'Mouth closed; teeth are not visible',
    ];
  }
  const t: Lab = a.teeth;
  const out = ['Teeth visible in the smile'];
  if (greyscale) return [...out, 'Shade cannot be judged in a black-and-white photo'];
  if (t[2] > 18) out.push('Noticeable yellow tint on the teeth');
  else if (t[2] > 11) out.push('Slightly warm (ivory) tooth shade');
  else out.push('Bright, fairly white tooth shade');
  if (m.mouthOpen > 0.2) out.push('Broad smile showing the upper arch');
  return out;
}

export function cosmeticFeatures(
  a: Appearance,
  m: FaceMetrics,
  age: number,
  gender: 'female' | 'male',
): string[] {
  const out: string[] = [];
  if (a.skinSpread < 4) out.push('Even, smooth skin texture');
  else if (a.skinSpread > 8) out.push('Visible variation in skin tone and texture');
  else out.push('Mostly even skin with natural texture');
  if (!a.greyscale && chroma(a.skin) > 22 && a.skin[1] > 14) out.push('Some redness on the cheeks');
  if (m.lipFullness < 0.3) out.push('Thin lips');
  if (m.browArch < 0.06) out.push('Flat, low brows');
  if (age >= 40) out.push('Fine lines around the eyes and forehead are likely at this age');
  if (age >= 50) out.push('Some loss of volume in the mid-face');
  if (gender === 'male' && a.foreheadSkinFraction > 0.5) out.push('Receding or thinning hairline');
  if (m.noseWidthRatio > 0.3) out.push('Broad nasal base');
  return out;
}
