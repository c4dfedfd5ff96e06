import { z } from 'zod';

export const genderSchema = z.enum(['female', 'male']);
export type Gender = z.infer<typeof genderSchema>;

/** 'full_hair' or a hair-loss value, snake_case as the spec says. */
export const hairStatusSchema = z.enum([
  'full_hair',
  'receding_hairline',
  'thinning_crown',
  'thinning_overall',
  'bald',
]);
export type HairStatus = z.infer<typeof hairStatusSchema>;

export const recommendationSchema = z.object({
  name: z.string().min(1),
  rationale: z.string().min(1),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

const recommendations = z.array(recommendationSchema);

/** Recommended items per category (spec §3 personProfile). */
export const personProfileSchema = z.object({
  hairColors: recommendations,
  hairstyles: recommendations,
  facialStyles: recommendations,
  lipstickStyles: recommendations,
  lipLinerStyles: recommendations,
  lipTintStyles: recommendations,
  blushStyles: recommendations,
  bronzeStyles: recommendations,
  foundationStyles: recommendations,
  concealerStyles: recommendations,
  contourStyles: recommendations,
  highlighterStyles: recommendations,
  mascaraStyles: recommendations,
  eyeshadowStyles: recommendations,
  eyelinerStyles: recommendations,
  eyebrowStyles: recommendations,
});
export type PersonProfile = z.infer<typeof personProfileSchema>;
export type PersonProfileKey = keyof PersonProfile;

/** Pixel box in the coordinates of the analysed image. */
export const boxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});
export type Box = z.infer<typeof boxSchema>;

export const personAnalysisSchema = z.object({
  id: z.string().min(1),
  gender: genderSchema,
  analyzedPersonDescription: z.string().min(1),
  hairStatus: hairStatusSchema,
  hairstyles: z.array(z.string()),
  prominentFeatures: z.array(z.string()),
  faceShape: z.string().min(1),
  estimatedAge: z.number().int().min(0).max(120),
  skinTone: z.string().min(1),
  undertone: z.string().min(1),
  eyeColor: z.string().min(1),
  eyeShapeAndPlacement: z.string().min(1),
  boneStructure: z.string().min(1),
  lipAnalysis: z.object({
    lipShape: z.string(),
    lipVolume: z.string(),
    symmetry: z.string(),
    vermilionBorder: z.string(),
    naturalPigmentation: z.string(),
  }),
  eyebrowAnalysis: z.object({
    naturalShapeAndArch: z.string(),
    hairDensity: z.string(),
    hairTexture: z.string(),
    hairGrowthPattern: z.string(),
    naturalColor: z.string(),
  }),
  colorAnalysis: z.object({
    season: z.string(),
    dominantCharacteristic: z.string(),
    undertone: z.string(),
    analysisRationale: z.string(),
    bestColors: z.array(z.object({ name: z.string() })),
    avoidColors: z.array(z.object({ name: z.string() })),
  }),
  dentalFeatures: z.array(z.string()),
  cosmeticFeatures: z.array(z.string()),
  cosmeticRecommendations: recommendations,
  personProfile: personProfileSchema,
  /** Face box, in pixels of the analysed image. */
  faceBox: boxSchema,
  /** Whole-person box (face widened to head and shoulders), for outlining in the UI. */
  personBox: boxSchema,
  /** The 478-point face mesh with iris, [x, y, z] in pixels of the analysed image. */
  landmarks: z.array(z.tuple([z.number(), z.number(), z.number()])),
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
});
export type PersonAnalysis = z.infer<typeof personAnalysisSchema>;
