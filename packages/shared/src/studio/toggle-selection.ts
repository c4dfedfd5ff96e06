import {
  categoryConfigs,
  isNoneValue,
  type CatalogueCategoryId,
} from '../categories/category-config';
import { findCatalogueItem } from '../catalogue/catalogue-queries';
import { selectionsEqual } from './selections-equal';
import type { Selections } from './selections.schema';

/*
 * Selection toggles (spec §4 "Selection toggles"). Every function returns a new Selections
 * object and never mutates its input.
 */

/**
 * Toggle a style in a single-choice category:
 * - 'None'/'Original' (or null) clears the style and its colour;
 * - the style already selected is deselected (style and colour cleared);
 * - any other style is selected and its colour set to the style's default colour (or cleared).
 */
export function toggleStyle(
  selections: Selections,
  category: CatalogueCategoryId,
  name: string | null,
): Selections {
  const config = categoryConfigs[category];
  if (config.multiSelect) return toggleProcedure(selections, name);
  const { styleKey, colorKey } = config;
  const current = selections[styleKey];
  const clear = (): Selections => ({
    ...selections,
    [styleKey]: null,
    ...(colorKey && { [colorKey]: null }),
  });
  if (isNoneValue(name)) return clear();
  if (typeof current === 'string' && current.toLowerCase() === name?.trim().toLowerCase()) {
    return clear();
  }
  const item = findCatalogueItem(category, name);
  const chosen = item?.name ?? (name as string).trim();
  return {
    ...selections,
    [styleKey]: chosen,
    ...(colorKey && { [colorKey]: item?.defaultColor ?? null }),
  };
}

/** Toggle a colour of a category with colours; choosing the current colour again clears it. */
export function toggleColor(
  selections: Selections,
  category: CatalogueCategoryId,
  colorName: string | null,
): Selections {
  const { colorKey } = categoryConfigs[category];
  if (!colorKey) return selections;
  const current = selections[colorKey];
  const next =
    isNoneValue(colorName) || (typeof current === 'string' && current === colorName)
      ? null
      : (colorName as string);
  return { ...selections, [colorKey]: next };
}

/** Procedures are a multi-select: 'None' empties the list, a name is added or removed. */
export function toggleProcedure(selections: Selections, name: string | null): Selections {
  if (isNoneValue(name)) return { ...selections, procedures: [] };
  const wanted = (name as string).trim();
  const has = selections.procedures.some((p) => p.toLowerCase() === wanted.toLowerCase());
  return {
    ...selections,
    procedures: has
      ? selections.procedures.filter((p) => p.toLowerCase() !== wanted.toLowerCase())
      : [...selections.procedures, wanted],
  };
}

/** The part of the studio state a selection change touches. */
export interface EditableLook {
  selections: Selections;
  isDirty: boolean;
  aiStyleSuggestion: unknown;
  lastAIRationale: string | null;
}

/** Any change marks the makeover dirty and clears the last AI suggestion and rationale. */
export function applySelectionChange<T extends EditableLook>(state: T, next: Selections): T {
  if (selectionsEqual(state.selections, next)) return state;
  return {
    ...state,
    selections: next,
    isDirty: true,
    aiStyleSuggestion: null,
    lastAIRationale: null,
  };
}
