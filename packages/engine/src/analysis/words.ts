import { chroma, hue, type Lab } from '../image/analysis-color';

export type Undertone = 'warm' | 'cool' | 'neutral' | 'olive';

export function skinToneWord(skin: Lab): string {
  const L = skin.L;
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
  if (h > 70 && chroma(skin) < 22 && skin.a < 9) return 'olive';
  if (h >= 60) return 'warm';
  if (h < 47) return 'cool';
  return 'neutral';
}

export function eyeColorWord(iris: Lab | null, greyscale: boolean): string {
  if (!iris) return 'Not visible';
  if (greyscale)
    return iris.L < 35 ? 'Dark (black-and-white photo)' : 'Light (black-and-white photo)';
  const c = chroma(iris);
  const h = hue(iris);
  if (c >= 4 && h > 180 && h < 330) {
    if (c < 10) return 'Blue-grey';
    return iris.L > 42 ? 'Blue' : 'Dark blue';
  }
  if (iris.L < 24) return 'Dark brown';
  if (c < 7) return iris.L > 50 ? 'Grey' : 'Dark brown';
  if (h > 95 && h <= 170) return 'Green';
  if (h > 75) return 'Hazel';
  if (iris.L > 45) return 'Light brown';
  return 'Brown';
}

export type HairColorInfo = { word: string; light: boolean; warm: boolean; grey: boolean };

export function hairColorInfo(hair: Lab | null, greyscale: boolean, age = 40): HairColorInfo {
  if (!hair) return { word: 'dark', light: false, warm: false, grey: false };
  const c = chroma(hair);
  const h = hue(hair);
  if (greyscale) {
    if (hair.L > 70) return { word: 'white', light: true, warm: false, grey: true };
    if (hair.L > 52) return { word: 'grey', light: true, warm: false, grey: true };
    if (hair.L > 35) return { word: 'medium-toned', light: false, warm: false, grey: false };
    return { word: 'dark', light: false, warm: false, grey: false };
  }
  if (c < 8 && hair.L > 60) {
    if (age < 45) return { word: 'platinum blonde', light: true, warm: false, grey: false };
    return { word: hair.L > 75 ? 'white' : 'silver-grey', light: true, warm: false, grey: true };
  }
  if (hair.L < 22) return { word: 'black', light: false, warm: false, grey: false };
  if (c > 22 && h < 55 && hair.L < 60)
    return { word: 'auburn', light: false, warm: true, grey: false };
  if (c > 28 && h < 60) return { word: 'copper red', light: true, warm: true, grey: false };
  if (hair.L > 68 && h > 60) return { word: 'blonde', light: true, warm: h < 85, grey: false };
  if (hair.L > 56)
    return { word: h > 60 ? 'dark blonde' : 'light brown', light: true, warm: true, grey: false };
  if (hair.L > 38) return { word: 'brown', light: false, warm: h < 70, grey: false };
  return { word: 'dark brown', light: false, warm: h < 65, grey: false };
}

export function browColorWord(brows: Lab, greyscale: boolean): string {
  if (greyscale) return brows.L < 40 ? 'Dark' : 'Light';
  if (brows.L < 28) return 'Soft black';
  if (brows.L < 40) return 'Dark brown';
  if (brows.L < 52) return chroma(brows) > 16 ? 'Warm brown' : 'Ash brown';
  if (brows.L < 64) return 'Light brown';
  return 'Blonde';
}

export function lipPigmentWord(lips: Lab, skin: Lab, greyscale: boolean): string {
  if (greyscale)
    return lips.L < skin.L - 8
      ? 'Darker than the skin (black-and-white photo)'
      : 'Close to the skin tone';
  const da = lips.a - skin.a;
  if (da > 14) return 'Deeply pigmented rosy-red';
  if (da > 7) return 'Natural rosy pink';
  if (lips.L < skin.L - 12) return 'Deep, brownish';
  return 'Soft nude, close to the skin tone';
}

export function capitalize(s: string): string {
  return s ? s[0]?.toUpperCase() + s.slice(1) : s;
}
