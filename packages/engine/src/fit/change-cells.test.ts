import { describe, expect, it } from 'vitest';
import { testCard } from '../../test/synthetic';
import { changeCells, photoCells } from './change-cells';
import { CELL_SAMPLES, DIFF_HIGH, DIFF_LOW } from './fit-params';
import { SAME_COLOURS, warpRgba } from './warp';

const W = 90;
const H = 70;
const rect = { x: 10, y: 5, width: W, height: H };
const IDENTITY_MAP = [1, 0, 0, 0, 1, 0] as const;

describe('change cells', () => {
  it('reads no change where the answer is the photo (from a third of its pixels), the change where it was recoloured', () => {
    const answer = testCard(120, 90);
    const photo = warpRgba(answer, IDENTITY_MAP, rect);
    // the answer's block over region px [30, 60) × [20, 40) brightened by 40 levels
    for (let y = 25; y < 45; y++)
      for (let x = 40; x < 70; x++)
        for (let c = 0; c < 3; c++) {
          const i = (y * 120 + x) * 4 + c;
          answer.data[i] = Math.min(255, answer.data[i] + 40);
        }
    const cell = 6;
    const got = changeCells(photoCells(photo, cell), answer, IDENTITY_MAP, rect, SAME_COLOURS);
    expect([got.gw, got.gh]).toEqual([Math.ceil(W / cell), Math.ceil(H / cell)]);
    for (let j = 0; j < got.gh; j++)
      for (let i = 0; i < got.gw; i++) {
        const inside = i >= 5 && i < 10 && j >= 4 && j < 6;
        const outside = i < 4 || i > 10 || j < 3 || j > 6;
        const d = got.diff[j * got.gw + i];
        if (inside) expect(d).toBeGreaterThan(DIFF_HIGH);
        // a third of the cell's pixels of a strongly textured card: below a change
        if (outside) expect(d).toBeLessThan(DIFF_LOW);
      }
  });

  it('takes every pixel of a cell no wider than the samples: the exact mean difference', () => {
    const answer = testCard(120, 90);
    const photo = warpRgba(answer, [1, 0, 3, 0, 1, 2], rect);
    const cell = CELL_SAMPLES;
    const got = changeCells(photoCells(photo, cell), answer, IDENTITY_MAP, rect, SAME_COLOURS);
    // cell (4, 7): region px [12, 15) × [21, 24)
    const mean = (img: { data: Uint8Array | Uint8ClampedArray; width: number }, c: number) => {
      let s = 0;
      for (let y = 21; y < 24; y++)
        for (let x = 12; x < 15; x++) s += img.data[(y * img.width + x) * 4 + c];
      return s / 9;
    };
    const answerRegion = warpRgba(answer, IDENTITY_MAP, rect);
    let want = 0;
    for (let c = 0; c < 3; c++) want += Math.abs(mean(photo, c) - mean(answerRegion, c)) / 3;
    expect(got.diff[7 * got.gw + 4]).toBeCloseTo(want, 4);
  });
});
