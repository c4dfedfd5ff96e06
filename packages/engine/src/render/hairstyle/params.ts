/** The hairstyle stage's tuned numbers, each named with what it controls. */
import { scalpShape, type ScalpHairShape } from '@looklab/shared';

/** The silhouette of a style taken from a reference photo before its length is measured. */
export const MEDIUM_LAYERED: ScalpHairShape = scalpShape({
  shape: 'layered',
  length: 1.5,
  volume: 0.4,
});

/** How far the lengths' locks end short of the outline, face widths, per silhouette family:
 * layered and choppy cuts end in long separate pieces, one-length cuts in short ones. */
export const TIP_LENGTH: Record<ScalpHairShape['shape'], number> = {
  layered: 0.12,
  shag: 0.12,
  locs: 0.12,
  straight: 0.08,
  asymmetric: 0.08,
  crop: 0.03,
  pixie: 0.03,
  shaved: 0.03,
  undercut: 0.03,
  slick: 0.03,
  bob: 0.05,
  updo: 0.05,
  bun: 0.05,
  ponytail: 0.05,
  braid: 0.05,
  afro: 0.05,
  mohawk: 0.05,
  quiff: 0.05,
  sculptural: 0.05,
};
