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
/**
 * The face mesh runs first on an upright square this many face units across (the answer is the
 * photo re-drawn, so the face is near where it was) …
 */
export const MESH_SQUARE_SIDE = 1.6;
/** … centred this many face units below the eyes' midpoint (the face's middle) … */
export const MESH_SQUARE_CENTRE = 0.25;
/** … and once more on the square the first pass found the face in, when that moved by more
 * than this share of the square's side or changed its size by more than this share. */
export const MESH_SQUARE_MOVED = 0.04;
/** Below this mesh confidence (Human's face flag, 0–1) the detector searches the crop instead. */
export const MIN_MESH_SCORE = 0.5;

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
/** Faces wider than this (px) are aligned on the photo shrunk by a whole factor toward it
 * (100: a 304 px face at 1/3, 0.23 px off the simulation's truth instead of 0.04 at full
 * resolution and 160's floor, for about a fifth of the alignment's work). */
export const FINE_UNIT = 100;
/** Faces (on that level) at least this wide are first searched at half its resolution. */
export const HALF_RES_UNIT = 120;
/** Search radius of the refinement rounds, in level px (the first match is within ~1–2). */
export const FINE_SEARCH_PX = 3;
/** Gauss–Newton steps of a patch's sub-pixel refinement (each ~10× closer on smooth texture). */
export const REFINE_STEPS = 4;
/** Photo and answer aspects closer than this: the two frame models are the same. */
export const SAME_ASPECT = 0.005;
/** A stretched alignment this close (px of the level it was refined on) is kept without trying
 * the uniform frame model. */
export const GOOD_ENOUGH_PX = 0.2;
/** The starting transforms are compared on every this-many-th feature patch (the winner then
 * locates them all). */
export const START_STRIDE = 3;
/** Refinement rounds after the landmark fit (each re-warps, re-matches and re-fits). */
export const REFINE_ROUNDS = 2;
/** A patch flatter than this luma standard deviation (8-bit levels) cannot be located. */
export const MIN_PATCH_STD = 3;
/** A patch match needs at least this normalised cross-correlation at its peak. */
export const MIN_PATCH_NCC = 0.6;
/** Fewer located patches than this: the landmark fit stands on its own. */
export const MIN_PATCHES = 8;

// — identity —
/** The descriptor's square (runtime/face-square.ts: MobileFace, 112 px) is this many face units
 * across … */
export const IDENTITY_SQUARE_SIDE = 1.2;
/** … centred this many face units below the eyes' midpoint. */
export const IDENTITY_SQUARE_CENTRE = 0.1;
/**
 * Descriptor cosine between the photo's face and the fitted result's, on that square, below
 * which the result is not the same person. Measured by scripts/fit-identity.ts on the fixtures:
 * the same person scores ≥ 0.882 after the engine's hair colour and make-up renders (n = 45) and
 * ≥ 0.875 after fitting a simulated generation (n = 15); different people ≤ 0.609 over 739 pairs
 * (27 men of solvay1927, 12 women). Set below the gap's middle (0.74): a real model redraws the
 * face more than the simulation, and a refusal costs the user a generation.
 */
export const MIN_IDENTITY = 0.72;

// — the result —
/** zlib level of the fitted PNG (image/png-bands.ts: Up filter, run-length matches only, where
 * the level changes little; at 788×1024 the whole image ~20 ms CPU loaded, 1.5 MB, against
 * 29 ms and 2.2 MB for sharp's unfiltered level 1). */
export const PNG_LEVEL = 1;

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
/** The answer's mean colour per cell is taken from this many of its pixels per side, spread
 * evenly (all of a smaller cell's): 9 of a 1024 px portrait's 25–36 (its faces' cells are 5–6 px)
 * gives the same mask to within a few alpha levels for a third of the samples. */
export const CELL_SAMPLES = 3;
/** Mean colour difference (8-bit RGB levels, after colour matching) that surely is a change … */
export const DIFF_HIGH = 24;
/** … and below which a cell is unchanged (between: partly the answer's). */
export const DIFF_LOW = 10;
/** The mask's final feather (Gaussian σ), in face units. */
export const FEATHER = 0.018;
/** The mask is worked at 1/f of the resolution, f = feather σ / this, rounded (the feather's σ
 * stays at least ¾ of this many working px). */
export const FEATHER_MIN_PX = 2;
/** Below the chin, changed cells nearer the face's axis than this are clothes, not hair. */
export const CHEST_HALF_WIDTH = 0.3;
/** How far below the chin (face units) the torso starts, where the clothes rule applies. */
export const CHEST_TOP = 0.6;

// — colour matching —
/** Colour samples keep this many face units away from the head, old hair and other faces … */
export const COLOR_CLEARANCE = 0.06;
/** … old hair counting from this value of the hair mask. */
export const HAIR_BUSY = 0.05;
/** Fewer usable pixels than this: no colour change is fitted. */
export const MIN_COLOR_SAMPLES = 200;
/** Pixels sampled for the colour fit (evenly over those that should be unchanged), at most. */
export const COLOR_SAMPLES = 12000;
/** Share of the sampled pixels (smallest differences) the colour fit keeps. */
export const COLOR_KEEP = 0.7;
/** Spread (8-bit levels) a channel must show before its gain moves from 1 (ridge prior). */
export const GAIN_PRIOR = 12;
/** A channel's gain is kept within [1/x, x] (a wild fit on a flat region would blow up). */
export const MAX_GAIN = 1.5;
