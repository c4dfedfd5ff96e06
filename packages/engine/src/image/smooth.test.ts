import { describe, expect, it } from 'vitest';
import { createMask } from './mask';
import { edgePreservingSmooth } from './smooth';
import type { WorkImage } from './work-image';

/** A grey work image: left half dark, right half light, with deterministic pixel noise. */
function noisyStep(w: number, h: number): WorkImage {
  const n = w * h;
  const plane = new Float32Array(n);
  let s = 7;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const noise = ((s >>> 8) / 2 ** 24 - 0.5) * 0.02;
    plane[i] = (i % w < w / 2 ? 0.2 : 0.6) + noise;
  }
  return { x0: 0, y0: 0, width: w, height: h, r: plane, g: plane.slice(), b: plane.slice() };
}

function spread(p: Float32Array, w: number, x0: number, x1: number): number {
  let s1 = 0;
  let s2 = 0;
  let n = 0;
  for (let i = 0; i < p.length; i++) {
    const x = i % w;
    if (x < x0 || x >= x1) continue;
    s1 += p[i];
    s2 += p[i] * p[i];
    n++;
  }
  return Math.sqrt(s2 / n - (s1 / n) ** 2);
}

describe('edge-preserving smoothing', () => {
  it.each([2, 6])('smooths noise and keeps the edge (radius %i px)', (radius) => {
    const w = 80;
    const h = 60;
    const work = noisyStep(w, h);
    const before = spread(work.r, w, 5, 30);
    const mask = createMask(w, h);
    mask.data.fill(1);
    edgePreservingSmooth(work, mask, radius, 1);
    // the flat halves lose most of their noise
    expect(spread(work.r, w, 5, 30)).toBeLessThan(before * 0.6);
    // the step stays a step: the pixels either side of it keep their levels
    const row = 30 * w;
    expect(work.r[row + w / 2 - 2]).toBeLessThan(0.25);
    expect(work.r[row + w / 2 + 1]).toBeGreaterThan(0.55);
  });

  it('at half resolution (a radius from 3 px) keeps ramps and fine texture', () => {
    // a vertical ramp with a checkerboard patch of strong fine texture
    const w = 64;
    const h = 64;
    const n = w * h;
    const plane = new Float32Array(n);
    const patch = (x: number, y: number): boolean => x >= 36 && x < 56 && y >= 20 && y < 40;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        plane[y * w + x] = 0.2 + (0.4 * y) / h + (patch(x, y) ? ((x + y) % 2 ? 0.1 : -0.1) : 0);
      }
    }
    const work: WorkImage = {
      x0: 0,
      y0: 0,
      width: w,
      height: h,
      r: plane.slice(),
      g: plane.slice(),
      b: plane.slice(),
    };
    const mask = createMask(w, h);
    mask.data.fill(1);
    edgePreservingSmooth(work, mask, 4, 1);
    // the ramp (a window's mean is its centre) comes back as it was, row by row
    let worst = 0;
    for (let y = 8; y < h - 8; y++) {
      for (let x = 6; x < 26; x++)
        worst = Math.max(worst, Math.abs(work.r[y * w + x] - plane[y * w + x]));
    }
    expect(worst).toBeLessThan(0.003);
    // the checkerboard's contrast (variance far above the regulariser) is kept
    let kept = 0;
    let count = 0;
    for (let y = 24; y < 36; y++) {
      for (let x = 40; x < 52; x++) {
        const i = y * w + x;
        kept += Math.abs(work.r[i] - work.r[i + 1]) / Math.abs(plane[i] - plane[i + 1]);
        count++;
      }
    }
    expect(kept / count).toBeGreaterThan(0.7);
  });
});
