import {
  audienceAllows,
  catalogueCategoryIds,
  categoryConfigs,
  type CatalogueCategoryId,
} from '../categories/category-config';
import type { SelectionKey } from '../studio/selections.schema';
import { canSeeItemLevel } from '../membership/membership';
import type { CatalogueColor, CatalogueItem } from './catalogue-item.schema';
import { catalogue } from './catalogue';

const normalize = (text: string): string => text.trim().toLowerCase();

export function getCatalogueItems(category: CatalogueCategoryId): readonly CatalogueItem[] {
  return catalogue[category];
}

/** Find an item by name in a category, case-insensitively. */
export function findCatalogueItem(
  category: CatalogueCategoryId,
  name: string | null | undefined,
): CatalogueItem | undefined {
  if (!name) return undefined;
  const wanted = normalize(name);
  return catalogue[category].find((item) => normalize(item.name) === wanted);
}

/** Find the item a selection key's value refers to, across the categories sharing that key. */
export function findItemForSelection(
  key: SelectionKey,
  name: string | null | undefined,
  gender?: 'female' | 'male',
): { category: CatalogueCategoryId; item: CatalogueItem } | undefined {
  for (const id of catalogueCategoryIds) {
    const config = categoryConfigs[id];
    if (config.styleKey !== key) continue;
    if (!audienceAllows(config.audience, gender)) continue;
    const item = findCatalogueItem(id, name);
    if (item && !item.isNone) return { category: id, item };
  }
  return undefined;
}

export interface VisibilityOptions {
  /** The user's membership level; unknown/undefined = Freemium. */
  level: unknown;
  /** Settings flag: show avant-garde items (still subject to level). Default true. */
  useAvantGardeStyles?: boolean;
}

/** Items a user may see and pick (spec §6 visibility; avant-garde hidden unless enabled). */
export function visibleItems(
  items: readonly CatalogueItem[],
  { level, useAvantGardeStyles = true }: VisibilityOptions,
): CatalogueItem[] {
  return items.filter(
    (item) =>
      canSeeItemLevel(item.level, level) && (useAvantGardeStyles || item.isAvantGarde !== true),
  );
}

/** The colours of an item a user may pick (colours can carry Spark/Pro levels too). */
export function visibleColors(item: CatalogueItem, level: unknown): CatalogueColor[] {
  return (item.colors ?? []).filter((color) => canSeeItemLevel(color.level, level));
}

/** Is the item locked for this level (shown with a badge rather than hidden, in explore)? */
export function isItemLocked(item: CatalogueItem, level: unknown): boolean {
  return !canSeeItemLevel(item.level, level);
}

/** Hairstyle catalogue for a gender. */
export function hairstylesFor(gender: 'female' | 'male'): readonly CatalogueItem[] {
  return gender === 'female' ? catalogue.femaleHairstyles : catalogue.maleHairstyles;
}

/** Procedure catalogue for a gender. */
export function proceduresFor(gender: 'female' | 'male'): readonly CatalogueItem[] {
  return gender === 'female' ? catalogue.femaleProcedures : catalogue.maleProcedures;
}

/** Item icon for a gender (procedures may have a male variant). */
export function iconUrlFor(item: CatalogueItem, gender?: 'female' | 'male'): string {
  return gender === 'male' && item.iconUrlMale ? item.iconUrlMale : item.iconUrl;
}

/** Number of real styles (None/Original excluded) per category. */
export function catalogueCounts(): Record<CatalogueCategoryId, number> {
  return Object.fromEntries(
    catalogueCategoryIds.map((id) => [id, catalogue[id].filter((item) => !item.isNone).length]),
  ) as Record<CatalogueCategoryId, number>;
}

/** Group items by their `group` (hairstyle length section, procedure area…), keeping order. */
export function groupItems(
  items: readonly CatalogueItem[],
): { group: string; items: CatalogueItem[] }[] {
  const groups: { group: string; items: CatalogueItem[] }[] = [];
  for (const item of items) {
    const name = item.group ?? '';
    let entry = groups.find((g) => g.group === name);
    if (!entry) {
      entry = { group: name, items: [] };
      groups.push(entry);
    }
    entry.items.push(item);
  }
  return groups;
}

/** A compact catalogue for AI prompts (spec §7 "constants"): names, levels and colour names
 * per category, visible for the given level. Icons and descriptions are left out. */
export function catalogueConstants(
  level: unknown,
): Record<
  CatalogueCategoryId,
  { name: string; level?: string; colors?: string[]; lengthBucket?: string }[]
> {
  return Object.fromEntries(
    catalogueCategoryIds.map((id) => [
      id,
      visibleItems(catalogue[id], { level })
        .filter((item) => !item.isNone)
        .map((item) => ({
          name: item.name,
          ...(item.level && { level: item.level }),
          ...(item.colors && { colors: visibleColors(item, level).map((c) => c.name) }),
          ...(item.lengthBucket && { lengthBucket: item.lengthBucket }),
        })),
    ]),
  ) as ReturnType<typeof catalogueConstants>;
}
