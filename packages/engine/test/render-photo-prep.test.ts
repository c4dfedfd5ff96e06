/**
 * Per-photo prep (render/photo-prep.ts): what one render of a photo finds about the person's
 * own hair is reused by the next renders of that photo, and a render given it paints exactly
 * what it paints without it.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { preparePhoto, renderLookSync, type PhotoPrep } from '../src/render';
import { largest, loadFixture, personMaskFor, type Fixture } from './render-helpers';

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
const hash = (data: ArrayBufferView) =>
  createHash('sha256')
    .update(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
    .digest('hex');

let rt: HumanRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await loadHuman();
  fx = await loadFixture(rt, 'cgi-model-14.jpg', 720);
}, 120_000);

function render(l: Selections, prep?: PhotoPrep) {
  const person = largest(fx.people);
  return renderLookSync({
    image: fx.image,
    person,
    people: fx.people,
    look: l,
    personMask: personMaskFor(rt, fx.image, person),
    ...(prep ? { prep } : {}),
  });
}

describe('per-photo prep', () => {
  const looks: [string, Selections][] = [
    ['hair colour', look({ hairColor: 'Copper' })],
    ['hair colour + balayage', look({ hairColor: 'Honey Blonde', hairColorVariant: 'Balayage' })],
    [
      'hairstyle + make-up',
      look({
        hairstyle: 'Angled Bob',
        lipstickStyle: 'Matte Lipstick',
        foundationStyle: 'Natural',
      }),
    ],
  ];

  it('is filled by a hair render and leaves every later render unchanged', () => {
    const prep: PhotoPrep = {};
    render(look({ hairColor: 'Copper' }), prep);
    expect(prep.hair?.mask).toBeTruthy();
    expect(prep.hair?.model.present).toBe(true);
    for (const [name, l] of looks) {
      const fresh = render(l);
      const reused = render(l, prep);
      expect(hash(reused.image.data), name).toBe(hash(fresh.image.data));
      expect(reused.meta.applied, name).toEqual(fresh.meta.applied);
    }
  }, 240_000);

  it('is made ahead by preparePhoto as a render would make it', () => {
    const person = largest(fx.people);
    const ahead: PhotoPrep = {};
    const made = preparePhoto({
      image: fx.image,
      person,
      people: fx.people,
      personMask: personMaskFor(rt, fx.image, person),
      prep: ahead,
    });
    expect(made).toBe(true);
    const byRender: PhotoPrep = {};
    render(look({ hairColor: 'Copper' }), byRender);
    expect(ahead.hair?.rect).toEqual(byRender.hair?.rect);
    expect(hash(ahead.hair!.mask!.data)).toBe(hash(byRender.hair!.mask!.data));
  }, 240_000);

  it('is neither used nor filled when procedures change the photo first', () => {
    const prep: PhotoPrep = {};
    render(look({ hairColor: 'Copper', procedures: ['Rhinoplasty'] }), prep);
    expect(prep.hair).toBeUndefined();
  }, 120_000);

  it('takes no hair from a look without hair', () => {
    const prep: PhotoPrep = {};
    render(look({ lipstickStyle: 'Matte Lipstick', lipstickColor: 'Classic Red' }), prep);
    expect(prep.hair).toBeUndefined();
  }, 120_000);
});
