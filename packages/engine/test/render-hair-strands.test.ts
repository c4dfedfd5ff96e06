/**
 * The structure of painted hair, as pure functions: clumps with shadowed gaps, waves long and
 * shallow for loose styles and per-clump ringlets for curls, fringes that stay on the skull,
 * and a tone that keeps each lightness's own colour when it is moved.
 */
import { describe, expect, it } from 'vitest';
import { hairstylesFor, type ScalpHairShape } from '@looklab/shared';
import { dome, fringeOutline, silhouette } from '../src/render/hairstyle/template';
import { hairTone, toneAB, type HairTone } from '../src/render/hairstyle/hair-tone';
import { scalpShapeFor } from '../src/render/catalogue/catalogue-adapter';
import { installSharedCatalogue } from '../src/render/catalogue/catalogue-source';

installSharedCatalogue();
import {
  clumpAt,
  clumpTip,
  fieldFor,
  strandAt,
  type Clump,
  type StrandPoint,
} from '../src/render/strands/strands';

const point = (s: number, t: number): StrandPoint => ({ s, t, squeeze: 1, wave: 0 });
const clump = (): Clump => ({ shade: 0, crest: 0, shift: 0, id: 0, frac: 0 });

describe('clumps', () => {
  it('are darker at their edges than on their crests', () => {
    const c = clump();
    const edge: number[] = [];
    const crest: number[] = [];
    for (let i = 0; i < 4000; i++) {
      clumpAt(point(i * 0.0013, (i % 97) * 0.01), 17, c);
      if (c.frac < 0.12 || c.frac > 0.88) edge.push(c.shade);
      else if (Math.abs(c.frac - 0.5) < 0.12) crest.push(c.shade);
    }
    const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
    expect(edge.length).toBeGreaterThan(300);
    expect(crest.length).toBeGreaterThan(300);
    // a gap is a shadow between ribbons, clearly deeper than the lightness varies on a crest
    expect(mean(crest) - mean(edge)).toBeGreaterThan(0.15);
  });

  it('each catch the light a little differently', () => {
    const c = clump();
    const shifts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      clumpAt(point(i * 0.075 + 0.0375, 0.5), 17, c);
      shifts.add(Math.round(c.shift * 1000));
    }
    expect(shifts.size).toBeGreaterThan(20);
  });
});

describe('clump ends', () => {
  it('taper to a point and differ from clump to clump', () => {
    const c = clump();
    const lengths = new Set<number>();
    let centre = 0;
    let edge = 0;
    for (let id = 0; id < 30; id++) {
      for (const frac of [0.5, 0.04]) {
        c.id = id;
        c.frac = frac;
        // the stray strands' noise is the same at both points of a clump
        const shorter = clumpTip(c, point(0.3, 1), 300, 17);
        if (frac === 0.5) {
          centre += shorter;
          lengths.add(Math.round(shorter * 20));
        } else edge += shorter;
      }
    }
    // a clump runs longest in its middle: its sides end shorter
    expect(edge / 30 - centre / 30).toBeGreaterThan(0.25);
    expect(lengths.size).toBeGreaterThan(6);
  });
});

/** Crests of the wave along y at template x (each crossing of wave 0 from below). */
function crestsAlong(shape: ScalpHairShape, x: number, y0: number, y1: number): number {
  const fld = fieldFor(shape, 0.33, 0.7, 0.7);
  const p = point(0, 0);
  let n = 0;
  let prev = strandAt(fld, x, y0, p).wave;
  for (let y = y0 + 0.002; y <= y1; y += 0.002) {
    const w = strandAt(fld, x, y, p).wave;
    if (prev < 0 && w >= 0) n++;
    prev = w;
  }
  return n;
}

describe('waves', () => {
  it('are long and loose for beach waves (one crest in more than half a face height)', () => {
    const beach = scalpShapeFor('Beach Waves');
    expect(beach.curl).toBeGreaterThan(0.2);
    // lengths from the chin down 1.2 face heights
    const crests = [-0.55, -0.3, 0.3, 0.55].map((x) => crestsAlong(beach, x, 1, 2.2));
    for (const c of crests) {
      expect(c).toBeGreaterThanOrEqual(1);
      expect(c).toBeLessThanOrEqual(3);
    }
  });

  it('turn clump by clump for curls (neighbouring clumps out of phase)', () => {
    const curls = scalpShapeFor('Long Curls');
    const fld = fieldFor(curls, 0.33, 0.7, 0.7);
    const p = point(0, 0);
    // the wave at one height across a run of clumps: ringlets do not line up
    let flips = 0;
    let prev = strandAt(fld, -0.6, 1.5, p).wave;
    for (let x = -0.6; x <= -0.2; x += 0.0375) {
      const w = strandAt(fld, x, 1.5, p).wave;
      if (Math.sign(w) !== Math.sign(prev)) flips++;
      prev = w;
    }
    expect(flips).toBeGreaterThanOrEqual(2);
    // and they are tighter than waves
    expect(crestsAlong(curls, -0.55, 1, 2.2)).toBeGreaterThan(
      crestsAlong(scalpShapeFor('Beach Waves'), -0.55, 1, 2.2),
    );
  });
});

describe('fringes', () => {
  const withFringe = [...hairstylesFor('female'), ...hairstylesFor('male')]
    .map((item) => ({ name: item.name, p: scalpShapeFor(item.name) }))
    .filter(({ p }) => fringeOutline(p) !== null);

  it('exist in the catalogue in every kind (blunt, swept, curtain)', () => {
    const kinds = new Set(withFringe.map(({ p }) => p.fringe));
    for (const kind of ['blunt', 'side-swept', 'curtain']) expect(kinds).toContain(kind);
  });

  it('stay on the skull: no corner of a fringe sticks out above the crown', () => {
    for (const { name, p } of withFringe) {
      const { cy, rx, ry } = dome(p);
      for (const [x, y] of fringeOutline(p) ?? []) {
        expect(Number.isFinite(x) && Number.isFinite(y), name).toBe(true);
        const top = cy - ry * Math.sqrt(Math.max(0, 1 - (x / rx) ** 2));
        expect(y, `${name} at x ${x.toFixed(2)}`).toBeGreaterThanOrEqual(top);
      }
    }
  });
});

describe('a tone moved to another median', () => {
  // shadows brown and dull, lights golden: b rises with lightness
  const N = 11;
  const q = Float32Array.from({ length: N }, (_, i) => 5 + i * 8);
  const own: HairTone = {
    q,
    qa: Float32Array.from(q, (l) => 2 + l * 0.05),
    qb: Float32Array.from(q, (l) => 4 + l * 0.3),
    a: 4,
    b: 13,
    median: q[5],
  };

  it("takes the colour the person's hair has at each new lightness", () => {
    // the lit crown (the hair model's mean) is far lighter than the sample's median
    const tone = hairTone(own, null, [70, 5, 25]);
    expect(tone.median).toBe(70);
    const ab: [number, number] = [0, 0];
    toneAB(tone, 0.5, ab);
    // own hair at L* 70 has b ≈ 4 + 70 · 0.3 = 25; the colour of its median rank was 4 + 45 · 0.3
    expect(ab[1]).toBeGreaterThan(23);
    expect(ab[1]).toBeLessThan(27);
  });
});

describe('short styles', () => {
  it('hug the skull at the sides; longer ones keep the volume', () => {
    const widthAtEars = (name: string): number =>
      Math.max(
        ...silhouette(scalpShapeFor(name))
          .filter(([, y]) => Math.abs(y - 0.33) < 0.03)
          .map(([x]) => x),
      );
    for (const name of ['Pixie Cut', 'Textured Pixie', 'Crew Cut']) {
      // the cheek's edge is at 0.5: close-cropped hair sits just outside it
      expect(widthAtEars(name), name).toBeLessThanOrEqual(0.66);
    }
    expect(widthAtEars('Classic Lob')).toBeCloseTo(dome(scalpShapeFor('Classic Lob')).rx, 2);
  });
});
