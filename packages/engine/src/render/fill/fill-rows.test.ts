import { describe, expect, it } from 'vitest';
import { fillAlongRows } from './fill-rows';

/**
 * One colour plane from rows of characters: a digit is a known cell of that value (weight 4, a
 * full half-resolution cell), `?` an unknown one (weight 0), which the push-pull fill had set
 * to 9.
 */
function grid(rows: string[]): {
  planes: Float32Array[];
  colour: Float32Array[];
  weight: Float32Array;
  w: number;
  h: number;
} {
  const w = rows[0].length;
  const h = rows.length;
  const plane = new Float32Array(w * h);
  const weight = new Float32Array(w * h);
  rows.forEach((r, y) =>
    [...r].forEach((c, x) => {
      const known = c !== '?';
      plane[y * w + x] = known ? Number(c) : 9;
      weight[y * w + x] = known ? 4 : 0;
    }),
  );
  const colour = [plane, plane, plane].map((p) => Float32Array.from(p));
  const planes = [plane, plane, plane].map((p) => Float32Array.from(p));
  return { planes, colour, weight, w, h };
}

describe('fillAlongRows', () => {
  it('fills a gap from the cells beside it on its row, not from above or below', () => {
    // a ponytail (?) over a dress (1) below a neck (5): the rows through the dress are dress
    const g = grid([
      '5555555555555',
      '5555555555555',
      '1111???111111',
      '1111???111111',
      '1111???111111',
      '1111???111111',
      '1111???111111',
    ]);
    fillAlongRows(g.planes, g.colour, g.weight, g.w, g.h, 10);
    for (let y = 3; y < 7; y++)
      for (let x = 4; x < 7; x++) expect(g.planes[0][y * g.w + x]).toBeCloseTo(1, 5);
  });

  it('weights the two sides by nearness', () => {
    const g = grid(['2222??????8888', '2222??????8888', '2222??????8888']);
    fillAlongRows(g.planes, g.colour, g.weight, g.w, g.h, 20);
    const row = g.w;
    // one cell from the 2s, six from the 8s: (2·1 + 8·(1/6)) / (1 + 1/6)
    expect(g.planes[0][row + 4]).toBeCloseTo((2 + 8 / 6) / (1 + 1 / 6), 5);
    expect(g.planes[0][row + 9]).toBeCloseTo((2 / 6 + 8) / (1 / 6 + 1), 5);
    // known cells are left as they were
    expect(g.planes[0][row + 2]).toBe(2);
  });

  it('keeps the push-pull fill where no run of known cells is within reach', () => {
    // a lone known cell between strands is no source, and the 3s are out of reach
    const g = grid(['333??????4???????', '333??????4???????', '333??????4???????']);
    fillAlongRows(g.planes, g.colour, g.weight, g.w, g.h, 3);
    const row = g.w;
    expect(g.planes[0][row + 14]).toBe(9);
    expect(g.planes[0][row + 7]).toBe(9);
    // next to the 3s the row fill applies
    expect(g.planes[0][row + 4]).toBeCloseTo(3, 5);
  });
});
