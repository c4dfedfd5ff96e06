import type { Gender } from '../analysis/person-analysis.schema';
import { findItemForSelection } from '../catalogue/catalogue-queries';
import type { Customizations } from '../makeover/customizations.schema';
import { lookViolations } from '../membership/look-access';
import { violationMessage } from '../membership/violation-message';
import {
  appliedFavoriteStyle,
  failedToApplyFavoriteStyle,
  hairstyleNotFoundForOneClick,
} from '../messages/messages';
import { applyLook } from '../studio/apply-look';
import { gateSelectionsByGender } from '../studio/gender-gating';
import type { Selections } from '../studio/selections.schema';
import type { FavoriteStyle, FavoriteStyleCreate } from './favorite.schema';
import { selectionKeys } from './favorite-form';

/** The selections a favorite holds: its hairstyle and every style and colour it customizes. */
export function favoriteLook(
  favorite: Pick<FavoriteStyle, 'hairstyle' | 'customizations'>,
): Partial<Selections> {
  const look: Partial<Selections> = {};
  for (const key of selectionKeys) {
    const value = favorite.customizations[key];
    if (value !== undefined) Object.assign(look, { [key]: value });
  }
  if (favorite.hairstyle !== null) look.hairstyle = favorite.hairstyle;
  return look;
}

export interface ApplyFavoriteOptions {
  gender: Gender;
  level: unknown;
  useAvantGardeStyles: boolean;
  /** Settings flags: a category whose flag is off keeps its current choice (spec §6). */
  stylePreferences: Record<string, boolean> | null | undefined;
}

export type ApplyFavoriteResult =
  { ok: true; selections: Selections; announcement: string } | { ok: false; error: string };

/**
 * Applying a favorite in the studio (spec §2, §6, §8): its hairstyle must exist for the person's
 * gender ('Hairstyle X not found for 1-click style.'), its items must be open to the level and
 * the avant-garde switch ('Failed to apply favorite style. {detail}'); then the categories the
 * style preferences allow are applied, gender-gated, and 'Applied favorite style: {name}' shown.
 */
export function applyFavorite(
  current: Selections,
  favorite: Pick<FavoriteStyle, 'name' | 'hairstyle' | 'customizations'>,
  options: ApplyFavoriteOptions,
): ApplyFavoriteResult {
  const look = favoriteLook(favorite);
  if (look.hairstyle && !findItemForSelection('hairstyle', look.hairstyle, options.gender)) {
    return { ok: false, error: hairstyleNotFoundForOneClick(look.hairstyle) };
  }
  const [first] = lookViolations(look, {
    level: options.level,
    gender: options.gender,
    useAvantGardeStyles: options.useAvantGardeStyles,
  });
  if (first) {
    return { ok: false, error: failedToApplyFavoriteStyle(violationMessage(first, options.level)) };
  }
  const applied = applyLook(current, look, options);
  return {
    ok: true,
    selections: gateSelectionsByGender(applied, options.gender),
    announcement: appliedFavoriteStyle(favorite.name),
  };
}

/**
 * 'Save as favorite' from the studio: the current look as a new favorite (the hairstyle on its
 * own, every other chosen style and colour in customizations, with the product refs kept).
 */
export function favoriteFromLook(
  name: string,
  selections: Selections,
  products?: Customizations['products'],
): Pick<FavoriteStyleCreate, 'name' | 'hairstyle' | 'customizations'> {
  const customizations: Customizations = {};
  for (const key of selectionKeys) {
    if (key === 'hairstyle') continue;
    if (key === 'procedures') {
      if (selections.procedures.length > 0) customizations.procedures = [...selections.procedures];
      continue;
    }
    const value = selections[key];
    if (value !== null) customizations[key] = value;
  }
  if (products && Object.keys(products).length > 0) customizations.products = { ...products };
  return { name: name.trim(), hairstyle: selections.hairstyle, customizations };
}
