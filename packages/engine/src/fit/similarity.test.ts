import { describe, expect, it } from 'vitest';
import {
  applySimilarity,
  composeSimilarity,
  fitSimilarity,
  fitSimilarityTrimmed,
  similarityDegrees,
  similarityScale,
  type Point,
  type Similarity,
} from './similarity';

/** A deterministic scatter of points over a face-sized area. */
function scatter(n: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < n; i++) out.push([300 + ((i * 37) % 101) * 1.7, 200 + ((i * 53) % 89) * 2.1]);
  return out;
}

const known: Similarity = {
  a: 1.04 * Math.cos(0.05),
  b: 1.04 * Math.sin(0.05),
  tx: 7.5,
  ty: -4.25,
};

describe('similarity', () => {
  it('recovers a known scale, rotation and shift exactly from clean matches', () => {
    const src = scatter(40);
    const dst = src.map((p) => applySimilarity(known, p[0], p[1]));
    const t = fitSimilarity(src, dst);
    expect(t).not.toBeNull();
    expect(similarityScale(t!)).toBeCloseTo(1.04, 9);
    expect(similarityDegrees(t!)).toBeCloseTo((0.05 * 180) / Math.PI, 7);
    expect(t!.tx).toBeCloseTo(7.5, 6);
    expect(t!.ty).toBeCloseTo(-4.25, 6);
  });

  it('ignores a few wrong matches when trimmed, where the plain fit is pulled off', () => {
    const src = scatter(40);
    const dst = src.map((p, i): Point => {
      const [x, y] = applySimilarity(known, p[0], p[1]);
      // every eighth match is 25 px off (a feature the answer redrew)
      return i % 8 === 0 ? [x + 25, y - 18] : [x, y];
    });
    const plain = fitSimilarity(src, dst)!;
    const trimmed = fitSimilarityTrimmed(src, dst, 0.8, 3)!;
    const err = (t: Similarity) =>
      Math.max(
        ...src.map((p) => {
          const [x, y] = applySimilarity(t, p[0], p[1]);
          const [u, v] = applySimilarity(known, p[0], p[1]);
          return Math.hypot(x - u, y - v);
        }),
      );
    expect(err(plain)).toBeGreaterThan(2);
    expect(err(trimmed.transform)).toBeLessThan(1e-6);
    expect(trimmed.inlier.filter((k, i) => !k && i % 8 === 0).length).toBe(5);
  });

  it('composes transforms in order', () => {
    const shift: Similarity = { a: 1, b: 0, tx: 3, ty: 4 };
    const both = composeSimilarity(shift, known);
    const [x, y] = applySimilarity(known, 10, 20);
    expect(applySimilarity(both, 10, 20)).toEqual([
      expect.closeTo(x + 3, 9) as number,
      expect.closeTo(y + 4, 9) as number,
    ]);
  });

  it('has no answer for points that do not span', () => {
    expect(fitSimilarity([[1, 1]], [[2, 2]])).toBeNull();
  });
});
