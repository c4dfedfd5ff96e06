import { z } from 'zod';

/*
 * Silhouette parameters for hairstyles and facial hair. They are data, not pictures: the icon
 * generator draws catalogue icons from them and the engine's renderer reuses them for previews.
 *
 * Coordinate frame (all values normalized, so they work at any image size):
 * - x is measured in FACE WIDTHS from the face's vertical centre line (cheeks at ±0.5).
 * - y is measured in FACE HEIGHTS downward from the HAIRLINE (top of forehead = 0, chin = 1).
 *   Negative y is above the hairline (the crown sits around y = -0.25).
 */

const unit = z.number().min(0).max(1);

/** Hair on the head. */
export const scalpHairShapeSchema = z.object({
  kind: z.literal('scalp'),
  /** Overall silhouette family; decides how the renderer builds the outline. */
  shape: z.enum([
    'shaved', // near skin: buzz, skin fade top
    'crop', // short all over, follows the skull
    'pixie', // short, textured, longer on top
    'bob', // one length around the jaw
    'layered', // cascading lengths
    'straight', // one length, long
    'shag', // choppy layers with lift at the crown
    'updo', // gathered up: chignon, French twist, beehive
    'bun', // gathered into a knot
    'ponytail', // gathered at the back, tail falling
    'braid', // braided lengths
    'afro', // rounded halo of coils
    'mohawk', // central crest, short or shaved sides
    'undercut', // long top over clipped sides
    'slick', // combed flat back or to the side
    'quiff', // lifted front
    'locs', // rope-like locs
    'asymmetric', // one side longer
    'sculptural', // avant-garde forms
  ]),
  /** Lowest point of the hair below the hairline, in face heights: 0 shaved, 0.4 ears, 1 chin,
   * 1.5 shoulders, 2.2 mid-back, 3 waist. */
  length: z.number().min(0).max(3.5),
  /** How far the hair stands off the head, 0 sleek/flat … 1 big. Sideways offset of the outline
   * is `0.05 + 0.35 * volume` face widths. */
  volume: unit,
  /** Extra height above the crown, in face heights (0 flat, 0.3 quiff, 0.6 beehive/mohawk). */
  crownHeight: z.number().min(0).max(1),
  /** Length of the hair at the sides relative to `length` (0 shaved sides, 1 same length). */
  sides: unit,
  /** Where the hair parts. */
  parting: z.enum(['none', 'center', 'left', 'right']),
  /** Fringe (bangs) type. */
  fringe: z.enum(['none', 'blunt', 'side-swept', 'curtain', 'wispy', 'micro']),
  /** How much of the forehead the fringe covers, 0 none … 1 down to the brows. */
  fringeLength: unit,
  /** 0 straight, 0.33 wavy, 0.66 curly, 1 coily; the outline gets waves of this amplitude. */
  curl: unit,
  /** -1 left side (viewer's left) longer … 0 symmetric … 1 right side longer. */
  asymmetry: z.number().min(-1).max(1),
  /** Gathered hair (bun, ponytail, updo): where the gathered mass sits. */
  gather: z.enum(['none', 'top', 'crown', 'nape', 'side']),
});
export type ScalpHairShape = z.infer<typeof scalpHairShapeSchema>;

/** Beards, mustaches and sideburns. */
export const facialHairShapeSchema = z.object({
  kind: z.literal('facial'),
  /** Hair on the upper lip and its form. */
  mustache: z.enum([
    'none',
    'natural',
    'chevron',
    'pencil',
    'handlebar',
    'horseshoe',
    'walrus',
    'english',
    'fu-manchu',
    'toothbrush',
  ]),
  /** Chin coverage width as a fraction of the jaw width (0 none, 0.3 goatee, 1 full). */
  chin: unit,
  /** How far up the cheeks the beard reaches (0 jawline only … 1 up to the cheekbones). */
  cheeks: unit,
  /** Length below the chin in face heights (0 stubble, 0.05 short, 0.2 full, 0.5 long). */
  length: z.number().min(0).max(1),
  /** Hair density / opacity, 0.2 stubble … 1 dense. */
  density: unit,
  /** Sideburn length as a fraction of ear-top-to-jaw (0 none, 0.5 mid-ear, 1 to the jaw). */
  sideburns: unit,
  /** Sideburn width in face widths (0.03 thin … 0.15 mutton chops). */
  sideburnWidth: z.number().min(0).max(0.3),
  /** Whether the mustache joins the chin hair. */
  connected: z.boolean(),
  /** Lower-edge shape of the beard. */
  shape: z.enum(['none', 'rounded', 'square', 'pointed', 'forked']),
});
export type FacialHairShape = z.infer<typeof facialHairShapeSchema>;

export const hairShapeParamsSchema = z.discriminatedUnion('kind', [
  scalpHairShapeSchema,
  facialHairShapeSchema,
]);
export type HairShapeParams = z.infer<typeof hairShapeParamsSchema>;
