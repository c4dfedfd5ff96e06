import { describe, expect, it } from 'vitest';
import type { RawImage } from '../image/raw-image';
import { sampleSquare } from './face-square';

/** An image whose red is the photo's x and green its y at each pixel centre (stretched by k). */
function coordinates(w: number, h: number, kx = 1, ky = 1): RawImage {
  const data = new Uint8Array(w * kx * h * ky * 4);
  for (let y = 0; y < h * ky; y++) {
    for (let x = 0; x < w * kx; x++) {
      const i = (y * w * kx + x) * 4;
      data[i] = Math.round((x + 0.5) / kx - 0.5);
      data[i + 1] = Math.round((y + 0.5) / ky - 0.5);
      data[i + 3] = 255;
    }
  }
  return { data, width: w * kx, height: h * ky, channels: 4 };
}

describe('sampling a face square', () => {
  it('reads the square’s pixels in order, through the answer’s stretch', () => {
    const sq = { cx: 100, cy: 80, side: 64, roll: 0 };
    for (const [img, map] of [
      [coordinates(200, 200), null],
      [coordinates(200, 200, 2, 1), { kx: 2, ky: 1 }],
    ] as const) {
      const out = sampleSquare(img, sq, 64, 1, map);
      for (const [i, j] of [
        [0, 0],
        [10, 40],
        [63, 63],
      ]) {
        const o = (j * 64 + i) * 3;
        expect(out[o]).toBeCloseTo(68 + i, 0);
        expect(out[o + 1]).toBeCloseTo(48 + j, 0);
      }
    }
  });

  it('turns with the face: at a roll of 90° the square’s across runs down the image', () => {
    const out = sampleSquare(
      coordinates(200, 200),
      { cx: 100, cy: 80, side: 64, roll: Math.PI / 2 },
      64,
      1,
    );
    const at = (i: number, j: number) => [out[(j * 64 + i) * 3], out[(j * 64 + i) * 3 + 1]];
    // across (u) ↦ +y, down (v) ↦ −x
    expect(at(40, 32)[1] - at(20, 32)[1]).toBeCloseTo(20, 0);
    expect(at(32, 40)[0] - at(32, 20)[0]).toBeCloseTo(-20, 0);
  });
});
