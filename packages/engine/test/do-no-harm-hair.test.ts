/**
 * Do no harm, hair: a hairstyle or a hair colour leaves clothing, accessories, hands, skin and
 * background away from the hair as they were (PSNR ≥ 40 dB over the hand-marked boxes of
 * protected-regions.json), on the fixtures and on crops, flips and relit copies of them; a hair
 * colour reaches the lengths below the shoulders; a style the templates cannot draw is left to
 * the generative provider instead of being drawn as a bob.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { psnr, type Region } from '../src/image/metrics';
import {
  fixtureOf,
  hairPixels,
  largest,
  loadFixture,
  personMaskFor,
  type Fixture,
} from './render-helpers';
import { vary, VARIANTS, type Variant } from './photo-variants';
import { linearToOklab, SRGB_TO_LINEAR } from '../src/image/color';
import type { RawImage } from '../src/image/raw-image';
import { luminance } from '../src/image/color';
import { workRect } from '../src/render';
import { createContext } from '../src/render/context';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import { removeHairOutside } from '../src/render/hairstyle/removal';
import { loadWork, type WorkImage } from '../src/image/work-image';
import { createMask, maskAt } from '../src/image/mask';
import { faceFrame, pt } from '../src/face/geometry';
import { MESH } from '../src/face/landmarks';
import { blockiness } from './blockiness';

type Box = Region & { name: string; kind?: string };
const labels = JSON.parse(
  readFileSync(new URL('./protected-regions.json', import.meta.url), 'utf8'),
) as { photos: Record<string, Box[]>; lengths: Record<string, Box[]> };

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
type HairLook = { name: string; look: Selections; gender?: 'male' };
const looks: HairLook[] = [
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
/** The looks tried on the variants: a colour and the two shortest styles. */
const variantLooks = looks.filter((l) => ['copper', 'pixie', 'crew cut'].includes(l.name));

let rt: HumanRuntime;
const fixtures = new Map<string, Fixture>();

beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
  const files = new Set([...Object.keys(labels.photos), ...Object.keys(labels.lengths)]);
  for (const file of files) fixtures.set(file, await loadFixture(rt, file));
});

async function render(fx: Fixture, l: HairLook): Promise<RawImage> {
  const person = largest(fx.people);
  const r = await renderLook({
    image: fx.image,
    person: l.gender ? { ...person, gender: l.gender } : person,
    people: fx.people,
    look: l.look,
    personMask: personMaskFor(rt, fx.image, person),
  });
  return r.image;
}

/** Every marked box a hair look brings below 40 dB, as 'photo (variant) look box: dB'. */
async function damaged(variant: Variant, which: HairLook[]): Promise<string[]> {
  const low: string[] = [];
  for (const [file, boxes] of Object.entries(labels.photos)) {
    const v = vary(fixtures.get(file)!.image, variant);
    const fx = variant === 'original' ? fixtures.get(file)! : await fixtureOf(rt, v.image);
    if (fx.people.length === 0) {
      low.push(`${file} (${variant}): nobody found`);
      continue;
    }
    for (const l of which) {
      const out = await render(fx, l);
      for (const b of boxes) {
        const box = v.box(b);
        if (!box) continue;
        const db = psnr(fx.image, out, box);
        if (db < 40) low.push(`${file} (${variant}) ${l.name} ${b.name}: ${db.toFixed(1)} dB`);
      }
    }
  }
  return low;
}

/** Mean OKLab (a, b) of a box. */
function meanAb(img: RawImage, b: Region): [number, number] {
  let a = 0;
  let bb = 0;
  let n = 0;
  const lab: [number, number, number] = [0, 0, 0];
  for (let y = b.y; y < b.y + b.height; y++) {
    for (let x = b.x; x < b.x + b.width; x++) {
      const i = (y * img.width + x) * 4;
      const s = SRGB_TO_LINEAR;
      linearToOklab(s[img.data[i]], s[img.data[i + 1]], s[img.data[i + 2]], lab);
      a += lab[1];
      bb += lab[2];
      n++;
    }
  }
  return [a / n, bb / n];
}

describe('do no harm: hair looks', () => {
  it('keep clothing, accessories, hands, skin and background away from the hair (≥ 40 dB)', async () => {
    expect(await damaged('original', looks)).toEqual([]);
  }, 300_000);

  for (const variant of VARIANTS.filter((v) => v !== 'original')) {
    it(`keep them on a ${variant} copy of each photo too`, async () => {
      expect(await damaged(variant, variantLooks)).toEqual([]);
    });
  }

  // cgi-model-20's braid end beside the arm (its box redrawn to the lock and its tips, x 330-339,
  // y 320-346, without the wall and ledge below the tips): the lock is dyed where it hangs free
  // (parted lengths) and, followed straight up along its strands, where it lies dark over the
  // bodice's edge (hair-mask/parted-lengths.ts followLocksUp): shift 0.029 -> 0.067 against the
  // crown's 0.109 (need 0.054; the old box 0.026 -> 0.061); 0.000 before the parted lengths
  // (1cd7336). Still undyed: the fanned tips below y 339 (off the segmentation, no strands one way)
  // and the lock's top where it merges with the bodice (y 300-312). The hair of cgi-multiangle-10
  // behind the arm is reached by the parted lengths too
  it('a colour reaches the lengths below the shoulders as it does the crown', async () => {
    const short: string[] = [];
    for (const [file, boxes] of Object.entries(labels.lengths)) {
      const fx = fixtures.get(file)!;
      const person = largest(fx.people);
      const out = await render(fx, looks[0]);
      const pm = personMaskFor(rt, fx.image, person);
      // the shift of the confident hair's mean colour (mostly the crown and sides)
      const mean = (px: [number, number, number][]): [number, number] => [
        px.reduce((s, p) => s + p[1], 0) / px.length,
        px.reduce((s, p) => s + p[2], 0) / px.length,
      ];
      const h0 = mean(hairPixels(fx.image, fx.image, person, pm));
      const h1 = mean(hairPixels(out, fx.image, person, pm));
      const crown = Math.hypot(h1[0] - h0[0], h1[1] - h0[1]);
      for (const b of boxes) {
        const a0 = meanAb(fx.image, b);
        const a1 = meanAb(out, b);
        const shift = Math.hypot(a1[0] - a0[0], a1[1] - a0[1]);
        if (shift < 0.5 * crown) {
          short.push(`${file} ${b.name}: ${shift.toFixed(3)} against ${crown.toFixed(3)}`);
        }
      }
    }
    expect(short).toEqual([]);
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

/** The strongest grid a fill may show (blockiness.ts: 1 is none; the fixtures' fills show ≤ 1.36). */
const BLOCK_GRID = 1.5;
/** How much larger a share of a fill's windows than of the photo's may be flat. */
const SLAB_SHARE = 0.25;

/** Levels (0..255, of √luminance) of a work image. */
function levels(w: WorkImage): Float32Array {
  const out = new Float32Array(w.width * w.height);
  for (let i = 0; i < out.length; i++) out[i] = 255 * Math.sqrt(luminance(w.r[i], w.g[i], w.b[i]));
  return out;
}

type FillFigures = { file: string; outside: number } & ReturnType<typeof blockiness>;
let fills: FillFigures[] | null = null;

/**
 * Every hair of the mask removed (as though no style covered it: the most any short style
 * fills), per labelled photo: the fill's blockiness and the pixels it changed below the chin
 * where the hair mask held no hair.
 */
function fillFigures(): FillFigures[] {
  if (fills) return fills;
  fills = [];
  for (const file of Object.keys(labels.photos)) {
    const fx = fixtures.get(file)!;
    const person = largest(fx.people);
    const work = loadWork(fx.image, workRect(person, fx.image));
    const ctx = createContext(work, person, [], []);
    ctx.personMask = personMaskFor(rt, fx.image, person);
    const model = buildHairModel(ctx);
    if (!model.present) continue;
    const old = buildHairMask(ctx, model);
    const before = levels(work);
    const rem = removeHairOutside(ctx, model, old, () => 0, createMask(1, 1));
    const after = levels(work);
    const { width: w, height: h } = work;
    const inside = new Uint8Array(w * h);
    const f = faceFrame(person.landmarks);
    const chinV = f.toFace(pt(person.landmarks, MESH.chin))[1];
    let outside = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        inside[i] = maskAt(rem, x, y) > 0.5 ? 1 : 0;
        if (Math.abs(after[i] - before[i]) <= 1) continue;
        const q = f.toFace([x + work.x0 + 0.5, y + work.y0 + 0.5]);
        if (q[1] > chinV && maskAt(old, x, y) <= 0) outside++;
      }
    }
    fills.push({ file, outside, ...blockiness(before, after, inside, w, h) });
  }
  return fills;
}

describe('do no harm: removing hair', () => {
  it('fills only where hair was below the chin (clothes, hands and skin there)', () => {
    const out = fillFigures()
      .filter((f) => f.outside > 0)
      .map((f) => `${f.file}: ${f.outside} px`);
    expect(out).toEqual([]);
  });

  it('fills without blocks (a grid of 8 or 16 px) or flat slabs', () => {
    const bad = fillFigures()
      .filter((f) => f.grid > BLOCK_GRID || f.flat > f.photoFlat + SLAB_SHARE)
      .map(
        (f) =>
          `${f.file}: ${f.pixels} px, grid ${f.grid.toFixed(2)}, flat ${f.flat.toFixed(2)} (photo ${f.photoFlat.toFixed(2)})`,
      );
    expect(bad).toEqual([]);
  });
});
