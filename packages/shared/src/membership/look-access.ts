import type { Gender } from '../analysis/person-analysis.schema';
import { findCatalogueItem, getCatalogueItems } from '../catalogue/catalogue-queries';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import {
  audienceAllows,
  catalogueCategoryIds,
  categoryConfigs,
  isNoneValue,
  type CatalogueCategoryId,
} from '../categories/category-config';
import type { SelectionKey, Selections } from '../studio/selections.schema';
import { canSeeItemLevel, type MembershipLevel } from './membership';

/** A chosen catalogue style or colour the user's level may not use (spec §6). */
export type LookViolation = {
  key: SelectionKey;
  name: string;
  /** The level the item (or colour) needs. */
  level: MembershipLevel;
  /** Refused because avant-garde items are switched off, not for its level. */
  avantGarde: boolean;
};

export type LookAccessOptions = {
  /** The user's level; unknown or signed out counts as Freemium. */
  level: unknown;
  /** Only categories for this gender are searched (e.g. 'Mohawk' is a men's style). */
  gender?: Gender;
  /** The settings flag; when false, avant-garde items are refused too. Default: allowed. */
  useAvantGardeStyles?: boolean;
};

/** A look as the routes receive it: any subset of the selections (favorites, presets, …). */
export type LookInput = Partial<Selections> & Record<string, unknown>;

function categoriesFor(
  key: SelectionKey,
  role: 'styleKey' | 'colorKey',
  gender?: Gender,
): CatalogueCategoryId[] {
  return catalogueCategoryIds.filter((id) => {
    const config = categoryConfigs[id];
    if (config[role] !== key) return false;
    return audienceAllows(config.audience, gender);
  });
}

function findStyle(key: SelectionKey, name: string, gender?: Gender): CatalogueItem | undefined {
  for (const id of categoriesFor(key, 'styleKey', gender)) {
    const item = findCatalogueItem(id, name);
    if (item && !item.isNone) return item;
  }
  return undefined;
}

const levelOrder: MembershipLevel[] = ['Freemium', 'Spark', 'Pro'];
const lowest = (levels: MembershipLevel[]): MembershipLevel | undefined =>
  levelOrder.find((l) => levels.includes(l));

/**
 * The level a colour name needs in a colour category: the chosen style's own colour when it has
 * one, otherwise the most open of the category's colours with that name. Undefined when no
 * catalogue colour has that name.
 */
function colourLevel(
  colorKey: SelectionKey,
  name: string,
  styleName: unknown,
  gender?: Gender,
): MembershipLevel | undefined {
  const wanted = name.trim().toLowerCase();
  const matches: MembershipLevel[] = [];
  for (const id of categoriesFor(colorKey, 'colorKey', gender)) {
    const style = typeof styleName === 'string' ? findCatalogueItem(id, styleName) : undefined;
    const own = style?.colors?.find((c) => c.name.toLowerCase() === wanted);
    if (own) return own.level ?? 'Freemium';
    for (const item of getCatalogueItems(id)) {
      const colour = item.colors?.find((c) => c.name.toLowerCase() === wanted);
      if (colour) matches.push(colour.level ?? 'Freemium');
    }
  }
  return lowest(matches);
}

/**
 * Every catalogue style and colour in a look that the level may not use (spec §6: Freemium sees
 * items with no level or Freemium, Spark all but Pro, Pro all), in selection-key order. Names
 * that are not catalogue items (a product from the user's own library) are not checked here.
 * Used by the server for favorites and, through the AI routes, for generate, suggest and presets.
 */
export function lookViolations(look: LookInput, options: LookAccessOptions): LookViolation[] {
  const { level, gender, useAvantGardeStyles = true } = options;
  const out: LookViolation[] = [];
  const check = (key: SelectionKey, name: string, item: CatalogueItem | undefined) => {
    if (!item) return;
    const avantGarde = !useAvantGardeStyles && item.isAvantGarde === true;
    if (!canSeeItemLevel(item.level, level) || avantGarde) {
      out.push({ key, name, level: item.level ?? 'Freemium', avantGarde });
    }
  };
  for (const [rawKey, value] of Object.entries(look)) {
    const key = rawKey as SelectionKey;
    if (key === 'procedures') {
      const names = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
      for (const name of names) check(key, name, findStyle(key, name, gender));
      continue;
    }
    if (typeof value !== 'string' || isNoneValue(value)) continue;
    if (categoriesFor(key, 'styleKey', gender).length > 0) {
      check(key, value, findStyle(key, value, gender));
      continue;
    }
    const colourCategories = categoriesFor(key, 'colorKey', gender);
    const first = colourCategories[0];
    if (!first) continue;
    const needed = colourLevel(key, value, look[categoryConfigs[first].styleKey], gender);
    if (needed && !canSeeItemLevel(needed, level)) {
      out.push({ key, name: value, level: needed, avantGarde: false });
    }
  }
  return out;
}

/** True when every catalogue style and colour of the look is open to the level. */
export function isLookAllowed(look: LookInput, options: LookAccessOptions): boolean {
  return lookViolations(look, options).length === 0;
}
