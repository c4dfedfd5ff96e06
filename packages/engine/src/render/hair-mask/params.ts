/** The hair mask's do-no-harm numbers, each named with what it controls (sure-hair.ts). */

/** Face-frame v below the chin (face widths) from which a hair cell must be sure to stay hair. */
export const SURE_BELOW_CHIN = 0.05;
/** How far from the hair (face widths) bare torso cells teach the torso's colours. */
export const TORSO_REACH = 0.35;
/** Person probability a torso sample needs. */
export const TORSO_PERSON = 0.5;
/** Torso samples (cells) needed for a torso colour model. */
export const TORSO_MIN_SAMPLES = 30;
/** How much less likely (log) the hair's colour may be than the torso's, skin's or clothes' in a sure cell. */
export const UNSURE_LEAD = 0.75;
/** Interquartile ranges of the hair samples' lightness a sure cell may lie from their median. */
export const LIGHT_BAND = 1.5;
/** The least interquartile range (CIELab L) that band is measured in (flat-coloured hair). */
export const MIN_IQR = 8;
/** Orientation coherence of strands, which are never torso samples (with STRAND_TEXTURE). */
export const STRAND_COHERENCE = 0.5;
/** Texture (against the model's strand texture) of strands, which are never torso samples. */
export const STRAND_TEXTURE = 1;
