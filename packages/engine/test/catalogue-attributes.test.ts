/**
 * The renderer reads typed catalogue fields (curl, dye, hair shape, needsGenerative) instead of
 * guessing from display names. The name rules it used before are kept here as the oracle: for
 * every catalogue item the field decides exactly what the old rule decided, so renders of
 * catalogue items did not change when the rules went (render-hashes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalogue, type ScalpHairShape } from '@looklab/shared';
import {
  curlOf,
  hairDyeOf,
  needsGenerative,
  scalpShapeFor,
} from '../src/render/catalogue/catalogue-adapter';
import { TIP_LENGTH } from '../src/render/hairstyle/params';
import { installSharedCatalogue } from '../src/render/catalogue/catalogue-source';

installSharedCatalogue();

/** The dye rule the renderer used before the catalogue had `dye`. */
function dyeFromName(name: string): string {
  const n = name.toLowerCase();
  if (!n || /none|original|solid|all.?over|single|full/.test(n)) return 'solid';
  if (/sombr/.test(n)) return 'sombre';
  if (/ombr|melt|gradient/.test(n)) return 'ombre';
  if (/balay/.test(n)) return 'balayage';
  if (/baby/.test(n)) return 'babylights';
  if (/low/.test(n)) return 'lowlights';
  if (/high|foil|streak|splash|chunky/.test(n)) return 'highlights';
  if (/root|shadow|smudge/.test(n)) return 'rootShadow';
  if (/money|face.?fram/.test(n)) return 'moneyPiece';
  if (/two|split|half/.test(n)) return 'twoTone';
  if (/peek|under/.test(n)) return 'peekaboo';
  if (/dip|tip/.test(n)) return 'dipDye';
  return 'balayage';
}

/** The curl rule of the hairstyle stage (null: the style's own curl stayed). */
function curlFromName(name: string): number | null {
  const t = name.toLowerCase();
  return /coil/.test(t)
    ? 1
    : /curl/.test(t)
      ? 0.66
      : /wav/.test(t)
        ? 0.33
        : /straight/.test(t)
          ? 0
          : null;
}

/** The tip-length rule, which matched the shape's name against word lists. */
function tipFromShape(shape: string): number {
  return /layered|shag|locs/.test(shape)
    ? 0.12
    : /straight|asymmetric/.test(shape)
      ? 0.08
      : /crop|pixie|shaved|undercut|slick/.test(shape)
        ? 0.03
        : 0.05;
}

describe('typed catalogue attributes', () => {
  it('every hair colour variant carries the dye its name used to imply', () => {
    for (const item of catalogue.hairColorVariant) {
      expect(hairDyeOf(item.name), item.name).toBe(dyeFromName(item.name));
      if (!item.isNone) expect(item.dye, item.name).toBeDefined();
    }
  });

  it('every hair texture carries the curl its name used to imply', () => {
    for (const item of catalogue.hairTexture.filter((i) => !i.isNone)) {
      expect(curlOf(item.name), item.name).toBe(curlFromName(item.name));
    }
  });

  it('the tip length per silhouette is what the word lists gave', () => {
    for (const [shape, tip] of Object.entries(TIP_LENGTH))
      expect(tip, shape).toBe(tipFromShape(shape));
  });

  it('every hairstyle has a typed shape, and a copy the caller may change', () => {
    const all = [...catalogue.femaleHairstyles, ...catalogue.maleHairstyles];
    for (const item of all) {
      if (item.isNone) continue;
      const shape = scalpShapeFor(item.name);
      // a name in both lists (Buzz Cut) reads one of its two shapes
      const shapes = all.filter((i) => i.name === item.name).map((i) => i.hairShape);
      expect(shapes, item.name).toContainEqual(shape);
      shape.curl = 0.99;
      expect((item.hairShape as ScalpHairShape).curl, item.name).not.toBe(0.99);
    }
  });

  it('marks the styles templates cannot draw as needing the generative provider', () => {
    for (const name of [
      'Space Buns',
      'Box Braids',
      'Towering Beehive',
      'High Ponytail',
      'Man Bun',
      'Slicked Back',
      'Low Chignon',
    ])
      expect(needsGenerative(name), name).toBe(true);
    for (const name of ['Pixie Cut', 'Short Bob', 'Beach Waves', 'Crew Cut', 'Long Curls'])
      expect(needsGenerative(name), name).toBe(false);
  });
});
