/** The hair mask's tuned numbers, each named with what it controls (by the file that uses it). */

// sure-hair.ts

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
/**
 * Below this orientation coherence a textured cell below the chin is no sure hair: lace, a frill
 * or a knit is as textured as hair but runs every way (≈ 0.3), strands one way (≈ 0.75).
 */
export const LACE_COHERENCE = 0.45;
/** Texture (against the model's strand texture) from which such a cell counts as textured. */
export const LACE_TEXTURE = 1;

// parted-lengths.ts
/** Person probability a cell of parted lengths needs. */
export const PARTED_PERSON = 0.3;
/** Texture (against the model's strand texture) a cell of parted lengths needs. */
export const PARTED_TEXTURE = 0.5;
/**
 * The largest share of a region of parted lengths whose cells are a single edge (ramp one way past
 * MAX_RAMP): most of a lock's cells show strands; the outline of a dark sleeve or strap is edges.
 */
export const PARTED_EDGE_SHARE = 0.5;
/** How much likelier (log) the hair's colour must be than skin's and the clothes' there. */
export const PARTED_LEAD = 0.5;
/** How far below the hair's lowest cell in its columns parted lengths may start (face widths). */
export const PARTED_REACH = 2.2;
/** How far beside those columns the hair above may end (face widths). */
export const PARTED_SIDE = 0.1;
/** Cells a region of parted lengths needs (a speck of dark texture is no lock). */
export const PARTED_MIN_CELLS = 12;
/**
 * How far up a parted lock is followed along its strands (face widths): over a dark bodice its
 * strands are no sure hair by colour, but they go on above where it hangs free.
 */
export const PARTED_UP_REACH = 0.2;
/**
 * How far (degrees) the mean way of a parted lock's strands may tilt from straight down: a lock
 * hangs (a lock's tip on cgi-model-13 relit tilts 43°, cgi-model-20's braid end ≤ 49°), while a
 * hem or a crease runs across the body (cgi-multiangle-9's bandeau hem 82-89°, cgi-multiangle-10
 * relit's armpit 79°, cgi-model-2 flip's swimsuit edge 63°).
 */
export const PARTED_TILT = 60;

// side-hair.ts
/** Interquartile ranges of the side hair's lightness a pixel below the chin may lie from its median. */
export const PIXEL_LIGHT_BAND = 2.5;
/** Mask value from which a pixel beside the face is confident hair, for that spread. */
export const SIDE_HAIR_ALPHA = 0.9;
/** Confident pixels (every 2nd row and column) beside the face needed for that spread. */
export const SIDE_HAIR_MIN = 50;

// gaps.ts
/** Half the width (face widths) of the slits inside the lengths below the chin that are closed. */
export const GAP_WIDTH = 0.012;
/** Radius (face widths) of the window whose mean mask caps a pixel's below the chin (specks). */
export const SPECK_RADIUS = 0.01;
/** How many times that mean a pixel below the chin may keep. */
export const SPECK_GAIN = 2.5;
/** The least value a closed pixel takes: lower rises are the corners of the hair's soft edge. */
export const GAP_SOLID = 0.5;

// hair-mask.ts
/** GrabCut iterations: cut, refit the hair's colour and texture from the cut, cut again. */
export const PASSES = 2;
/** Holes in the hair up to this many cells are closed (shine, shadow specks). */
export const MAX_HOLE = 16;
/** A cell with this many of its 8 neighbours hair is a notch in the hair. */
export const NOTCH = 5;

// matte.ts
/** Guided-filter window radius (cells) and regulariser (guide values are √linear, 0..1). */
export const RADIUS = 2;
/** Regulariser of that filter: how strong an edge of the guide must be for the mask to follow it. */
export const EPS = 0.0015;
/** Person probability below which the mask fades out (with a segmentation). */
export const GATE_LO = 0.04;
/** Person probability above which the mask is whole (see GATE_LO). */
export const GATE_HI = 0.35;

// skin-edge.ts
/** CIELab distance between the skin and the hair below which colour cannot tell them apart. */
export const SEPARATION = [12, 25] as const;
/** Place on the skin → hair line (0 = skin, 1 = hair) over which the alpha ramps up. */
export const RAMP = [0.15, 0.55] as const;
/** The face's outline's extent, scaled about its centre (u, v), bounds where the skin can be. */
export const NEAR_FACE = [1.5, 1.7] as const;
/** Feather of that bound, in face widths. */
export const FEATHER = 0.06;
/** Cells from the hair's edge (in cells) where skin may still be inside the cut. */
export const EDGE_CELLS = 3;

// clothes.ts
/** The torso band beside the chest centre (face widths from the chin). */
export const TORSO_TOP = 0.5;
/** Where that band ends below the chin (face widths). */
export const TORSO_BOTTOM = 2.5;
/** Half the band's width about the chin's centre line (face widths). */
export const TORSO_HALF_WIDTH = 0.9;
/** Smooth: texture below this share of the strands' threshold. */
export const SMOOTH = 0.25;

// skin-release.ts
/** How much more likely skin's colour must be than the hair's (log) for a hair cell to be skin. */
export const SKIN_MARGIN = 0.8;
/** The margin for an ear beside the face (with no strands in it). */
export const EAR_MARGIN = 0.3;
/** Rings of skin's edge released beside a hand or an arm (not beside the face: bangs, hairline). */
export const EDGE_RINGS = 2;
/** Only below this face-frame v (face widths from the eyes): above it runs the hairline. */
export const EDGE_TOP = -0.4;

// growth.ts
/** How far into the face strands are followed, in face widths. */
export const REACH = 0.45;
/** Strand coherence and texture (against the model's strand texture) a cell must show. */
export const MIN_COHERENCE = 0.45;
/** Texture (against the model's strand texture) a followed cell must show. */
export const MIN_TEXTURE = 0.6;
/**
 * Strands in shade are fainter: where the crown's colour leads skin's by this much (log), a
 * lower coherence and texture do.
 */
export const CLEAR_LEAD = 1;
/** The coherence that does where the crown's colour clearly leads (see CLEAR_LEAD). */
export const CLEAR_COHERENCE = 0.35;
/** The texture that does there (against the model's strand texture). */
export const CLEAR_TEXTURE = 0.3;
/** Over a brow, strands running closer than this |cos| to its line are the brow's own. */
export const ACROSS_BROW = 0.6;
/** |cos| between neighbouring strand directions, and between a strand and the step along it. */
export const SAME_WAY = 0.8;
/** |cos| between a strand and the step to the next cell: strands are followed along, not across. */
export const ALONG = 0.7;
/** How much likelier (log) skin's colour may be than the hair's in a strand cell. */
export const SKIN_TOLERANCE = 0.2;
/** How far the lengths are followed below the cut's hair, in face widths. */
export const LENGTHS_REACH = 0.8;
/**
 * Orientation coherence a cell below the chin needs for the lengths to be followed into it: lace,
 * a frill or a knit shows texture as strong as hair's but running every way (≈ 0.35), hair's
 * strands one way (≈ 0.75-0.85); the shade relaxation over the face does not apply there.
 */
export const LENGTHS_COHERENCE = 0.6;
/** The lengths are followed over cells this likely to be the person's. */
export const LENGTHS_PERSON = 0.5;
/**
 * How much likelier (log) the hair's colour must be than skin's and the clothes' to follow it,
 * on average over a window of LEAD_WINDOW face widths (single pixels of a small face are noisy).
 */
export const COLOUR_LEAD = 0.3;
/** Window (face widths) over which that lead is averaged. */
export const LEAD_WINDOW = 0.12;
/**
 * Below this lightness (CIELAB L) a colour is not followed: black hair, dark clothes and shadows
 * all look alike there, whatever the models say (a black bodice under black hair).
 */
export const MIN_LIGHTNESS = 30;
/**
 * Texture (against the model's strand texture) that lets the lengths' colour be followed into a
 * cell whose strands do not run one way (LENGTHS_COHERENCE): a braid's crossing strands have it;
 * the mixed cell where strands end on skin or on a trim does not.
 */
export const COLOUR_TEXTURE = 0.65;
/** How far the lengths' colour is followed below the cut's hair, in face widths. */
export const COLOUR_REACH = 1.5;

// evidence.ts
/** The same for skin (on top of its shaded copies). */
export const SKIN_SPREAD = 3;
/** Lightness factors of the shaded and lit copies of the skin samples. */
export const SHADES = [0.3, 0.5, 0.7, 1, 1.15];
/**
 * The lengths' prior where strands hang: long hair lying on a dress or a chest of its own colour
 * is told apart by its strands, however far below the chin (where the prior has faded).
 */
export const HANGING_PRIOR = 0.5;
/** How much likelier (log) the crown's hair colour must be than skin's over the face's rim. */
export const RIM_MARGIN = 0.7;
/** Above this ramp a textured cell is an edge, and its hair evidence drops by the penalty (log). */
export const EDGE_RAMP = 0.9;
/** (a sharp one: a defocused lock of hair is smooth as a ramp, but faint) */
export const EDGE_TEXTURE = 2;
/** How much (log) an edge cell's hair evidence drops. */
export const EDGE_PENALTY = 1.5;

// fringe.ts
/** Alpha from which the matte is solid hair (fringe.ts). */
export const SOLID = 0.95;
/** Alpha below which a pixel counts as clear background. */
export const CLEAR = 0.02;
/** Person probability below which a pixel is background. */
export const OFF_PERSON = 0.3;
/** Distance of the fringe's background samples from the matte's edge (face widths). */
export const AWAY = 0.05;
/** How far out of the matte's edge the fringe reaches (face widths). */
export const FRINGE = 0.02;
/** Distance off the line (share of the separation) over which the colour stops counting. */
export const OFF_LINE = [0.25, 0.5] as const;
/** Shares of the window that must be solid hair and clear background. */
export const MIN_SHARE = 0.05;

// cells.ts
/** Gradient samples a cell needs for its own ramp to count. */
export const MIN_OWN_SAMPLES = 4;

// zones.ts
/**
 * Where an ear shows beside the face: an ellipse outward of and below the face contour's point
 * level with the ear (face widths), with its radii.
 */
export const EAR_OUT = 0.1;
/** How far below that point the ear's ellipse is centred (face widths). */
export const EAR_DOWN = 0.2;
/** The ear ellipse's radii across and down (face widths). */
export const EAR_RADII = [0.13, 0.22] as const;
/** Face widths the far side of a fully turned face reaches past its mesh. */
export const FAR_REACH = 0.1;
/** The same for the far brow's outer end (the brow runs on round the temple). */
export const FAR_BROW = 0.15;
/** How far up that brow end reaches (face widths). */
export const FAR_BROW_UP = 0.14;
/** Another face nearer than this many face widths makes a crowd. */
export const CROWD = 1.8;
/** Scale of the face's inner part (never hair) against its outline. */
export const INNER_FACE = 0.84;
/** Half-width (face widths, about its centre) of the crown band, which is hair wherever it looks it. */
export const CROWN_U = 0.4;
/**
 * Half-width (face widths, about the crown's centre) of the top of the skull whose cells teach the
 * hair's colours: wider than the crown band, so a darker or lighter lock where that band ends is
 * not in or out of the sample by the cell the mesh's roll puts it on (in a crowd: CROWN_U).
 */
export const CROWN_SAMPLE_U = 0.6;

// links.ts
/** How much stronger a link along coherent strands is (1 + STRANDS at full coherence). */
export const STRANDS = 3;
/** Alpha above which the matte counts as the hair's edge (fringe.ts). */
export const FRINGE_EDGE = 0.3;
/** Reach of the fringe's local colours from the matte's edge (face widths). */
export const FRINGE_REACH = 0.08;
/** CIELab distance between hair and background below which colour cannot tell them apart (fringe). */
export const FRINGE_SEPARATION = [10, 20] as const;
/** Place on the background → hair line over which the fringe's alpha ramps up. */
export const FRINGE_RAMP = [0.2, 0.8] as const;
/** Weight of a label change between two neighbours of the same colour (nats). (links.ts) */
export const LINK_SMOOTH = 2.2;
