/**
 * The eye make-up stage's tuned numbers (lengths in eye widths unless said), each named with
 * what it controls; grouped by the file that uses them.
 */

// corners.ts
/** The farthest a corner moves (eye widths). */
export const CORNER_MAX_MOVE = 0.4;
/** Half the segment searched across the axis (eye widths). */
export const CORNER_ACROSS = 0.08;
/** A gap without white this long (eye widths) ends the search. */
export const CORNER_GAP = 0.06;
/** White: chroma under this share of the skin's (or 6). */
export const WHITE_CHROMA = 0.45;
/** White: lightness over this share of the skin's (or 35). */
export const WHITE_LIGHT = 0.75;
/** White pixels a step needs. */
export const MIN_WHITE = 2;

// eye-check.ts
/** The eye's outline is searched grown by this much about its centre. */
export const EYE_CHECK_GROW = 1.3;
/** The darkest tenth of it must reach below this share of the skin's √luminance. */
export const EYE_CHECK_DARK = 0.75;
/** Fewer pixels than this say nothing either way (the eye is then painted). */
export const EYE_CHECK_MIN_PIXELS = 6;

// lids.ts
/**
 * Offsets searched (face widths, which a turned head does not foreshorten vertically as it does
 * the far eye's width; positive = up) and their step (pixels).
 */
export const LID_SEARCH_DOWN = 0.02;
/** (the upward end of that search) */
export const LID_SEARCH_UP = 0.06;
/** (and its step, pixels) */
export const LID_SEARCH_STEP = 0.5;
/** How far above a point its "skin above" is sampled (face widths). */
export const LID_SKIN_ABOVE = 0.02;
/** How far below the fringe's top its roots are looked for (face widths). */
export const LID_ROOT = 0.025;
/** Edge strength (√luminance levels) a move must gain per face width moved. */
export const LID_MOVE_PENALTY = 0.8;

// lashes.ts
/** Lashes in one clump. */
export const LASH_CLUMP = 3;
/** How far a lash's direction turns toward its clump's (0..1). */
export const LASH_GATHER = 0.7;

// eye-makeup.ts
/**
 * How far the eye opening reaches past the mesh's corners (share of its width): the mesh's eye
 * is often narrower than the photo's, and a line ending at its corner ran into the white.
 */
export const CORNER_REACH = 0.15;
/** The eye opening kept free of make-up: its feather (eye widths). */
export const EYE_MASK_FEATHER = 0.01;
/** Eyeshadow: how far toward the brow the lid's colour reaches (share of the lid-to-brow gap),
 * for heavy (smoky, dramatic) and for other styles. */
export const SHADOW_REACH_HEAVY = 0.6;
export const SHADOW_REACH = 0.45;
/** Eyeshadow's feather (eye widths). */
export const SHADOW_FEATHER = 0.08;
/** Eyeshadow's tint, heavy and other styles. */
export const SHADOW_TINT_HEAVY = { opacity: 0.8, lumaWeight: 0.7, chromaWeight: 0.7, texture: 0.9 };
export const SHADOW_TINT = { opacity: 0.6, lumaWeight: 0.45, chromaWeight: 0.7, texture: 0.9 };
/** Heavy eyeshadow under the lower lid's outer half: its tint. */
export const LOWER_SHADOW_TINT = { opacity: 0.6, lumaWeight: 0.5, chromaWeight: 0.6, texture: 0.8 };
/** Eyeliner thickness of bold, thin and other styles (eye widths). */
export const LINER_BOLD = 0.09;
export const LINER_THIN = 0.04;
export const LINER_DEFAULT = 0.06;
/** Eyeliner wing length of cat-eye, winged and other styles (eye widths). */
export const WING_CAT = 0.42;
export const WING = 0.3;
export const WING_NONE = 0.08;
/** Eyeliner feather of smudged (kohl, smoky) and of sharp lines (eye widths). */
export const LINER_FEATHER_SMUDGED = 0.05;
export const LINER_FEATHER = 0.008;
/** Eyeliner's tint. */
export const LINER_TINT = { opacity: 0.92, lumaWeight: 0.95, chromaWeight: 0.95, texture: 0.2 };
/** Mascara: lash length of volumising and of other styles (eye widths). */
export const LASH_LENGTH_VOLUME = 0.22;
export const LASH_LENGTH = 0.15;
/** Mascara: lashes per eye (doubled by volumising styles) and their width (eye widths). */
export const LASH_COUNT = 22;
export const LASH_WIDTH_VOLUME = 0.035;
export const LASH_WIDTH = 0.025;
/** Mascara: opacity of the dark lash line along the lid. */
export const LASH_LINE_OPACITY = 0.85;
