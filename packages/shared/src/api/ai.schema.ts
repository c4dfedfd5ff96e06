import { z } from 'zod';
import {
  genderSchema,
  hairStatusSchema,
  personAnalysisSchema,
  personProfileSchema,
} from '../analysis/person-analysis.schema';
import { membershipLevelSchema } from '../membership/membership.schema';
import { selectionsSchema } from '../studio/selections.schema';

/** An image sent inline to the AI endpoints (base64 without the data: prefix, or a data URL). */
export const aiImageSchema = z.object({
  base64: z.string().min(1).max(30_000_000),
  mimeType: z.string().min(1).max(100),
});
export type AiImage = z.infer<typeof aiImageSchema>;

/**
 * A photo the server keeps for one session of work (unguessable, bound to the account or the
 * signed-out client that sent it, expiring): previews and generations refer to it by this id.
 */
export const photoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

/** POST /api/ai/analyze: the photo is kept, and its id answered with the people. */
export const analyzeRequestSchema = z.object({ image: aiImageSchema });
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;
export const analyzeResponseSchema = z.object({
  people: z.array(personAnalysisSchema),
  photoId: photoIdSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/**
 * The AI stylist's result (spec §7 getAIStyleSuggestion): every selection except the hairstyle
 * (chosen in its own step), plus the rationale shown as 'AI Stylist: …'. null = leave as is.
 */
export const styleSuggestionSchema = selectionsSchema.omit({ hairstyle: true }).extend({
  rationale: z.string().min(1),
});
export type StyleSuggestion = z.infer<typeof styleSuggestionSchema>;

/** The parts of a person analysis the stylist reads (the client already has them). */
export const suggestPersonSchema = personAnalysisSchema
  .pick({
    faceShape: true,
    estimatedAge: true,
    skinTone: true,
    undertone: true,
    eyeColor: true,
    colorAnalysis: true,
    lipAnalysis: true,
    dentalFeatures: true,
    prominentFeatures: true,
    cosmeticFeatures: true,
    analyzedPersonDescription: true,
  })
  .partial()
  .extend({ gender: genderSchema, hairStatus: hairStatusSchema.optional() });
export type SuggestPerson = z.infer<typeof suggestPersonSchema>;

/** POST /api/ai/suggest. The membership level is taken from the signed-in user, not the body. */
export const suggestRequestSchema = z.object({
  personProfile: personProfileSchema,
  person: suggestPersonSchema,
  /** creativity: 0 deterministic … 2 most varied (spec default 1) */
  temperature: z.number().min(0).max(2).default(1),
  styleGoal: z.string().max(500).default(''),
  stylePreferences: z.record(z.string(), z.boolean()).default({}),
  useAvantGardeStyles: z.boolean().optional(),
  /** optional seed to reproduce a varied (temperature > 0) suggestion */
  seed: z.number().int().optional(),
});
export type SuggestRequest = z.input<typeof suggestRequestSchema>;
export type SuggestRequestParsed = z.infer<typeof suggestRequestSchema>;
export const suggestResponseSchema = z.object({ suggestion: styleSuggestionSchema });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** Input of the stylist itself (request + the level the server determined). */
export const suggestInputSchema = suggestRequestSchema.extend({
  membershipLevel: membershipLevelSchema.default('Freemium'),
});
export type SuggestInput = z.input<typeof suggestInputSchema>;

/**
 * POST /api/ai/photos: keeps a photo (at the caller's plan size) or a custom style's reference
 * (at REFERENCE_IMAGE_MAX_DIMENSION) without analysing it — a saved makeover opened again, or
 * a photo sent again after its id expired.
 */
export const photoUploadRequestSchema = z.object({
  image: aiImageSchema,
  role: z.enum(['photo', 'reference']).default('photo'),
});
export type PhotoUploadRequest = z.input<typeof photoUploadRequestSchema>;
export const photoUploadResponseSchema = z.object({ photoId: photoIdSchema });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** Longest body of POST /api/ai/generate: it names photos by id and never carries their bytes. */
export const GENERATE_BODY_LIMIT = 64 * 1024;

/** POST /api/ai/generate: the photo (and a reference) by the ids the server answered. */
export const generateRequestSchema = z.strictObject({
  photoId: photoIdSchema,
  personId: z.string().min(1).max(40),
  look: selectionsSchema,
  referencePhotoId: photoIdSchema.optional(),
  /** display name of what is generated, used in the failure text 'Failed to generate {style}.' */
  styleName: z.string().max(200).optional(),
  /**
   * A quick on-screen preview while customizing: answered as JPEG (faster to encode, about a
   * tenth of the bytes) and not counted as a generated image. Stored images are always PNG.
   */
  preview: z.boolean().optional(),
  /**
   * With `preview`: the answer may be a draft (meta.draft, at a hairstyle tile's size) while the
   * look is not ready at the screen's size yet — shown at once, then asked for again without it.
   */
  quick: z.boolean().optional(),
  /**
   * A hairstyle tile on the embedded engine: a PNG thumbnail (512 px on its long side at most,
   * the server's TILE_MAX_DIMENSION; meta.draft is true when that is smaller than the photo);
   * the looks are made again for the screen and, when saved or downloaded, at the plan's size.
   * A generative service ignores it.
   */
  draft: z.boolean().optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/**
 * Render metadata: `engine` names who produced the image ('local-preview' for the embedded
 * engine, else the provider: 'gemini', 'openai'); a generative image also carries its `model`
 * and the fit-back figures (alignment error in px, identity cosine). Other fields are
 * engine-specific.
 */
export const renderMetaSchema = z.looseObject({
  engine: z.string(),
  notes: z.array(z.string()).optional(),
  model: z.string().optional(),
  /** a hairstyle tile's thumbnail, or a quick preview that came at a tile's size (`quick`) */
  draft: z.boolean().optional(),
});
export const generateResponseSchema = z.object({
  /** PNG, or JPEG when a preview was asked for */
  image: z.object({
    base64: z.string().min(1),
    mimeType: z.enum(['image/png', 'image/jpeg']),
  }),
  meta: renderMetaSchema,
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/**
 * `code` of a failed POST /api/ai/generate; `message` is the text to show: 'Failed to generate
 * {style}. {detail}' (with styleName), 'Generation failed. {detail}' (without), or 'No image
 * data available for {style}' (no_image with styleName). `busy` (HTTP 503) comes with a
 * Retry-After header in seconds; `image_too_large` and `file_too_large` (HTTP 413) are photos
 * over the uploads' limits, refused from their header before anything decodes them;
 * `photo_expired` (HTTP 410) and `photo_not_found` (HTTP 404, another caller's id) ask the
 * client to send the photo again (POST /api/ai/photos) and repeat the request.
 */
export const generationErrorCodeSchema = z.enum([
  'bad_image',
  'no_people',
  'person_not_found',
  'cancelled',
  'generation_failed',
  'blocked',
  'safety',
  'no_image',
  'quota',
  'unavailable',
  'timeout',
  'malformed',
  'bad_output',
  'not_configured',
  'rejected',
  'busy',
  'fit_failed',
  'image_too_large',
  'file_too_large',
  'photo_expired',
  'photo_not_found',
]);
export type GenerationErrorCode = z.infer<typeof generationErrorCodeSchema>;
