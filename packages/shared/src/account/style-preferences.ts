/**
 * Style preference flags (spec §3 user settings, §9 defaults). A flag decides whether a 1-click
 * preset, an AI suggestion or a favorite applies that category for that gender.
 * Keys are `<gender>_<group>` as stored, e.g. `male_hairColor`, `female_lipstick`.
 */
export const stylePreferenceGroups = {
  female: [
    'hairColor',
    'hairTexture',
    'eyebrows',
    'eyeMakeup',
    'lipstick',
    'lipLiner',
    'lipTint',
    'foundation',
    'concealer',
    'blush',
    'contour',
    'highlighter',
    'bronzer',
    'cosmeticProcedures',
    'dentalProcedures',
  ],
  male: [
    'hairColor',
    'hairTexture',
    'facialHair',
    'eyebrows',
    'cosmeticProcedures',
    'dentalProcedures',
  ],
} as const;

export type StylePreferenceGender = keyof typeof stylePreferenceGroups;
export type FemaleStylePreferenceGroup = (typeof stylePreferenceGroups.female)[number];
export type MaleStylePreferenceGroup = (typeof stylePreferenceGroups.male)[number];
export type StylePreferenceKey =
  `female_${FemaleStylePreferenceGroup}` | `male_${MaleStylePreferenceGroup}`;

const enabledByDefault: ReadonlySet<string> = new Set<StylePreferenceKey>([
  'female_hairColor',
  'female_hairTexture',
  'female_eyeMakeup',
  'female_lipstick',
  'female_cosmeticProcedures',
  'female_dentalProcedures',
  'male_hairColor',
  'male_hairTexture',
  'male_facialHair',
  'male_cosmeticProcedures',
  'male_dentalProcedures',
]);

export const stylePreferenceKeys: readonly StylePreferenceKey[] = [
  ...stylePreferenceGroups.female.map((g) => `female_${g}` as const),
  ...stylePreferenceGroups.male.map((g) => `male_${g}` as const),
];

/** Human labels for the settings screen. */
export const stylePreferenceLabels: Record<
  FemaleStylePreferenceGroup | MaleStylePreferenceGroup,
  string
> = {
  hairColor: 'Hair colour',
  hairTexture: 'Hair texture',
  eyebrows: 'Eyebrows',
  eyeMakeup: 'Eye makeup',
  lipstick: 'Lipstick',
  lipLiner: 'Lip liner',
  lipTint: 'Lip tint',
  foundation: 'Foundation',
  concealer: 'Concealer',
  blush: 'Blush',
  contour: 'Contour',
  highlighter: 'Highlighter',
  bronzer: 'Bronzer',
  facialHair: 'Facial hair',
  cosmeticProcedures: 'Cosmetic procedures',
  dentalProcedures: 'Cosmetic dentistry',
};

/** Defaults of spec §9: women hair colour/texture, eye makeup, lipstick, procedures, dentistry;
 * men hair colour/texture, facial hair, procedures, dentistry; every other flag off. */
export const defaultStylePreferences: Record<StylePreferenceKey, boolean> = Object.fromEntries(
  stylePreferenceKeys.map((key) => [key, enabledByDefault.has(key)]),
) as Record<StylePreferenceKey, boolean>;

/** Is a preference on? Missing keys fall back to the default (unknown keys are off). */
export function isStylePreferenceOn(
  preferences: Record<string, boolean> | null | undefined,
  key: StylePreferenceKey,
): boolean {
  const stored = preferences?.[key];
  return typeof stored === 'boolean' ? stored : defaultStylePreferences[key];
}
