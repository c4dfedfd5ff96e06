import { canSeeItemLevel } from '../membership/membership';
import type { CatalogueItem } from './catalogue-item.schema';

/** The user's catalogue view: their level and the settings' avant-garde switch. */
export interface ListingOptions {
  /** Membership level; unknown or signed out counts as Freemium. */
  level: unknown;
  /** Settings flag (spec §3, default false): avant-garde items are hidden unless it is on. */
  useAvantGardeStyles: boolean;
}

export interface ListedItem {
  item: CatalogueItem;
  /** Above the user's level: listed with a lock that leads to the pricing page. */
  locked: boolean;
}

/** Is the item listed at all under the avant-garde switch? */
export function passesAvantGarde(item: CatalogueItem, useAvantGardeStyles: boolean): boolean {
  return useAvantGardeStyles || item.isAvantGarde !== true;
}

/**
 * Catalogue items as every list shows them (explore, the studio's catalogues, the favorite-style
 * form): avant-garde items only when the switch is on; items above the level stay listed but
 * locked, so people see what an upgrade opens.
 */
export function catalogueListing(
  items: readonly CatalogueItem[],
  { level, useAvantGardeStyles }: ListingOptions,
): ListedItem[] {
  return items
    .filter((item) => passesAvantGarde(item, useAvantGardeStyles))
    .map((item) => ({ item, locked: !canSeeItemLevel(item.level, level) }));
}
