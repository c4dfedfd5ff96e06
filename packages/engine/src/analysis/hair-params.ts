/** Tuned numbers of the analysis's hair region (hair-region.ts). Lengths are in face widths (w:
 * cheek edge to cheek edge) or face heights (h: mesh top of the forehead to the chin). */

/** Cells per face width: a head crop of ~3 × 3.5 face widths is then ~40 × 45 cells. */
export const CELLS_PER_FACE = 13;
/** Pixels averaged per cell side (at most): the cell's colour is their linear-RGB mean. */
export const CELL_SAMPLES = 3;

/** The crop reaches this many face widths either side of the face's centre … */
export const CROP_SIDE = 1.5;
/** … this many face heights above the mesh's forehead top … */
export const CROP_ABOVE = 0.8;
/** … and this many below the chin (long hair falls past the shoulders). */
export const CROP_BELOW = 1.6;

/** The crown: hair is seeded in a band from this many face heights above the forehead top … */
export const CROWN_TOP = 0.32;
/** … to this many (the skull's top lies ~0.3 h above mesh point 10) … */
export const CROWN_BOTTOM = 0.06;
/** … this many face widths either side of the centre. */
export const CROWN_HALF_WIDTH = 0.3;

/** Hair is also seeded at the temples: between the forehead top and the eyes, from this many
 * face widths off the centre … */
export const TEMPLE_INNER = 0.5;
/** … to this many. */
export const TEMPLE_OUTER = 0.66;

/** When the photo's top edge cuts the crown band, hair is seeded beside the face as well:
 * between the eyes and the mouth, from TEMPLE_INNER to this many face widths off the centre (on
 * a profile behind the face only, and its colour is judged on the hair farther out than this
 * behind the head too: hair-region.ts behindProfile). */
export const BESIDE_OUTER = 0.75;

/** Background is sampled in the crop's top corners (this far from the centre, face widths) … */
export const BACKGROUND_SIDE = 0.9;
/** … above this many face heights over the forehead top … */
export const BACKGROUND_ABOVE = 0.45;
/** … and at the crop’s sides down to the chin, this many face widths out. */
export const BACKGROUND_FAR_SIDE = 1.3;

/** A crown cell is not hair when its colour is within this of the skin (bare scalp) … */
export const SCALP_DELTA = 7;
/** … or within this of the background (the crown band overshoots a small head). */
export const BACKGROUND_DELTA = 12;
/** The hair's colour is judged on crown cells unlike the backdrop: the background's colour
 * centres nearest to at least this share of its cells (fewer: hair reaching the border, a hand). */
export const BACKDROP_SHARE = 0.15;
/** Colour centres (k-means) of the background's cells and of the hair's seeds. */
export const BACKGROUND_CENTRES = 4;
export const HAIR_CENTRES = 3;
/** On the segmentation's unsure cells a cell is unlike the backdrop when it lies farther from the
 * backdrop's centres than this many times the distance this quantile of the backdrop's own cells
 * lies (hair-cells.ts unlikeBackdrop; at most BACKGROUND_DELTA). */
export const BACKDROP_SPREAD_FACTOR = 2;
export const BACKDROP_SPREAD_QUANTILE = 0.9;
/** The backdrop's spread is read on at least this many of its cells (three per colour centre);
 * on fewer the fixed BACKGROUND_DELTA holds. */
export const BACKDROP_SPREAD_CELLS = 3 * BACKGROUND_CENTRES;
/** k-means rounds. */
export const KMEANS_ROUNDS = 4;
/** A cell joins the hair when its colour is within this of a hair centre … */
export const HAIR_DELTA = 16;
/** … and nearer the hair than the background and the skin by this margin. Distances are Lab
 * with lightness weighed by LIGHTNESS_WEIGHT. */
export const HAIR_MARGIN = 2;
/** Lightness counts this much in the colour distance: shading changes lightness most. */
export const LIGHTNESS_WEIGHT = 0.6;

/** The face, never hair: an ellipse about the face's centre of these half-axes (face widths,
 * face heights). */
export const FACE_HALF_WIDTH = 0.46;
export const FACE_HALF_HEIGHT = 0.52;

/** Hair is measured beside the face and neck: from this many face widths off the centre … */
export const SIDE_INNER = 0.42;
/** … to this many. */
export const SIDE_OUTER = 1.25;
/** Hair ending above this many face heights below the chin is short … */
export const SHORT_BELOW_CHIN = 0.08;
/** … above this many (the shoulders) medium; further down it is long. */
export const MEDIUM_BELOW_CHIN = 0.75;
/** A length needs this many hair cells in a row at its bottom (stray cells do not count). */
export const LENGTH_MIN_CELLS = 2;

/** Hair beside the neck (a ponytail or pigtails brought forward) joins the region without
 * touching the crown's: lit-hair cells from the mouth to this many face heights below the chin …
 */
export const NECK_BELOW_CHIN = 0.35;
/** … from SIDE_INNER to this many face widths off the centre … */
export const NECK_OUTER = 0.95;
/** … when there are at least this many. */
export const NECK_MIN_CELLS = 4;

/** The hair's colour is the median over seed cells between these lightness quantiles (the lit
 * part: shadow and shine dropped). */
export const COLOUR_LOW_QUANTILE = 0.4;
export const COLOUR_HIGH_QUANTILE = 0.92;
/** Seeds darker than this lightness quantile stay out of the hair's colour model. */
export const MODEL_LOW_QUANTILE = 0.25;
/** Fewer hair cells than this: no colour (the crown shows skin or background). */
export const MIN_HAIR_CELLS = 6;

/** A typical skin (Lab) under plain light: the reference underPlainLight balances hair by. */
export const SKIN_REFERENCE: readonly [number, number, number] = [66, 16, 17];
/** Share of the skin's lightness departure from the reference taken off the hair … */
export const BALANCE_LIGHTNESS = 0.5;
/** … and of its colour cast (a, b). */
export const BALANCE_CHROMA = 0.6;
/** No balance moves a channel by more than this (Lab units). */
export const MAX_SHIFT = 15;
/** The region crosses at most this many cells in a row that are like only the hair's shadows. */
export const SHADOW_STEPS = 2;

/** With the person's segmentation (hair-region.ts): a cell is the person at this probability or
 * more (the mask's edges blend the backdrop) … */
export const MASK_PERSON = 0.8;
/** … and the backdrop below this (the background is sampled there). */
export const MASK_BACKDROP = 0.2;
/** The person's cells around the head looked at: above the eyes, within this many face widths
 * of the face's centre (a profile's hair lies behind the head). */
export const MASK_HEAD_HALF_WIDTH = 0.9;
/** When at least this share of the crown's person cells is skin-coloured (a profile's forehead, a
 * hairline), the hair's colour is judged on those cells around the head too. */
export const MASK_CROWN_SKIN = 0.1;

/** Hair colour words (hair-shades.ts): hue is read only at this chroma or more (below it a
 * colour is too grey for its hue to mean anything). */
export const HUE_CHROMA = 8;
