/**
 * The hair of a custom style's reference person as the analysis judges it (hair-region.ts, with
 * the person segmentation when there is one): the colour it names and how far the hair reaches,
 * so the style takes the reference's colour and length as its description states them.
 */
import type { RawImage } from '../image/raw-image';
import type { Lab } from '../image/color';
import { isGreyscale } from '../image/sample';
import { NO_CAST, whiteGains } from '../image/white-point';
import type { PersonMask } from '../render/context';
import { sampleSkin } from './appearance';
import { hairRegion } from './hair-region';
import type { Mesh } from './landmarks';

export type ReferenceHair = {
  /** the hair's colour (CIE Lab) */
  colour: Lab;
  /** how far it reaches below the chin, in face heights (negative: above it) */
  reach: number;
};

/** The reference person's hair, or null when the analysis sees none at the crown. */
export function referenceHair(img: RawImage, mesh: Mesh, mask?: PersonMask): ReferenceHair | null {
  const { skin } = sampleSkin(img, mesh);
  // the photo's light colour taken off the hair's, as the analysis does (analyze-image.ts)
  const light = isGreyscale(img) ? NO_CAST : whiteGains(img);
  const masked = mask ? hairRegion(img, mesh, skin, light, mask) : null;
  // as the analysis: the cells' answer when the segmentation found no hair
  const region = masked?.colour ? masked : hairRegion(img, mesh, skin, light);
  return region.colour ? { colour: region.colour, reach: region.reach } : null;
}
