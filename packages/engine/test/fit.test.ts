/**
 * Fitting a generative answer back onto the photo, on the fixtures: the answer is what a fake
 * provider returns (testing/simulate-generation.ts) — the hair recoloured by the engine, other
 * faces altered, the frame stretched to 1024² and shifted by (+7, −5).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PersonAnalysis, type Selections } from '@looklab/shared';
import { createLocalEngine, decodeImage, encodePng, type LocalEngine } from '../src/index';
import type { RawImage } from '../src/image/raw-image';
import { psnr } from '../src/image/metrics';
import { workRect } from '../src/render';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { simulateGeneration, toGenerated } from '../src/testing/simulate-generation';
import { faceFrame } from '../src/face/geometry';
import { photo } from './helpers';
import { hairPixels, personMaskFor } from './render-helpers';
import {
  countWhere,
  insideFace,
  labDistance,
  maskValue,
  meanColor,
  meanDiff,
  meanLab,
  meanOver,
  retone,
  transformError,
} from './fit-helpers';
import { oldHairMask } from '../src/fit/old-hair';

let engine: LocalEngine;
let rt: HumanRuntime;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  // in this process: the hair mask's person segmentation, as the engine's render makes it
  rt = await loadHuman({ description: false, iris: false });
});

afterAll(async () => {
  await engine?.close();
});

/** Pixels of `img` outside a rectangle. */
const outside =
  (r: { x: number; y: number; width: number; height: number }) => (x: number, y: number) =>
    x < r.x || y < r.y || x >= r.x + r.width || y >= r.y + r.height;

async function rejected(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await p;
  } catch (err) {
    return err as { code?: string; message: string };
  }
  throw new Error('expected the fit to fail');
}

describe.each([
  ['ai-upper.jpg', 'person-1'],
  ['cgi-multiangle-10.jpg', 'person-1'],
  ['cgi-multiangle-10.jpg', 'person-2'],
  ['cgi-multiangle-9.jpg', 'person-2'],
])('fitting a simulated Copper answer for %s %s', (file, personId) => {
  let original: RawImage;
  let fitted: RawImage;
  let result: Awaited<ReturnType<LocalEngine['fit']>>;
  let sim: Awaited<ReturnType<typeof simulateGeneration>>;
  let person: PersonAnalysis;

  beforeAll(async () => {
    const bytes = photo(file);
    sim = await simulateGeneration(engine, bytes, personId, 'Copper');
    result = await engine.fit({ image: bytes, personId, generated: sim.image });
    original = await decodeImage(bytes);
    fitted = await decodeImage(result.image);
    person = sim.truth.people.find((p) => p.id === personId)!;
  });

  it('returns a PNG of the photo’s size, aligned to within 1.5 px', () => {
    expect(result.mimeType).toBe('image/png');
    expect([fitted.width, fitted.height]).toEqual([original.width, original.height]);
    expect(result.meta.alignmentErrorPx).toBeLessThanOrEqual(1.5);
    expect(result.meta.alignmentPoints).toBeGreaterThanOrEqual(8);
    // the transform against the simulation's ground truth, over all 468 face points
    expect(transformError(result.meta, sim.truth, person)).toBeLessThanOrEqual(1.5);
    expect(result.meta.identity).toBeGreaterThanOrEqual(result.meta.identityThreshold);
  });

  it('lays the face back where it was', () => {
    // the answer's face is the photo's, twice resampled: aligned, it matches the photo closely
    const face = psnr(original, fitted, person.faceBox, insideFace(person, 0.8));
    expect(face).toBeGreaterThanOrEqual(29);
  });

  it('keeps every other person and the background away from the person', () => {
    expect(sim.truth.otherFaces.length).toBe(sim.truth.people.length - 1);
    for (const o of sim.truth.otherFaces) {
      expect(psnr(original, fitted, o.box)).toBeGreaterThanOrEqual(45);
    }
    const away = psnr(original, fitted, undefined, outside(workRect(person, original)));
    expect(away).toBeGreaterThanOrEqual(45);
  });

  it('carries the new hair colour', async () => {
    // at least 90 % of the way from the photo's hair colour to the rendered Copper
    expect(await hairLeft(file, person, sim.truth.look, original, fitted)).toBeLessThanOrEqual(0.1);
  });
});

/**
 * How much of the way from the photo's hair colour to the engine's render of the look is left in
 * the fitted photo (0: all the way), over the confident part of the engine's hair mask.
 */
async function hairLeft(
  file: string,
  person: PersonAnalysis,
  look: Selections,
  original: RawImage,
  fitted: RawImage,
): Promise<number> {
  const r = await engine.render({ image: photo(file), personId: person.id, look });
  const rendered = await decodeImage(r.image);
  const mask = personMaskFor(rt, original, person);
  const before = meanLab(hairPixels(original, original, person, mask));
  const target = meanLab(hairPixels(rendered, original, person, mask));
  const after = meanLab(hairPixels(fitted, original, person, mask));
  return labDistance(after, target) / labDistance(before, target);
}

describe.each([
  ['cgi-model-11.jpg', 'Ash Blonde'],
  ['cgi-multiangle-10.jpg', 'Soft Black'],
])('fitting a subtle recolour of %s (%s)', (file, hairColor) => {
  it('takes the whole old hair, where the answer differs by less than a change shows', async () => {
    const bytes = photo(file);
    const sim = await simulateGeneration(engine, bytes, 'person-1', hairColor);
    const r = await engine.fit({ image: bytes, personId: 'person-1', generated: sim.image });
    const original = await decodeImage(bytes);
    const fitted = await decodeImage(r.image);
    const person = sim.truth.people[0];
    expect(await hairLeft(file, person, sim.truth.look, original, fitted)).toBeLessThanOrEqual(0.2);
  });
});

describe('fitting an answer for one man in a crowded group photo', () => {
  it('aligns his small face in an answer squeezed 2× across, and keeps the others’ faces', async () => {
    // solvay1927 is 2048×922: a 1024² answer halves it across and stretches it down
    const bytes = photo('solvay1927.jpg');
    const sim = await simulateGeneration(engine, bytes, 'person-23', 'Copper');
    const r = await engine.fit({ image: bytes, personId: 'person-23', generated: sim.image });
    const person = sim.truth.people.find((p) => p.id === 'person-23')!;
    expect(r.meta.answerModel).toBe('stretched');
    expect(r.meta.alignmentErrorPx).toBeLessThanOrEqual(1.5);
    expect(transformError(r.meta, sim.truth, person)).toBeLessThanOrEqual(1.5);
    const original = await decodeImage(bytes);
    const fitted = await decodeImage(r.image);
    // their face boxes overlap his face here: their faces themselves are compared
    for (const other of sim.truth.people.filter((p) => p.id !== person.id)) {
      expect(psnr(original, fitted, other.faceBox, insideFace(other, 1))).toBeGreaterThanOrEqual(
        45,
      );
    }
  });
});

describe('fitting an answer with a new hairstyle', () => {
  it('takes the new hair where the photo had none', async () => {
    const bytes = photo('ai-upper.jpg');
    const look = { hairstyle: 'Long Layers' };
    const sim = await simulateGeneration(engine, bytes, 'person-1', 'Copper', { look });
    const r = await engine.fit({ image: bytes, personId: 'person-1', generated: sim.image });
    const original = await decodeImage(bytes);
    const fitted = await decodeImage(r.image);
    const rendered = await decodeImage(
      (await engine.render({ image: bytes, personId: 'person-1', look: sim.truth.look })).image,
    );
    const person = sim.truth.people[0];
    const whole = { x: 0, y: 0, width: original.width, height: original.height };
    const oldHair = oldHairMask(
      original,
      person,
      [person],
      whole,
      personMaskFor(rt, original, person),
    );
    const face = insideFace(person, 1.1);
    // the new hair: where the style painted clearly, off the old hair and the face
    const newHair = (x: number, y: number) =>
      maskValue(oldHair, x, y) < 0.05 && !face(x, y) && meanDiff(original, rendered, x, y) > 40;
    const n = countWhere(original, newHair);
    expect(n).toBeGreaterThan(2000);
    const photoToStyle = meanOver(original, newHair, (x, y) => meanDiff(original, rendered, x, y));
    const fittedToStyle = meanOver(original, newHair, (x, y) => meanDiff(fitted, rendered, x, y));
    expect(fittedToStyle).toBeLessThanOrEqual(0.25 * photoToStyle);
  });
});

describe('fitting an answer that re-framed the photo to its aspect instead of stretching it', () => {
  it('aligns it at one scale', async () => {
    const bytes = photo('cgi-multiangle-10.jpg');
    // 985×1280 into a 3:4 bucket, cropped at the sides rather than squeezed
    const sim = await simulateGeneration(engine, bytes, 'person-1', 'Copper', {
      size: [960, 1280],
      fill: 'cover',
    });
    const r = await engine.fit({ image: bytes, personId: 'person-1', generated: sim.image });
    const person = sim.truth.people[0];
    expect(r.meta.answerModel).toBe('uniform');
    expect(r.meta.alignmentErrorPx).toBeLessThanOrEqual(1.5);
    expect(transformError(r.meta, sim.truth, person)).toBeLessThanOrEqual(1.5);
    const original = await decodeImage(bytes);
    const fitted = await decodeImage(r.image);
    expect(psnr(original, fitted, person.faceBox, insideFace(person, 0.8))).toBeGreaterThanOrEqual(
      29,
    );
  });
});

describe('fitting answers that are not the person', () => {
  it('fails with FIT_NO_FACE on an answer without the face', async () => {
    const err = await rejected(
      engine.fit({
        image: photo('ai-upper.jpg'),
        personId: 'person-1',
        generated: photo('background.jpg'),
      }),
    );
    expect(err.code).toBe('FIT_NO_FACE');
    expect(err.message).toBe(messages.generatedFaceMissing);
  });

  it('fails with FIT_NO_FACE when the answer blurred the face away', async () => {
    const bytes = photo('cgi-multiangle-10.jpg');
    const sim = await simulateGeneration(engine, bytes, 'person-1', 'Copper');
    const person = sim.truth.people.find((p) => p.id === 'person-1')!;
    const b = person.faceBox;
    const [x0, y0] = toGenerated(sim.truth, b.x - b.width * 0.3, b.y - b.height * 0.3);
    const [x1, y1] = toGenerated(sim.truth, b.x + b.width * 1.3, b.y + b.height * 1.3);
    const left = Math.max(0, Math.round(x0));
    const top = Math.max(0, Math.round(y0));
    const width = Math.round(x1) - left;
    const height = Math.round(y1) - top;
    const blurred = await sharp(sim.image)
      .extract({ left, top, width, height })
      .blur(25)
      .toBuffer();
    const generated = await sharp(sim.image)
      .composite([{ input: blurred, left, top }])
      .png()
      .toBuffer();
    const err = await rejected(engine.fit({ image: bytes, personId: 'person-1', generated }));
    expect(err.code).toBe('FIT_NO_FACE');
  });

  it('fails with FIT_IDENTITY when another woman’s face is in the answer', async () => {
    const bytes = photo('ai-upper.jpg');
    const sim = await simulateGeneration(engine, bytes, 'person-1', 'Copper');
    const person = sim.truth.people[0];
    const donorBytes = photo('ai-face.jpg');
    const donor = (await engine.analyze(donorBytes, { level: 'Pro' }))[0];
    // the donor's face scaled and moved onto the person's, in the answer's pixels
    const want = faceFrame(person.landmarks);
    const have = faceFrame(donor.landmarks);
    const k = (want.unit * sim.truth.width) / sim.truth.photoWidth / have.unit;
    const [ex, ey] = toGenerated(sim.truth, want.origin[0], want.origin[1]);
    const donorImage = await sharp(donorBytes)
      .resize(Math.round(256 * k), Math.round(256 * k))
      .toBuffer();
    const generated = await sharp(sim.image)
      .composite([
        {
          input: donorImage,
          left: Math.round(ex - have.origin[0] * k),
          top: Math.round(ey - have.origin[1] * k),
        },
      ])
      .png()
      .toBuffer();
    const err = await rejected(engine.fit({ image: bytes, personId: 'person-1', generated }));
    expect(err.code).toBe('FIT_IDENTITY');
    expect(err.message).toBe(messages.generatedFaceChanged);
  });

  it('fails with BAD_IMAGE on bytes that are not an image', async () => {
    const err = await rejected(
      engine.fit({
        image: photo('ai-upper.jpg'),
        personId: 'person-1',
        generated: Buffer.from('not an image at all'),
      }),
    );
    expect(err.code).toBe('BAD_IMAGE');
  });
});

describe('fitting an answer that re-toned the whole frame', () => {
  it('matches its colours to the photo’s, so the face keeps the photo’s colour', async () => {
    const bytes = photo('cgi-multiangle-10.jpg');
    const sim = await simulateGeneration(engine, bytes, 'person-1', 'Copper');
    // a model that relit everything: darker and lifted
    const generated = await encodePng(retone(await decodeImage(sim.image), 0.85, 22));
    const r = await engine.fit({ image: bytes, personId: 'person-1', generated });
    const original = await decodeImage(bytes);
    const fitted = await decodeImage(r.image);
    const person = sim.truth.people[0];
    // the answer was darkened by 0.85 and lifted by 22 levels: the fit undoes it
    for (const g of r.meta.colorGain) expect(g).toBeGreaterThan(1.05);
    const inFace = insideFace(person, 0.8);
    const a = meanColor(original, person.faceBox, inFace);
    const b = meanColor(fitted, person.faceBox, inFace);
    for (let c = 0; c < 3; c++) expect(Math.abs(a[c] - b[c])).toBeLessThan(1.5);
    expect(psnr(original, fitted, person.faceBox, inFace)).toBeGreaterThanOrEqual(29);
  });
});
