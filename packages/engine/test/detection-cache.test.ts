import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { DetectionCache, photoKey } from '../src/detection-cache';
import { createLocalEngine, decodeImage, type LocalEngine } from '../src/index';
import { photo } from './helpers';

describe('DetectionCache', () => {
  it('keys photos by their bytes', () => {
    const a = new Uint8Array([1, 2, 3]);
    expect(photoKey(a)).toBe(photoKey(new Uint8Array([1, 2, 3])));
    expect(photoKey(a)).not.toBe(photoKey(new Uint8Array([1, 2, 4])));
  });

  it('forgets the least recently used photo first', async () => {
    const cache = new DetectionCache<string>(2);
    const load = (v: string) => () => Promise.resolve(v);
    await cache.get('a', load('A'));
    await cache.get('b', load('B'));
    await cache.get('a', load('not used'));
    await cache.get('c', load('C')); // evicts b, the least recently used
    expect(await cache.get('a', load('again'))).toBe('A');
    expect(await cache.get('b', load('B2'))).toBe('B2');
    expect(cache.stats()).toEqual({ entries: 2, hits: 2, misses: 4 });
  });

  it('shares a detection in flight and forgets a failed one', async () => {
    const cache = new DetectionCache<number>(4);
    let calls = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        calls++;
        setTimeout(() => resolve(7), 10);
      });
    const [x, y] = await Promise.all([cache.get('p', slow), cache.get('p', slow)]);
    expect([x, y, calls]).toEqual([7, 7, 1]);

    await expect(cache.get('bad', () => Promise.reject(new Error('unreadable')))).rejects.toThrow();
    expect(await cache.get('bad', () => Promise.resolve(1))).toBe(1);
  });

  it('remembers a by-product with set and shows it with peek (no hit or miss counted)', async () => {
    const cache = new DetectionCache<number>(1);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 1);
    expect(await cache.peek('a')).toBe(1);
    cache.set('b', 2); // capacity 1: a goes
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, hits: 0, misses: 0 });
  });

  it('caches nothing at capacity 0', async () => {
    const cache = new DetectionCache<number>(0);
    await cache.get('p', () => Promise.resolve(1));
    expect(await cache.get('p', () => Promise.resolve(2))).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });
});

// Two engines: one with the detection cache, one without (every call detects afresh, as
// before the cache). What the cache serves must be exactly what a fresh detection gives.
let cached: LocalEngine;
let fresh: LocalEngine;

/** A fixture as the browser uploads it: longest side 720, JPEG quality 0.9. */
async function upload(name: string, quality = 90): Promise<Buffer> {
  return sharp(photo(name))
    .rotate()
    .resize(720, 720, { fit: 'inside' })
    .jpeg({ quality })
    .toBuffer();
}

async function pixels(image: Buffer): Promise<Buffer> {
  const raw = await decodeImage(image);
  return Buffer.from(raw.data);
}

function withoutTimings(meta: object): object {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'timings'));
}

const look: Selections = {
  ...emptySelections,
  hairColor: 'Auburn',
  lipstickStyle: 'Classic Matte',
  lipstickColor: 'Berry',
};

beforeAll(async () => {
  [cached, fresh] = await Promise.all([
    createLocalEngine({ workers: 1 }),
    createLocalEngine({ workers: 1, detectionCacheSize: 0 }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([cached?.close(), fresh?.close()]);
});

describe('the engine detection cache', () => {
  it('renders pixel for pixel what a fresh detection renders, with the same people', async () => {
    const group = await upload('cgi-multiangle-9.jpg');
    const people = await cached.analyze(group, { level: 'Freemium' });
    expect(people.map((p) => p.id)).toEqual(['person-1', 'person-2']);
    expect(await fresh.analyze(group, { level: 'Freemium' })).toEqual(people);

    const before = cached.info().detectionCache;
    const hit = await cached.render({ image: group, personId: 'person-2', look });
    const after = cached.info().detectionCache;
    expect(after.hits).toBe(before.hits + 1); // filled by analyze, no detection again
    expect(after.misses).toBe(before.misses);

    // the second render also reuses the people the first one analysed (it only decodes)
    const again = await cached.render({ image: group, personId: 'person-2', look });

    const detected = await fresh.render({ image: group, personId: 'person-2', look });
    expect(withoutTimings(hit.meta)).toEqual(withoutTimings(detected.meta));
    expect(withoutTimings(again.meta)).toEqual(withoutTimings(detected.meta));
    const expected = await pixels(detected.image);
    expect((await pixels(hit.image)).equals(expected)).toBe(true);
    expect((await pixels(again.image)).equals(expected)).toBe(true);
    expect(hit.timings.faces).toBeLessThan(detected.timings.total);
  });

  it('does not serve another photo from the cache; a first render fills it for analyze', async () => {
    const group = await upload('cgi-multiangle-9.jpg');
    const solo = await upload('ai-face.jpg');
    // the same picture encoded a little differently is a different photo
    const reencoded = await upload('cgi-multiangle-9.jpg', 89);

    const before = cached.info().detectionCache;
    const soloCached = await cached.render({ image: solo, personId: 'person-1', look });
    const soloFresh = await fresh.render({ image: solo, personId: 'person-1', look });
    expect((await pixels(soloCached.image)).equals(await pixels(soloFresh.image))).toBe(true);
    const groupRender = await cached.render({ image: group, personId: 'person-1', look });
    expect((await pixels(groupRender.image)).equals(await pixels(soloCached.image))).toBe(false);
    await cached.render({ image: reencoded, personId: 'person-1', look });
    const after = cached.info().detectionCache;
    expect(after.misses).toBe(before.misses + 2); // solo and the re-encoded group
    expect(after.hits).toBe(before.hits + 1); // the group photo of the first test

    // the render above detected the solo photo; analyze now reuses it, with identical results
    const people = await cached.analyze(solo, { level: 'Freemium' });
    expect(cached.info().detectionCache.hits).toBe(after.hits + 1);
    expect(people).toEqual(await fresh.analyze(solo, { level: 'Freemium' }));
  });

  it('caches a custom-style reference photo too, with the same pixels as a fresh detection', async () => {
    const solo = await upload('ai-face.jpg');
    // the fixture as it is (1280 px high): the reference is resized to 1024 in the worker
    const reference = photo('cgi-model-11.jpg');
    const custom: Selections = { ...look, hairstyle: null };
    const first = await cached.render({
      image: solo,
      personId: 'person-1',
      look: custom,
      reference,
    });
    const before = cached.info().detectionCache;
    const again = await cached.render({
      image: solo,
      personId: 'person-1',
      look: custom,
      reference,
    });
    expect(cached.info().detectionCache.hits).toBe(before.hits + 2); // photo and reference
    const detected = await fresh.render({
      image: solo,
      personId: 'person-1',
      look: custom,
      reference,
    });
    const expected = await pixels(detected.image);
    expect((await pixels(first.image)).equals(expected)).toBe(true);
    expect((await pixels(again.image)).equals(expected)).toBe(true);
    expect(withoutTimings(first.meta)).toEqual(withoutTimings(detected.meta));
  });

  it('drops a queued render whose client went away; the one already running finishes', async () => {
    const solo = await upload('ai-face.jpg');
    await cached.analyze(solo, { level: 'Freemium' }); // faces cached: both go straight to the pool
    const running = cached.render({ image: solo, personId: 'person-1', look });
    const gone = new AbortController();
    const queued = cached.render({ image: solo, personId: 'person-1', look, signal: gone.signal });
    await new Promise((resolve) => setTimeout(resolve, 30)); // the first is on the only worker
    gone.abort();
    await expect(queued).rejects.toMatchObject({ name: 'EngineError', code: 'ABORTED' });
    expect((await running).mimeType).toBe('image/png');
  });

  it('answers a preview as JPEG', async () => {
    const solo = await upload('ai-face.jpg');
    const out = await cached.render({ image: solo, personId: 'person-1', look, encoding: 'jpeg' });
    expect(out.mimeType).toBe('image/jpeg');
    expect((await sharp(out.image).metadata()).format).toBe('jpeg');
  });
});
