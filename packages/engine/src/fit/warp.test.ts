import { describe, expect, it } from 'vitest';
import { testCard } from '../../test/synthetic';
import { IDENTITY } from './similarity';
import { answerMap, mapPoint, SAME_COLOURS, sampleRow, unstretch, warpRgba } from './warp';

describe('warp', () => {
  it('a whole-pixel shift moves every pixel by exactly that much', () => {
    const src = testCard(80, 60);
    // photo pixel (x, y) shows the source's (x + 5, y − 3)
    const out = warpRgba(src, [1, 0, 5, 0, 1, -3], { x: 10, y: 10, width: 40, height: 30 });
    for (const [x, y] of [
      [0, 0],
      [17, 9],
      [39, 29],
    ]) {
      const o = (y * 40 + x) * 4;
      const s = ((y + 10 - 3) * 80 + x + 10 + 5) * 4;
      expect([out.data[o], out.data[o + 1], out.data[o + 2]]).toEqual([
        src.data[s],
        src.data[s + 1],
        src.data[s + 2],
      ]);
    }
  });

  it('a half-pixel shift gives the mean of the two neighbours', () => {
    const src = testCard(40, 40);
    const out = warpRgba(src, [1, 0, 0.5, 0, 1, 0], { x: 0, y: 0, width: 30, height: 30 });
    const s = (12 * 40 + 20) * 4;
    expect(out.data[(12 * 30 + 20) * 4]).toBe(Math.round((src.data[s] + src.data[s + 4]) / 2));
  });

  it('stretches pixel centres onto pixel centres, and back', () => {
    // a 1024-square answer over a 688×720 photo
    const m = answerMap(IDENTITY, 688, 720, 1024, 1024);
    expect(mapPoint(m, -0.5, -0.5)).toEqual([-0.5, -0.5]);
    const [x, y] = mapPoint(m, 687.5, 719.5);
    expect(x).toBeCloseTo(1023.5, 9);
    expect(y).toBeCloseTo(1023.5, 9);
    const [u, v] = unstretch(...mapPoint(m, 300, 400), 688, 720, 1024, 1024);
    expect(u).toBeCloseTo(300, 9);
    expect(v).toBeCloseTo(400, 9);
  });

  it('samples chosen pixels of a row as the whole warp does, inside the source and at its edges', () => {
    const src = testCard(64, 48);
    // turned and shifted: the top rows and the left columns fall outside the source (clamped)
    const m = [0.96, 0.12, -6.3, -0.12, 0.96, -4.7] as const;
    const rect = { x: 0, y: 0, width: 60, height: 44 };
    const whole = warpRgba(src, m, rect);
    const lut = Uint8Array.from(SAME_COLOURS, (v) => 255 - v);
    const recoloured = warpRgba(src, m, rect, undefined, lut);
    const xs = Int32Array.from([0, 3, 17, 18, 40, 59]);
    const got = new Int32Array(xs.length);
    for (const y of [0, 5, 20, 43]) {
      for (const [table, want] of [
        [SAME_COLOURS, whole],
        [lut, recoloured],
      ] as const) {
        sampleRow(src, m, y, xs, xs.length, table, got);
        const expected = [...xs].map((x) => {
          const i = (y * rect.width + x) * 4;
          return (want.data[i] << 16) | (want.data[i + 1] << 8) | want.data[i + 2];
        });
        expect([...got]).toEqual(expected);
      }
    }
  });
});
