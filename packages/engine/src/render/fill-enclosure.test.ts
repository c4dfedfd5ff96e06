import { describe, expect, it } from 'vitest';
import { enclosedByBody } from './fill-enclosure';

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
