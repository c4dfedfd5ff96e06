import type {
  CatalogueCategoryId,
  CatalogueColor,
  CatalogueItem,
  CategoryConfig,
  MembershipLevel,
  PersonProfileKey,
} from '@looklab/shared';
import {
  canSeeItemLevel,
  catalogueCategoryIds,
  categoryConfigs,
  personProfileSchema,
} from '@looklab/shared';

/**
 * Shared catalogue categories the stylist treats as one list: the gendered hairstyle and
 * procedure lists, the three facial-hair lists. Every other shared category is its own list.
 */
const mergedCategories = {
  hairstyle: ['femaleHairstyles', 'maleHairstyles'],
  facialHair: ['beard', 'mustache', 'sideburns'],
  procedure: ['femaleProcedures', 'maleProcedures'],
  dental: ['dentalProcedure'],
} as const satisfies Record<string, readonly CatalogueCategoryId[]>;
type MergedCategory = keyof typeof mergedCategories;
type MergedSource = (typeof mergedCategories)[MergedCategory][number];

/** A catalogue list the stylist chooses from. */
export type StylistCategory = Exclude<CatalogueCategoryId, MergedSource> | MergedCategory;

function isMerged(category: string): category is MergedCategory {
  return Object.hasOwn(mergedCategories, category);
}

/** The stylist category a shared catalogue category belongs to. */
export function stylistCategoryOf(id: CatalogueCategoryId): StylistCategory {
  for (const [category, sources] of Object.entries(mergedCategories)) {
    if ((sources as readonly CatalogueCategoryId[]).includes(id)) return category as MergedCategory;
  }
  return id as Exclude<CatalogueCategoryId, MergedSource>;
}

/** The shared category configurations behind a stylist category. */
export function categorySources(category: StylistCategory): CategoryConfig[] {
  const ids: readonly CatalogueCategoryId[] = isMerged(category)
    ? mergedCategories[category]
    : [category];
  return ids.map((id) => categoryConfigs[id]);
}

/** Every catalogue list the stylist chooses from. */
export const stylistCategories: readonly StylistCategory[] = [
  ...new Set(catalogueCategoryIds.map(stylistCategoryOf)),
];

/** Source of catalogue items per category and gender (adapter over the shared catalogue). */
export type StylistCatalogue = {
  items(category: StylistCategory, gender: 'female' | 'male'): readonly CatalogueItem[];
};

/** personProfile key → stylist category, in the profile's field order. */
export const profileCategories = Object.fromEntries(
  (Object.keys(personProfileSchema.shape) as PersonProfileKey[]).map((key) => {
    const config = Object.values(categoryConfigs).find((c) => c.profileKey === key);
    if (!config) throw new Error(`No catalogue category fills personProfile.${key}`);
    return [key, stylistCategoryOf(config.id)];
  }),
) as Record<PersonProfileKey, StylistCategory>;

/** Spec gender rules via the shared audiences: makeup for women only, facial hair for men only. */
export function categoryAppliesTo(category: StylistCategory, gender: 'female' | 'male'): boolean {
  return categorySources(category).some((c) => c.audience === 'any' || c.audience === gender);
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
