import { describe, expect, it } from 'vitest';
import { belowBodyLine, enclosedByBody } from './fill-enclosure';

/**
 * A grid from rows of characters: B body, . background, ? removed (unknown).
 */
function grid(rows: string[]): { known: Float32Array; body: Float32Array; w: number; h: number } {
  const w = rows[0].length;
  const h = rows.length;
  const known = new Float32Array(w * h);
  const body = new Float32Array(w * h);
  rows.forEach((r, y) =>
    [...r].forEach((c, x) => {
      known[y * w + x] = c === '?' ? 0 : 1;
      body[y * w + x] = c === 'B' ? 1 : 0;
    }),
  );
  return { known, body, w, h };
}

describe('enclosedByBody', () => {
  it('gives a gap between background and the neck to the background', () => {
    const g = grid(['..??BB??.', '..??BB??.', '..??BB??.']);
    const e = enclosedByBody(g.known, g.body, g.w, g.h, 6);
    expect(e[1 * g.w + 2]).toBe(0);
    expect(e[1 * g.w + 3]).toBe(0);
    expect(e[1 * g.w + 6]).toBe(0);
    // known cells keep their class
    expect(e[1 * g.w + 4]).toBe(1);
    expect(e[1 * g.w + 0]).toBe(0);
  });

  it('gives a gap with body on both sides, or above and below, to the body', () => {
    const across = grid(['BB???BB..', 'BB???BB..']);
    expect(enclosedByBody(across.known, across.body, across.w, across.h, 6)[3]).toBe(1);
    const vertical = grid(['..B..', '..?..', '..?..', '..B..']);
    expect(enclosedByBody(vertical.known, vertical.body, vertical.w, vertical.h, 6)[5 + 2]).toBe(1);
  });

  it('only within reach: body far beyond it does not close a gap', () => {
    const g = grid(['B???????.', 'B???????.']);
    // the background is 1 cell away, the body 7: out of a reach of 3 only the background counts
    expect(enclosedByBody(g.known, g.body, g.w, g.h, 3)[7]).toBe(0);
    // a gap that sees nothing at all within reach is left to the body's share
    const far = grid(['B???????B']);
    expect(enclosedByBody(far.known, far.body, far.w, far.h, 2)[4]).toBe(1);
  });
});

describe('belowBodyLine', () => {
  it("draws a shoulder's top on under the hair lying on it", () => {
    // the shoulder's top shows left and right of the hair (rows 2 and 4), hidden between
    const g = grid([
      '.........',
      '.........',
      'BB.......',
      'BB????...',
      'BB????.BB',
      'BB????BBB',
      'BB????BBB',
    ]);
    const e = belowBodyLine(g.known, g.body, g.w, g.h, 6);
    // column 3 lies between the columns whose top is row 2 (x = 1) and row 4 (x = 7)
    expect(e[3 * g.w + 3]).toBe(0);
    expect(e[5 * g.w + 3]).toBe(1);
    expect(e[6 * g.w + 5]).toBe(1);
    expect(e[3 * g.w + 5]).toBe(0);
  });

  it('leaves the gap above a shoulder beside the neck to the background', () => {
    // the neck (columns 4–5) has no background above it: only the shoulder's top (row 5) draws
    // the line, level, below the hair beside the neck
    const g = grid([
      '....BB...',
      '..??BB...',
      '..??BB...',
      '..??BB...',
      '..??BB...',
      'BB??BBBBB',
      'BBBBBBBBB',
    ]);
    const e = belowBodyLine(g.known, g.body, g.w, g.h, 6);
    expect(e[2 * g.w + 2]).toBe(0);
    expect(e[4 * g.w + 3]).toBe(0);
    expect(e[5 * g.w + 3]).toBe(1);
  });
});
