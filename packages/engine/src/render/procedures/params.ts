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
