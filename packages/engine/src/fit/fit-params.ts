/**
 * Every tuned number of fitting a generative answer back onto the photo. Lengths in face units
 * are shares of the face frame's unit (the face's width, render/geometry.ts).
 */

// — finding the person's face in the answer —
/** The answer is searched for the face in the original face box grown by this share per side. */
export const SEARCH_MARGIN = 0.6;
/** A face found in the answer counts as the person's when its eyes' midpoint is within this
 * many face units of where the photo's was (the answer may shift the frame a little, not a head) */
export const MAX_FACE_OFFSET = 0.45;
/** … and its face unit is within this factor of the photo's either way. */
export const MAX_FACE_SIZE_RATIO = 1.6;

// — alignment —
/** Share of landmark or patch matches each trimmed re-fit keeps (the rest: redrawn features). */
export const TRIM_KEEP = 0.8;
/** Re-fits of a trimmed similarity. */
export const TRIM_ROUNDS = 3;
/** Patch half-size for the photometric refinement, in face units … */
export const PATCH_RADIUS = 0.04;
/** … and at least this many pixels (of the level searched). */
export const MIN_PATCH_PX = 4;
/** The first search's reach around each starting transform, in face units … */
export const COARSE_SEARCH = 0.08;
/** … and at least this many pixels (of the level searched). */
export const MIN_SEARCH_PX = 6;
/** Faces at least this wide (px) are first searched at half resolution (4× less work). */
export const HALF_RES_UNIT = 120;
/** Search radius of the full-resolution rounds, in px (the first match is within ~1–2 px). */
export const FINE_SEARCH_PX = 3;
/** Refinement rounds after the landmark fit (each re-warps, re-matches and re-fits). */
export const REFINE_ROUNDS = 2;
/** A patch flatter than this luma standard deviation (8-bit levels) cannot be located. */
export const MIN_PATCH_STD = 3;
/** A patch match needs at least this normalised cross-correlation at its peak. */
export const MIN_PATCH_NCC = 0.6;
/** Fewer located patches than this: the landmark fit stands on its own. */
export const MIN_PATCHES = 8;

// — identity —
/**
 * Face descriptor cosine (Human's description model; both faces found on a crop around the
 * face) below which the fitted result is not the same person. Measured by
 * scripts/fit-identity.ts: same person ≥ 0.758 after the engine's renders (n = 45; the lowest a
 * face in profile with make-up) and ≥ 0.816 after fitting a simulated generation (n = 15);
 * different people ≤ 0.710 over 738 pairs (29 men of solvay1927, 11 women).
 */
export const MIN_IDENTITY = 0.73;

// — the composite mask —
/** The region the answer may change: ±this many face units across the face … */
export const REGION_HALF_WIDTH = 1.8;
/** … from this far above the eyes (big hair) … */
export const REGION_TOP = -2.0;
/** … to this far below them (long hair over the chest). */
export const REGION_BOTTOM = 3.6;
/** Where the region's side is not the photo's border, the mask fades out over this many face
 * units (an answer's hair longer than the region then fades instead of stopping at a line). */
export const REGION_FADE = 0.12;
/** The face oval grows by this share about its centre for the core (jaw line, hairline). */
export const OVAL_GROW = 0.06;
/** The neck reaches this many face units below the chin … */
export const NECK_DEPTH = 0.55;
/** … and is this many face units wide at its bottom (half each side of the face's axis). */
export const NECK_HALF_WIDTH = 0.32;
/** The engine's hair mask counts from this value (its soft edge is feathered again anyway). */
export const OLD_HAIR_MIN = 0.25;
/** Cells for the difference map, in face units (1/48 of a face width). */
export const DIFF_CELL = 1 / 48;
/** Mean colour difference (8-bit RGB levels, after colour matching) that surely is a change … */
export const DIFF_HIGH = 24;
/** … and below which a cell is unchanged (between: partly the answer's). */
export const DIFF_LOW = 10;
/** The mask's final feather (Gaussian σ), in face units. */
export const FEATHER = 0.018;
/** Below the chin, changed cells nearer the face's axis than this are clothes, not hair. */
export const CHEST_HALF_WIDTH = 0.3;
/** How far below the chin (face units) the torso starts, where the clothes rule applies. */
export const CHEST_TOP = 0.6;

// — colour matching —
/** Pixels sampled for the colour fit (evenly over those that should be unchanged), at most. */
export const COLOR_SAMPLES = 12000;
/** Share of the sampled pixels (smallest differences) the colour fit keeps. */
export const COLOR_KEEP = 0.7;
/** Spread (8-bit levels) a channel must show before its gain moves from 1 (ridge prior). */
export const GAIN_PRIOR = 12;
/** A channel's gain is kept within [1/x, x] (a wild fit on a flat region would blow up). */
export const MAX_GAIN = 1.5;
