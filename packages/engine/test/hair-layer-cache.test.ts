/**
 * Hair layers kept by the engine (index.ts, render/preview-layers.ts): painted once per photo,
 * size, person, style and texture — by a hairstyle tile, or ahead by prepareLook — and handed
 * to whichever worker makes a quick preview of the look, so a preview never paints a hairstyle
 * another worker painted already.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptySelections, type Selections } from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '../src/index';
import { repoRoot } from './render-helpers';
import { BACKGROUND_NICE, canRestorePriority } from '../src/worker/thread-priority';

/** The nice value of every thread of this process (Linux: /proc/self/task/<id>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').flatMap((id) => {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      // after the command's closing parenthesis: state is field 3, nice field 19
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [Number(fields[16])];
    } catch {
      return [];
    }
  });
}

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
let engine: LocalEngine;
let image: Buffer;
const photoId = 'layer-cache-photo';

beforeAll(async () => {
  const src = path.resolve(repoRoot, '../shared/fixtures/photos/cgi-model-14.jpg');
  image = await sharp(readFileSync(src)).resize({ height: 720 }).jpeg().toBuffer();
  engine = await createLocalEngine({ workers: 2 });
  await engine.analyze(image, { level: 'Pro', photoId });
}, 180_000);
afterAll(() => engine.close());

describe('hair layers kept by the engine', () => {
  it('are painted ahead by prepareLook and used by every worker’s previews of the look', async () => {
    const bob = look({ hairstyle: 'Angled Bob' });
    const maxSide = 512;
    await engine.prepareLook({ image, personId: 'person-1', photoId, look: bob, maxSide });
    expect(engine.info().layerCache.entries).toBe(1);
    // again: kept, not painted twice
    await engine.prepareLook({ image, personId: 'person-1', photoId, look: bob, maxSide });
    expect(engine.info().layerCache.entries).toBe(1);

    // two previews at once (one per worker), colours and make-up over the one kept layer
    const previews = await Promise.all(
      [look({ hairColor: 'Copper' }), look({ lipstickStyle: 'Matte Lipstick' })].map((more) =>
        engine.render({
          image,
          personId: 'person-1',
          look: { ...more, hairstyle: 'Angled Bob' },
          encoding: 'jpeg',
          maxSide,
          photoId,
        }),
      ),
    );
    for (const p of previews) {
      expect(p.meta.applied).toContain('hairstyle');
      // no `layer` step: the hairstyle was not painted again
      expect(p.timings['layer']).toBeUndefined();
    }
    expect(engine.info().layerCache.entries).toBe(1);

    // another style's preview paints its layer once, and keeps it for the next
    const pixie = look({ hairstyle: 'Pixie Cut', hairColor: 'Copper' });
    const first = await engine.render({
      image,
      personId: 'person-1',
      look: pixie,
      encoding: 'jpeg',
      maxSide,
      photoId,
    });
    expect(first.meta.applied).toContain('hairstyle');
    expect(first.timings['layer']).toBeDefined();
    expect(engine.info().layerCache.entries).toBe(2);
    const again = await engine.render({
      image,
      personId: 'person-1',
      look: { ...pixie, hairColor: 'Jet Black' },
      encoding: 'jpeg',
      maxSide,
      photoId,
    });
    expect(again.timings['layer']).toBeUndefined();
  }, 240_000);

  it.runIf(process.platform === 'linux' && canRestorePriority())(
    'are painted at a low OS priority while a click renders beside them',
    async () => {
      const at = { image, personId: 'person-1', photoId, maxSide: 480 };
      const pausedBefore = engine.info().backgroundPausedMs;
      expect(threadNices()).not.toContain(BACKGROUND_NICE);
      // a look's layer is painted ahead on one worker (it started with both workers free)…
      const painting = engine.prepareLook({ ...at, look: look({ hairstyle: 'Classic Lob' }) });
      await vi.waitFor(() => expect(engine.info().jobs).toBe(1), { timeout: 60_000, interval: 2 });
      // …meanwhile a click: a preview of a look whose layer is not kept yet (it paints it first)
      const click = engine.render({
        ...at,
        look: look({ hairstyle: 'French Bob', hairColor: 'Copper' }),
        encoding: 'jpeg',
      });
      // the painting's thread yields the CPU to the click's while both run
      await vi.waitFor(() => expect(threadNices()).toContain(BACKGROUND_NICE), {
        timeout: 60_000,
        interval: 2,
      });
      await click;
      await painting;
      // done: no thread is left at the low priority
      expect(threadNices()).not.toContain(BACKGROUND_NICE);
      expect(engine.info().layerCache.entries).toBeGreaterThanOrEqual(4);
      // where the priority is lowered the painting went on beside the click, never paused
      expect(engine.info().backgroundPausedMs).toBe(pausedBefore);
    },
    240_000,
  );

  it('are painted ahead waiting at their pause points while a click renders beside them', async () => {
    // pauses are on by default only where the priority cannot be lowered (pausesBackground)
    const pausing = await createLocalEngine({ workers: 2, pauseBackground: true });
    try {
      await pausing.analyze(image, { level: 'Pro', photoId });
      const at = { image, personId: 'person-1', photoId, maxSide: 560 };
      // a look's layer painted ahead on one worker…
      const painting = pausing.prepareLook({ ...at, look: look({ hairstyle: 'Pixie Cut' }) });
      await vi.waitFor(() => expect(pausing.info().jobs).toBe(1), {
        timeout: 60_000,
        interval: 2,
      });
      // …and clicks meanwhile: previews of a look whose layer is not kept (each paints it first)
      const clicks = [];
      for (const hairColor of ['Copper', 'Jet Black']) {
        clicks.push(
          await pausing.render({
            ...at,
            look: look({ hairstyle: 'Angled Bob', hairColor }),
            encoding: 'jpeg',
          }),
        );
        if (pausing.info().backgroundPausedMs > 0) break;
      }
      await painting;
      expect(pausing.info().backgroundPausedMs).toBeGreaterThan(0);
      // a click's own job never waits
      for (const c of clicks) expect(c.timings['paused']).toBeUndefined();
    } finally {
      await pausing.close();
    }
  }, 240_000);

  it('answer a quick preview at the draft size while its own size’s layer is being painted', async () => {
    const at = { image, personId: 'person-1', photoId };
    const bob = look({ hairstyle: 'Curtain Bangs Lob' });
    // a hairstyle tile at the draft size leaves its prep and its hair layer there
    await engine.render({ ...at, look: bob, maxSide: 320 });
    // the look's layer at the preview's size is being painted ahead…
    const painting = engine.prepareLook({ ...at, look: bob, maxSide: 600 });
    const lips = { ...bob, lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby' };
    // …so a quick preview comes at the draft size, at once, marked as a draft
    const quick = await engine.render({
      ...at,
      look: lips,
      encoding: 'jpeg',
      maxSide: 600,
      draftMaxSide: 320,
    });
    expect(quick.meta.draft).toBe(true);
    expect(Math.max(quick.meta.width, quick.meta.height)).toBe(320);
    expect(quick.timings['layer']).toBeUndefined();
    expect(quick.meta.applied).toEqual(expect.arrayContaining(['hairstyle', 'lipstickStyle']));
    // a preview that is not quick waits for the layer: its own size, no draft
    const sharp = await engine.render({ ...at, look: lips, encoding: 'jpeg', maxSide: 600 });
    expect(sharp.meta.draft).toBeUndefined();
    expect(Math.max(sharp.meta.width, sharp.meta.height)).toBe(600);
    await painting;
    // once the layer is painted, quick previews come at their own size
    const later = await engine.render({
      ...at,
      look: { ...lips, hairColor: 'Copper' },
      encoding: 'jpeg',
      maxSide: 600,
      draftMaxSide: 320,
    });
    expect(later.meta.draft).toBeUndefined();
    expect(Math.max(later.meta.width, later.meta.height)).toBe(600);
    expect(later.timings['layer']).toBeUndefined();
  }, 240_000);

  it('let a replaced preview stop waiting for a layer being painted, which goes on', async () => {
    const at = { image, personId: 'person-1', photoId, maxSide: 660 };
    const lob = look({ hairstyle: 'Classic Lob' });
    const painting = engine.prepareLook({ ...at, look: lob });
    const ac = new AbortController();
    const waiting = engine.render({
      ...at,
      look: { ...lob, hairColor: 'Copper' },
      encoding: 'jpeg',
      signal: ac.signal,
    });
    await new Promise((r) => setTimeout(r, 20));
    ac.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'ABORTED' });
    // it stopped waiting while the layer was still being painted
    expect(engine.info().jobs).toBeGreaterThan(0);
    await painting;
    expect(engine.info().jobs).toBe(0);
  }, 240_000);

  it('has nothing to paint for a look without a hairstyle', async () => {
    const before = engine.info().layerCache.entries;
    await engine.prepareLook({
      image,
      personId: 'person-1',
      photoId,
      look: look({ hairColor: 'Copper' }),
    });
    expect(engine.info().layerCache.entries).toBe(before);
  });
});
