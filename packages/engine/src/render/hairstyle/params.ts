/** The hairstyle stage's tuned numbers, each named with what it controls. */
import { scalpShape, type ScalpHairShape } from '@looklab/shared';

/** The silhouette of a style taken from a reference photo before its length is measured. */
export const MEDIUM_LAYERED: ScalpHairShape = scalpShape({
  shape: 'layered',
  length: 1.5,
  volume: 0.4,
});

/** How far the lengths' locks end short of the outline, face widths, per silhouette family:
 * layered and choppy cuts end in long separate pieces, one-length cuts in short ones. */
export const TIP_LENGTH: Record<ScalpHairShape['shape'], number> = {
  layered: 0.12,
  shag: 0.12,
  locs: 0.12,
  straight: 0.08,
  asymmetric: 0.08,
  crop: 0.03,
  pixie: 0.03,
  shaved: 0.03,
  undercut: 0.03,
  slick: 0.03,
  bob: 0.05,
  updo: 0.05,
  bun: 0.05,
  ponytail: 0.05,
  braid: 0.05,
  afro: 0.05,
  mohawk: 0.05,
  quiff: 0.05,
  sculptural: 0.05,
};

/* Removing the original hair outside the new style (removal.ts). */

/** Where the neck begins below the chin, for the removal's fill (face widths). */
export const NECK_TOP = 0.05;
/** Where it ends below the chin (face widths). */
export const NECK_BOTTOM = 0.9;
/** Its half width (face widths). */
export const NECK_HALF = 0.22;
/** A turned head shows the neck from the throat to the nape: wider by this much per unit of yaw. */
export const NECK_TURN = 0.35;
/** …and its throat side by this much more per unit of yaw. */
export const NECK_FRONT = 0.5;
/** The face's wide shade above which a pixel lies at the face's rim. */
export const FACE_RIM = 0.15;
/** Face-frame v (face widths below eye level) down to which the face's rim is its temples. */
export const TEMPLE_BOTTOM = 0.1;
/** Below this hair-mask value a removed pixel is the removal's growth past the mask. */
export const GROWN = 0.3;
/** How much likelier the hair's colour than skin's for growth at the face's rim to take a pixel. */
export const HAIR_LEAD = 2;
/**
 * Below the chin, the hair-mask value from which a pixel is removed whole; below it only in
 * proportion (the mask's faint edge there may be the clothes or an accessory beside the hair).
 */
export const WHOLE_BELOW_CHIN = 0.3;
/**
 * Below the chin, the hair-mask value up to which a pixel is not removed at all: the matte's
 * specks on lace or a trim as pale as the hair beside the lengths' ends.
 */
export const FAINT_BELOW_CHIN = 0.15;

/**
 * The new style's coverage from which the original hair under it starts to stay, and from which
 * it stays whole: the painted hair's soft edge breaks into wisps (opaque only near full
 * coverage), and what shows between them must be what lay behind the hair, not the old hair's
 * pale or dark edge (a halo round the style).
 */
export const KEEP_FROM = 0.55;
/** The coverage from which the original hair under the new style stays whole (see KEEP_FROM). */
export const KEEP_ALL = 0.95;

/* The body's outline under removed hair beside the neck (body-outline.ts). */

/** Width of the bins (face widths across) in which the shoulder's visible top is looked for. */
export const OUTLINE_BIN = 0.02;
/** How far from the neck's middle (face widths) the shoulder's top is looked for. */
export const OUTLINE_REACH = 1.6;
/** How far above a body pixel (face widths) the background must show for its top to show. */
export const OUTLINE_CONTACT = 0.03;
/** Width (face widths) of the outline's soft edge between body and background. */
export const OUTLINE_SOFT = 0.02;
/** How far from the neck's middle (face widths) a body edge against the background is the neck's. */
export const OUTLINE_SIDE_MAX = 0.4;
/** How far above the chin (face widths) the outline decides beside the neck (behind the jaw). */
export const OUTLINE_ABOVE = 0.3;
/** How far below the neck's top (face widths) its visible width is measured. */
export const NECK_SEEN = 0.1;
/** How much of the neck (face widths) hair at its side may hide beyond what shows. */
export const NECK_HIDDEN = 0.02;
/** The widest gap (face widths across) between places the shoulder's top shows that it bridges. */
export const OUTLINE_GAP = 0.3;
/**
 * How far below a hair's end on the body (face widths) the body's outline may lie at most: the
 * hair mask's soft end is filled as what lay beside it above, so the body's edge is the photo's.
 */
export const OUTLINE_END = 0.01;
/** How far across (face widths) a hair's end on the body bounds the outline beside it. */
export const OUTLINE_END_REACH = 0.04;
/** How many bins where the shoulder's top shows give its height (their median), and its slope. */
export const OUTLINE_FIT = 3;
/** The steepest slope (dv per du) the shoulder's top is continued in at toward the neck. */
export const OUTLINE_SLOPE = 0.5;
/**
 * Width (face widths) of the rounded corner where the shoulder's top rises into the neck: about a
 * third of a face width, as necks meet shoulders (0.12 drew a right-angled cut-out, cgi-model-11).
 */
export const OUTLINE_FILLET = 0.35;
/** From how far below the chin (face widths) the usual neck's width is the body whatever shows. */
export const NECK_BODY = 0.45;
/** How far below the outline (face widths) a hair's end on the body still is the body's top. */
export const OUTLINE_SNAP = 0.05;
/**
 * How far below the shoulder's top (face widths) the outline says the body is there: lower, beside
 * a raised arm or the waist, the body's side decides, which the sources' enclosure knows.
 */
export const OUTLINE_DEPTH = 0.4;
