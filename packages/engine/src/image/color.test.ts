import { describe, expect, it } from 'vitest';
import { cbrt, linearToLab, linearToOklab, type Lab } from './color';

describe('cube root for the colour conversions', () => {
  it('stays within 1e-5 of Math.cbrt across the table and equals it outside', () => {
    let worst = 0;
    for (let t = 0; t <= 1.3; t += 0.00037) {
      const want = Math.cbrt(t);
      const got = cbrt(t);
      if (t < 0.004 || t >= 1.25) expect(got).toBe(want);
      else worst = Math.max(worst, Math.abs(got - want) / want);
    }
    expect(worst).toBeGreaterThan(0); // (the table was used)
    expect(worst).toBeLessThan(1e-5);
    expect(cbrt(8)).toBe(2);
    expect(cbrt(0)).toBe(0);
  });

  it('gives Lab and OKLab within a hundredth of a unit of the exact conversions', () => {
    const exactLab = (r: number, g: number, b: number): Lab => {
      const f = (t: number): number =>
        t > 0.008856451679 ? Math.cbrt(t) : t * 7.787037037 + 16 / 116;
      const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047);
      const fy = f(0.2126729 * r + 0.7151522 * g + 0.072175 * b);
      const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883);
      return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
    };
    const out: Lab = [0, 0, 0];
    for (let k = 0; k < 500; k++) {
      const r = ((k * 37) % 101) / 100;
      const g = ((k * 53) % 97) / 96;
      const b = ((k * 71) % 89) / 88;
      const want = exactLab(r, g, b);
      linearToLab(r, g, b, out);
      for (let i = 0; i < 3; i++) expect(Math.abs(out[i] - want[i])).toBeLessThan(0.01);
      const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
      const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
      const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
      linearToOklab(r, g, b, out);
      expect(
        Math.abs(out[0] - (0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s)),
      ).toBeLessThan(1e-4);
    }
  });
});
