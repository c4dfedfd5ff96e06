import { z } from 'zod';
import { catalogue } from '../catalogue/catalogue';
import { catalogueListing, type ListingOptions } from '../catalogue/catalogue-listing';
import { findItemForSelection, visibleColors } from '../catalogue/catalogue-queries';
import {
  catalogueCategoryIds,
  categoryConfigs,
  type CategorySection,
} from '../categories/category-config';
import type { Customizations } from '../makeover/customizations.schema';
import { selectionsSchema, type SelectionKey } from '../studio/selections.schema';
import {
  favoriteStyleSchema,
  type FavoriteStyle,
  type FavoriteStyleCreate,
} from './favorite.schema';

export interface FavoriteFieldOption {
  name: string;
  /** Sub-heading in the list: 'Women · Short', 'Beard', 'Men · Face'… (null: none). */
  group: string | null;
}

/** One field of the favorite-style form: a selection key with its catalogue options. */
export interface FavoriteField {
  key: SelectionKey;
  label: string;
  section: CategorySection;
  /** The key of the colour chosen with this style, when the category has colours. */
  colorKey: SelectionKey | null;
  /** Procedures: several may be chosen. */
  multi: boolean;
  /** Styles the user may pick (None/Original left out: an empty choice means no change). */
  options: FavoriteFieldOption[];
}

/** Field labels where the categories behind one key differ ('Beard', 'Mustache'… → one field). */
const fieldLabels: Partial<Record<SelectionKey, string>> = {
  facialHairStyle: 'Facial Hair',
  procedures: 'Cosmetic Procedures',
};

const audienceLabel = { female: 'Women', male: 'Men', any: null } as const;

/**
 * The form's fields, one per selection key in catalogue order (hairstyle, colour, variant,
 * texture, facial hair, brows, every make-up category, procedures, dentistry), with the styles
 * open to the level and the avant-garde switch (catalogueListing, minus the locked ones).
 */
export function favoriteFormFields(options: ListingOptions): FavoriteField[] {
  const fields = new Map<SelectionKey, FavoriteField>();
  for (const id of catalogueCategoryIds) {
    const config = categoryConfigs[id];
    const field = fields.get(config.styleKey) ?? {
      key: config.styleKey,
      label: fieldLabels[config.styleKey] ?? config.displayName,
      section: config.section,
      colorKey: config.colorKey,
      multi: config.multiSelect,
      options: [],
    };
    fields.set(config.styleKey, field);
    const shared = catalogueCategoryIds.filter(
      (other) => categoryConfigs[other].styleKey === config.styleKey,
    );
    for (const { item, locked } of catalogueListing(catalogue[id], options)) {
      if (locked || item.isNone || field.options.some((o) => o.name === item.name)) continue;
      // Several categories share the key: say whose (women's/men's) or which (beard/mustache).
      const audiences = new Set(shared.map((other) => categoryConfigs[other].audience));
      const who = audiences.size > 1 ? audienceLabel[config.audience] : null;
      const kind = shared.length > 1 && !who ? config.displayName : null;
      const parts = [who, item.group ?? kind].filter((p): p is string => p !== null);
      field.options.push({ name: item.name, group: parts.length > 0 ? parts.join(' · ') : null });
    }
  }
  return [...fields.values()];
}

/** The colours the level may pick for a chosen style, and the one it starts with. */
export function favoriteColorOptions(
  styleKey: SelectionKey,
  styleName: string,
  level: unknown,
): { colors: string[]; defaultColor: string | null } {
  const found = findItemForSelection(styleKey, styleName);
  const colors = found ? visibleColors(found.item, level).map((c) => c.name) : [];
  const preferred = found?.item.defaultColor;
  return { colors, defaultColor: preferred && colors.includes(preferred) ? preferred : null };
}

/** The form's values: a name, one choice per single-choice key ('' = none) and procedures. */
export const favoriteFormSchema = z.object({
  name: favoriteStyleSchema.shape.name,
  choices: z.record(z.string(), z.string()),
  procedures: z.array(z.string()),
});
export type FavoriteFormValues = z.infer<typeof favoriteFormSchema>;

/** Every selection key, in the schema's order. */
export const selectionKeys = Object.keys(selectionsSchema.shape) as SelectionKey[];

/** A saved favorite as form values. */
export function formFromFavorite(favorite: FavoriteStyle | null): FavoriteFormValues {
  const choices: Record<string, string> = {};
  const look: Record<string, unknown> = favorite
    ? { ...favorite.customizations, hairstyle: favorite.hairstyle }
    : {};
  for (const key of selectionKeys) {
    const value = look[key];
    if (key !== 'procedures') choices[key] = typeof value === 'string' ? value : '';
  }
  return {
    name: favorite?.name ?? '',
    choices,
    procedures: favorite?.customizations.procedures ?? [],
  };
}

/**
 * Form values as the favorite the API stores: the hairstyle on its own, every other chosen
 * style and colour in customizations (a colour only with its style).
 */
export function favoriteFromForm(
  values: FavoriteFormValues,
  fields: readonly FavoriteField[],
): Pick<FavoriteStyleCreate, 'name' | 'hairstyle' | 'customizations'> {
  const customizations: Customizations = {};
  const pick = (key: SelectionKey): string | null => {
    const value = values.choices[key]?.trim() ?? '';
    return value === '' ? null : value;
  };
  for (const field of fields) {
    if (field.multi || field.key === 'hairstyle') continue;
    const style = pick(field.key);
    if (style === null) continue;
    Object.assign(customizations, { [field.key]: style });
    const colour = field.colorKey ? pick(field.colorKey) : null;
    if (field.colorKey && colour !== null) {
      Object.assign(customizations, { [field.colorKey]: colour });
    }
  }
  if (values.procedures.length > 0) customizations.procedures = [...values.procedures];
  return { name: values.name.trim(), hairstyle: pick('hairstyle'), customizations };
}
