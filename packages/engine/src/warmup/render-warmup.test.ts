import { describe, expect, it } from 'vitest';
import {
  emptySelections,
  hairstylesFor,
  needsGenerativeProvider,
  type CatalogueItem,
  type ScalpHairShape,
} from '@looklab/shared';
import { renderLookSync } from '../render';
import { warmupStyles } from './render-warmup';
import { warmupPortrait } from './portrait';

const catalogue = [...hairstylesFor('female'), ...hairstylesFor('male')];
const base = catalogue.find((it) => it.hairShape?.kind === 'scalp')!;
const shapeOf = (it: CatalogueItem): ScalpHairShape => it.hairShape as ScalpHairShape;
const item = (name: string, shape: Partial<ScalpHairShape>): CatalogueItem => ({
  ...base,
  name,
  hairShape: { ...shapeOf(base), ...shape },
});
const kindOf = (s: ScalpHairShape): string => [s.shape, s.fringe !== 'none', s.curl > 0].join();

describe('warmupStyles', () => {
  it('takes the first style of each kind of shape, fringe and curl, in order', () => {
    const items = [
      item('A', { shape: 'bob', fringe: 'none', curl: 0 }),
      item('B', { shape: 'bob', fringe: 'none', curl: 0, length: 1.2 }),
      item('C', { shape: 'bob', fringe: 'blunt', curl: 0 }),
      item('D', { shape: 'bob', fringe: 'wispy', curl: 0 }),
      item('E', { shape: 'bob', fringe: 'none', curl: 0.5 }),
      item('F', { shape: 'pixie', fringe: 'none', curl: 0 }),
    ];
    expect(warmupStyles(items)).toEqual(['A', 'C', 'E', 'F']);
  });

  it('leaves out what the renderer does not draw', () => {
    const items = [
      item('Bun', { shape: 'bun' }),
      { ...base, name: 'No shape', hairShape: undefined },
      item('Crop', { shape: 'crop' }),
    ];
    expect(warmupStyles(items)).toEqual(['Crop']);
  });

  it("covers every kind of the catalogue's drawable styles", () => {
    const chosen = new Set(warmupStyles(catalogue));
    const kinds = (names: Set<string> | null) =>
      new Set(
        catalogue
          .filter((it) => it.hairShape?.kind === 'scalp' && !needsGenerativeProvider(shapeOf(it)))
          .filter((it) => !names || names.has(it.name))
          .map((it) => kindOf(shapeOf(it))),
      );
    expect(kinds(chosen)).toEqual(kinds(null));
    expect(chosen.size).toBe(kinds(null).size);
  });
});

describe('warmupPortrait', () => {
  it("takes a hairstyle render's every step: a pixie removes the painted lengths", () => {
    const { image, person, personMask } = warmupPortrait(280);
    const { image: out, meta } = renderLookSync({
      image,
      person,
      people: [person],
      personMask,
      look: { ...emptySelections, hairstyle: 'Pixie Cut' },
    });
    expect(meta.applied).toContain('hairstyle');
    // the lengths beside the neck, below the chin: filled from the background
    const chin = person.landmarks[152];
    const unit = image.width / 3;
    let changed = 0;
    let n = 0;
    for (let y = Math.round(chin[1] + 0.05 * unit); y < chin[1] + 0.35 * unit; y++)
      for (
        let x = Math.round(image.width / 2 + 0.45 * unit);
        x < image.width / 2 + 0.7 * unit;
        x++
      ) {
        const i = (y * image.width + x) * 4;
        n++;
        if (
          Math.abs(out.data[i] - image.data[i]) + Math.abs(out.data[i + 2] - image.data[i + 2]) >
          30
        )
          changed++;
      }
    expect(changed / n).toBeGreaterThan(0.8);
  });
});
