/**
 * The hair cells' strand measure on synthetic images: a shading ramp and a single edge point all
 * their gradients one way (`ramp` near 1), strands alternate light and dark (`ramp` near 0). The
 * face frame (cell size, tilt) comes from a fixture person; the pixels are drawn here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonAnalysis } from '@looklab/shared';
import { loadHuman } from '../src/runtime/human-runtime';
import { createContext } from '../src/render/context';
import { buildHairCells, type HairCells } from '../src/render/hair-mask/cells';
import type { WorkImage } from '../src/image/work-image';
import { largest, loadFixture } from './render-helpers';

let person: PersonAnalysis;
let size: { width: number; height: number };
beforeAll(async () => {
  const rt = await loadHuman({ description: false, iris: true });
  const fx = await loadFixture(rt, 'ai-face.jpg');
  person = largest(fx.people);
  size = { width: fx.image.width, height: fx.image.height };
});

/** Cells of a grey image whose linear value at (x, y) is `value(x, y)`. */
function cellsOf(value: (x: number, y: number) => number): HairCells {
  const { width, height } = size;
  const n = width * height;
  const work: WorkImage = {
    x0: 0,
    y0: 0,
    width,
    height,
    r: new Float32Array(n),
    g: new Float32Array(n),
    b: new Float32Array(n),
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = value(x, y);
      work.r[y * width + x] = v;
      work.g[y * width + x] = v;
      work.b[y * width + x] = v;
    }
  }
  return buildHairCells(createContext(work, person, [], []));
}

/** Mean ramp over the cells whose texture shows (a flat cell has no direction at all). */
function meanRamp(cells: HairCells): number {
  let sum = 0;
  let count = 0;
  for (let c = 0; c < cells.gw * cells.gh; c++) {
    if (cells.tex[c] < 1e-4) continue;
    sum += cells.ramp[c];
    count++;
  }
  expect(count, `cells with texture`).toBeGreaterThan(20);
  return sum / count;
}

describe('hair cells: strands against shading', () => {
  it('finds shading ramps one-way and strands two-way', () => {
    const shading = cellsOf((x, y) => 0.05 + (0.6 * (x + 0.5 * y)) / (size.width + size.height));
    // strands: slanting lines of random lightness, a pixel or so wide
    const fract = (v: number): number => v - Math.floor(v);
    const strands = cellsOf(
      (x, y) => 0.15 + 0.2 * fract(Math.sin(Math.floor(x + 0.45 * y) * 12.9898) * 43758.5453),
    );
    const edges = cellsOf((x, y) => (x + y > size.width ? 0.5 : 0.1));
    expect(meanRamp(shading)).toBeGreaterThan(0.9);
    expect(meanRamp(strands)).toBeLessThan(0.45);
    // a single edge (the face's contour) points one way too
    expect(meanRamp(edges)).toBeGreaterThan(0.6);
    // and strands are coherent: what tells them from shading is the ramp, not the coherence
    const coh = (cells: HairCells): number =>
      cells.coh.reduce((a, b) => a + b, 0) / cells.coh.length;
    expect(coh(strands)).toBeGreaterThan(0.7);
  });
});
