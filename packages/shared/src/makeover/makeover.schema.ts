import { z } from 'zod';
import { personAnalysisSchema } from '../analysis/person-analysis.schema';
import { selectionsSchema } from '../studio/selections.schema';
import { userProductSchema } from '../products/user-product.schema';
import { noInlineBytesSchema, storagePathSchema, storedUrlSchema } from '../api/file.schema';
import { customizationsSchema } from './customizations.schema';

/** Makeover lists load this many at a time, newest first (spec §4, §9); server and web share it. */
export const MAKEOVER_PAGE_SIZE = 10;

const epochMs = z.number().int().nonnegative();
const name = z.string().trim().min(1).max(120);

/** The makeover's photo: download url + storage path (the bytes live in file storage). */
export const originalImageSchema = z.object({
  url: storedUrlSchema,
  storagePath: storagePathSchema,
  mimeType: z.string().min(1).max(100),
  base64: noInlineBytesSchema,
});
export type OriginalImage = z.infer<typeof originalImageSchema>;

/**
 * An intermediate or final image (spec §3). Missing values take the spec's defaults: 'Original'
 * for styles, 'Default' for texture, 'None' for eyebrow style and dental procedure.
 */
export const imageRecordSchema = z.object({
  id: z.string().min(1).max(200),
  /** The PNG lives in file storage: stored records keep url + storagePath only. */
  base64: noInlineBytesSchema,
  url: storedUrlSchema.optional(),
  storagePath: storagePathSchema.optional(),
  hairstyle: z.string().default('Original'),
  hairColor: z.string().default('Original'),
  hairColorVariant: z.string().default('Original'),
  hairTexture: z.string().default('Default'),
  facialHairStyle: z.string().default('Original'),
  eyebrowStyle: z.string().default('None'),
  eyebrowColor: z.string().default('Original'),
  lipstickStyle: z.string().default('Original'),
  lipstickColor: z.string().default('Original'),
  lipLinerStyle: z.string().default('Original'),
  lipLinerColor: z.string().default('Original'),
  lipTintStyle: z.string().default('Original'),
  lipTintColor: z.string().default('Original'),
  foundationStyle: z.string().default('Original'),
  foundationColor: z.string().default('Original'),
  concealerStyle: z.string().default('Original'),
  concealerColor: z.string().default('Original'),
  blushStyle: z.string().default('Original'),
  blushColor: z.string().default('Original'),
  contourStyle: z.string().default('Original'),
  contourColor: z.string().default('Original'),
  highlighterStyle: z.string().default('Original'),
  highlighterColor: z.string().default('Original'),
  bronzerStyle: z.string().default('Original'),
  bronzerColor: z.string().default('Original'),
  eyeshadowStyle: z.string().default('Original'),
  eyelinerStyle: z.string().default('Original'),
  eyelinerColor: z.string().default('Original'),
  mascaraStyle: z.string().default('Original'),
  mascaraColor: z.string().default('Original'),
  /** Empty list = 'None' (see `formatProcedures`). */
  procedures: z.array(z.string()).default([]),
  dentalProcedure: z.string().default('None'),
  /** Custom (reference-image) results: named 'Custom Style N', hairColor 'From Reference'. */
  isCustom: z.boolean().optional(),
  referenceImageBase64: noInlineBytesSchema,
  referenceImageMimeType: z.string().max(100).optional(),
  referenceImageUrl: storedUrlSchema.optional(),
  referenceImageStoragePath: storagePathSchema.optional(),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;
export type ImageRecordInput = z.input<typeof imageRecordSchema>;

/** The AI stylist's suggested look as stored on a makeover (any subset of the selections). */
export const storedStyleSuggestionSchema = selectionsSchema.partial();

/** Fields a client may write; no defaults here so a partial patch never resets anything. */
const makeoverFields = {
  name,
  originalImage: originalImageSchema,
  people: z.array(personAnalysisSchema).max(20),
  selectedPersonId: z.string().min(1).nullable(),
  /** Suggestion temperature (creativity); default 1. */
  creativityLevel: z.number().min(0).max(2),
  styleGoal: z.string().max(500),
  intermediateImages: z.array(imageRecordSchema).max(60),
  finalImages: z.array(imageRecordSchema).max(60),
  customizations: customizationsSchema,
  userProducts: z.array(userProductSchema).max(100),
  aiStyleSuggestion: storedStyleSuggestionSchema.nullable(),
  aiStyleSuggestionRationale: z.string().max(4000).nullable(),
  ...selectionsSchema.shape,
};

/** A saved makeover (spec §3) as the API returns it; createdAt in milliseconds. */
export const makeoverSchema = z.object({
  id: z.string().min(1),
  createdAt: epochMs,
  ...makeoverFields,
});
export type Makeover = z.infer<typeof makeoverSchema>;

/**
 * A makeover in a list page (GET /api/makeovers): what the list shows — its name, date, a cover
 * (the first final image, else the first intermediate one, else the photo) and how many looks
 * it holds (its final images, or its intermediate ones before any are final).
 */
export const makeoverSummarySchema = z.object({
  id: z.string().min(1),
  name,
  createdAt: epochMs,
  coverUrl: z.string(),
  lookCount: z.number().int().nonnegative(),
});
export type MakeoverSummary = z.infer<typeof makeoverSummarySchema>;

/** Create payload: only the original image is required; the server names it 'Makeover #N'
 * when no name is given and stamps id and createdAt. */
export const makeoverCreateSchema = z.object({
  name: name.optional(),
  originalImage: originalImageSchema,
  people: makeoverFields.people.default([]),
  selectedPersonId: makeoverFields.selectedPersonId.default(null),
  creativityLevel: makeoverFields.creativityLevel.default(1),
  styleGoal: makeoverFields.styleGoal.default(''),
  intermediateImages: makeoverFields.intermediateImages.default([]),
  finalImages: makeoverFields.finalImages.default([]),
  customizations: customizationsSchema.default({}),
  userProducts: makeoverFields.userProducts.default([]),
  aiStyleSuggestion: makeoverFields.aiStyleSuggestion.default(null),
  aiStyleSuggestionRationale: makeoverFields.aiStyleSuggestionRationale.default(null),
  hairstyle: selectionsSchema.shape.hairstyle.default(null),
  hairColor: selectionsSchema.shape.hairColor.default(null),
  hairColorVariant: selectionsSchema.shape.hairColorVariant.default(null),
  hairTexture: selectionsSchema.shape.hairTexture.default(null),
  facialHairStyle: selectionsSchema.shape.facialHairStyle.default(null),
  eyebrowStyle: selectionsSchema.shape.eyebrowStyle.default(null),
  eyebrowColor: selectionsSchema.shape.eyebrowColor.default(null),
  lipstickStyle: selectionsSchema.shape.lipstickStyle.default(null),
  lipstickColor: selectionsSchema.shape.lipstickColor.default(null),
  lipLinerStyle: selectionsSchema.shape.lipLinerStyle.default(null),
  lipLinerColor: selectionsSchema.shape.lipLinerColor.default(null),
  lipTintStyle: selectionsSchema.shape.lipTintStyle.default(null),
  lipTintColor: selectionsSchema.shape.lipTintColor.default(null),
  foundationStyle: selectionsSchema.shape.foundationStyle.default(null),
  foundationColor: selectionsSchema.shape.foundationColor.default(null),
  concealerStyle: selectionsSchema.shape.concealerStyle.default(null),
  concealerColor: selectionsSchema.shape.concealerColor.default(null),
  blushStyle: selectionsSchema.shape.blushStyle.default(null),
  blushColor: selectionsSchema.shape.blushColor.default(null),
  contourStyle: selectionsSchema.shape.contourStyle.default(null),
  contourColor: selectionsSchema.shape.contourColor.default(null),
  highlighterStyle: selectionsSchema.shape.highlighterStyle.default(null),
  highlighterColor: selectionsSchema.shape.highlighterColor.default(null),
  bronzerStyle: selectionsSchema.shape.bronzerStyle.default(null),
  bronzerColor: selectionsSchema.shape.bronzerColor.default(null),
  eyeshadowStyle: selectionsSchema.shape.eyeshadowStyle.default(null),
  eyelinerStyle: selectionsSchema.shape.eyelinerStyle.default(null),
  eyelinerColor: selectionsSchema.shape.eyelinerColor.default(null),
  mascaraStyle: selectionsSchema.shape.mascaraStyle.default(null),
  mascaraColor: selectionsSchema.shape.mascaraColor.default(null),
  dentalProcedure: selectionsSchema.shape.dentalProcedure.default(null),
  procedures: selectionsSchema.shape.procedures.default([]),
});
export type MakeoverCreate = z.infer<typeof makeoverCreateSchema>;
export type MakeoverCreateInput = z.input<typeof makeoverCreateSchema>;

/** Partial update (spec §7 "update (partial fields)"); id and createdAt are immutable. */
export const makeoverPatchSchema = z.object(makeoverFields).partial().strict();
export type MakeoverPatch = z.infer<typeof makeoverPatchSchema>;
