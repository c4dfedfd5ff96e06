/** The brows stage's tuned numbers, each named with what it controls. */

/** How far past each edge of the mesh's brow the photo's own brow is looked for (thicknesses). */
export const OWN_BROW_REACH = 1;
/** How much darker (CIELab L*) than the brow band's skin a pixel is to count as the own brow. */
export const OWN_BROW_DARK = 8;
