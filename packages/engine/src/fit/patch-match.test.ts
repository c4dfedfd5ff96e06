import { describe, expect, it } from 'vitest';
import { matchPatch, parabolaPeak, type Plane } from './patch-match';

/** A textured plane shifted by (dx, dy) (sub-pixel: the texture is a smooth function). */
function plane(w: number, h: number, dx: number, dy: number, gain = 1, offset = 0): Plane {
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = x - dx;
      const v = y - dy;
      data[y * w + x] =
        offset +
        gain * (100 + 40 * Math.sin(u / 3.1) * Math.cos(v / 4.3) + 30 * Math.sin((u + v) / 5.7));
    }
  }
  return { data, width: w, height: h };
}

describe('patch matching', () => {
  it('finds a sub-pixel shift within a twentieth of a pixel', () => {
    const a = plane(60, 60, 0, 0);
    const b = plane(60, 60, 2.3, -1.6);
    const m = matchPatch(a, b, 30, 30, 7, 5, 1);
    expect(m).not.toBeNull();
    expect(Math.abs(m!.dx - 2.3)).toBeLessThan(0.05);
    expect(Math.abs(m!.dy + 1.6)).toBeLessThan(0.05);
    expect(m!.score).toBeGreaterThan(0.99);
  });

  it('is blind to a change of brightness and contrast', () => {
    const a = plane(60, 60, 0, 0);
    const b = plane(60, 60, -1, 2, 0.7, 40);
    const m = matchPatch(a, b, 30, 30, 7, 5, 1)!;
    expect(Math.abs(m.dx + 1)).toBeLessThan(0.05);
    expect(Math.abs(m.dy - 2)).toBeLessThan(0.05);
  });

  it('refuses a flat patch, and a best match on the search border', () => {
    const flat: Plane = { data: new Float32Array(60 * 60).fill(90), width: 60, height: 60 };
    expect(matchPatch(flat, plane(60, 60, 0, 0), 30, 30, 7, 5, 1)).toBeNull();
    // shifted by 8 px: beyond a ±5 search
    expect(matchPatch(plane(60, 60, 0, 0), plane(60, 60, 8, 0), 30, 30, 7, 5, 1)).toBeNull();
  });

  it('puts the parabola vertex between the samples', () => {
    expect(parabolaPeak(1, 2, 1)).toBeCloseTo(0, 9);
    expect(parabolaPeak(0, 2, 1)).toBeCloseTo(1 / 6, 9);
  });
});
