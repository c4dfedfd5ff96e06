import type {
  CatalogueColor,
  CatalogueItem,
  Gender,
  PersonProfileKey,
  PresetMakeoverStyle,
  SelectionKey,
} from '@looklab/shared';

export type StringKey = Exclude<SelectionKey, 'procedures'>;

/** One edit area of the customize step. */
export type EditCategory = {
  id: string;
  label: string;
  section: 'Hair' | 'Brows & eyes' | 'Lips' | 'Face' | 'Procedures';
  styleKey: StringKey | 'procedures';
  colorKey?: StringKey;
  /** null: for everyone; otherwise only for that gender (spec §5). */
  gender: Gender | null;
  profileKey?: PersonProfileKey;
  items: CatalogueItem[];
  /** Render the items as colour swatches (hair colour). */
  swatches?: boolean;
};

const c = (name: string, hex: string, level?: 'Spark' | 'Pro'): CatalogueColor =>
  level ? { name, hex, level } : { name, hex };
const it = (
  name: string,
  colors?: CatalogueColor[],
  extra: Partial<CatalogueItem> = {},
): CatalogueItem => ({
  name,
  shortName: name,
  description: name,
  iconUrl: '',
  ...(colors ? { colors, defaultColor: colors[0]?.name } : {}),
  ...extra,
});
const swatch = (name: string, hex: string, level?: 'Spark' | 'Pro') =>
  it(name, [c(name, hex)], level ? { level } : {});

const lipColors = [
  c('Classic Red', '#b3122e'),
  c('Nude Rose', '#c98b86'),
  c('Berry', '#7b1f45'),
  c('Coral', '#f0645a'),
  c('Plum', '#5e2348', 'Spark'),
];
const cheekColors = [c('Soft Pink', '#f2a0a8'), c('Peach', '#f6a57f'), c('Mauve', '#b7798d')];
const skinColors = [
  c('Fair', '#f1d3bd'),
  c('Light', '#e4b995'),
  c('Medium', '#c68e64'),
  c('Deep', '#8a5a3b'),
];
const browColors = [c('Soft Black', '#2b2420'), c('Dark Brown', '#4a3326'), c('Taupe', '#8b7462')];
const linerColors = [c('Black', '#111111'), c('Brown', '#4b3020'), c('Navy', '#1e2a5a', 'Spark')];

export const editCategories: EditCategory[] = [
  {
    id: 'hairColor',
    label: 'Hair Color',
    section: 'Hair',
    styleKey: 'hairColor',
    gender: null,
    profileKey: 'hairColors',
    swatches: true,
    items: [
      swatch('Jet Black', '#14110f'),
      swatch('Chocolate Brown', '#4a2c1d'),
      swatch('Auburn', '#8b3a1e'),
      swatch('Copper', '#b5562a'),
      swatch('Honey Blonde', '#c99a4f'),
      swatch('Platinum Blonde', '#e6dcc3'),
      swatch('Silver', '#c0c0c8', 'Spark'),
      swatch('Pastel Pink', '#f2a7c3', 'Spark'),
      swatch('Electric Blue', '#2f5bd3', 'Pro'),
    ],
  },
  {
    id: 'hairColorVariant',
    label: 'Color Technique',
    section: 'Hair',
    styleKey: 'hairColorVariant',
    gender: null,
    items: [it('All Over'), it('Balayage'), it('Ombré'), it('Highlights')],
  },
  {
    id: 'hairTexture',
    label: 'Hair Texture',
    section: 'Hair',
    styleKey: 'hairTexture',
    gender: null,
    items: [it('Straight'), it('Wavy'), it('Curly'), it('Coily')],
  },
  {
    id: 'facialHair',
    label: 'Facial Hair',
    section: 'Hair',
    styleKey: 'facialHairStyle',
    gender: 'male',
    profileKey: 'facialStyles',
    items: [
      it('Stubble'),
      it('Short Boxed Beard'),
      it('Full Beard'),
      it('Goatee'),
      it('Chevron Mustache'),
    ],
  },
  {
    id: 'eyebrow',
    label: 'Eyebrow Style',
    section: 'Brows & eyes',
    styleKey: 'eyebrowStyle',
    colorKey: 'eyebrowColor',
    gender: null,
    profileKey: 'eyebrowStyles',
    items: [
      it('Soft Arch', browColors),
      it('Straight Brow', browColors),
      it('Bold Brushed-Up', browColors),
    ],
  },
  {
    id: 'eyeshadow',
    label: 'Eyeshadow',
    section: 'Brows & eyes',
    styleKey: 'eyeshadowStyle',
    gender: 'female',
    profileKey: 'eyeshadowStyles',
    items: [
      it('Soft Neutral'),
      it('Smoky Eye'),
      it('Champagne Shimmer'),
      it('Sunset Halo', undefined, { level: 'Spark' }),
    ],
  },
  {
    id: 'eyeliner',
    label: 'Eyeliner',
    section: 'Brows & eyes',
    styleKey: 'eyelinerStyle',
    colorKey: 'eyelinerColor',
    gender: 'female',
    profileKey: 'eyelinerStyles',
    items: [it('Tightline', linerColors), it('Classic Wing', linerColors)],
  },
  {
    id: 'mascara',
    label: 'Mascara',
    section: 'Brows & eyes',
    styleKey: 'mascaraStyle',
    colorKey: 'mascaraColor',
    gender: 'female',
    profileKey: 'mascaraStyles',
    items: [
      it('Natural Length', [c('Black', '#111111'), c('Brown', '#3d2618')]),
      it('Volume Lash', [c('Black', '#111111')]),
    ],
  },
  {
    id: 'lipstick',
    label: 'Lipstick',
    section: 'Lips',
    styleKey: 'lipstickStyle',
    colorKey: 'lipstickColor',
    gender: 'female',
    profileKey: 'lipstickStyles',
    items: [it('Matte', lipColors), it('Satin', lipColors), it('Gloss', lipColors)],
  },
  {
    id: 'lipLiner',
    label: 'Lip Liner',
    section: 'Lips',
    styleKey: 'lipLinerStyle',
    colorKey: 'lipLinerColor',
    gender: 'female',
    profileKey: 'lipLinerStyles',
    items: [it('Natural Line', lipColors), it('Overlined', lipColors)],
  },
  {
    id: 'lipTint',
    label: 'Lip Tint',
    section: 'Lips',
    styleKey: 'lipTintStyle',
    colorKey: 'lipTintColor',
    gender: 'female',
    profileKey: 'lipTintStyles',
    items: [it('Sheer Stain', lipColors)],
  },
  {
    id: 'foundation',
    label: 'Foundation',
    section: 'Face',
    styleKey: 'foundationStyle',
    colorKey: 'foundationColor',
    gender: 'female',
    profileKey: 'foundationStyles',
    items: [it('Light Coverage', skinColors), it('Full Coverage', skinColors)],
  },
  {
    id: 'concealer',
    label: 'Concealer',
    section: 'Face',
    styleKey: 'concealerStyle',
    colorKey: 'concealerColor',
    gender: 'female',
    profileKey: 'concealerStyles',
    items: [it('Brightening', skinColors)],
  },
  {
    id: 'blush',
    label: 'Blush',
    section: 'Face',
    styleKey: 'blushStyle',
    colorKey: 'blushColor',
    gender: 'female',
    profileKey: 'blushStyles',
    items: [it('Apple Cheeks', cheekColors), it('Draped', cheekColors)],
  },
  {
    id: 'contour',
    label: 'Contour',
    section: 'Face',
    styleKey: 'contourStyle',
    colorKey: 'contourColor',
    gender: 'female',
    profileKey: 'contourStyles',
    items: [
      it('Soft Sculpt', [c('Cool Taupe', '#8d7466')]),
      it('Sharp Sculpt', [c('Cool Taupe', '#8d7466')], { level: 'Pro' }),
    ],
  },
  {
    id: 'highlighter',
    label: 'Highlighter',
    section: 'Face',
    styleKey: 'highlighterStyle',
    colorKey: 'highlighterColor',
    gender: 'female',
    profileKey: 'highlighterStyles',
    items: [it('Subtle Glow', [c('Champagne', '#f3dfb8'), c('Pearl', '#f4eee8')])],
  },
  {
    id: 'bronzer',
    label: 'Bronzer',
    section: 'Face',
    styleKey: 'bronzerStyle',
    colorKey: 'bronzerColor',
    gender: 'female',
    profileKey: 'bronzeStyles',
    items: [it('Sun-Kissed', [c('Golden', '#b27a4b')])],
  },
  {
    id: 'procedures',
    label: 'Cosmetic Procedures',
    section: 'Procedures',
    styleKey: 'procedures',
    gender: null,
    items: [
      it('Lip Filler', undefined, { level: 'Pro' }),
      it('Botox', undefined, { level: 'Pro' }),
      it('Hair Transplant', undefined, { level: 'Pro' }),
    ],
  },
  {
    id: 'dental',
    label: 'Dental Procedure',
    section: 'Procedures',
    styleKey: 'dentalProcedure',
    gender: null,
    items: [it('Teeth Whitening'), it('Dental Veneers', undefined, { level: 'Pro' })],
  },
];

/** Edit areas shown for a person (gender rules of spec §5). */
export function categoriesFor(gender: Gender): EditCategory[] {
  return editCategories.filter((cat) => cat.gender === null || cat.gender === gender);
}

/** Hex for a colour name; a hash-based fallback for unknown names (spec §3). */
export function colorHex(color: CatalogueColor | undefined, name: string): string {
  const hex = color?.hex;
  if (hex && hex.startsWith('#')) return hex.slice(0, 7);
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360} 45% 50%)`;
}

export const presets: PresetMakeoverStyle[] = [
  {
    name: 'Red Carpet Glam',
    description: 'Classic red lip, soft wing and honey tones.',
    gender: 'female',
    occasions: ['evening'],
    moods: ['glam'],
    styles: {
      hairColor: 'Honey Blonde',
      lipstickStyle: 'Matte',
      lipstickColor: 'Classic Red',
      eyelinerStyle: 'Classic Wing',
      eyelinerColor: 'Black',
    },
  },
  {
    name: 'Fresh Natural',
    description: 'Sheer tint and a soft flush.',
    gender: 'female',
    occasions: ['everyday'],
    moods: ['natural'],
    styles: {
      lipTintStyle: 'Sheer Stain',
      lipTintColor: 'Nude Rose',
      blushStyle: 'Apple Cheeks',
      blushColor: 'Peach',
    },
  },
  {
    name: 'Rugged Classic',
    description: 'Dark brown with a short boxed beard.',
    gender: 'male',
    occasions: ['everyday'],
    moods: ['rugged'],
    styles: { hairColor: 'Chocolate Brown', facialHairStyle: 'Short Boxed Beard' },
  },
  {
    name: 'Silver Fox',
    description: 'Silver hair with stubble.',
    gender: 'male',
    level: 'Spark',
    occasions: ['office'],
    moods: ['polished'],
    styles: { hairColor: 'Silver', facialHairStyle: 'Stubble' },
  },
];
