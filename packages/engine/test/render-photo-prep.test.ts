/**
 * Per-photo prep (render/photo-prep.ts): what one render of a photo finds about the person's
 * own hair is reused by the next renders of that photo, and a render given it paints exactly
 * what it paints without it.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import {
  applyHairLayer,
  hairLayerKey,
  hairLayerOf,
  hairOnlyLook,
  isHairOnly,
  preparePhoto,
  renderLookSync,
  withoutHair,
  type KeptHair,
  type PhotoPrep,
} from '../src/render';
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

describe('layered previews (render/preview-layers.ts)', () => {
  it('lay a kept hairstyle over the look and recolour it: close to the full render, untouched elsewhere', () => {
    const person = largest(fx.people);
    const full = look({
      hairstyle: 'Angled Bob',
      hairColor: 'Copper',
      lipstickStyle: 'Matte Lipstick',
      lipstickColor: 'Classic Red',
    });
    expect(hairLayerKey(full, false)).not.toBeNull();
    expect(hairLayerKey({ ...full, procedures: ['Rhinoplasty'] }, false)).toBeNull();
    expect(hairLayerKey(full, true)).toBeNull();
    const personMask = personMaskFor(rt, fx.image, person);
    const base = { image: fx.image, person, people: fx.people, personMask };
    const kept: KeptHair = {};
    const tile = renderLookSync({ ...base, look: hairOnlyLook(full), keepHair: kept });
    expect(isHairOnly(hairOnlyLook(full))).toBe(true);
    const layer = hairLayerOf(fx.image, tile.image, kept.hair!, kept.region!, tile.meta);
    const preview = renderLookSync({ ...base, look: withoutHair(full) });
    applyHairLayer(preview.image, layer, full, person, preview.meta, fx.people, personMask);
    const exact = renderLookSync({ ...base, look: full });
    expect(new Set(preview.meta.applied)).toEqual(new Set(exact.meta.applied));
    // mean difference per channel over the whole photo, and the share of pixels far apart
    const a = preview.image.data;
    const b = exact.image.data;
    let sum = 0;
    let far = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d =
        Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      sum += d / 3;
      if (d / 3 > 40) far++;
    }
    const n = a.length / 4;
    expect(sum / n).toBeLessThan(4);
    expect(far / n).toBeLessThan(0.02);
    // outside the hair's work region both are the same pixels
    let outside = 0;
    const { x0, y0, width, height } = layer;
    for (let y = 0; y < fx.image.height; y++)
      for (let x = 0; x < fx.image.width; x++) {
        if (x >= x0 && x < x0 + width && y >= y0 && y < y0 + height) continue;
        const i = (y * fx.image.width + x) * 4;
        if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) outside++;
      }
    expect(outside).toBe(0);
    console.log(
      `layered preview vs full render: mean |Δ| ${(sum / n).toFixed(2)}, far ${((100 * far) / n).toFixed(2)} %`,
    );
    // and it is not the photo: the hair changed where the layer says
    const changed = layer.changed.reduce((s, v) => s + v, 0);
    expect(changed).toBeGreaterThan(1000);
  }, 240_000);
});
