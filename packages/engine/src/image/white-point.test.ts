import { describe, expect, it } from 'vitest';
import { srgbToLab } from './color';
import type { RawImage } from './raw-image';
import { NO_CAST, underWhite, whiteGains } from './white-point';

/** An image of `pixels` RGB colours repeated `times` each. */
function imageOf(pixels: [number, number, number][], times = 50): RawImage {
  const width = pixels.length * times;
  const data = new Uint8Array(width * 4);
  pixels.forEach((p, i) => {
    for (let k = 0; k < times; k++) data.set([...p, 255], (i * times + k) * 4);
  });
  return { width, height: 1, channels: 4, data };
}

describe('white point', () => {
  it('leaves a photo whose brightest pixels are grey as it is', () => {
    const g = whiteGains(
      imageOf([
        [250, 250, 250],
        [120, 80, 60],
        [40, 40, 40],
      ]),
    );
    expect(g[0]).toBeCloseTo(1, 5);
    expect(g[1]).toBeCloseTo(1, 5);
    expect(g[2]).toBeCloseTo(1, 5);
  });

  it('takes a warm lamp’s colour off: its white comes back grey, exposure unchanged', () => {
    const lamp = (v: [number, number, number]): [number, number, number] => [
      v[0],
      Math.round(v[1] * 0.86),
      Math.round(v[2] * 0.68),
    ];
    const g = whiteGains(imageOf([lamp([255, 255, 255]), lamp([120, 90, 70]), [30, 30, 30]]));
    expect(g[0]).toBeCloseTo(1, 5);
    const white = underWhite(srgbToLab(lamp([255, 255, 255])), g);
    expect(Math.abs(white[1])).toBeLessThan(1.5);
    expect(Math.abs(white[2])).toBeLessThan(1.5);
    expect(white[0]).toBeGreaterThan(srgbToLab(lamp([255, 255, 255]))[0]);
  });

  it('leaves a photo with nothing bright in it as it is', () => {
    expect(
      whiteGains(
        imageOf([
          [60, 40, 30],
          [80, 50, 20],
        ]),
      ),
    ).toEqual(NO_CAST);
  });

  it('raises no channel past its limit', () => {
    const g = whiteGains(imageOf([[255, 200, 100]]));
    expect(Math.max(...g)).toBeLessThanOrEqual(2.5);
    expect(g[1]).toBeGreaterThan(1);
  });
});
