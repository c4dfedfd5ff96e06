/**
 * A catalogue colour is a colour under neutral light; painted into a photo with a cast (a
 * magenta-lit render, a bluish shade) it reads as a different colour beside everything the
 * cast has tinted: a dark brown turns olive on magenta-lit skin. Skin's hue under neutral light
 * varies little between people, so the face's own skin tells the light: the gains that turn
 * the same skin at the neutral hue into the photo's skin (per linear channel, keeping
 * luminance — a von Kries adaptation) are applied to the colour.
 */
import { labToLinear, linearToLab, luminance, type Lab } from '../../image/color';
import { MIN_CHROMA, MIN_GAIN, MAX_GAIN } from './params';

/** Hue (degrees, CIELab) of skin under neutral light: the middle of the fixtures' faces. */
export const NEUTRAL_SKIN_HUE = 52;

/**
 * `color` as it would look under the light that gives `skin` its hue; `strength` (0..1) takes
 * that share of the light's tint (the gains' power), where the skin's own tint may be part
 * pigment, not light. With no skin to tell (none sampled) the colour is left as it is.
 */
export function underSkinLight(color: Lab, skin: Lab | null, strength = 1): Lab {
  const c = skin ? Math.hypot(skin[1], skin[2]) : 0;
  if (!skin || c < MIN_CHROMA) return [color[0], color[1], color[2]];
  const h = (NEUTRAL_SKIN_HUE * Math.PI) / 180;
  const neutral = labToLinear(skin[0], c * Math.cos(h), c * Math.sin(h), [0, 0, 0]);
  const lit = labToLinear(skin[0], skin[1], skin[2], [0, 0, 0]);
  const gain = (k: number): number =>
    Math.max(MIN_GAIN, Math.min(MAX_GAIN, lit[k] / Math.max(1e-6, neutral[k]))) ** strength;
  const g = [gain(0), gain(1), gain(2)];
  const y = luminance(g[0], g[1], g[2]);
  const x = labToLinear(color[0], color[1], color[2], [0, 0, 0]);
  return linearToLab(
    (Math.max(0, x[0]) * g[0]) / y,
    (Math.max(0, x[1]) * g[1]) / y,
    (Math.max(0, x[2]) * g[2]) / y,
    [0, 0, 0],
  );
}
