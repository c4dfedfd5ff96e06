/**
 * The photo's light colour from its brightest pixels (white patch): in most photos something is
 * white or clipped (a shirt, a highlight, the sky), and under a coloured lamp its channels part.
 * The gains that bring the brightest pixels back to grey undo the lamp's colour, not the exposure:
 * the strongest channel keeps gain 1.
 */
import { SRGB_TO_LINEAR, labToLinear, linearToLab, type Lab } from './color';
import type { RawImage } from './raw-image';

/** Per-channel gains in linear RGB that make the photo's white grey again (1 = no change). */
export type WhiteGains = readonly [number, number, number];

export const NO_CAST: WhiteGains = [1, 1, 1];

/** The share of pixels, brightest first, whose lower bound is taken as each channel's white. */
const WHITE_SHARE = 0.001;
/** About this many pixels are looked at (evenly strided). */
const WHITE_SAMPLES = 60_000;
/** No channel is raised by more than this (linear): a photo without anything white is left be. */
const MAX_GAIN = 2.5;
/** Channels whose white lies this dark (0..255) carry no white: the photo is left as it is. */
const MIN_WHITE = 96;

/** Gains that bring each channel's brightest WHITE_SHARE of pixels to the strongest channel's. */
export function whiteGains(img: RawImage): WhiteGains {
  const n = img.width * img.height;
  if (n === 0) return NO_CAST;
  const step = Math.max(1, Math.floor(n / WHITE_SAMPLES));
  const hist = new Uint32Array(256 * 3);
  let count = 0;
  for (let p = 0; p < n; p += step) {
    const i = p * 4;
    hist[img.data[i] ?? 0]++;
    hist[256 + (img.data[i + 1] ?? 0)]++;
    hist[512 + (img.data[i + 2] ?? 0)]++;
    count++;
  }
  const white = [0, 1, 2].map((c) => {
    let seen = 0;
    for (let v = 255; v >= 0; v--) {
      seen += hist[c * 256 + v] ?? 0;
      if (seen >= count * WHITE_SHARE) return v;
    }
    return 0;
  });
  const top = Math.max(...white);
  if (Math.min(...white) < MIN_WHITE) return NO_CAST;
  const gain = (v: number) => Math.min(MAX_GAIN, SRGB_TO_LINEAR[top] / SRGB_TO_LINEAR[v]);
  return [gain(white[0] ?? top), gain(white[1] ?? top), gain(white[2] ?? top)];
}

/** `lab` as under grey light: its linear channels times the gains. */
export function underWhite(lab: Lab, gains: WhiteGains): Lab {
  const rgb: Lab = [0, 0, 0];
  labToLinear(lab[0], lab[1], lab[2], rgb);
  return linearToLab(
    Math.max(0, rgb[0]) * gains[0],
    Math.max(0, rgb[1]) * gains[1],
    Math.max(0, rgb[2]) * gains[2],
    [0, 0, 0],
  );
}
