import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelections } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { useStudioStore } from '../store/studio-store';
import { DEFAULT_PER_USER_CONCURRENCY } from './generation-client';
import { generatedLookKey, lookForImage } from './generated-looks';
import { generateLookFor } from './look-generation';
import { isAbortError } from './request-queue';
import { fakeGenerateServer, studioWithImages } from '../testing/fake-generate-server';

const auburn: Selections = { ...emptySelections, hairColor: 'Auburn' };
const tick = () => new Promise((r) => setTimeout(r, 0));
let server: ReturnType<typeof fakeGenerateServer>;

beforeEach(() => {
  server = fakeGenerateServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  server.release();
  vi.unstubAllGlobals();
});

describe('generateLookFor', () => {
  it('asks once for the whole look and keeps it for the next asker', async () => {
    const [bob] = studioWithImages(['Bob']);
    if (!bob) throw new Error('no image');
    const look = lookForImage(auburn, bob);
    const made = await generateLookFor({ source: bob, look });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      personId: 'p1',
      styleName: 'Bob',
      look: { hairstyle: 'Bob', hairColor: 'Auburn' },
    });
    expect(server.requests[0]?.preview).toBeUndefined();
    expect(useStudioStore.getState().generatedLooks[generatedLookKey(bob, look)]).toEqual(made);
    await generateLookFor({ source: bob, look });
    expect(server.requests).toHaveLength(1);
  });

  it('joins a second asker to the request on its way', async () => {
    const [bob] = studioWithImages(['Bob']);
    if (!bob) throw new Error('no image');
    server.hold();
    const look = lookForImage(auburn, bob);
    const first = generateLookFor({ source: bob, look });
    const second = generateLookFor({ source: bob, look });
    await tick();
    server.release();
    expect(await second).toEqual(await first);
    expect(server.requests).toHaveLength(1);
  });

  it(`keeps at most ${DEFAULT_PER_USER_CONCURRENCY} requests in flight, reporting waiting then sent`, async () => {
    const images = studioWithImages(['Bob', 'Lob', 'Pixie Cut']);
    server.hold();
    const phases: Record<string, string[]> = {};
    const all = images.map((source) =>
      generateLookFor({
        source,
        look: lookForImage(auburn, source),
        onProgress: (p) => (phases[source.name] ??= []).push(p.phase),
      }),
    );
    await tick();
    expect(server.requests.map((r) => r.styleName)).toEqual(['Bob', 'Lob']);
    expect(phases['Pixie Cut']).toEqual(['waiting']);
    server.release();
    await Promise.all(all);
    expect(server.requests).toHaveLength(3);
    expect(server.maxInFlight()).toBe(DEFAULT_PER_USER_CONCURRENCY);
    expect(phases['Pixie Cut']).toEqual(['waiting', 'generating']);
  });

  it('cancels a look nobody waits for before it is sent; a sent one finishes and is kept', async () => {
    const [bob, lob, pixie] = studioWithImages(['Bob', 'Lob', 'Pixie Cut']);
    if (!bob || !lob || !pixie) throw new Error('no images');
    server.hold();
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const asked = [bob, lob, pixie].map((source, i) =>
      generateLookFor({
        source,
        look: lookForImage(auburn, source),
        signal: controllers[i]?.signal,
      }).catch((e: unknown) => e),
    );
    await tick();
    for (const c of controllers) c.abort();
    for (const result of await Promise.all(asked)) expect(isAbortError(result)).toBe(true);
    server.release();
    await vi.waitFor(() =>
      expect(Object.keys(useStudioStore.getState().generatedLooks)).toHaveLength(2),
    );
    expect(server.requests.map((r) => r.styleName)).toEqual(['Bob', 'Lob']);
    const looks = useStudioStore.getState().generatedLooks;
    expect(looks[generatedLookKey(pixie, lookForImage(auburn, pixie))]).toBeUndefined();
  });

  it('does not keep a look whose hairstyle image was removed meanwhile', async () => {
    const [bob] = studioWithImages(['Bob']);
    if (!bob) throw new Error('no image');
    server.hold();
    const asked = generateLookFor({ source: bob, look: lookForImage(auburn, bob) });
    await tick();
    useStudioStore.getState().removeIntermediate(bob.id);
    server.release();
    await asked;
    expect(useStudioStore.getState().generatedLooks).toEqual({});
  });
});
