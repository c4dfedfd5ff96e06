/**
 * The hair's colour from the colours of its cells (hair-region.ts): the lit part as the eye
 * judges it, and the lightness of a hair tinted by a coloured light's glow read where the glow is
 * not.
 */
import type { Lab } from '../image/color';
import { quantile } from './hair-cells';
import * as P from './hair-params';
import { naturalHue } from './hair-shades';

/** The cells' lit part (as the eye judges hair: not its shadows, not its shine), per channel. */
export function seenColour(cells: readonly Lab[]): Lab {
  const ls = cells.map((c) => c[0]).sort((a, b) => a - b);
  const lo = quantile(ls, P.COLOUR_LOW_QUANTILE);
  const hi = quantile(ls, P.COLOUR_HIGH_QUANTILE);
  const kept = cells.filter((c) => c[0] >= lo && c[0] <= hi);
  const use = kept.length ? kept : cells;
  const med = (k: 0 | 1 | 2) =>
    quantile(
      use.map((c) => c[k]).sort((a, b) => a - b),
      0.5,
    );
  return [med(0), med(1), med(2)];
}

/**
 * `colour` (seen on `cells`) pinker or bluer than any natural shade is named by its lightness
 * (hair-shades.ts). When the cells of a natural hue (at least MIN_HAIR_CELLS) read lighter, the
 * tinted cells are the hair's shadowed side lit only by a coloured backdrop's glow, which drags
 * the lit part's lightness down: the lightness is the natural cells' lit part's. The colour's a*
 * and b* stay, so it is still named by lightness. When the tinted cells are the lighter ones, the
 * key light itself is tinted, and the colour stands.
 */
export function glowFree(colour: Lab, cells: readonly Lab[]): Lab {
  if (naturalHue(colour)) return colour;
  const natural = cells.filter(naturalHue);
  if (natural.length < P.MIN_HAIR_CELLS) return colour;
  const lightness = seenColour(natural)[0];
  return lightness > colour[0] ? [lightness, colour[1], colour[2]] : colour;
}
