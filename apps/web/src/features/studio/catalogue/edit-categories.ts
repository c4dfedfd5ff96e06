import { categoriesForGender, getCatalogueItems, swatchHex } from '@looklab/shared';
import type {
  CatalogueCategoryId,
  CatalogueColor,
  CategoryConfig,
  CatalogueItem,
  Gender,
  PersonProfileKey,
  SelectionKey,
} from '@looklab/shared';

export type StringKey = Exclude<SelectionKey, 'procedures'>;

/** One edit area of the customize step. */
export type EditCategory = {
  id: CatalogueCategoryId;
  label: string;
  section: 'Hair' | 'Brows & eyes' | 'Makeup' | 'Procedures';
  styleKey: StringKey | 'procedures';
  colorKey?: StringKey;
  /** null: for everyone; otherwise only for that gender (spec §5). */
  gender: Gender | null;
  profileKey?: PersonProfileKey;
  items: CatalogueItem[];
  /** Render the items as colour swatches (hair colour). */
  swatches?: boolean;
};

const sectionOf: Record<CategoryConfig['section'], EditCategory['section']> = {
  Hair: 'Hair',
  'Facial Hair': 'Hair',
  Eyebrows: 'Brows & eyes',
  Makeup: 'Makeup',
  Procedures: 'Procedures',
  Dentistry: 'Procedures',
};

/** Edit areas shown for a person (gender rules of spec §5), from the shared category config. */
export function categoriesFor(gender: Gender): EditCategory[] {
  return categoriesForGender(gender)
    .filter((config) => config.styleKey !== 'hairstyle')
    .map((config) => ({
      id: config.id,
      label: config.displayName,
      section: sectionOf[config.section],
      styleKey: config.styleKey,
      ...(config.colorKey ? { colorKey: config.colorKey as StringKey } : {}),
      gender: config.audience === 'any' ? null : config.audience,
      ...(config.profileKey ? { profileKey: config.profileKey } : {}),
      items: getCatalogueItems(config.id).filter((item) => !item.isNone),
      swatches: config.id === 'hairColor',
    }));
}

/** Hex for a colour name; a hash-based fallback for unknown names (spec §3). */
export function colorHex(color: CatalogueColor | undefined, name: string): string {
  const hex = color?.hex;
  if (hex && hex.startsWith('#')) return hex.slice(0, 7);
  return swatchHex(name);
}
