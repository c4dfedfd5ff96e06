/**
 * The person segmentation runs once per photo and person (person-masks.ts): the analysis's hair
 * step makes it on photos of at most MASKED_HAIR_PEOPLE faces, the engine keeps it with the
 * photo's faces, and the render's prep at any size takes it instead of running the model again.
 * A crowd's analysis makes none, so its prep runs the model as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { emptySelections } from '@looklab/shared';
import { EngineCore } from '../src/engine-core';
import { createLocalEngine } from '../src/index';
import { MASKED_HAIR_PEOPLE } from '../src/analysis/analyze-image';
import { personProbability } from '../src/analysis/person-cells';
import { decodeImage, resizeImage } from '../src/image/raw-image';
import { keepMasks, SAME_SIZE, type PhotoMasks } from '../src/person-masks';
import type { PersonMask } from '../src/render';
import { sharedStylistCatalogue } from '../src/stylist/catalogue-source';
import { prepareInWorker } from '../src/worker/render-job';
import { photosDir } from './render-helpers';

let core: EngineCore;

beforeAll(async () => {
  core = await EngineCore.create(sharedStylistCatalogue());
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The photo's bytes, its faces and the masks its analysis made, as the engine keeps them. */
async function analysed(file: string) {
  const bytes = readFileSync(path.join(photosDir, file));
  const r = await core.analyzeBuffer(bytes, 'Pro');
  return { bytes, faces: r.faces, people: r.people, masks: keepMasks(r.masks, SAME_SIZE) };
}

function prepare(
  bytes: Buffer,
  faces: Awaited<ReturnType<typeof analysed>>['faces'],
  masks: PhotoMasks,
  maxSide: number,
) {
  return prepareInWorker(core, {
    id: 1,
    kind: 'prepare',
    image: new Uint8Array(bytes),
    personId: 'person-1',
    faces,
    masks,
    photoKey: `segmentation-share:${maxSide}`,
    maxSide,
  });
}

/** Mean |a − b| over b's cells (a read at their centres) where a reaches. */
function meanDifference(a: PersonMask, b: PersonMask): number {
  let sum = 0;
  let n = 0;
  for (let j = 0; j < b.height; j++)
    for (let i = 0; i < b.width; i++) {
      const p = personProbability(a, b.x0 + (i + 0.5) * b.cellW, b.y0 + (j + 0.5) * b.cellH);
      if (p < 0) continue;
      sum += Math.abs(p - (b.data[j * b.width + i] ?? 0));
      n++;
    }
  return n ? sum / n : 1;
}

describe('the person segmentation, once per photo and person', () => {
  it("is made by the analysis and taken by the prep at another size: the model's at that size", async () => {
    const { bytes, faces, people, masks } = await analysed('cgi-model-14.jpg');
    expect(people.length).toBeLessThanOrEqual(MASKED_HAIR_PEOPLE);
    expect(Object.keys(masks)).toEqual(people.map((p) => p.id));
    // a byte a cell: 64 kB a person for the selfie model
    expect(masks['person-1']?.data.byteLength).toBe(256 * 256);
    const segment = vi.spyOn(core, 'personMask');
    const r = await prepare(bytes, faces, masks, 720);
    if (r.kind !== 'prepare') throw new Error('not a prepare result');
    expect(segment).not.toHaveBeenCalled();
    expect(r.masks).toBeUndefined();
    expect(r.timings.segment).toBeLessThan(5);
    const kept = r.prep.personMask;
    const person = r.people?.find((p) => p.id === 'person-1');
    if (!kept || !person) throw new Error('no mask or person');
    // what the model makes of the photo at 720 px agrees with the kept mask, moved there
    segment.mockRestore();
    const full = await decodeImage(bytes);
    const s = 720 / Math.max(full.width, full.height);
    const image = await resizeImage(full, Math.round(full.width * s), Math.round(full.height * s));
    const fresh = core.personMask(image, person);
    if (!fresh) throw new Error('no segmenter');
    expect(kept.x0).toBeCloseTo(fresh.x0, 0);
    expect(kept.cellW).toBeCloseTo(fresh.cellW, 1);
    expect(meanDifference(kept, fresh)).toBeLessThan(0.02);
  }, 120_000);

  it('is made by the prep on a photo of more faces than the analysis segments', async () => {
    const { bytes, faces, people, masks } = await analysed('solvay1927.jpg');
    expect(people.length).toBeGreaterThan(MASKED_HAIR_PEOPLE);
    expect(masks).toEqual({});
    const segment = vi.spyOn(core, 'personMask');
    const r = await prepare(bytes, faces, masks, 1024);
    expect(segment).toHaveBeenCalledTimes(1);
    expect(r.kind === 'prepare' && r.prep.personMask).toBeTruthy();
  }, 120_000);
});

describe('the engine (worker threads)', () => {
  it("hands the analysis's masks to a later render's prep, which runs no model", async () => {
    // a photo no worker has seen (the workers keep recent masks by face)
    const src = readFileSync(path.join(photosDir, 'cgi-model-13.jpg'));
    const image = await sharp(src)
      .extract({ left: 3, top: 0, width: 780, height: 1024 })
      .jpeg()
      .toBuffer();
    const engine = await createLocalEngine({ workers: 1 });
    try {
      const photoId = 'segmentation-share';
      const [person] = await engine.analyze(image, { level: 'Pro', photoId });
      if (!person) throw new Error('nobody found');
      const r = await engine.render({
        image,
        personId: person.id,
        look: { ...emptySelections, hairColor: 'Copper' },
        encoding: 'jpeg',
        maxSide: 480,
        photoId,
      });
      // `segment`: the job's time in the model, its analysis's included (~15–45 ms a person);
      // the kept mask is moved to 480 px in well under 1
      expect(r.timings.segment).toBeLessThan(5);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
