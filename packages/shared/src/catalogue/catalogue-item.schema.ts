import { z } from 'zod';
import { membershipLevelSchema } from '../membership/membership.schema';
import { selectionsSchema } from '../studio/selections.schema';
import { hairShapeParamsSchema } from './hair-shape';

/** A single hex colour, `#rrggbb`. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected #rrggbb');

/**
 * A catalogue colour's hex (spec §3): one hex, a range `#rrggbb-#rrggbb` (a shade family), or the
 * special values 'N/A' (no visible colour, e.g. clear gloss) and 'Assorted' (multi-tone).
 */
export const catalogueHexSchema = z.union([
  hexColorSchema,
  z.string().regex(/^#[0-9a-fA-F]{6}-#[0-9a-fA-F]{6}$/, 'Expected #rrggbb-#rrggbb'),
  z.literal('N/A'),
  z.literal('Assorted'),
]);

export const catalogueColorSchema = z.object({
  name: z.string().min(1).max(120),
  hex: catalogueHexSchema,
  level: membershipLevelSchema.optional(),
});
export type CatalogueColor = z.infer<typeof catalogueColorSchema>;

/** Face shapes a style can flatter (used by the stylist and the explore filters). */
export const faceShapeSchema = z.enum(['oval', 'round', 'square', 'heart', 'oblong', 'diamond']);
export type FaceShape = z.infer<typeof faceShapeSchema>;
export const faceShapes: readonly FaceShape[] = faceShapeSchema.options;

/** Hair length bucket used in generation prompts (spec §9). */
export const lengthBucketSchema = z.enum(['short', 'mid-length', 'long']);
export type LengthBucket = z.infer<typeof lengthBucketSchema>;

export const occasionTagSchema = z.enum([
  'everyday',
  'office',
  'wedding',
  'evening',
  'party',
  'date',
  'festival',
  'editorial',
  'sport',
  'holiday',
]);
export type OccasionTag = z.infer<typeof occasionTagSchema>;

export const moodTagSchema = z.enum([
  'natural',
  'classic',
  'romantic',
  'bold',
  'edgy',
  'playful',
  'polished',
  'minimal',
  'glam',
  'retro',
  'artistic',
  'rugged',
]);
export type MoodTag = z.infer<typeof moodTagSchema>;

export const finishSchema = z.enum([
  'matte',
  'satin',
  'gloss',
  'shimmer',
  'metallic',
  'dewy',
  'natural',
]);
export type Finish = z.infer<typeof finishSchema>;

/** How a hair colour is laid on the hair (hairColorVariant items; 'solid' is root to tip). */
export const hairDyeSchema = z.enum([
  'solid',
  'balayage',
  'ombre',
  'sombre',
  'highlights',
  'babylights',
  'lowlights',
  'rootShadow',
  'moneyPiece',
  'twoTone',
  'peekaboo',
  'dipDye',
]);
export type HairDye = z.infer<typeof hairDyeSchema>;

/**
 * What a cosmetic or dental procedure does, so the renderer previews it by this field and never
 * by its display name (the two rhinoplasties share one preview).
 */
export const procedureKindSchema = z.enum([
  'facelift',
  'thread-lift',
  'cheek-filler',
  'botox',
  'buccal-fat-removal',
  'blepharoplasty',
  'brow-lift',
  'under-eye-filler',
  'rhinoplasty',
  'lip-filler',
  'lip-lift',
  'lip-flip',
  'chin-augmentation',
  'jawline-contouring',
  'neck-lift',
  'neck-liposuction',
  'chemical-peel',
  'laser-resurfacing',
  'microneedling',
  'otoplasty',
  'hairline-lowering',
  'hair-transplant',
  'beard-transplant',
  'teeth-whitening',
  'veneers',
  'bonding',
  'aligners',
  'gum-contouring',
  'crowns',
]);
export type ProcedureKind = z.infer<typeof procedureKindSchema>;

/** One entry of a style catalogue (spec §3 "Style catalogue item") plus stylist attributes. */
export const catalogueItemSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  description: z.string().min(1),
  /** Always a self-contained data URL of a generated SVG, so it can never be a broken image. */
  iconUrl: z.string().min(1),
  /** Some procedures are drawn differently for men. */
  iconUrlMale: z.string().min(1).optional(),
  brand: z.string().min(1).optional(),
  isLibraryProduct: z.boolean().optional(),
  level: membershipLevelSchema.optional(),
  isAvantGarde: z.boolean().optional(),
  colors: z.array(catalogueColorSchema).optional(),
  defaultColor: z.string().min(1).optional(),
  /** True for the category's None/Original entry (means "no change"). */
  isNone: z.boolean().optional(),
  /** Sub-group within the category: hairstyle section, procedure body area, facial-hair kind. */
  group: z.string().min(1).optional(),
  lengthBucket: lengthBucketSchema.optional(),
  faceShapes: z.array(faceShapeSchema).optional(),
  occasions: z.array(occasionTagSchema).optional(),
  moods: z.array(moodTagSchema).optional(),
  finish: finishSchema.optional(),
  /** Silhouette parameters for hairstyles and facial hair (icons and engine previews). */
  hairShape: hairShapeParamsSchema.optional(),
  /** Hair texture items: 0 straight, 0.33 wavy, 0.66 curly, 1 coily. */
  curl: z.number().min(0).max(1).optional(),
  /** Hair colour variant items: how the colour is laid on. */
  dye: hairDyeSchema.optional(),
  /** Hairstyles whose defining shape (buns, braids, updos, slicked-back…) only a generative
   * provider can draw; the embedded engine leaves the hair as it is and says so. */
  needsGenerative: z.boolean().optional(),
  /** Procedure items: what the procedure does (the renderer's preview reads this). */
  procedure: procedureKindSchema.optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** A complete named look (spec §3 "Preset makeover style"). */
export const presetMakeoverStyleSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  gender: z.enum(['female', 'male']),
  level: membershipLevelSchema.optional(),
  occasions: z.array(occasionTagSchema),
  moods: z.array(moodTagSchema),
  /** Category selections (null = None/Original); missing keys mean "leave as is". */
  styles: selectionsSchema.partial(),
});
export type PresetMakeoverStyle = z.infer<typeof presetMakeoverStyleSchema>;
