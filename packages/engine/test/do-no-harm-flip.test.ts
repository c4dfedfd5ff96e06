/**
 * Do no harm, hair, as a property: what a removal fills below the chin does not depend on which
 * way the photo faces. The removal mask of a horizontally flipped copy, flipped back, should be
 * the original's up to its soft edge; a region one of them fills and the other leaves untouched
 * (farther than the removal's own growth at its edge) is a decision a flip changed.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonAnalysis } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { workRect } from '../src/render';
import { createContext, otherFaces } from '../src/render/context';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import { removeHairOutside } from '../src/render/hairstyle/removal';
import { loadWork } from '../src/image/work-image';
import { createMask, maskAt } from '../src/image/mask';
import { faceFrame, pt, type FaceFrame } from '../src/face/geometry';
import { MESH } from '../src/face/landmarks';
import type { RawImage } from '../src/image/raw-image';
import { fixtureOf, largest, loadFixture, personMaskFor, type Fixture } from './render-helpers';
import { vary } from './photo-variants';

const labels = JSON.parse(
  readFileSync(new URL('./protected-regions.json', import.meta.url), 'utf8'),
) as { photos: Record<string, unknown> };

/** How far (face widths) the two removals' edges may lie apart: the removal's own growth. */
const FLIP_SLACK = 0.02;
/** The share of the two removals below the chin that may lie beyond that slack from the other. */
const FLIP_LONE_SHARE = 0.05;

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

/** The removal of every hair of the person's mask (no style covering it), in the photo's pixels. */
function removal(image: RawImage, people: PersonAnalysis[], person: PersonAnalysis): Float32Array {
  const out = new Float32Array(image.width * image.height);
  const work = loadWork(image, workRect(person, image));
  const ctx = createContext(work, person, [], []);
  ctx.personMask = personMaskFor(rt, image, person);
  // the other people's faces, as a render has them (render/index.ts)
  ctx.others = otherFaces(people, person, work);
  const model = buildHairModel(ctx);
  if (!model.present) return out;
  const rem = removeHairOutside(ctx, model, buildHairMask(ctx, model), () => 0, createMask(1, 1));
  for (let y = 0; y < work.height; y++) {
    for (let x = 0; x < work.width; x++) {
      out[(y + work.y0) * image.width + x + work.x0] = maskAt(rem, x, y);
    }
  }
  return out;
}

/** The same person on the flipped copy: the face nearest the original's, mirrored. */
function mirroredPerson(flipped: Fixture, person: PersonAnalysis, width: number): PersonAnalysis {
  const cx = width - (person.faceBox.x + person.faceBox.width / 2);
  const cy = person.faceBox.y + person.faceBox.height / 2;
  const d = (p: PersonAnalysis): number =>
    Math.hypot(p.faceBox.x + p.faceBox.width / 2 - cx, p.faceBox.y + p.faceBox.height / 2 - cy);
  return flipped.people.reduce((a, b) => (d(b) < d(a) ? b : a));
}

/** Summed-area table of `m > 0`, for counting within a square around a pixel. */
function touched(
  m: Float32Array,
  w: number,
  h: number,
): (x: number, y: number, r: number) => boolean {
  const s = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      s[(y + 1) * (w + 1) + x + 1] =
        (m[y * w + x] > 0 ? 1 : 0) +
        s[y * (w + 1) + x + 1] +
        s[(y + 1) * (w + 1) + x] -
        s[y * (w + 1) + x];
    }
  }
  return (x, y, r) => {
    const x0 = Math.max(0, x - r);
    const y0 = Math.max(0, y - r);
    const x1 = Math.min(w, x + r + 1);
    const y1 = Math.min(h, y + r + 1);
    return (
      s[y1 * (w + 1) + x1] - s[y0 * (w + 1) + x1] - s[y1 * (w + 1) + x0] + s[y0 * (w + 1) + x0] > 0
    );
  };
}

/** Below the chin: the filled area of each removal and the part of it the other left alone. */
function compare(
  a: Float32Array,
  b: Float32Array,
  w: number,
  h: number,
  f: FaceFrame,
  chinV: number,
): { area: number; lone: number } {
  const r = Math.max(2, Math.round(FLIP_SLACK * f.unit));
  const nearA = touched(a, w, h);
  const nearB = touched(b, w, h);
  let area = 0;
  let lone = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (f.toFace([x + 0.5, y + 0.5])[1] <= chinV) continue;
      const i = y * w + x;
      if (a[i] > 0.5) {
        area++;
        if (!nearB(x, y, r)) lone++;
      }
      if (b[i] > 0.5) {
        area++;
        if (!nearA(x, y, r)) lone++;
      }
    }
  }
  return { area, lone };
}

describe('do no harm: a flip', () => {
  // The face mesh of a flipped photo is not the mirrored mesh (cgi-model-20's flip measures the
  // face 10 % smaller, its chin 7 px higher), and cell-level decisions that sit on a threshold
  // follow it. cgi-model-14 agrees since the hair's colours are learnt over the top of the skull,
  // not a band whose end a 0.09 rad roll moved past the ponytail's darker root (28,930 of 32,676
  // px one-sided before, 2,140 of 59,500 after). cgi-model-20 agrees since parted lengths must be
  // a lock (hair-mask/parted-lengths.ts, PARTED_EDGE_SHARE): the edge of the white strap below the
  // raised arm (60-71 % single-edge cells) came back as parted lengths on the flip only, where the
  // hair beside it ended below the mesh's higher chin, and the dark line along the apron's lace (a
  // line of single cells, inside the original's larger work region only) on the original only:
  // 94 of 909 px one-sided before, 0 of 815 after. solvay1927 agrees since the removal is given
  // the other faces as a render gives them (ctx.others); without them the original's cut took a
  // neighbour's suit beside the chin (35 of 41 px one-sided)
  it('removes below the chin what it removes on the photo flipped back', async () => {
    const asymmetric: string[] = [];
    for (const file of Object.keys(labels.photos)) {
      const fx = await loadFixture(rt, file);
      if (fx.people.length === 0) continue;
      const { width: w, height: h } = fx.image;
      const person = largest(fx.people);
      const flipped = await fixtureOf(rt, vary(fx.image, 'flip').image);
      if (flipped.people.length === 0) {
        asymmetric.push(`${file}: nobody found on the flip`);
        continue;
      }
      const a = removal(fx.image, fx.people, person);
      const fb = removal(flipped.image, flipped.people, mirroredPerson(flipped, person, w));
      const b = new Float32Array(a.length);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) b[y * w + x] = fb[y * w + w - 1 - x];
      }
      const f = faceFrame(person.landmarks);
      const chinV = f.toFace(pt(person.landmarks, MESH.chin))[1];
      const { area, lone } = compare(a, b, w, h, f, chinV);
      if (lone > FLIP_LONE_SHARE * area) {
        asymmetric.push(`${file}: ${lone} of ${area} px filled on one side only`);
      }
    }
    expect(asymmetric).toEqual([]);
  }, 300_000);
});
