import { z } from 'zod';
import { storagePathSchema, storedUrlSchema } from '../api/file.schema';
import { customizationsSchema } from '../makeover/customizations.schema';

const epochMs = z.number().int().nonnegative();

/** A favorite style (spec §3): a hairstyle plus customizations the user can re-apply. */
export const favoriteStyleSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  hairstyle: z.string().min(1).max(120).nullable(),
  customizations: customizationsSchema,
  iconUrl: storedUrlSchema.nullable(),
  iconStoragePath: storagePathSchema.nullable(),
  createdAt: epochMs,
});
export type FavoriteStyle = z.infer<typeof favoriteStyleSchema>;

export const favoriteStyleCreateSchema = z.object({
  name: favoriteStyleSchema.shape.name,
  hairstyle: favoriteStyleSchema.shape.hairstyle.default(null),
  customizations: customizationsSchema.default({}),
  iconUrl: favoriteStyleSchema.shape.iconUrl.default(null),
  iconStoragePath: favoriteStyleSchema.shape.iconStoragePath.default(null),
});
export type FavoriteStyleCreate = z.infer<typeof favoriteStyleCreateSchema>;

export const favoriteStylePatchSchema = z
  .object({
    name: favoriteStyleSchema.shape.name,
    hairstyle: favoriteStyleSchema.shape.hairstyle,
    customizations: customizationsSchema,
    iconUrl: favoriteStyleSchema.shape.iconUrl,
    iconStoragePath: favoriteStyleSchema.shape.iconStoragePath,
  })
  .partial()
  .strict();
export type FavoriteStylePatch = z.infer<typeof favoriteStylePatchSchema>;
