/**
 * The make-up stage's tuned numbers. Lengths are in face widths (foundation, blush, contour…)
 * or mouth widths (lips); a product's tint is how strongly it moves the skin toward its shade:
 * `opacity` (before the style's strength), `lumaWeight`/`chromaWeight` (how much of the shade's
 * lightness / colour is taken) and `texture` (how much of the skin's own detail shows through).
 */

/** Style words asking for a light hand scale a product's opacity by this… */
export const LIGHT_STRENGTH = 0.6;
/** …and words asking for full coverage by this. */
export const FULL_STRENGTH = 1.25;

/** Foundation: radius of the smoothing that evens the skin before the shade (face widths). */
export const FOUNDATION_SMOOTH_RADIUS = 0.012;
/** Foundation: how much of that smoothing is kept (× the style's strength). */
export const FOUNDATION_SMOOTH = 0.25;
/** Foundation's tint. */
export const FOUNDATION_TINT = {
  opacity: 0.45,
  lumaWeight: 0.5,
  chromaWeight: 0.55,
  texture: 0.85,
};

/** Concealer: feather of the under-eye area (face widths). */
export const CONCEALER_FEATHER = 0.02;
/** Concealer without a shade: CIELab lightness it adds to the under-eye's mean… */
export const CONCEALER_LIFT = 8;
/** …the b* (warmth) it adds… */
export const CONCEALER_WARMTH = 2;
/** …and the least lightness it adds whatever the shade. */
export const CONCEALER_MIN_LIFT = 4;
/** Concealer: radius of the smoothing under the eye (face widths). */
export const CONCEALER_SMOOTH_RADIUS = 0.01;
/** Concealer: how much of that smoothing is kept. */
export const CONCEALER_SMOOTH = 0.3;
/** Concealer's tint. */
export const CONCEALER_TINT = { opacity: 0.6, lumaWeight: 0.6, chromaWeight: 0.45, texture: 0.8 };

/** Blush: the apple's half-width and half-height (face widths). */
export const BLUSH_RX = 0.15;
export const BLUSH_RY = 0.095;
/** Blush: the soft share of the apple's radius. */
export const BLUSH_SOFT = 0.85;
/** Blush on a turned head: the narrower side's apple shrinks at most to this share… */
export const BLUSH_SQUEEZE_MIN = 0.5;
/** …and the wider side's grows at most to this. */
export const BLUSH_SQUEEZE_MAX = 1.2;
/** Blush: the tilt (radians) up toward the temple of draped, of plain and of apple blush. */
export const BLUSH_TILT_DRAPED = 0.35;
export const BLUSH_TILT = 0.2;
export const BLUSH_TILT_APPLE = 0;
/** Blush's tint. */
export const BLUSH_TINT = { opacity: 0.42, lumaWeight: 0.18, chromaWeight: 0.6, texture: 1 };

/** Contour's feather (face widths). */
export const CONTOUR_FEATHER = 0.035;
/** Contour's tint. */
export const CONTOUR_TINT = { opacity: 0.38, lumaWeight: 0.45, chromaWeight: 0.35, texture: 1 };

/** Highlighter's feather (face widths). */
export const HIGHLIGHT_FEATHER = 0.02;
/** Highlighter: the least CIELab lightness above the skin's mean its shade is lifted to. */
export const HIGHLIGHT_LIFT = 18;
/** Highlighter's tint. */
export const HIGHLIGHT_TINT = { opacity: 0.45, lumaWeight: 0.45, chromaWeight: 0.3, texture: 1 };

/** Bronzer's tint. */
export const BRONZER_TINT = { opacity: 0.35, lumaWeight: 0.25, chromaWeight: 0.45, texture: 1 };

/** Lips mask: room around the outer contour and the mouth opening (mouth widths). */
export const LIPS_PAD = 0.15;
export const LIPS_HOLE_PAD = 0.1;
/** Lips mask: feather of the mouth opening and of the outer contour (mouth widths). */
export const LIPS_HOLE_FEATHER = 0.008;
export const LIPS_FEATHER = 0.018;
/** Lip tint spreads wider: its feather is this many times the lipstick's. */
export const LIP_TINT_SPREAD = 2.2;
/** Lipstick opacity of sheer / full-coverage / other styles. */
export const LIPSTICK_SHEER = 0.55;
export const LIPSTICK_FULL = 0.92;
export const LIPSTICK_DEFAULT = 0.82;
/** Lipstick's tint (texture: of matte finishes, of the others). */
export const LIPSTICK_TINT = {
  lumaWeight: 0.85,
  chromaWeight: 0.95,
  textureMatte: 0.45,
  texture: 0.7,
};
/** Lip tint's tint. */
export const LIP_TINT = { opacity: 0.55, lumaWeight: 0.3, chromaWeight: 0.65, texture: 1 };
/** Lip liner: the line's width and feather (mouth widths). */
export const LINER_WIDTH = 0.035;
export const LINER_FEATHER = 0.008;
/** Lip liner's tint. */
export const LINER_TINT = { opacity: 0.75, lumaWeight: 0.8, chromaWeight: 0.9, texture: 0.6 };
