/** The facial-hair stage's tuned numbers, each named with what it controls (face widths). */

/** Jaw landmark pairs (subject's right, left) from the ear to the chin: the beard's outline. */
export const JAW_PAIRS: readonly (readonly [number, number])[] = [
  [234, 454],
  [93, 323],
  [132, 361],
  [58, 288],
  [172, 397],
  [136, 365],
  [150, 379],
  [149, 378],
  [176, 400],
  [148, 377],
];
/** Underlayer opacity of stubble (the skin's shadow under short, sparse hair). */
export const STUBBLE_SHADOW = 0.2;
/** Underlayer opacity of a beard at no length, and what full length (¼ face width) adds. */
export const BEARD_SHADOW = 0.28;
export const BEARD_SHADOW_LENGTH = 0.32;
/** Spacing of the stroke grid on a beard, and on stubble. */
export const BEARD_STROKE_SPACING = 0.0065;
export const STUBBLE_STROKE_SPACING = 0.0075;
/** Spacing of the stroke grid on mustaches and handlebar tips (denser, finer). */
export const MUSTACHE_STROKE_SPACING = 0.0045;
/** Stroke length of a mustache hair and of a handlebar tip's hair. */
export const MUSTACHE_STROKE_LENGTH = 0.03;
export const TIP_STROKE_LENGTH = 0.028;
/** Stroke length of stubble; of a beard at no length, plus what full length (⅓) adds. */
export const STUBBLE_STROKE_LENGTH = 0.008;
export const BEARD_STROKE_LENGTH = 0.016;
export const BEARD_STROKE_LENGTH_GROWTH = 0.045;
/** Stroke width of stubble and of beard hairs. */
export const STUBBLE_STROKE_WIDTH = 0.0035;
export const BEARD_STROKE_WIDTH = 0.003;
