import type { CatalogueCategoryId } from '../categories/category-config';
import type { CatalogueItem } from './catalogue-item.schema';
import { bronzers, blushes, contours, highlighters } from './cheeks';
import { concealers, foundations } from './complexion';
import { eyebrows } from './eyebrows';
import { eyeliners, eyeshadows, mascaras } from './eyes';
import { beards, mustaches, sideburns } from './facial-hair';
import { hairColors, hairColorVariants, hairTextures } from './hair-colors';
import { femaleHairstyles } from './hairstyles-female';
import { maleHairstyles } from './hairstyles-male';
import { lipLiners, lipsticks, lipTints } from './lips';
import { dentalProcedures, femaleProcedures, maleProcedures } from './procedures';

/** The whole style catalogue, one list per category; each list starts with its None/Original. */
export const catalogue: Readonly<Record<CatalogueCategoryId, readonly CatalogueItem[]>> = {
  femaleHairstyles,
  maleHairstyles,
  hairColor: hairColors,
  hairColorVariant: hairColorVariants,
  hairTexture: hairTextures,
  beard: beards,
  mustache: mustaches,
  sideburns,
  eyebrow: eyebrows,
  lipstick: lipsticks,
  lipLiner: lipLiners,
  lipTint: lipTints,
  foundation: foundations,
  concealer: concealers,
  blush: blushes,
  contour: contours,
  highlighter: highlighters,
  bronzer: bronzers,
  eyeshadow: eyeshadows,
  eyeliner: eyeliners,
  mascara: mascaras,
  femaleProcedures,
  maleProcedures,
  dentalProcedure: dentalProcedures,
};
