import {
  catalogue,
  catalogueListing,
  type ListingOptions,
  catalogueCategoryIds,
  categoryConfigs,
  groupItems,
  searchStyles,
  type CatalogueCategoryId,
  type CatalogueItem,
  type CategorySection,
} from '@looklab/shared';

export type AudienceFilter = 'all' | 'female' | 'male';

export interface ExploreSection {
  id: CatalogueCategoryId;
  title: string;
  section: CategorySection;
  total: number;
  groups: { group: string; items: CatalogueItem[] }[];
}

/** Categories that exist once per gender get a suffix so their headings stay distinct. */
const titles: Partial<Record<CatalogueCategoryId, string>> = {
  femaleHairstyles: "Women's Hairstyles",
  maleHairstyles: "Men's Hairstyles",
  femaleProcedures: 'Cosmetic Procedures for Women',
  maleProcedures: 'Cosmetic Procedures for Men',
};

export const sectionOrder: readonly CategorySection[] = [
  'Hair',
  'Facial Hair',
  'Eyebrows',
  'Makeup',
  'Procedures',
  'Dentistry',
];

/**
 * The explore listing: every category (None/Original left out), filtered and searched. Items
 * above the level stay (with their lock); avant-garde ones only while the switch is on.
 */
export function buildExploreSections(
  query: string,
  audience: AudienceFilter,
  listing: ListingOptions,
): ExploreSection[] {
  const sections: ExploreSection[] = [];
  for (const id of catalogueCategoryIds) {
    const config = categoryConfigs[id];
    if (audience !== 'all' && config.audience !== 'any' && config.audience !== audience) continue;
    const styles = catalogueListing(catalogue[id], listing)
      .map(({ item }) => item)
      .filter((item) => !item.isNone);
    const hits = searchStyles(styles, query);
    if (hits.length === 0) continue;
    sections.push({
      id,
      title: titles[id] ?? config.displayName,
      section: config.section,
      total: styles.length,
      groups: groupItems(hits),
    });
  }
  return sections.sort((a, b) => sectionOrder.indexOf(a.section) - sectionOrder.indexOf(b.section));
}
