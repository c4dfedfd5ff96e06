/**
 * Do no harm, hair: a hairstyle or a hair colour leaves clothing, accessories, hands, skin and
 * background away from the hair as they were (PSNR ≥ 40 dB over the hand-marked boxes of
 * protected-regions.json), and a style the templates cannot draw is left to the generative
 * provider instead of being drawn as a bob.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { psnr, type Region } from '../src/image/metrics';
import { largest, loadFixture, personMaskFor, type Fixture } from './render-helpers';

type Box = Region & { name: string; kind: string; stillDamaged?: boolean };
const regions = (
  JSON.parse(readFileSync(new URL('./protected-regions.json', import.meta.url), 'utf8')) as {
    photos: Record<string, Box[]>;
  }
).photos;

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
const looks: { name: string; look: Selections; gender?: 'male' }[] = [
  { name: 'copper', look: look({ hairColor: 'Copper' }) },
  { name: 'platinum', look: look({ hairColor: 'Platinum Blonde' }) },
  {
    name: 'balayage',
    look: look({ hairColor: 'Honey Blonde', hairColorVariant: 'Balayage' }),
  },
  { name: 'pixie', look: look({ hairstyle: 'Pixie Cut' }) },
  { name: 'short bob', look: look({ hairstyle: 'Short Bob' }) },
  { name: 'crew cut', look: look({ hairstyle: 'Crew Cut' }), gender: 'male' },
];

let rt: HumanRuntime;
const fixtures = new Map<string, Fixture>();

beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
  for (const file of Object.keys(regions)) fixtures.set(file, await loadFixture(rt, file));
});

/** Every box a hair look brings below 40 dB, as 'photo look box: dB'. */
async function damaged(which: (b: Box) => boolean): Promise<string[]> {
  const low: string[] = [];
  for (const [file, boxes] of Object.entries(regions)) {
    const fx = fixtures.get(file)!;
    const person = largest(fx.people);
    const personMask = personMaskFor(rt, fx.image, person);
    for (const l of looks) {
      const r = await renderLook({
        image: fx.image,
        person: l.gender ? { ...person, gender: l.gender } : person,
        people: fx.people,
        look: l.look,
        personMask,
      });
      for (const b of boxes.filter(which)) {
        const db = psnr(fx.image, r.image, b);
        if (db < 40) low.push(`${file} ${l.name} ${b.name}: ${db.toFixed(1)} dB`);
      }
    }
  }
  return low;
}

describe('do no harm: hair looks', () => {
  it('keep clothing, accessories, hands, skin and background away from the hair (≥ 40 dB)', async () => {
    expect(await damaged((b) => !b.stillDamaged)).toEqual([]);
  });

  // the damage left (see protected-regions.json): this fails once the frill is kept
  it.fails('still change the frill the hair mask holds as hair (cgi-model-20)', async () => {
    expect(await damaged((b) => b.stillDamaged === true)).toEqual([]);
  });

  it('leaves buns, braids, updos and slicked-back styles to the generative provider', async () => {
    const fx = fixtures.get('ai-upper.jpg')!;
    const person = largest(fx.people);
    for (const style of ['Space Buns', 'Box Braids', 'Towering Beehive', 'High Ponytail']) {
      const r = await renderLook({
        image: fx.image,
        person,
        people: fx.people,
        look: look({ hairstyle: style }),
        personMask: personMaskFor(rt, fx.image, person),
      });
      expect(r.meta.needsGenerative, style).toBe(true);
      expect(r.meta.applied, style).not.toContain('hairstyle');
      expect(r.meta.notes.join(' '), style).toContain(`${style} needs the generative provider`);
      expect(Buffer.compare(Buffer.from(r.image.data), Buffer.from(fx.image.data)), style).toBe(0);
    }
    // a colour chosen with such a style still goes on the person's own hair
    const r = await renderLook({
      image: fx.image,
      person: { ...person, gender: 'male' },
      people: fx.people,
      look: look({ hairstyle: 'Man Bun', hairColor: 'Copper' }),
      personMask: personMaskFor(rt, fx.image, person),
    });
    expect(r.meta.applied).toContain('hairColor');
    expect(r.meta.needsGenerative).toBe(true);
  });
});
