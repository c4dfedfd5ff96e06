import { chroma, hue, type Lab } from '../image/color';
import { shadeWord } from './hair-shades';

export type Undertone = 'warm' | 'cool' | 'neutral' | 'olive';

export function skinToneWord(skin: Lab): string {
  const L = skin[0];
  if (L > 78) return 'Fair';
  if (L > 70) return 'Light';
  if (L > 62) return 'Light-medium';
  if (L > 54) return 'Medium';
  if (L > 45) return 'Tan';
  if (L > 35) return 'Deep';
  return 'Rich deep';
}

/** Undertone from the skin's hue angle: yellow-leaning = warm, pink-leaning = cool. */
export function undertoneOf(skin: Lab, greyscale: boolean): Undertone {
  if (greyscale || chroma(skin) < 6) return 'neutral';
  const h = hue(skin);
  if (h > 70 && chroma(skin) < 22 && skin[1] < 9) return 'olive';
  if (h >= 60) return 'warm';
  if (h < 47) return 'cool';
  return 'neutral';
}

export function eyeColorWord(iris: Lab | null, greyscale: boolean): string {
  if (!iris) return 'Not visible';
  if (greyscale)
    return iris[0] < 35 ? 'Dark (black-and-white photo)' : 'Light (black-and-white photo)';
  const c = chroma(iris);
  const h = hue(iris);
  if (c >= 4 && h > 180 && h < 330) {
    if (c < 10) return 'Blue-grey';
    return iris[0] > 42 ? 'Blue' : 'Dark blue';
  }
  if (iris[0] < 24) return 'Dark brown';
  if (c < 7) return iris[0] > 50 ? 'Grey' : 'Dark brown';
  if (h > 95 && h <= 170) return 'Green';
  if (h > 75) return 'Hazel';
  if (iris[0] > 45) return 'Light brown';
  return 'Brown';
}

export type HairColorInfo = { word: string; light: boolean; warm: boolean; grey: boolean };

/**
 * Hair colour: grey and white by lightness and age, black-and-white photos by lightness; any
 * other colour is named as the catalogue's nearest natural shade (hair-shades.ts). Whether it
 * reads light and warm (for the colour season) goes by lightness, chroma and hue.
 */
export function hairColorInfo(hair: Lab | null, greyscale: boolean, age = 40): HairColorInfo {
  const tone = hairTone(hair, greyscale, age);
  if (!hair || greyscale || tone.grey) return tone;
  return { ...tone, word: shadeWord(hair) };
}

function hairTone(hair: Lab | null, greyscale: boolean, age = 40): HairColorInfo {
  if (!hair) return { word: 'dark', light: false, warm: false, grey: false };
  const c = chroma(hair);
  const h = hue(hair);
  if (greyscale) {
    if (hair[0] > 70) return { word: 'white', light: true, warm: false, grey: true };
    if (hair[0] > 52) return { word: 'grey', light: true, warm: false, grey: true };
    if (hair[0] > 35) return { word: 'medium-toned', light: false, warm: false, grey: false };
    return { word: 'dark', light: false, warm: false, grey: false };
  }
  if (c < 8 && hair[0] > 60) {
    if (age < 45) return { word: 'platinum blonde', light: true, warm: false, grey: false };
    return { word: hair[0] > 75 ? 'white' : 'silver-grey', light: true, warm: false, grey: true };
  }
  if (hair[0] < 22) return { word: 'black', light: false, warm: false, grey: false };
  if (c > 22 && h < 55 && hair[0] < 60)
    return { word: 'auburn', light: false, warm: true, grey: false };
  if (c > 28 && h < 60) return { word: 'copper red', light: true, warm: true, grey: false };
  if (hair[0] > 68 && h > 60) return { word: 'blonde', light: true, warm: h < 85, grey: false };
  if (hair[0] > 56)
    return { word: h > 60 ? 'dark blonde' : 'light brown', light: true, warm: true, grey: false };
  if (hair[0] > 38) return { word: 'brown', light: false, warm: h < 70, grey: false };
  return { word: 'dark brown', light: false, warm: h < 65, grey: false };
}

export function browColorWord(brows: Lab, greyscale: boolean): string {
  if (greyscale) return brows[0] < 40 ? 'Dark' : 'Light';
  if (brows[0] < 28) return 'Soft black';
  if (brows[0] < 40) return 'Dark brown';
  if (brows[0] < 52) return chroma(brows) > 16 ? 'Warm brown' : 'Ash brown';
  if (brows[0] < 64) return 'Light brown';
  return 'Blonde';
}

export function lipPigmentWord(lips: Lab, skin: Lab, greyscale: boolean): string {
  if (greyscale)
    return lips[0] < skin[0] - 8
      ? 'Darker than the skin (black-and-white photo)'
      : 'Close to the skin tone';
  const da = lips[1] - skin[1];
  if (da > 14) return 'Deeply pigmented rosy-red';
  if (da > 7) return 'Natural rosy pink';
  if (lips[0] < skin[0] - 12) return 'Deep, brownish';
  return 'Soft nude, close to the skin tone';
}

export function capitalize(s: string): string {
  return s ? s[0]?.toUpperCase() + s.slice(1) : s;
}
