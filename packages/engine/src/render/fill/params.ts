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

/* The body's colour classes under removed hair (body-classes.ts). */

/** The most colour classes the body beside removed hair is split into. */
export const CLASS_MAX = 4;
/** Lab distance below which two classes are one (a just-visible step between cloth and skin). */
export const CLASS_MERGE = 10;
/** Share of the body's known cells a class needs to be a region of its own. */
export const CLASS_MIN_SHARE = 0.04;
/** Weight of lightness against hue and chroma in the classes' colour distance (shading). */
export const CLASS_LIGHTNESS = 0.25;
/** Side (face widths) of the smallest patch of a class that spreads it into the hole. */
export const CLASS_MIN_PATCH = 0.15;
/** Radius (face widths) of the square a class's known cells must fill (an opening) to spread it. */
export const CLASS_CORE = 0.01;
/**
 * How much more the membrane spreading the classes over the hole holds a cell to its row's
 * neighbours than to its column's (hair hangs down: what lay behind it continues more from beside
 * it than from above or below; 9: as if the rows were a third as far apart).
 */
export const CLASS_ACROSS = 9;
/** Gauss–Seidel sweeps per grid of that membrane (coarse to fine). */
export const CLASS_SWEEPS = 4;
/** k-means rounds of the classes. */
export const CLASS_ROUNDS = 6;
/** Width (face widths) over which the fill crosses from one class to the next. */
export const CLASS_BLEND = 0.012;
