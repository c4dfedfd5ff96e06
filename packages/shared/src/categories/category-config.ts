import type { PersonProfileKey } from '../analysis/person-analysis.schema';
import type { StylePreferenceKey } from '../account/style-preferences';
import type { SelectionKey } from '../studio/selections.schema';

/** Every catalogue category (spec §3 "Catalogue categories"). */
export const catalogueCategoryIds = [
  'femaleHairstyles',
  'maleHairstyles',
  'hairColor',
  'hairColorVariant',
  'hairTexture',
  'beard',
  'mustache',
  'sideburns',
  'eyebrow',
  'lipstick',
  'lipLiner',
  'lipTint',
  'foundation',
  'concealer',
  'blush',
  'contour',
  'highlighter',
  'bronzer',
  'eyeshadow',
  'eyeliner',
  'mascara',
  'femaleProcedures',
  'maleProcedures',
  'dentalProcedure',
] as const;
export type CatalogueCategoryId = (typeof catalogueCategoryIds)[number];

/** Makeover style categories, as the spec lists them (used by presets, favorites, the AI). */
export const makeoverStyleCategories = [
  'hairstyle',
  'hairColor',
  'hairTexture',
  'facialHair',
  'mascara',
  'eyeshadow',
  'eyeliner',
  'lipstick',
  'lipLiner',
  'lipTint',
  'foundation',
  'concealer',
  'blush',
  'contour',
  'highlighter',
  'bronze',
  'eyebrow',
  'cosmeticProcedure',
  'dentalProcedure',
] as const;
export type MakeoverStyleCategory = (typeof makeoverStyleCategories)[number];

/** Who a category applies to (spec §5 gender gating). */
export type CategoryAudience = 'female' | 'male' | 'any';

export type CategorySection =
  'Hair' | 'Facial Hair' | 'Makeup' | 'Eyebrows' | 'Procedures' | 'Dentistry';

export interface CategoryConfig {
  id: CatalogueCategoryId;
  /** Heading shown to people ('Eyebrow Style', 'Dental Procedure', 'Cosmetic Procedures', …). */
  displayName: string;
  section: CategorySection;
  /** Selection (and stored makeover / image record) key holding the chosen style. */
  styleKey: SelectionKey;
  /** Selection key holding the chosen colour, when the category has colours. */
  colorKey: SelectionKey | null;
  /** Key in the person profile's recommendations (spec §3 personProfile), if any. */
  profileKey: PersonProfileKey | null;
  makeoverStyleCategory: MakeoverStyleCategory | null;
  /** Values that mean "no change" for this category. */
  noneValues: readonly string[];
  /** The option shown for "no change". */
  noneLabel: 'None' | 'Original';
  hasColors: boolean;
  /** Procedures are a multi-select list; everything else is single choice. */
  multiSelect: boolean;
  audience: CategoryAudience;
  /** The settings flag that gates 1-click presets, suggestions and favorites; null = always. */
  stylePreference: { female: StylePreferenceKey | null; male: StylePreferenceKey | null };
}

const NONE_VALUES = ['None', 'Original', 'Default', 'none', 'original', 'default', ''] as const;

type Row = Omit<
  CategoryConfig,
  'noneValues' | 'noneLabel' | 'multiSelect' | 'hasColors' | 'colorKey'
> &
  Partial<Pick<CategoryConfig, 'noneLabel' | 'multiSelect' | 'colorKey'>>;

function row(config: Row): CategoryConfig {
  const colorKey = config.colorKey ?? null;
  return {
    ...config,
    colorKey,
    hasColors: colorKey !== null,
    noneValues: NONE_VALUES,
    noneLabel: config.noneLabel ?? 'None',
    multiSelect: config.multiSelect ?? false,
  };
}

const both = (group: string): CategoryConfig['stylePreference'] => ({
  female: `female_${group}` as StylePreferenceKey,
  male: `male_${group}` as StylePreferenceKey,
});
const womenOnly = (group: string): CategoryConfig['stylePreference'] => ({
  female: `female_${group}` as StylePreferenceKey,
  male: null,
});

/** The per-category configuration (spec §3). */
export const categoryConfigs: Record<CatalogueCategoryId, CategoryConfig> = {
  femaleHairstyles: row({
    id: 'femaleHairstyles',
    displayName: 'Hairstyle',
    section: 'Hair',
    styleKey: 'hairstyle',
    profileKey: 'hairstyles',
    makeoverStyleCategory: 'hairstyle',
    noneLabel: 'Original',
    audience: 'female',
    stylePreference: { female: null, male: null },
  }),
  maleHairstyles: row({
    id: 'maleHairstyles',
    displayName: 'Hairstyle',
    section: 'Hair',
    styleKey: 'hairstyle',
    profileKey: 'hairstyles',
    makeoverStyleCategory: 'hairstyle',
    noneLabel: 'Original',
    audience: 'male',
    stylePreference: { female: null, male: null },
  }),
  hairColor: row({
    id: 'hairColor',
    displayName: 'Hair Color',
    section: 'Hair',
    styleKey: 'hairColor',
    profileKey: 'hairColors',
    makeoverStyleCategory: 'hairColor',
    noneLabel: 'Original',
    audience: 'any',
    stylePreference: both('hairColor'),
  }),
  hairColorVariant: row({
    id: 'hairColorVariant',
    displayName: 'Hair Color Variant',
    section: 'Hair',
    styleKey: 'hairColorVariant',
    profileKey: null,
    makeoverStyleCategory: 'hairColor',
    audience: 'any',
    stylePreference: both('hairColor'),
  }),
  hairTexture: row({
    id: 'hairTexture',
    displayName: 'Hair Texture',
    section: 'Hair',
    styleKey: 'hairTexture',
    profileKey: null,
    makeoverStyleCategory: 'hairTexture',
    noneLabel: 'Original',
    audience: 'any',
    stylePreference: both('hairTexture'),
  }),
  beard: row({
    id: 'beard',
    displayName: 'Beard',
    section: 'Facial Hair',
    styleKey: 'facialHairStyle',
    profileKey: 'facialStyles',
    makeoverStyleCategory: 'facialHair',
    noneLabel: 'Original',
    audience: 'male',
    stylePreference: { female: null, male: 'male_facialHair' },
  }),
  mustache: row({
    id: 'mustache',
    displayName: 'Mustache',
    section: 'Facial Hair',
    styleKey: 'facialHairStyle',
    profileKey: 'facialStyles',
    makeoverStyleCategory: 'facialHair',
    noneLabel: 'Original',
    audience: 'male',
    stylePreference: { female: null, male: 'male_facialHair' },
  }),
  sideburns: row({
    id: 'sideburns',
    displayName: 'Sideburns',
    section: 'Facial Hair',
    styleKey: 'facialHairStyle',
    profileKey: 'facialStyles',
    makeoverStyleCategory: 'facialHair',
    noneLabel: 'Original',
    audience: 'male',
    stylePreference: { female: null, male: 'male_facialHair' },
  }),
  eyebrow: row({
    id: 'eyebrow',
    displayName: 'Eyebrow Style',
    section: 'Eyebrows',
    styleKey: 'eyebrowStyle',
    colorKey: 'eyebrowColor',
    profileKey: 'eyebrowStyles',
    makeoverStyleCategory: 'eyebrow',
    audience: 'any',
    stylePreference: both('eyebrows'),
  }),
  lipstick: row({
    id: 'lipstick',
    displayName: 'Lipstick',
    section: 'Makeup',
    styleKey: 'lipstickStyle',
    colorKey: 'lipstickColor',
    profileKey: 'lipstickStyles',
    makeoverStyleCategory: 'lipstick',
    audience: 'female',
    stylePreference: womenOnly('lipstick'),
  }),
  lipLiner: row({
    id: 'lipLiner',
    displayName: 'Lip Liner',
    section: 'Makeup',
    styleKey: 'lipLinerStyle',
    colorKey: 'lipLinerColor',
    profileKey: 'lipLinerStyles',
    makeoverStyleCategory: 'lipLiner',
    audience: 'female',
    stylePreference: womenOnly('lipLiner'),
  }),
  lipTint: row({
    id: 'lipTint',
    displayName: 'Lip Tint',
    section: 'Makeup',
    styleKey: 'lipTintStyle',
    colorKey: 'lipTintColor',
    profileKey: 'lipTintStyles',
    makeoverStyleCategory: 'lipTint',
    audience: 'female',
    stylePreference: womenOnly('lipTint'),
  }),
  foundation: row({
    id: 'foundation',
    displayName: 'Foundation',
    section: 'Makeup',
    styleKey: 'foundationStyle',
    colorKey: 'foundationColor',
    profileKey: 'foundationStyles',
    makeoverStyleCategory: 'foundation',
    audience: 'female',
    stylePreference: womenOnly('foundation'),
  }),
  concealer: row({
    id: 'concealer',
    displayName: 'Concealer',
    section: 'Makeup',
    styleKey: 'concealerStyle',
    colorKey: 'concealerColor',
    profileKey: 'concealerStyles',
    makeoverStyleCategory: 'concealer',
    audience: 'female',
    stylePreference: womenOnly('concealer'),
  }),
  blush: row({
    id: 'blush',
    displayName: 'Blush',
    section: 'Makeup',
    styleKey: 'blushStyle',
    colorKey: 'blushColor',
    profileKey: 'blushStyles',
    makeoverStyleCategory: 'blush',
    audience: 'female',
    stylePreference: womenOnly('blush'),
  }),
  contour: row({
    id: 'contour',
    displayName: 'Contour',
    section: 'Makeup',
    styleKey: 'contourStyle',
    colorKey: 'contourColor',
    profileKey: 'contourStyles',
    makeoverStyleCategory: 'contour',
    audience: 'female',
    stylePreference: womenOnly('contour'),
  }),
  highlighter: row({
    id: 'highlighter',
    displayName: 'Highlighter',
    section: 'Makeup',
    styleKey: 'highlighterStyle',
    colorKey: 'highlighterColor',
    profileKey: 'highlighterStyles',
    makeoverStyleCategory: 'highlighter',
    audience: 'female',
    stylePreference: womenOnly('highlighter'),
  }),
  bronzer: row({
    id: 'bronzer',
    displayName: 'Bronzer',
    section: 'Makeup',
    styleKey: 'bronzerStyle',
    colorKey: 'bronzerColor',
    profileKey: 'bronzeStyles',
    makeoverStyleCategory: 'bronze',
    audience: 'female',
    stylePreference: womenOnly('bronzer'),
  }),
  eyeshadow: row({
    id: 'eyeshadow',
    displayName: 'Eyeshadow',
    section: 'Makeup',
    styleKey: 'eyeshadowStyle',
    profileKey: 'eyeshadowStyles',
    makeoverStyleCategory: 'eyeshadow',
    audience: 'female',
    stylePreference: womenOnly('eyeMakeup'),
  }),
  eyeliner: row({
    id: 'eyeliner',
    displayName: 'Eyeliner',
    section: 'Makeup',
    styleKey: 'eyelinerStyle',
    colorKey: 'eyelinerColor',
    profileKey: 'eyelinerStyles',
    makeoverStyleCategory: 'eyeliner',
    audience: 'female',
    stylePreference: womenOnly('eyeMakeup'),
  }),
  mascara: row({
    id: 'mascara',
    displayName: 'Mascara',
    section: 'Makeup',
    styleKey: 'mascaraStyle',
    colorKey: 'mascaraColor',
    profileKey: 'mascaraStyles',
    makeoverStyleCategory: 'mascara',
    audience: 'female',
    stylePreference: womenOnly('eyeMakeup'),
  }),
  femaleProcedures: row({
    id: 'femaleProcedures',
    displayName: 'Cosmetic Procedures',
    section: 'Procedures',
    styleKey: 'procedures',
    profileKey: null,
    makeoverStyleCategory: 'cosmeticProcedure',
    multiSelect: true,
    audience: 'female',
    stylePreference: { female: 'female_cosmeticProcedures', male: null },
  }),
  maleProcedures: row({
    id: 'maleProcedures',
    displayName: 'Cosmetic Procedures',
    section: 'Procedures',
    styleKey: 'procedures',
    profileKey: null,
    makeoverStyleCategory: 'cosmeticProcedure',
    multiSelect: true,
    audience: 'male',
    stylePreference: { female: null, male: 'male_cosmeticProcedures' },
  }),
  dentalProcedure: row({
    id: 'dentalProcedure',
    displayName: 'Dental Procedure',
    section: 'Dentistry',
    styleKey: 'dentalProcedure',
    profileKey: null,
    makeoverStyleCategory: 'dentalProcedure',
    audience: 'any',
    stylePreference: both('dentalProcedures'),
  }),
};

export function getCategoryConfig(id: CatalogueCategoryId): CategoryConfig {
  return categoryConfigs[id];
}

/** Is this value a None/Original/Default (no change) — null and blank included? */
export function isNoneValue(value: string | null | undefined): boolean {
  if (value == null) return true;
  const trimmed = value.trim();
  return NONE_VALUES.some((none) => none.toLowerCase() === trimmed.toLowerCase());
}

/** Categories whose selection lands in `key` (e.g. beard, mustache, sideburns → facialHairStyle). */
export function categoriesForSelectionKey(key: SelectionKey): CategoryConfig[] {
  return Object.values(categoryConfigs).filter((c) => c.styleKey === key || c.colorKey === key);
}

/** The one gender rule (spec §5): whether a category of this audience is for this gender
 * (any category when the gender is not given). */
export function audienceAllows(audience: CategoryAudience, gender?: 'female' | 'male'): boolean {
  return !gender || audience === 'any' || audience === gender;
}

/** Whether a selection key applies to a person of this gender (some category of it does). */
export function selectionAppliesTo(key: SelectionKey, gender: 'female' | 'male'): boolean {
  return categoriesForSelectionKey(key).some((c) => audienceAllows(c.audience, gender));
}

/** Categories shown for a person of this gender (spec §5 gender gating). */
export function categoriesForGender(gender: 'female' | 'male'): CategoryConfig[] {
  return catalogueCategoryIds
    .map((id) => categoryConfigs[id])
    .filter((c) => audienceAllows(c.audience, gender));
}
