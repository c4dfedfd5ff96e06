import { z } from 'zod';
import { storedUrlSchema } from '../api/file.schema';
import { hexColorSchema } from '../catalogue/catalogue-item.schema';

/**
 * Make-up categories a library product can belong to: those of the catalogue's Makeup section
 * that have colours (eyeshadow has none). Checked against the category configuration in tests.
 */
export const libraryCategoryIds = [
  'lipstick',
  'lipLiner',
  'lipTint',
  'foundation',
  'concealer',
  'blush',
  'contour',
  'highlighter',
  'bronzer',
  'eyeliner',
  'mascara',
] as const;
export const libraryCategorySchema = z.enum(libraryCategoryIds);
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;

/** Longest product, brand and shade name a library entry keeps. */
export const PRODUCT_NAME_MAX = 120;
/** Most products one batch (paste or several rows) may add at once. */
export const PRODUCT_BATCH_MAX = 100;

/** A product's shade: a name and one real colour (no ranges or 'Assorted' as in the catalogue). */
export const productShadeSchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
  hex: hexColorSchema,
});
export type ProductShade = z.infer<typeof productShadeSchema>;

/** A product a user keeps in their own library (spec §3), shaped like a library product. */
export const userProductSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
  brand: z.string().trim().max(PRODUCT_NAME_MAX).nullable(),
  /** Make-up category key, e.g. 'lipstick', 'blush' (see `libraryCategoryIds`). */
  category: libraryCategorySchema,
  iconUrl: storedUrlSchema.nullable(),
  description: z.string().max(2000),
  colors: z.array(productShadeSchema).max(100),
  defaultColor: z.string().min(1).nullable(),
  isLibraryProduct: z.boolean(),
});
export type UserProduct = z.infer<typeof userProductSchema>;

type ShadeFields = { colors: ProductShade[]; defaultColor: string | null };

/** Shade names are unique within a product, and the default shade is one of them. */
function checkShades(product: ShadeFields, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  product.colors.forEach((shade, index) => {
    const key = shade.name.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['colors', index, 'name'],
        message: 'Each shade needs its own name',
      });
    }
    seen.add(key);
  });
  if (product.defaultColor !== null && !seen.has(product.defaultColor.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultColor'],
      message: 'The default shade must be one of the shades',
    });
  }
}

const inputFields = userProductSchema.omit({ id: true }).extend({
  brand: userProductSchema.shape.brand.default(null),
  iconUrl: userProductSchema.shape.iconUrl.default(null),
  description: userProductSchema.shape.description.default(''),
  colors: userProductSchema.shape.colors.default([]),
  defaultColor: userProductSchema.shape.defaultColor.default(null),
  isLibraryProduct: z.boolean().default(true),
});

/** Set one by id (create or replace): everything except the id, which is in the path. */
export const userProductInputSchema = inputFields.superRefine(checkShades);
export type UserProductInput = z.infer<typeof userProductInputSchema>;

/** PUT /api/products (batch add or replace): each product with its id. */
export const userProductBatchSchema = z.object({
  products: z
    .array(inputFields.extend({ id: userProductSchema.shape.id }).superRefine(checkShades))
    .max(PRODUCT_BATCH_MAX),
});
export type UserProductBatch = z.infer<typeof userProductBatchSchema>;
