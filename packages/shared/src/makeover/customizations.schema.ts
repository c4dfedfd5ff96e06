import { z } from 'zod';
import { selectionsSchema } from '../studio/selections.schema';

/** Library flag and brand of the product behind a chosen style (spec §3 customizations). */
export const productRefSchema = z.object({
  isLibraryProduct: z.boolean(),
  brand: z.string().nullable(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/**
 * Saved customizations: the style and colour names per category (any subset of the selection
 * keys) plus, per style key (e.g. 'lipstickStyle'), the library flag and brand.
 */
export const customizationsSchema = selectionsSchema.partial().extend({
  products: z.record(z.string(), productRefSchema).optional(),
});
export type Customizations = z.infer<typeof customizationsSchema>;
