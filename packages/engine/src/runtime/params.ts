/** The face runtime's tuned numbers: the small-face search (tiles.ts, tile-content.ts) and the
 * description model (face-description.ts). */

/** Side of the square the face detector resizes its whole input to, px. */
export const DETECTOR_INPUT = 256;
/** Smallest face, px at the detector's input, that a pass finds reliably. */
export const DETECTABLE_PX = 16;
/** Photos whose long side is below this are never tiled (the full pass sees them well). */
export const MIN_TILED_SIDE = 480;
/** Faces down to this share of the median found face are searched for (the rest of a group). */
export const SMALL_FACE_SHARE = 0.5;
/** Smallest face searched for in a photo where the full pass found nobody, px of the ≤ 1024-px
 * detection image (a face smaller than this is too small to analyse anyway). */
export const MIN_FACE_PX = 20;
/** A tile spans this many median face widths (a face of the found size then looks ~26 px wide
 * to the detector). */
export const TILE_FACES = 10;
/** A tile's side is at most this share of the photo's long side … */
export const TILE_LONG_SHARE = 0.6;
/** … at least this many px … */
export const MIN_TILE_SIDE = 224;
/** … and, with nobody found yet, at least this many px. */
export const EMPTY_TILE_SIDE = 256;
/** Neighbouring tiles overlap by at least this share of a tile … */
export const OVERLAP_SHARE = 0.15;
/** … and by this many widths of the largest face a tile searches for, so such a face lying
 * across a seam is whole in one tile; never by more than half a tile. */
export const OVERLAP_FACES = 2;
/** Overlap floor, px. */
export const MIN_OVERLAP = 40;

// — where faces could be —
/** Cells of a tile's content test are this share of the smallest face searched for. */
export const SKIN_CELL_SHARE = 0.25;
/** Content-test cells are never smaller than this, px. */
export const MIN_SKIN_CELL = 4;
/** Pixels sampled along each side of a content-test cell. */
export const CELL_SAMPLES = 4;
/** A cell counts as skin when this share of its samples has a skin colour. */
export const SKIN_CELL_FILL = 0.5;
/** A tile is searched only when at least this many of its cells outside the faces already found
 * are skin (colour photos) or textured (black-and-white photos). */
export const MIN_CANDIDATE_CELLS = 4;
/** Skin's red exceeds its green by at least this (yellow grass, sand and straw do not). */
export const SKIN_RED_OVER_GREEN = 10;
/** A found person's body, below the face, is this many face widths across (not searched for
 * faces smaller than theirs: those are further away, behind the body). */
export const BODY_FACES = 6;
/** A black-and-white cell is textured (could hold eyes, a mouth) when its luminance spread
 * (max − min of the samples) is at least this. */
export const TEXTURE_SPREAD = 24;
/** Share of a cell that may lie under the masks of faces already found for it to still count. */
export const MASKED_CELL_SHARE = 0.5;

// — the time budget —
/** The small-face search stops after this many ms of tile passes, counted with the estimate
 * below so the search is the same on a busy machine (analyze and render must agree). */
export const TILE_BUDGET_MS = 160;
/** Estimated cost of one tile pass (detector run + copy) on the reference 2-core machine, ms. */
export const TILE_PASS_MS = 35;
/** Estimated extra cost per megapixel of tile copied, ms. */
export const TILE_MPX_MS = 12;

// — the description model (age, gender, descriptor) —
/** Faces described in one run of the model (batched: the model's fixed cost is paid once per
 * batch; larger batches hold more memory for little gain). */
export const DESCRIBE_BATCH = 8;
/** Side, px, of the face square the description model sees: the face mesh's crop (192 px) as it
 * was cut. The model was trained at 224 px, but it ends in a global mean, so it runs at any
 * size; upscaling the 192-px crop to 224 added no detail and cost a third more. */
export const DESCRIBE_INPUT = 192;

// — straightening tilted faces (lazy-rotation.ts) —
/** The window rotated for a tilted face reaches this many px beyond the face box's corners
 * (nearest-pixel rounding of the rotation and the crop's bilinear neighbours stay inside). */
export const ROTATION_WINDOW_MARGIN = 3;
