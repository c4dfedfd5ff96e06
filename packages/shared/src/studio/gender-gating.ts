import {
  catalogueCategoryIds,
  categoryConfigs,
  type CatalogueCategoryId,
} from '../categories/category-config';
import type { Gender } from '../analysis/person-analysis.schema';
import type { SelectionKey, Selections } from './selections.schema';

/** Is a category applied for a person of this gender (spec §5)? */
export function isCategoryAllowedFor(category: CatalogueCategoryId, gender: Gender): boolean {
  const { audience } = categoryConfigs[category];
  return audience === 'any' || audience === gender;
}

/** Selection keys of makeup categories (female only): everything in section Makeup. */
const femaleOnlyKeys: readonly SelectionKey[] = catalogueCategoryIds
  .map((id) => categoryConfigs[id])
  .filter((c) => c.section === 'Makeup')
  .flatMap((c) => (c.colorKey ? [c.styleKey, c.colorKey] : [c.styleKey]));

/**
 * Foundation and concealer colours are kept without a gender check (spec §5): they describe the
 * skin match and are saved for everyone.
 */
const keptForEveryone: ReadonlySet<SelectionKey> = new Set<SelectionKey>([
  'foundationColor',
  'concealerColor',
]);

/**
 * The look as it applies to a person: facial hair only for men; makeup other than eyebrows,
 * procedures and hair only for women; foundation/concealer colours kept for everyone.
 */
export function gateSelectionsByGender(selections: Selections, gender: Gender): Selections {
  const gated: Selections = { ...selections, procedures: [...selections.procedures] };
  if (gender !== 'male') gated.facialHairStyle = null;
  if (gender !== 'female') {
    for (const key of femaleOnlyKeys) {
      if (keptForEveryone.has(key)) continue;
      if (key === 'procedures') continue;
      gated[key] = null;
    }
  }
  return gated;
}
