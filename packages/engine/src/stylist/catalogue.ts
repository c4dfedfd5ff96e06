import type {
  CatalogueColor,
  CatalogueItem,
  MembershipLevel,
  PersonProfileKey,
} from '@looklab/shared';
import { canSeeItemLevel } from '@looklab/shared';

/** Every catalogue list the stylist chooses from. */
export const stylistCategories = [
  'hairColor',
  'hairColorVariant',
  'hairTexture',
  'hairstyle',
  'facialHair',
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
  'eyebrow',
  'procedure',
  'dental',
] as const;
export type StylistCategory = (typeof stylistCategories)[number];

/** Source of catalogue items per category and gender (adapter over the shared catalogue). */
export type StylistCatalogue = {
  items(category: StylistCategory, gender: 'female' | 'male'): readonly CatalogueItem[];
};

/** personProfile key → stylist category. */
export const profileCategories: Record<PersonProfileKey, StylistCategory> = {
  hairColors: 'hairColor',
  hairstyles: 'hairstyle',
  facialStyles: 'facialHair',
  lipstickStyles: 'lipstick',
  lipLinerStyles: 'lipLiner',
  lipTintStyles: 'lipTint',
  blushStyles: 'blush',
  bronzeStyles: 'bronzer',
  foundationStyles: 'foundation',
  concealerStyles: 'concealer',
  contourStyles: 'contour',
  highlighterStyles: 'highlighter',
  mascaraStyles: 'mascara',
  eyeshadowStyles: 'eyeshadow',
  eyelinerStyles: 'eyeliner',
  eyebrowStyles: 'eyebrow',
};

/** Makeup is for women only (spec gender rules); facial hair for men only. */
export const makeupCategories: ReadonlySet<StylistCategory> = new Set([
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
]);

export function categoryAppliesTo(category: StylistCategory, gender: 'female' | 'male'): boolean {
  if (gender === 'male') return !makeupCategories.has(category);
  return category !== 'facialHair';
}

/** Items of a category a user at `level` can see, without the None/Original entry. */
export function visibleItems(
  catalogue: StylistCatalogue,
  category: StylistCategory,
  gender: 'female' | 'male',
  level: MembershipLevel,
  opts: { avantGarde?: boolean } = {},
): CatalogueItem[] {
  if (!categoryAppliesTo(category, gender)) return [];
  return catalogue
    .items(category, gender)
    .filter(
      (item) =>
        !item.isNone &&
        canSeeItemLevel(item.level, level) &&
        (opts.avantGarde === true || !item.isAvantGarde),
    );
}

export function visibleColors(item: CatalogueItem, level: MembershipLevel): CatalogueColor[] {
  return (item.colors ?? []).filter((c) => canSeeItemLevel(c.level, level));
}
