import { z } from 'zod';
import { storedUrlSchema } from '../api/file.schema';
import { catalogueColorSchema } from '../catalogue/catalogue-item.schema';

/** A product a user keeps in their own library (spec §3), shaped like a library product. */
export const userProductSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  brand: z.string().trim().max(120).nullable(),
  /** Makeup category key, e.g. 'lipstick', 'blush' (see `categoryConfigs`). */
  category: z.string().min(1).max(40),
  iconUrl: storedUrlSchema.nullable(),
  description: z.string().max(2000),
  colors: z.array(catalogueColorSchema).max(100),
  defaultColor: z.string().min(1).nullable(),
  isLibraryProduct: z.boolean(),
});
export type UserProduct = z.infer<typeof userProductSchema>;

/** Set one by id (create or replace): everything except the id, which is in the path. */
export const userProductInputSchema = userProductSchema.omit({ id: true }).extend({
  brand: userProductSchema.shape.brand.default(null),
  iconUrl: userProductSchema.shape.iconUrl.default(null),
  description: userProductSchema.shape.description.default(''),
  colors: userProductSchema.shape.colors.default([]),
  defaultColor: userProductSchema.shape.defaultColor.default(null),
  isLibraryProduct: z.boolean().default(true),
});
export type UserProductInput = z.infer<typeof userProductInputSchema>;
