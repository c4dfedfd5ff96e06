import { isStylePreferenceOn } from '../account/style-preferences';
import type { Gender } from '../analysis/person-analysis.schema';
import { categoriesForSelectionKey } from '../categories/category-config';
import type { SelectionKey, Selections } from './selections.schema';

export interface ApplyLookOptions {
  gender: Gender;
  /** The user's style preference flags; missing flags use the defaults. */
  stylePreferences: Record<string, boolean> | null | undefined;
}

/**
 * Apply a preset, favorite or AI suggestion onto the current look (spec §6: style preferences
 * gate which categories a 1-click preset or a favorite applies). A key is applied when its
 * category is for this gender and its preference flag (if any) is on; others stay as they are.
 */
export function applyLook(
  current: Selections,
  look: Partial<Selections>,
  { gender, stylePreferences }: ApplyLookOptions,
): Selections {
  const next: Selections = { ...current, procedures: [...current.procedures] };
  for (const key of Object.keys(look) as SelectionKey[]) {
    const value = look[key];
    if (value === undefined) continue;
    const configs = categoriesForSelectionKey(key).filter(
      (c) => c.audience === 'any' || c.audience === gender,
    );
    const config = configs[0];
    if (!config) continue;
    const flag = config.stylePreference[gender];
    if (flag && !isStylePreferenceOn(stylePreferences, flag)) continue;
    if (key === 'procedures') {
      next.procedures = Array.isArray(value) ? [...value] : [];
    } else {
      next[key] = typeof value === 'string' ? value : null;
    }
  }
  return next;
}
