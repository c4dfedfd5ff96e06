/** The regions stage's tuned numbers, each named with what it controls. */

/** Skin chroma below which its hue says nothing (a grey or black-and-white photo). */
export const MIN_CHROMA = 4;
/** Lowest gain of a channel: below it the "skin" is not lit skin (paint, a mask). */
export const MIN_GAIN = 0.5;
/** Highest gain of a channel, for the same reason. */
export const MAX_GAIN = 2;
