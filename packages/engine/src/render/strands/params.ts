/** The strand field's tuned numbers, each named with what it controls. */

/** Strands converge toward the crown no closer than this (they would alias into noise). */
export const SQUEEZE_CAP = 6;
