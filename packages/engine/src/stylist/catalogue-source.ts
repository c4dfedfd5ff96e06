import type { CatalogueItem } from '@looklab/shared';
import type { StylistCatalogue, StylistCategory } from './catalogue';

type Lists = Partial<
  Record<
    StylistCategory,
    {
      female?: readonly CatalogueItem[];
      male?: readonly CatalogueItem[];
      all?: readonly CatalogueItem[];
    }
  >
>;

export function catalogueFromLists(lists: Lists): StylistCatalogue {
  return {
    items(category, gender) {
      const entry = lists[category];
      if (!entry) return [];
      return entry[gender] ?? entry.all ?? [];
    },
  };
}

/** The stylist's view of the shared catalogue (@looklab/shared). */
export function sharedStylistCatalogue(): StylistCatalogue {
  return catalogueFromLists({});
}
