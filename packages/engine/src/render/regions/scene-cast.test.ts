import { describe, expect, it } from 'vitest';
import { deltaE2000, srgbToLab, type Lab } from '../../image/color';
import { NEUTRAL_SKIN_HUE, underSkinLight } from './scene-cast';

const hue = (c: Lab): number => (Math.atan2(c[2], c[1]) * 180) / Math.PI;
const skinAt = (L: number, chroma: number, deg: number): Lab => [
  L,
  chroma * Math.cos((deg * Math.PI) / 180),
  chroma * Math.sin((deg * Math.PI) / 180),
];
const darkBrown = srgbToLab([0x3e, 0x2a, 0x1f]);

describe('a catalogue colour under the photo’s light', () => {
  it('is the colour itself on skin of the neutral hue, whatever its lightness and chroma', () => {
    for (const skin of [skinAt(70, 18, NEUTRAL_SKIN_HUE), skinAt(35, 25, NEUTRAL_SKIN_HUE)])
      expect(deltaE2000(underSkinLight(darkBrown, skin), darkBrown)).toBeLessThan(0.5);
  });

  it('turns toward magenta on magenta-lit skin, keeping its lightness (ai-upper’s light)', () => {
    // her skin: L 37, a 13.8, b 4.4 (hue 18°); the dark brown's hue is 55°
    const lit = underSkinLight(darkBrown, [37.2, 13.8, 4.4]);
    expect(hue(darkBrown)).toBeGreaterThan(50);
    expect(hue(lit)).toBeLessThan(40);
    expect(hue(lit)).toBeGreaterThan(15);
    expect(Math.abs(lit[0] - darkBrown[0])).toBeLessThan(1.5);
  });

  it('loses yellow in a cool light rather than turning red', () => {
    // ai-face's bluish light: skin hue 0°, chroma 9
    const lit = underSkinLight(darkBrown, [64.1, 9.3, 0]);
    expect(lit[2]).toBeLessThan(darkBrown[2] - 1);
    expect(lit[1]).toBeLessThan(darkBrown[1] + 2);
  });

  it('takes a share of the light by strength: none at 0, between at 0.5', () => {
    const skin: Lab = [37.2, 13.8, 4.4];
    expect(deltaE2000(underSkinLight(darkBrown, skin, 0), darkBrown)).toBeLessThan(0.01);
    const half = hue(underSkinLight(darkBrown, skin, 0.5));
    expect(half).toBeLessThan(hue(darkBrown) - 3);
    expect(half).toBeGreaterThan(hue(underSkinLight(darkBrown, skin)) + 3);
  });

  it('is left alone when the skin has no hue to tell (grey photo)', () => {
    expect(underSkinLight(darkBrown, [60, 1, -1])).toEqual(darkBrown);
  });
});
