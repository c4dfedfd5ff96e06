import { z } from 'zod';
import { hexColorSchema } from '../catalogue/catalogue-item.schema';
import { categoryConfigs } from '../categories/category-config';
import { swatchHex } from '../colors/color-swatch';
import type { ProductRef } from '../makeover/customizations.schema';
import type { SelectionKey } from '../studio/selections.schema';
import {
  libraryCategoryIds,
  libraryCategorySchema,
  PRODUCT_BATCH_MAX,
  PRODUCT_NAME_MAX,
  type LibraryCategory,
  type UserProduct,
  type UserProductInput,
} from './user-product.schema';

/** What the library form (one product) and each pasted line hold before they are saved. */
export const productDraftSchema = z.object({
  brand: z.string().trim().max(PRODUCT_NAME_MAX),
  name: z.string().trim().min(1, 'Enter the product name').max(PRODUCT_NAME_MAX),
  category: libraryCategorySchema,
  shadeName: z.string().trim().min(1, 'Enter the shade name').max(PRODUCT_NAME_MAX),
  shadeHex: hexColorSchema,
});
export type ProductDraft = z.infer<typeof productDraftSchema>;

/** The library's categories with their display names, in catalogue order. */
export const libraryCategories: readonly { id: LibraryCategory; label: string }[] =
  libraryCategoryIds.map((id) => ({ id, label: categoryConfigs[id].displayName }));

/** A draft as the API's input: one shade, which is also the default. */
export function productInputFromDraft(draft: ProductDraft): UserProductInput {
  const brand = draft.brand.trim();
  const shade = draft.shadeName.trim();
  return {
    name: draft.name.trim(),
    brand: brand === '' ? null : brand,
    category: draft.category,
    iconUrl: null,
    description: '',
    colors: [{ name: shade, hex: draft.shadeHex.toLowerCase() }],
    defaultColor: shade,
    isLibraryProduct: true,
  };
}

/** A stored product back as a form draft (its default shade, or its first). */
export function draftFromProduct(product: UserProduct): ProductDraft {
  const shade =
    product.colors.find((c) => c.name === product.defaultColor) ?? product.colors[0] ?? null;
  return {
    brand: product.brand ?? '',
    name: product.name,
    category: product.category,
    shadeName: shade?.name ?? '',
    shadeHex: shade?.hex ?? '#c0392b',
  };
}

export interface PastedLine {
  line: number;
  draft: ProductDraft | null;
  error: string | null;
}

const HEX = /^#?([0-9a-f]{6})$/i;

function splitColumns(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes('|') ? '|' : ',';
  return line.split(separator).map((part) => part.trim());
}

/**
 * Batch add: one product per line as 'Brand, Product, Shade, #hex' (tabs from a spreadsheet or
 * '|' also separate; the hex may be left out and is then taken from the shade's name). Blank
 * lines are skipped; every other line gives a draft or says what is wrong with it.
 */
export function parseProductLines(text: string, category: LibraryCategory): PastedLine[] {
  const out: PastedLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    const [brand = '', name = '', shadeName = '', hexText = '', ...rest] = splitColumns(raw);
    const fail = (error: string) => out.push({ line, draft: null, error });
    if (rest.some((part) => part !== '')) return fail('Too many columns');
    if (name === '') return fail('Missing product name');
    if (shadeName === '') return fail('Missing shade name');
    const tooLong = [brand, name, shadeName].some((part) => part.length > PRODUCT_NAME_MAX);
    if (tooLong) return fail(`Names are at most ${PRODUCT_NAME_MAX} characters`);
    const hex = HEX.exec(hexText);
    if (hexText !== '' && !hex) return fail(`'${hexText}' is not a colour like #b0303a`);
    const shadeHex = hex ? `#${hex[1]?.toLowerCase()}` : swatchHex(shadeName);
    out.push({ line, draft: { brand, name, category, shadeName, shadeHex }, error: null });
  });
  if (out.filter((l) => l.draft).length > PRODUCT_BATCH_MAX) {
    out.push({ line: 0, draft: null, error: `Add at most ${PRODUCT_BATCH_MAX} products at once` });
  }
  return out;
}

const categoryOrder = (category: LibraryCategory): number => libraryCategoryIds.indexOf(category);
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The library as shown: by category (catalogue order), then brand, then name. */
export function sortProducts(products: readonly UserProduct[]): UserProduct[] {
  return [...products].sort(
    (a, b) =>
      categoryOrder(a.category) - categoryOrder(b.category) ||
      collator.compare(a.brand ?? '', b.brand ?? '') ||
      collator.compare(a.name, b.name),
  );
}

/** The user's products of one make-up category (the studio lists them beside the catalogue). */
export function productsForCategory(
  products: readonly UserProduct[],
  category: LibraryCategory,
): UserProduct[] {
  return sortProducts(products.filter((product) => product.category === category));
}

/** A product shade picked in the studio: the selections it sets and the saved product ref. */
export interface ProductShadeChoice {
  selections: Partial<Record<SelectionKey, string>>;
  /** Stored under customizations.products[styleKey] (spec §3: library flag and brand). */
  productRef: { key: SelectionKey; ref: ProductRef };
}

/**
 * Picking a library product's shade in its make-up category: the category's style becomes the
 * product's name and its colour the shade; the customizations remember the brand. Undefined
 * when the product has no such shade.
 */
export function productShadeChoice(
  product: UserProduct,
  shadeName: string,
): ProductShadeChoice | undefined {
  const shade = product.colors.find((c) => c.name.toLowerCase() === shadeName.toLowerCase());
  const config = categoryConfigs[product.category];
  if (!shade || !config.colorKey) return undefined;
  return {
    selections: { [config.styleKey]: product.name, [config.colorKey]: shade.name },
    productRef: {
      key: config.styleKey,
      ref: { isLibraryProduct: true, brand: product.brand },
    },
  };
}

/**
 * The look as the renderer draws it: where a style is a library product and its colour one of
 * the product's shades, the colour is given as the shade's hex (the catalogue does not know
 * the user's own shade names). Everything else is unchanged.
 */
export function productLook<T extends Partial<Record<SelectionKey, unknown>>>(
  look: T,
  products: readonly UserProduct[],
): T {
  const out: Record<string, unknown> = { ...look };
  for (const product of products) {
    const config = categoryConfigs[product.category];
    if (!config.colorKey || out[config.styleKey] !== product.name) continue;
    const colour = out[config.colorKey];
    const shade = product.colors.find(
      (c) => typeof colour === 'string' && c.name.toLowerCase() === colour.toLowerCase(),
    );
    if (shade) out[config.colorKey] = shade.hex;
  }
  return out as T;
}
