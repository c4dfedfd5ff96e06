/** The hair colour stage's tuned numbers, each named with what it controls. */

/** Entries of the dye's tone curve over luminance 0..1. */
export const TABLE_SIZE = 1024;
/** Share of the light's tint (told by the skin) the shade takes. */
export const LIGHT_SHARE = 0.7;
/** Standard deviations of lightness kept free above a light shade's mean, below white. */
export const SHINE_ROOM = 1.5;
/** Linear luminance below which a pixel's own chromaticity is not kept (noise, not colour). */
export const DEEP_SHADOW = 0.005;
/**
 * Where the hair is flat (its local spread of √luminance, over a window of FLAT_RADIUS pixels,
 * below FLAT[0], fading out by FLAT[1] — about 1.5 and 4 levels of 255) the dye looks up the
 * window's mean luminance: there a photo's detail is noise and JPEG's 8×8 blocks, which a dye to
 * a much lighter shade stretches into visible squares. Strands keep their own luminance.
 */
export const FLAT = [0.008, 0.02] as const;
/** Radius (pixels) of the window over which flatness is measured (see FLAT). */
export const FLAT_RADIUS = 3;
/**
 * A deep shade (OKLab L below DEEP_FROM, fully below DEEP_TO) is richer where the hair is lit:
 * its chroma grows with lightness above the mean, by up to DEEP_RICHER, and the shine's fade
 * toward white starts DEEP_SHINE_LATER spreads later. A brown's lit strands are caramel, not
 * the silver that a chroma capped at the mean's and faded from just above it left on light hair
 * dyed dark. (A light shade keeps its shine pale: platinum is not cream.)
 */
export const DEEP_FROM = 0.7;
/** OKLab L below which a shade is fully deep (see DEEP_FROM). */
export const DEEP_TO = 0.5;
/** How much richer a deep shade's lit strands grow (see DEEP_FROM). */
export const DEEP_RICHER = 0.5;
/** Spreads later a deep shade's shine fades toward white (see DEEP_FROM). */
export const DEEP_SHINE_LATER = 1.2;
/** OKLab hue of warm light on hair (a golden yellow), and how far a warm shade's shine turns to it. */
export const GOLDEN = 1.25;
/** How far a warm shade's shine turns to GOLDEN. */
export const WARM_SHINE = 0.6;
/**
 * OKLab hue of a warm shade's shaded strands (an amber brown), and the lightness below which
 * they turn to it, fully by the second: a golden shade dark is olive, and real golden hair in
 * shade is warm brown.
 */
export const AMBER = 0.85;
/** OKLab L below which shaded strands start to turn AMBER. */
export const AMBER_FROM = 0.78;
/** OKLab L below which they are fully AMBER. */
export const AMBER_TO = 0.35;

/**
 * Scale of the face's oval (about its centre) over which the hair's pixels do not count toward
 * the dye's lightness and mean colour: make-up may have painted there before the dye.
 */
export const STATS_FACE_SCALE = 1.08;
/** Share of the confident hair that must lie outside that oval for the exclusion (short hair). */
export const STATS_MIN_AWAY = 0.3;
