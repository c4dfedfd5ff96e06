import { z } from 'zod';

/** A chosen catalogue name; null means the category's None/Original (no change). */
const choice = z.string().min(1).max(120).nullable();

/**
 * The structured look: what the user picked in every category. It is the one request shape
 * for the embedded renderer and for generative providers — never a free-text prompt.
 */
export const selectionsSchema = z.object({
  hairstyle: choice,
  hairColor: choice,
  hairColorVariant: choice,
  hairTexture: choice,
  facialHairStyle: choice,
  eyebrowStyle: choice,
  eyebrowColor: choice,
  lipstickStyle: choice,
  lipstickColor: choice,
  lipLinerStyle: choice,
  lipLinerColor: choice,
  lipTintStyle: choice,
  lipTintColor: choice,
  foundationStyle: choice,
  foundationColor: choice,
  concealerStyle: choice,
  concealerColor: choice,
  blushStyle: choice,
  blushColor: choice,
  contourStyle: choice,
  contourColor: choice,
  highlighterStyle: choice,
  highlighterColor: choice,
  bronzerStyle: choice,
  bronzerColor: choice,
  eyeshadowStyle: choice,
  eyelinerStyle: choice,
  eyelinerColor: choice,
  mascaraStyle: choice,
  mascaraColor: choice,
  procedures: z.array(z.string().min(1).max(120)).max(40),
  dentalProcedure: choice,
});
export type Selections = z.infer<typeof selectionsSchema>;
export type SelectionKey = keyof Selections;

export const emptySelections: Selections = {
  hairstyle: null,
  hairColor: null,
  hairColorVariant: null,
  hairTexture: null,
  facialHairStyle: null,
  eyebrowStyle: null,
  eyebrowColor: null,
  lipstickStyle: null,
  lipstickColor: null,
  lipLinerStyle: null,
  lipLinerColor: null,
  lipTintStyle: null,
  lipTintColor: null,
  foundationStyle: null,
  foundationColor: null,
  concealerStyle: null,
  concealerColor: null,
  blushStyle: null,
  blushColor: null,
  contourStyle: null,
  contourColor: null,
  highlighterStyle: null,
  highlighterColor: null,
  bronzerStyle: null,
  bronzerColor: null,
  eyeshadowStyle: null,
  eyelinerStyle: null,
  eyelinerColor: null,
  mascaraStyle: null,
  mascaraColor: null,
  procedures: [],
  dentalProcedure: null,
};
