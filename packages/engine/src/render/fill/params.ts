/** The fill's tuned numbers, each named with what it controls. */

/** How far along a row the body behind removed hair is looked for (face widths, at half resolution). */
export const ROW_REACH = 0.5;

/** Linear level added before noise is taken relative to it (the darkest blacks keep some). */
export const GRAIN_FLOOR = 0.01;

/** Weight (of the 4 pixels a half-resolution cell sums) from which the cell is known. */
export const KNOWN = 2;
/** Known cells a run needs to be a source. */
export const MIN_RUN = 3;
/** How many of a run's first cells give its colour. */
export const SIDE_CELLS = 4;
