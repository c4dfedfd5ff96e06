/** The procedures stage's tuned numbers, each named with what it controls (face widths). */

/** How far Rhinoplasty moves each nose wing across toward the nose's midline. */
export const NOSE_NARROWING = 0.016;
/** How far around a nose wing the Rhinoplasty warp reaches (Gaussian sigma). */
export const NOSE_SIGMA = 0.035;
/** How far Lip Filler moves each outer lip point away from the lips' centre (corners stay). */
export const LIP_FILL = 0.021;
/** How far around a lip point the Lip Filler warp reaches (Gaussian sigma). */
export const LIP_FILL_SIGMA = 0.03;
/** Radius of the smoothing that softens lines under Botox and filler of the folds. */
export const LINE_SMOOTH_RADIUS = 0.025;
/** Edge threshold of that smoothing: fine lines below it are smoothed away, features kept. */
export const LINE_SMOOTH_EPS = 0.006;
/** CIELab lightness Under-Eye Filler lifts the hollow under each eye by. */
export const UNDER_EYE_LIFT = 5;
/** CIELab lightness Teeth Whitening adds to a dark tooth (less to a light one: ×(1 − L/110)). */
export const WHITENING_LIFT = 24;
/** How far Lip Lift raises the upper lip's outer border (the philtrum shortens by this). */
export const LIP_LIFT = 0.022;
/** The share of that rise the upper lip's inner edge takes (the whole upper lip rises). */
export const LIP_LIFT_INNER = 0.5;
/** How far around an upper-lip point the Lip Lift warp reaches (Gaussian sigma). */
export const LIP_LIFT_SIGMA = 0.03;
/** How far Lip Flip raises the upper lip's outer border (its inner edge stays: eversion). */
export const LIP_FLIP = 0.009;
/** How far around an upper-lip point the Lip Flip warp reaches (Gaussian sigma). */
export const LIP_FLIP_SIGMA = 0.015;
/** The share of the rise lost toward the mouth's corners (Lip Lift and Lip Flip). */
export const LIP_CORNER_SHARE = 0.6;
/** Otoplasty: how far out from the cheek's edge the ear's centre is taken to be. */
export const EAR_OUT = 0.12;
/** Otoplasty: the ear's rows below the cheek-edge point it is centred on (eye level down). */
export const EAR_ROWS = [0, 0.12, 0.24] as const;
/** Otoplasty: how far each ear moves in toward the head. */
export const EAR_PIN = 0.035;
/** Otoplasty: how far around an ear point the warp reaches (Gaussian sigma). */
export const EAR_SIGMA = 0.05;
/** Hairline fills stay within the skull: an ellipse this many face widths either side… */
export const HEAD_HALF_WIDTH = 0.62;
/** …from the chin to this far above the forehead's top landmark… */
export const HEAD_ABOVE = 0.5;
/** …with this share of its radius a soft edge. */
export const HEAD_SOFT = 0.15;
/** The catalogue's facial-hair style a Beard Transplant preview grows (in the own hair colour). */
export const BEARD_TRANSPLANT_STYLE = 'Full Beard';
