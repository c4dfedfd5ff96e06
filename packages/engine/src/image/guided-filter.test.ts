import { describe, expect, it } from 'vitest';
import { guidedCoefficients, guidedValue } from './guided-filter';

describe('guided filter', () => {
  it('snaps a blurred mask to the edge of the guide', () => {
    // guide: red on the left (x < 20), blue on the right; input: a ramp from 1 to 0 over x 14…26
    const w = 40;
    const h = 10;
    const n = w * h;
    const gr = new Float32Array(n);
    const gg = new Float32Array(n).fill(0.2);
    const gb = new Float32Array(n);
    const p = new Float32Array(n);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        gr[i] = x < 20 ? 0.8 : 0.1;
        gb[i] = x < 20 ? 0.1 : 0.7;
        p[i] = Math.min(1, Math.max(0, (26 - x) / 12));
      }
    }
    const c = guidedCoefficients(gr, gg, gb, p, w, h, 4, 1e-4);
    const q = (x: number): number =>
      guidedValue(c, x, 5, gr[5 * w + x], gg[5 * w + x], gb[5 * w + x]);
    // the step between x = 19 and 20 is several times the input's (1/12), and
    // either side moves away from the other: the ramp became an edge where the guide has one
    expect(q(19) - q(20)).toBeGreaterThan(0.3);
    expect(p[5 * w + 19] - p[5 * w + 20]).toBeLessThan(0.1);
    expect(q(18)).toBeGreaterThan(p[5 * w + 18]);
    expect(q(21)).toBeLessThan(p[5 * w + 21]);
  });

  it('on a flat guide it only smooths the input (keeps its mean)', () => {
    const w = 30;
    const h = 30;
    const n = w * h;
    const flat = new Float32Array(n).fill(0.5);
    const p = new Float32Array(n);
    for (let i = 0; i < n; i++) p[i] = i % 2;
    const c = guidedCoefficients(flat, flat, flat, p, w, h, 3, 1e-3);
    for (const [x, y] of [
      [10, 10],
      [15, 20],
    ]) {
      expect(guidedValue(c, x, y, 0.5, 0.5, 0.5)).toBeCloseTo(0.5, 1);
    }
  });
});
