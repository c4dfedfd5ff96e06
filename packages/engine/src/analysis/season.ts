import { chroma, type Lab } from '../image/color';
import type { HairColorInfo, Undertone } from './words';

export type Season = 'Spring' | 'Summer' | 'Autumn' | 'Winter';

export type ColorAnalysis = {
  season: string;
  dominantCharacteristic: string;
  undertone: string;
  analysisRationale: string;
  bestColors: { name: string }[];
  avoidColors: { name: string }[];
};

const palettes: Record<string, { best: string[]; avoid: string[] }> = {
  'Light Spring': {
    best: ['Peach', 'Coral', 'Warm ivory', 'Light aqua', 'Golden beige', 'Soft camel'],
    avoid: ['Black', 'Burgundy', 'Charcoal', 'Icy grey'],
  },
  'Warm Spring': {
    best: ['Coral', 'Golden yellow', 'Warm turquoise', 'Apricot', 'Camel', 'Grass green'],
    avoid: ['Icy pink', 'Black', 'Blue-grey', 'Fuchsia'],
  },
  'Bright Spring': {
    best: ['Bright coral', 'Poppy red', 'Turquoise', 'Clear aqua', 'Warm pink', 'Kelly green'],
    avoid: ['Dusty rose', 'Taupe', 'Muted olive', 'Mauve'],
  },
  'Light Summer': {
    best: ['Powder blue', 'Lavender', 'Soft rose', 'Dove grey', 'Mint', 'Periwinkle'],
    avoid: ['Orange', 'Black', 'Mustard', 'Rust'],
  },
  'Cool Summer': {
    best: ['Rose pink', 'Slate blue', 'Raspberry', 'Soft navy', 'Blue-grey', 'Cool mauve'],
    avoid: ['Orange', 'Camel', 'Olive', 'Gold'],
  },
  'Soft Summer': {
    best: ['Dusty rose', 'Sage', 'Soft teal', 'Mauve', 'Pewter', 'Soft plum'],
    avoid: ['Bright orange', 'Pure white', 'Neon pink', 'Black'],
  },
  'Soft Autumn': {
    best: ['Sage', 'Camel', 'Soft terracotta', 'Warm taupe', 'Moss', 'Salmon'],
    avoid: ['Icy blue', 'Fuchsia', 'Pure white', 'Black'],
  },
  'Warm Autumn': {
    best: ['Rust', 'Olive', 'Mustard', 'Terracotta', 'Pumpkin', 'Teal'],
    avoid: ['Icy pastels', 'Fuchsia', 'Cool grey', 'Royal blue'],
  },
  'Deep Autumn': {
    best: [
      'Chocolate brown',
      'Forest green',
      'Burnt orange',
      'Aubergine',
      'Deep teal',
      'Brick red',
    ],
    avoid: ['Pastel pink', 'Light grey', 'Baby blue', 'Icy white'],
  },
  'Deep Winter': {
    best: ['Black', 'Pure white', 'Emerald', 'Ruby red', 'Navy', 'Deep plum'],
    avoid: ['Camel', 'Orange', 'Beige', 'Dusty peach'],
  },
  'Cool Winter': {
    best: ['Royal blue', 'Fuchsia', 'Icy pink', 'Charcoal', 'Pure white', 'Emerald'],
    avoid: ['Orange', 'Mustard', 'Warm brown', 'Peach'],
  },
  'Bright Winter': {
    best: ['Cobalt', 'Hot pink', 'True red', 'Black', 'Icy lemon', 'Jade'],
    avoid: ['Muted olive', 'Dusty mauve', 'Camel', 'Rust'],
  },
};

/**
 * Seasonal colour analysis from undertone (warm/cool), value (light/deep) and contrast between
 * skin, hair and eyes, plus chroma (bright/soft).
 */
export function analyseColors(input: {
  skin: Lab;
  hair: Lab | null;
  hairInfo: HairColorInfo;
  iris: Lab | null;
  undertone: Undertone;
  greyscale: boolean;
}): ColorAnalysis & { key: string } {
  const { skin, hair, iris, undertone, greyscale, hairInfo } = input;
  const hairL = hair?.[0] ?? 30;
  const eyeL = iris?.[0] ?? 35;
  const contrast = Math.abs(skin[0] - Math.min(hairL, eyeL));
  const depth = (skin[0] + hairL) / 2;
  const sat = (chroma(skin) + (hair ? chroma(hair) : 0) + (iris ? chroma(iris) : 0)) / 3;
  const warm =
    undertone === 'warm' || undertone === 'olive' || (undertone === 'neutral' && hairInfo.warm);
  let season: Season;
  let sub: string;
  if (warm) {
    if (depth > 58 && contrast < 45) {
      season = 'Spring';
      sub = sat > 22 ? 'Bright' : depth > 64 ? 'Light' : 'Warm';
    } else {
      season = 'Autumn';
      sub = depth < 42 ? 'Deep' : sat < 16 ? 'Soft' : 'Warm';
    }
  } else if (contrast > 42 || depth < 40) {
    season = 'Winter';
    sub = depth < 38 ? 'Deep' : sat > 22 ? 'Bright' : 'Cool';
  } else {
    season = 'Summer';
    sub = depth > 62 ? 'Light' : sat < 14 ? 'Soft' : 'Cool';
  }
  const key = `${sub} ${season}`;
  const palette = palettes[key] ?? palettes['Cool Summer'] ?? { best: [], avoid: [] };
  const dominant: Record<string, string> = {
    Light: 'Light',
    Warm: 'Warm',
    Bright: 'Bright (clear)',
    Cool: 'Cool',
    Soft: 'Soft (muted)',
    Deep: 'Deep',
  };
  const contrastWord = contrast > 42 ? 'high' : contrast > 25 ? 'medium' : 'low';
  const rationale = [
    `${undertone[0]?.toUpperCase()}${undertone.slice(1)} skin undertone`,
    `${hairInfo.word} hair`,
    `${contrastWord} contrast between skin, hair and eyes`,
    sat > 20 ? 'clear, saturated colouring' : 'softly muted colouring',
  ].join(', ');
  return {
    key,
    season: key,
    dominantCharacteristic: dominant[sub] ?? sub,
    undertone:
      undertone === 'olive'
        ? 'Warm (olive)'
        : `${undertone[0]?.toUpperCase()}${undertone.slice(1)}`,
    analysisRationale: greyscale
      ? `${rationale}. The photo is black and white, so hue is estimated from lightness and contrast only.`
      : `${rationale} point to ${key}.`,
    bestColors: palette.best.map((name) => ({ name })),
    avoidColors: palette.avoid.map((name) => ({ name })),
  };
}
