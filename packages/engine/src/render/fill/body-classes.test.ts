import { describe, expect, it } from 'vitest';
import { bodyClasses } from './body-classes';

/** Linear RGB of the two regions: a neck's skin and a navy dress. */
const SKIN = [0.6, 0.38, 0.28];
const NAVY = [0.02, 0.03, 0.1];

/**
 * A body of W × H half-resolution cells, skin above the line y = x · slope + at and navy below,
 * with a square hole (unknown cells) of side `side` in the middle.
 */
function body(slope: number, at: number, side: number) {
  const W = 80;
  const H = 80;
  const colour = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)];
  const weight = new Float32Array(W * H);
  const h0 = (W - side) / 2;
  const inHole = (x: number, y: number): boolean =>
    x >= h0 && x < h0 + side && y >= h0 && y < h0 + side;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const j = y * W + x;
      if (inHole(x, y)) continue;
      const c = y + 0.5 < (x + 0.5) * slope + at ? SKIN : NAVY;
      for (let k = 0; k < 3; k++) colour[k][j] = c[k];
      weight[j] = 4;
    }
  return { colour, weight, W, H, h0, side };
}

describe('bodyClasses', () => {
  it('splits skin from navy cloth', () => {
    const b = body(0.5, 20, 30);
    const cls = bodyClasses(b.colour, b.weight, b.W, b.H, 50);
    expect(cls.count).toBe(2);
    expect(cls.cell[5 * b.W + 5]).not.toBe(cls.cell[75 * b.W + 75]);
  });

  it('continues a slanting border between two classes through a hole along its slant', () => {
    // (hair hung over a neckline: the neck's skin must not end in a block with a level bottom
    // and an upright side, the border goes on from where it enters the hole to where it leaves)
    const slope = 0.5;
    const at = 20;
    const b = body(slope, at, 30);
    const cls = bodyClasses(b.colour, b.weight, b.W, b.H, 50);
    const navy = cls.spread[75 * b.W + 75];
    const first: number[] = [];
    const off: number[] = [];
    for (let x = b.h0 + 1; x < b.h0 + b.side - 1; x++) {
      // the first navy cell down the column, against the line
      let y = b.h0;
      while (y < b.h0 + b.side && cls.spread[y * b.W + x] !== navy) y++;
      first.push(y);
      off.push(Math.abs(y - ((x + 0.5) * slope + at)));
    }
    // (a border along a column jumps by many rows from one column to the next; one along a row
    // leaves the line by half the border's drop across the hole, 7.5 cells here)
    const jumps = first.slice(1).map((y, i) => Math.abs(y - first[i]));
    expect(Math.max(...jumps)).toBeLessThanOrEqual(2);
    expect(Math.max(...off)).toBeLessThanOrEqual(4);
  });
});
