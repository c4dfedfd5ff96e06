import { describe, expect, it } from 'vitest';
import { cutCost, gridMinCut, GridCutter, type GridCutProblem } from './grid-cut';
import { FixedGridCutter, gridMinCutFixed } from './grid-cut-fixed';

/** Deterministic small integers (0..max) from a seed. */
function ints(n: number, seed: number, max: number): Float32Array {
  const out = new Float32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = (s >>> 8) % (max + 1);
  }
  return out;
}

function randomProblem(w: number, h: number, seed: number, diag: boolean): GridCutProblem {
  const n = w * h;
  return {
    width: w,
    height: h,
    source: ints(n, seed, 12),
    sink: ints(n, seed + 1, 12),
    east: ints(n, seed + 2, 6),
    south: ints(n, seed + 3, 6),
    ...(diag ? { southEast: ints(n, seed + 4, 4), southWest: ints(n, seed + 5, 4) } : {}),
  };
}

/** The lowest cost over every labelling (2^n of them). */
function bruteForce(p: GridCutProblem): number {
  const n = p.width * p.height;
  const labels = new Uint8Array(n);
  let best = Infinity;
  for (let m = 0; m < 1 << n; m++) {
    for (let i = 0; i < n; i++) labels[i] = (m >> i) & 1;
    best = Math.min(best, cutCost(p, labels));
  }
  return best;
}

describe('grid min-cut', () => {
  it.each([
    [4, 3, false],
    [3, 4, true],
    [4, 4, false],
    [4, 4, true],
  ])('finds the optimal labelling of random %i×%i grids (diagonals: %s)', (w, h, diag) => {
    for (let seed = 1; seed <= 12; seed++) {
      const p = randomProblem(w, h, seed * 97, diag);
      const cut = gridMinCut(p, 1);
      const best = bruteForce(p);
      expect(cut.cost).toBe(best);
      expect(cutCost(p, cut.labels)).toBe(best);
    }
  });

  it('follows a strong edge instead of the noisy terminal costs', () => {
    // left half prefers the source, right half the sink, with noise that alone would flip cells;
    // n-links are cheap across the column boundary at x = 10 and expensive elsewhere
    const w = 20;
    const h = 12;
    const n = w * h;
    const noise = ints(n, 5, 10);
    const source = new Float32Array(n);
    const sink = new Float32Array(n);
    const east = new Float32Array(n).fill(8);
    const south = new Float32Array(n).fill(8);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const k = y * w + x;
        const want = x < 10 ? 1 : 0;
        source[k] = want ? 6 : noise[k] > 7 ? 9 : 0;
        sink[k] = want ? (noise[k] > 7 ? 9 : 0) : 6;
        if (x === 9) east[k] = 0.5;
      }
    }
    const { labels } = gridMinCut({ width: w, height: h, source, sink, east, south });
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) expect(labels[y * w + x]).toBe(x < 10 ? 1 : 0);
    }
  });

  it('cuts a 200×300 grid quickly enough to run on every render', () => {
    const w = 200;
    const h = 300;
    const p = randomProblem(w, h, 3, true);
    const cut = gridMinCut(p, 1);
    // optimality cannot be brute-forced here: check the reported cost is the labelling's
    expect(cutCost(p, cut.labels)).toBeCloseTo(cut.cost, 3);
  });

  it.each([false, true])(
    'solves only the box around the free cells and agrees with the whole cut (diagonals: %s)',
    (diag) => {
      for (let seed = 1; seed <= 6; seed++) {
        const w = 14;
        const h = 11;
        const p = randomProblem(w, h, seed * 31, diag);
        // a frame of cells that must be sink, and a blob of them inside
        const fixed = new Uint8Array(w * h);
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            const frame = x < 3 || y < 2 || x >= w - 2 || y >= h - 3;
            const blob = (x - 7) ** 2 + (y - 5) ** 2 < 3;
            if (frame || blob) {
              fixed[y * w + x] = 1;
              p.sink[y * w + x] = 1000;
              p.source[y * w + x] = 0;
            }
          }
        }
        const whole = gridMinCut(p, 1);
        const boxed = gridMinCutFixed(p, fixed, 1);
        expect(cutCost(p, boxed)).toBe(whole.cost);
        for (let k = 0; k < w * h; k++) if (fixed[k]) expect(boxed[k]).toBe(0);
      }
    },
  );

  it.each([false, true])(
    'solves again from the last flow when the terminal costs change (diagonals: %s)',
    (diag) => {
      for (let seed = 1; seed <= 10; seed++) {
        const first = randomProblem(4, 4, seed * 53, diag);
        const cutter = new GridCutter(4, 4, first, 1);
        expect(cutCost(first, cutter.solve(first.source, first.sink))).toBe(bruteForce(first));
        // new terminal costs, same links: the warm solve must be as good as a cold one
        const second = { ...first, source: ints(16, seed * 7, 12), sink: ints(16, seed * 11, 12) };
        const warm = cutter.solve(second.source, second.sink);
        expect(cutCost(second, warm)).toBe(bruteForce(second));
      }
    },
  );

  it('keeps fixed cells inside the box on the sink side whatever their own costs', () => {
    const w = 9;
    const h = 7;
    const p = randomProblem(w, h, 5, true);
    // every cell wants the source side, fixed ones too; the middle column is fixed
    p.source.fill(20);
    p.sink.fill(0);
    const fixed = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) fixed[y * w + 4] = 1;
    const labels = gridMinCutFixed(p, fixed, 1);
    for (let k = 0; k < w * h; k++) expect(labels[k]).toBe(fixed[k] ? 0 : 1);
  });

  it('re-solves a large boxed cut to the same cost as a cold cut', () => {
    const w = 120;
    const h = 90;
    const p = randomProblem(w, h, 17, true);
    const fixed = new Uint8Array(w * h);
    for (let k = 0; k < w * h; k++) {
      const x = k % w;
      if (x < 10 || x > 100) {
        fixed[k] = 1;
        p.sink[k] = 1000;
        p.source[k] = 0;
      }
    }
    const cutter = new FixedGridCutter(w, h, p, fixed, 1);
    cutter.solve(p.source, p.sink);
    const source = ints(w * h, 99, 12);
    const sink = ints(w * h, 98, 12);
    for (let k = 0; k < w * h; k++) {
      if (!fixed[k]) continue;
      source[k] = 0;
      sink[k] = 1000;
    }
    const second = { ...p, source, sink };
    const warm = cutter.solve(source, sink);
    const cold = gridMinCutFixed(second, fixed, 1);
    expect(cutCost(second, warm)).toBe(cutCost(second, cold));
    expect(warm.includes(1)).toBe(true);
  });
});
