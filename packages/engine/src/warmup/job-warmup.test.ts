import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineCore } from '../engine-core';
import { faceFrame } from '../face/geometry';
import { loadWork } from '../image/work-image';
import { createContext } from '../render/context';
import { workRect } from '../render';
import { buildHairMask, buildHairModel } from '../render/hair-mask/hair-mask';
import { hairExemplar } from '../render/hairstyle/exemplar';
import { sharedStylistCatalogue } from '../stylist/catalogue-source';
import { hairstylesFor } from '@looklab/shared';
import { asMessage, receivedKept, warmHairJobs } from './job-warmup';
import { warmupPortrait } from './portrait';
import { WARMUP_WIDTH, warmupStyles } from './render-warmup';

const portrait = warmupPortrait(WARMUP_WIDTH);

describe('warmupPortrait, with the numbers a photo gives', () => {
  it('has a tilted face with depth: no level roll, no flat mesh', () => {
    const { roll } = faceFrame(portrait.person.landmarks);
    expect(roll).not.toBe(0);
    expect(Number.isInteger(roll)).toBe(false);
    expect(portrait.person.landmarks.filter((p) => Number.isInteger(p[2])).length).toBe(0);
  });

  it("has a person mask of a segmentation's geometry that covers the face", () => {
    const m = portrait.personMask;
    expect(m.width).toBe(256);
    expect(Number.isInteger(m.x0) && Number.isInteger(m.cellW)).toBe(false);
    const [cx, cy] = faceFrame(portrait.person.landmarks).origin;
    const i = Math.floor((cy - m.y0) / m.cellH) * m.width + Math.floor((cx - m.x0) / m.cellW);
    expect(m.data[i]).toBe(1);
    expect(m.data[0]).toBe(0);
  });

  it("gives the renderer a patch of the person's own strands (not synthetic ones)", () => {
    const { image, person, personMask } = portrait;
    const ctx = createContext(loadWork(image, workRect(person, image)), person, [], []);
    ctx.personMask = personMask;
    const model = buildHairModel(ctx);
    expect(model.present).toBe(true);
    expect(hairExemplar(ctx, buildHairMask(ctx, model))).not.toBeNull();
  });
});

describe('asMessage', () => {
  it("is another thread's copy of the value, kept", async () => {
    const value = { a: [1.5, 2], b: new Float32Array([0.25]) };
    const before = receivedKept();
    const copy = await asMessage(value);
    expect(copy).not.toBe(value);
    expect(copy).toEqual(value);
    expect(receivedKept()).toBe(before + 1);
  });
});

describe('warmHairJobs', () => {
  let core: EngineCore;
  beforeAll(async () => {
    core = await EngineCore.create(sharedStylistCatalogue());
  }, 120_000);
  afterAll(() => undefined);

  it('runs every warm-up style as a tile, with its prep and a preview through messages', async () => {
    const before = receivedKept();
    const tiles = await warmHairJobs(core);
    expect(tiles).toBe(warmupStyles([...hairstylesFor('female'), ...hairstylesFor('male')]).length);
    // the faces, the kept masks, the prep, the people and the last tile's layer were received
    // and kept
    expect(receivedKept() - before).toBe(5);
  }, 120_000);
});
