import type { CatalogueItem, HairDye, MoodTag } from './catalogue-item.schema';
import type { MembershipLevel } from '../membership/membership';
import { hairLockSvg, hairVariantSvg, type HairVariantLook } from '../icons/swatch-icons';
import { el, n, svgDoc } from '../icons/svg';
import { makeItem, noneItem } from './define-item';

interface HairColorSeed {
  name: string;
  hex: string;
  group: 'Black' | 'Brown' | 'Blonde' | 'Red' | 'Grey' | 'Fantasy' | 'Avant-Garde';
  description: string;
  moods: MoodTag[];
  level?: MembershipLevel;
  isAvantGarde?: boolean;
}

const seeds: readonly HairColorSeed[] = [
  {
    name: 'Jet Black',
    hex: '#0b0b0d',
    group: 'Black',
    description: 'Deep blue-black with high shine; dramatic against fair or cool skin.',
    moods: ['bold', 'classic'],
  },
  {
    name: 'Natural Black',
    hex: '#1c1714',
    group: 'Black',
    description: 'Soft, warm black that looks like virgin hair; rich without being harsh.',
    moods: ['natural', 'classic'],
  },
  {
    name: 'Soft Black',
    hex: '#2b2420',
    group: 'Black',
    description: 'Black diluted with brown for a gentler frame around the face.',
    moods: ['natural', 'minimal'],
  },
  {
    name: 'Espresso',
    hex: '#3b2a21',
    group: 'Brown',
    description: 'The darkest brown, like fresh coffee; glossy and sophisticated.',
    moods: ['classic', 'polished'],
  },
  {
    name: 'Dark Brown',
    hex: '#4a3426',
    group: 'Brown',
    description: 'Deep neutral brown; the most natural-looking shade for dark hair.',
    moods: ['natural', 'classic'],
  },
  {
    name: 'Chocolate Brown',
    hex: '#5a3a28',
    group: 'Brown',
    description: 'Rich brown with warm cocoa reflections; adds depth and shine.',
    moods: ['romantic', 'natural'],
  },
  {
    name: 'Medium Brown',
    hex: '#6b4a35',
    group: 'Brown',
    description: 'A balanced mid-tone brown, neither warm nor cool.',
    moods: ['natural', 'minimal'],
  },
  {
    name: 'Chestnut',
    hex: '#7b4a2c',
    group: 'Brown',
    description: 'Brown with a red-copper glow; lovely on warm and olive skin.',
    moods: ['romantic', 'natural'],
  },
  {
    name: 'Mocha',
    hex: '#7a5a48',
    group: 'Brown',
    description: 'Cool, creamy brown with a hint of grey; softens strong features.',
    moods: ['minimal', 'polished'],
  },
  {
    name: 'Light Brown',
    hex: '#8c6a4f',
    group: 'Brown',
    description: 'Soft, sunlit light brown; the bridge between brunette and blonde.',
    moods: ['natural', 'playful'],
  },
  {
    name: 'Caramel',
    hex: '#a0693a',
    group: 'Brown',
    description: 'Golden brown like melted caramel; warms up the complexion.',
    moods: ['playful', 'romantic'],
  },
  {
    name: 'Dark Blonde',
    hex: '#9c7d55',
    group: 'Blonde',
    description: 'Deep, natural blonde with a bit of brown; low-maintenance brightness.',
    moods: ['natural'],
  },
  {
    name: 'Honey Blonde',
    hex: '#c3924f',
    group: 'Blonde',
    description: 'Warm, golden blonde with amber depth; radiant on warm undertones.',
    moods: ['romantic', 'playful'],
  },
  {
    name: 'Golden Blonde',
    hex: '#d4a95f',
    group: 'Blonde',
    description: 'Sunny yellow-gold blonde; bright and cheerful.',
    moods: ['playful', 'glam'],
  },
  {
    name: 'Strawberry Blonde',
    hex: '#d19a6b',
    group: 'Blonde',
    description: 'Blonde kissed with copper-pink; rare, soft and luminous.',
    moods: ['romantic', 'playful'],
  },
  {
    name: 'Ash Blonde',
    hex: '#b8a78a',
    group: 'Blonde',
    description: 'Cool, smoky blonde without brassiness; chic on cool or neutral skin.',
    moods: ['minimal', 'polished'],
  },
  {
    name: 'Champagne Blonde',
    hex: '#dccaa3',
    group: 'Blonde',
    description: 'Pale, creamy beige blonde; quietly luxurious.',
    moods: ['glam', 'polished'],
  },
  {
    name: 'Platinum Blonde',
    hex: '#ece4d2',
    group: 'Blonde',
    description: 'Almost white, icy blonde; high-impact and high-maintenance.',
    moods: ['bold', 'glam'],
  },
  {
    name: 'Copper',
    hex: '#b5562a',
    group: 'Red',
    description: 'Bright metallic orange-red; vivid and warm.',
    moods: ['bold', 'playful'],
  },
  {
    name: 'Ginger',
    hex: '#c2652f',
    group: 'Red',
    description: 'Natural-looking orange red, like true redheads; freckles love it.',
    moods: ['natural', 'playful'],
  },
  {
    name: 'Auburn',
    hex: '#8a3b22',
    group: 'Red',
    description: 'Brown-red with depth; a flattering red that reads natural.',
    moods: ['romantic', 'classic'],
  },
  {
    name: 'Mahogany',
    hex: '#6a2c24',
    group: 'Red',
    description: 'Deep red-brown with violet reflections; rich and elegant.',
    moods: ['glam', 'classic'],
  },
  {
    name: 'Burgundy',
    hex: '#5e1a2b',
    group: 'Red',
    description: 'Wine-red with purple depth; striking on dark hair.',
    moods: ['bold', 'glam'],
  },
  {
    name: 'Cherry Red',
    hex: '#9b1b30',
    group: 'Red',
    description: 'Vibrant, cool-toned red; a confident statement.',
    moods: ['bold', 'playful'],
  },
  {
    name: 'Rose Gold',
    hex: '#d49a8a',
    group: 'Blonde',
    description: 'Blonde with a soft metallic pink glow; modern and pretty.',
    moods: ['romantic', 'glam'],
  },
  {
    name: 'Silver',
    hex: '#c9ccd1',
    group: 'Grey',
    description: 'Polished metallic silver; embraces grey or goes full fashion.',
    moods: ['bold', 'polished'],
    level: 'Spark',
  },
  {
    name: 'Salt and Pepper',
    hex: '#3a3a3a-#bdbdbd',
    group: 'Grey',
    description: 'Dark hair threaded with grey and white; distinguished and natural.',
    moods: ['classic', 'natural'],
    level: 'Spark',
  },
  {
    name: 'Pastel Pink',
    hex: '#f4b6c8',
    group: 'Fantasy',
    description: 'Soft candy pink over a light base; dreamy and playful.',
    moods: ['playful', 'romantic'],
    level: 'Spark',
  },
  {
    name: 'Hot Pink',
    hex: '#e0338a',
    group: 'Fantasy',
    description: 'Electric fuchsia pink; loud, joyful and impossible to miss.',
    moods: ['bold', 'playful'],
    level: 'Spark',
  },
  {
    name: 'Electric Blue',
    hex: '#1f57d6',
    group: 'Fantasy',
    description: 'Saturated cobalt blue; cool, daring and vivid.',
    moods: ['bold', 'edgy'],
    level: 'Spark',
  },
  {
    name: 'Pastel Blue',
    hex: '#a9c8ec',
    group: 'Fantasy',
    description: 'Icy baby blue; ethereal and soft.',
    moods: ['playful', 'artistic'],
    level: 'Spark',
  },
  {
    name: 'Emerald Green',
    hex: '#1f7a4d',
    group: 'Fantasy',
    description: 'Jewel-toned deep green; rich and unexpected.',
    moods: ['bold', 'artistic'],
    level: 'Spark',
  },
  {
    name: 'Mint Green',
    hex: '#a8e0c5',
    group: 'Fantasy',
    description: 'Fresh pastel mint; light and whimsical.',
    moods: ['playful', 'artistic'],
    level: 'Spark',
  },
  {
    name: 'Lavender',
    hex: '#b9a3d9',
    group: 'Fantasy',
    description: 'Soft lilac-purple; romantic pastel for light bases.',
    moods: ['romantic', 'playful'],
    level: 'Spark',
  },
  {
    name: 'Galaxy',
    hex: 'Assorted',
    group: 'Avant-Garde',
    description: 'Deep blues, purples and pinks blended like a night sky; a wearable artwork.',
    moods: ['artistic', 'bold'],
    level: 'Pro',
    isAvantGarde: true,
  },
  {
    name: 'Holographic Opal',
    hex: '#e8e4f2-#b9e3e0',
    group: 'Avant-Garde',
    description: 'Iridescent pastel hues that shift in the light like an opal.',
    moods: ['artistic', 'glam'],
    level: 'Pro',
    isAvantGarde: true,
  },
  {
    name: 'Neon Rainbow',
    hex: 'Assorted',
    group: 'Avant-Garde',
    description: 'Vivid bands of neon colour from root to tip; festival-ready.',
    moods: ['bold', 'playful'],
    level: 'Pro',
    isAvantGarde: true,
  },
  {
    name: 'Sunset Fade',
    hex: '#f6a04d-#c2306b',
    group: 'Avant-Garde',
    description: 'Orange melting into magenta like an evening sky.',
    moods: ['artistic', 'bold'],
    level: 'Pro',
    isAvantGarde: true,
  },
];

/** Hair colours; each item's single colour entry carries its swatch hex. */
export const hairColors: CatalogueItem[] = [
  noneItem('Original', 'Keep the natural or current hair colour.'),
  ...seeds.map((seed) =>
    makeItem(
      {
        name: seed.name,
        description: seed.description,
        group: seed.group,
        colors: [{ name: seed.name, hex: seed.hex }],
        defaultColor: seed.name,
        moods: seed.moods,
        ...(seed.level !== undefined && { level: seed.level }),
        ...(seed.isAvantGarde && { isAvantGarde: true }),
      },
      () => hairLockSvg(seed.name, seed.hex),
    ),
  ),
];

const BROWN = '#5a3a28';
const GOLD = '#d4a95f';
const PINK = '#e0338a';

const variantSeeds: readonly {
  name: string;
  dye: HairDye;
  look: HairVariantLook;
  description: string;
  level?: MembershipLevel;
}[] = [
  {
    name: 'Balayage',
    dye: 'balayage',
    look: { kind: 'gradient', base: BROWN, accent: GOLD, start: 0.35, softness: 0.8 },
    description:
      'Hand-painted lightness that grows softly toward the ends; sun-kissed and low-maintenance.',
  },
  {
    name: 'Ombré',
    dye: 'ombre',
    look: { kind: 'gradient', base: BROWN, accent: '#e2c48a', start: 0.55, softness: 0.25 },
    description: 'A clear fade from darker roots to lighter ends.',
  },
  {
    name: 'Sombré',
    dye: 'sombre',
    look: { kind: 'gradient', base: BROWN, accent: '#9c7d55', start: 0.45, softness: 1 },
    description: 'A subtle ombré with a softer, barely-there transition.',
  },
  {
    name: 'Highlights',
    dye: 'highlights',
    look: { kind: 'streaks', base: BROWN, accent: GOLD, count: 3, width: 2.6 },
    description: 'Fine, lighter strands woven through for brightness and dimension.',
  },
  {
    name: 'Babylights',
    dye: 'babylights',
    look: { kind: 'streaks', base: '#6b4a35', accent: '#e2c48a', count: 7, width: 1 },
    description: 'Ultra-fine highlights that mimic a child’s natural sun-lightened hair.',
  },
  {
    name: 'Lowlights',
    dye: 'lowlights',
    look: { kind: 'streaks', base: '#a0693a', accent: '#3b2a21', count: 4, width: 2 },
    description: 'Darker strands woven in to add depth and make hair look thicker.',
  },
  {
    name: 'Money Piece',
    dye: 'moneyPiece',
    look: { kind: 'panel', base: BROWN, accent: '#ecdcb4' },
    description: 'Bright face-framing sections at the front; instant glow around the face.',
  },
  {
    name: 'Root Shadow',
    dye: 'rootShadow',
    look: { kind: 'roots', base: '#d4b27a', accent: '#4a3426' },
    description: 'Darker, blended roots for softer grow-out and extra depth.',
  },
  {
    name: 'Color Melt',
    dye: 'ombre',
    look: {
      kind: 'gradient',
      base: '#3b2a21',
      accent2: '#a0693a',
      accent: '#e2c48a',
      start: 0.3,
      softness: 0.9,
    },
    description: 'Several shades blended seamlessly with no visible lines.',
  },
  {
    name: 'Peekaboo',
    dye: 'peekaboo',
    look: { kind: 'streaks', base: BROWN, accent: PINK, count: 2, width: 3.5 },
    description: 'A hidden layer of contrasting colour underneath that shows as hair moves.',
    level: 'Spark',
  },
  {
    name: 'Split Dye',
    dye: 'twoTone',
    look: { kind: 'split', base: BROWN, accent: '#1f57d6' },
    description: 'Each half of the head in a different colour; a bold graphic statement.',
    level: 'Spark',
  },
  {
    name: 'Dip-Dye',
    dye: 'dipDye',
    look: { kind: 'gradient', base: BROWN, accent: PINK, start: 0.72, softness: 0 },
    description: 'Only the ends dipped in a vivid contrasting colour.',
    level: 'Spark',
  },
  {
    name: 'Tortoiseshell',
    dye: 'balayage',
    look: {
      kind: 'streaks',
      base: '#5a3a28',
      accent: '#c3924f',
      accent2: '#a0693a',
      count: 5,
      width: 2.2,
    },
    description: 'Warm caramel, honey and chocolate tones layered like tortoiseshell.',
  },
];

/** How a colour is applied (spec: hairColorVariant). */
export const hairColorVariants: CatalogueItem[] = [
  noneItem('None', 'Apply the hair colour evenly, root to tip.'),
  ...variantSeeds.map((seed) =>
    makeItem(
      {
        name: seed.name,
        description: seed.description,
        dye: seed.dye,
        ...(seed.level !== undefined && { level: seed.level }),
      },
      () => hairVariantSvg(seed.name, seed.look),
    ),
  ),
];

const textureSeeds = [
  { name: 'Straight', description: 'Smooth, sleek strands with maximum shine.', curl: 0 },
  { name: 'Wavy', description: 'Loose S-shaped waves with natural movement.', curl: 0.33 },
  { name: 'Curly', description: 'Defined spiral curls with bounce and volume.', curl: 0.66 },
  { name: 'Coily', description: 'Tight coils and zig-zags with rich, springy volume.', curl: 1 },
] as const;

/** Hair texture: 'Original' keeps the natural texture (stored as 'Default' on image records). */
export const hairTextures: CatalogueItem[] = [
  noneItem('Original', 'Keep the natural hair texture.'),
  ...textureSeeds.map((seed) =>
    makeItem({ name: seed.name, description: seed.description, curl: seed.curl }, () =>
      textureSvg(seed.name, seed.curl),
    ),
  ),
];

/** Three strands with a wave amplitude growing with the curl. */
function textureSvg(title: string, curl: number): string {
  let body = el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' });
  for (const x0 of [20, 32, 44]) {
    let d = `M${x0} 8`;
    const amp = curl * 7;
    const turns = 2 + Math.round(curl * 4);
    const step = 48 / turns;
    for (let i = 0; i < turns; i++) {
      const y = 8 + step * (i + 1);
      d += `Q${n(x0 + (i % 2 === 0 ? amp : -amp))} ${n(y - step / 2)} ${x0} ${n(y)}`;
    }
    body += el('path', {
      d,
      stroke: '#5a3a28',
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  }
  return svgDoc(title, body);
}
