/**
 * Behaviour lock for refactors: renders a fixed set of looks on fixture photos and compares the
 * SHA-256 of every result (pixels, applied/skipped keys and notes) with the recorded ones in
 * render-hashes.json. A move or rename that changes any pixel fails here. After a deliberate
 * change of behaviour, re-record with `RECORD_RENDER_HASHES=1 npx vitest run --project engine
 * test/render-hashes.test.ts` and say why in the commit.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { largest, loadFixture, personMaskFor, type Fixture } from './render-helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const hashFile = path.join(here, 'render-hashes.json');
const record = process.env.RECORD_RENDER_HASHES === '1';

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });

/** Every render stage at least once: make-up, eyes, brows, hair colour, styles, facial hair. */
const looks: { name: string; look: Selections; gender?: 'female' | 'male' }[] = [
  { name: 'lips', look: look({ lipstickStyle: 'Matte Lipstick', lipstickColor: 'Classic Red' }) },
  {
    name: 'glam',
    gender: 'female',
    look: look({
      lipstickStyle: 'Satin Cream',
      lipstickColor: 'Berry',
      lipLinerStyle: 'Defined',
      lipLinerColor: 'Plum',
      foundationStyle: 'Natural',
      concealerStyle: 'Brightening',
      blushStyle: 'Soft Flush',
      blushColor: 'Peach',
      contourStyle: 'Sculpted',
      highlighterStyle: 'Glow',
      bronzerStyle: 'Sun-kissed',
      eyeshadowStyle: 'Brown Smoky Eye',
      eyelinerStyle: 'Winged Liner',
      mascaraStyle: 'Volumizing',
    }),
  },
  {
    name: 'tint-brows',
    gender: 'female',
    look: look({
      lipTintStyle: 'Sheer Tint',
      lipTintColor: 'Rose',
      eyebrowStyle: 'Bold Full Brow',
      eyebrowColor: 'Dark Brown',
      eyeshadowStyle: 'Cut Crease',
      eyelinerStyle: 'Cat Eye',
    }),
  },
  { name: 'copper', look: look({ hairColor: 'Copper' }) },
  { name: 'platinum', look: look({ hairColor: 'Platinum Blonde' }) },
  { name: 'balayage', look: look({ hairColor: 'Honey Blonde', hairColorVariant: 'Balayage' }) },
  { name: 'ombre', look: look({ hairColor: 'Hot Pink', hairColorVariant: 'Ombré' }) },
  { name: 'procedures', look: look({ procedures: ['Rhinoplasty', 'Lip Filler', 'Botox'] }) },
  {
    name: 'teeth-texture',
    look: look({ dentalProcedure: 'Teeth Whitening', hairTexture: 'Curly' }),
  },
  { name: 'bob', look: look({ hairstyle: 'Short Bob', hairColor: 'Chestnut' }) },
  { name: 'waves', look: look({ hairstyle: 'Beach Waves' }) },
  { name: 'pixie', look: look({ hairstyle: 'Pixie Cut' }) },
  { name: 'curls', look: look({ hairstyle: 'Long Curls' }) },
  { name: 'buns', look: look({ hairstyle: 'Space Buns' }) },
  { name: 'beard', gender: 'male', look: look({ facialHairStyle: 'Full Beard' }) },
  {
    name: 'crew',
    gender: 'male',
    look: look({ hairstyle: 'Crew Cut', facialHairStyle: 'Handlebar Mustache' }),
  },
  { name: 'slick', gender: 'male', look: look({ hairstyle: 'Slicked Back' }) },
];

const photos = ['ai-upper.jpg', 'cgi-model-14.jpg', 'cgi-model-11.jpg', 'solvay1927.jpg'];

let rt: HumanRuntime;
const fixtures = new Map<string, Fixture>();

beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
  for (const p of photos) fixtures.set(p, await loadFixture(rt, p));
});

describe('render hashes', () => {
  it('renders every look on every photo exactly as recorded', async () => {
    const got: Record<string, string> = {};
    for (const file of photos) {
      const fx = fixtures.get(file)!;
      const person = largest(fx.people);
      const personMask = personMaskFor(rt, fx.image, person);
      for (const l of looks) {
        const p = l.gender ? { ...person, gender: l.gender } : person;
        const r = await renderLook({
          image: fx.image,
          person: p,
          people: fx.people,
          look: l.look,
          personMask,
        });
        const h = createHash('sha256');
        h.update(r.image.data);
        h.update(JSON.stringify([r.meta.applied, r.meta.skipped, r.meta.notes]));
        got[`${file} ${l.name}`] = h.digest('hex').slice(0, 16);
      }
    }
    // a custom style from a reference photo (cgi-model-11's hair on ai-upper)
    const ref = fixtures.get('cgi-model-11.jpg')!;
    const up = fixtures.get('ai-upper.jpg')!;
    const person = largest(up.people);
    const r = await renderLook({
      image: up.image,
      person,
      people: up.people,
      look: look({}),
      reference: { image: ref.image, person: largest(ref.people) },
      personMask: personMaskFor(rt, up.image, person),
    });
    got['ai-upper.jpg reference'] = createHash('sha256')
      .update(r.image.data)
      .digest('hex')
      .slice(0, 16);

    if (record) writeFileSync(hashFile, JSON.stringify(got, null, 2) + '\n');
    const want = JSON.parse(readFileSync(hashFile, 'utf8')) as Record<string, string>;
    const differ = Object.keys(got).filter((k) => got[k] !== want[k]);
    expect(differ).toEqual([]);
    expect(Object.keys(want).sort()).toEqual(Object.keys(got).sort());
  });
});
