import { describe, expect, it } from 'vitest';
import { scalpHairShapeSchema } from '../catalogue/hair-shape';
import { facialShape, scalpShape } from '../catalogue/hair-shape-rules';
import { facialHairSvg, hairstyleSvg } from './hair-icons';
import { dentalSvg, procedureSvg } from './procedure-icons';
import { checkSvg } from './svg-check';
import { swatchSvg } from './swatch-icons';
import { svgDataUrl, svgFromDataUrl } from './svg';

/** Small deterministic PRNG so the sweep is repeatable. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('icon generators', () => {
  it('swatches are valid for single hex, ranges and special values', () => {
    for (const hex of ['#aa3355', '#111111-#eeeeee', 'Assorted', 'N/A']) {
      expect(checkSvg(swatchSvg(`Swatch ${hex}`, hex)), hex).toEqual([]);
    }
  });

  it('hairstyle silhouettes stay valid across the whole parameter space', () => {
    const random = rng(42);
    const shapes = scalpHairShapeSchema.shape.shape.options;
    const fringes = scalpHairShapeSchema.shape.fringe.options;
    const partings = scalpHairShapeSchema.shape.parting.options;
    const gathers = scalpHairShapeSchema.shape.gather.options;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    for (let i = 0; i < 300; i++) {
      const shape = scalpShape({
        shape: pick(shapes),
        fringe: pick(fringes),
        parting: pick(partings),
        gather: pick(gathers),
        length: random() * 3.5,
        volume: random(),
        crownHeight: random(),
        sides: random(),
        fringeLength: random(),
        curl: random(),
        asymmetry: random() * 2 - 1,
      });
      expect(scalpHairShapeSchema.safeParse(shape).success).toBe(true);
      expect(checkSvg(hairstyleSvg(`Sweep ${i}`, shape)), JSON.stringify(shape)).toEqual([]);
    }
  });

  it('facial hair stays valid across its parameter space', () => {
    const random = rng(7);
    const mustaches = [
      'none',
      'natural',
      'chevron',
      'pencil',
      'handlebar',
      'horseshoe',
      'walrus',
      'english',
      'fu-manchu',
      'toothbrush',
    ] as const;
    const bottoms = ['none', 'rounded', 'square', 'pointed', 'forked'] as const;
    for (let i = 0; i < 200; i++) {
      const shape = facialShape({
        mustache: mustaches[i % mustaches.length],
        shape: bottoms[i % bottoms.length],
        chin: random(),
        cheeks: random(),
        length: random(),
        density: random(),
        sideburns: random(),
        sideburnWidth: random() * 0.3,
        connected: random() > 0.5,
      });
      expect(checkSvg(facialHairSvg(`Beard ${i}`, shape))).toEqual([]);
    }
  });

  it('procedure and dental glyphs are valid, titles are escaped, data URLs round-trip', () => {
    const svg = procedureSvg('Lips & <Chin> "test"', 'lips', true, 'add');
    expect(checkSvg(svg)).toEqual([]);
    expect(svg).toContain('Lips &amp; &lt;Chin&gt; &quot;test&quot;');
    expect(checkSvg(dentalSvg('Crowns', 'crowns'))).toEqual([]);
    expect(svgFromDataUrl(svgDataUrl(svg))).toBe(svg);
    expect(svgFromDataUrl('https://example.com/x.svg')).toBeNull();
  });
});
