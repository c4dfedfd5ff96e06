import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { lookForImage } from '../generation/generated-looks';
import { generateLookFor } from '../generation/look-generation';
import { fakeGenerateServer, studioWithImages } from '../testing/fake-generate-server';
import { useStudioStore } from '../store/studio-store';
import { finalizeImages } from './finalize';

const store = () => useStudioStore.getState();
const auburn = { ...emptySelections, hairColor: 'Auburn' };
let server: ReturnType<typeof fakeGenerateServer>;

beforeEach(() => {
  server = fakeGenerateServer({ blocked: ['Pixie Cut'] });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Bob and Lob at full size, and a Pixie tile: a draft (a thumbnail). */
function studioWithTile(): void {
  const [bob] = studioWithImages(['Bob', 'Lob']);
  if (!bob) throw new Error('no image');
  store().finishGenerating('Pixie', {
    image: {
      ...bob,
      id: 'pixie-id',
      name: 'Pixie',
      look: { ...bob.look, hairstyle: 'Pixie' },
      draft: true,
    },
  });
}

describe('finalizeImages', () => {
  it('takes the hairstyle images as they are when nothing is customized', async () => {
    const images = studioWithImages(['Bob', 'Lob']);
    expect(await finalizeImages()).toEqual({ made: 2, failures: [] });
    expect(store().finalImages.map((f) => f.base64)).toEqual(images.map((i) => i.base64));
    expect(server.requests).toHaveLength(0);
  });

  it('makes drafts (tile thumbnails) again at full size, even with nothing customized', async () => {
    studioWithTile();
    expect(await finalizeImages()).toEqual({ made: 3, failures: [] });
    expect(server.requests.map((r) => [r.styleName, r.look.hairstyle, r.draft])).toEqual([
      ['Pixie', 'Pixie', undefined],
    ]);
    expect(store().finalImages.map((f) => [f.name, f.draft])).toEqual([
      ['Bob', undefined],
      ['Lob', undefined],
      ['Pixie', undefined],
    ]);
  });

  it('generates the whole look once per hairstyle image', async () => {
    studioWithImages(['Bob', 'Lob']);
    store().changeSelections(auburn);
    expect(await finalizeImages()).toEqual({ made: 2, failures: [] });
    expect(server.requests.map((r) => [r.styleName, r.look.hairstyle, r.look.hairColor])).toEqual([
      ['Bob', 'Bob', 'Auburn'],
      ['Lob', 'Lob', 'Auburn'],
    ]);
    expect(store().finalImages.map((f) => f.name)).toEqual(['Bob', 'Lob']);
    expect(store().finalImages.every((f) => f.look.hairColor === 'Auburn')).toBe(true);
    expect(new Set(store().finalImages.map((f) => f.base64)).size).toBe(2);
  });

  it('reuses a look generated while customizing, and finals that already match', async () => {
    const [bob] = studioWithImages(['Bob', 'Lob']);
    if (!bob) throw new Error('no image');
    store().changeSelections(auburn);
    const made = await generateLookFor({ source: bob, look: lookForImage(auburn, bob) });
    await finalizeImages();
    expect(server.requests.map((r) => r.styleName)).toEqual(['Bob', 'Lob']);
    expect(store().finalImages[0]?.base64).toBe(made.base64);
    const finals = store().finalImages;
    await finalizeImages();
    expect(server.requests).toHaveLength(2);
    expect(store().finalImages).toEqual(finals);
  });

  it('keeps the finals that were made and names the style that failed', async () => {
    studioWithImages(['Bob', 'Pixie Cut', 'Lob']);
    store().changeSelections(auburn);
    const outcome = await finalizeImages();
    expect(outcome.made).toBe(2);
    expect(outcome.failures).toEqual([
      'Failed to generate Pixie Cut. The image service declined this request. Please try another style or photo.',
    ]);
    expect(store().finalImages.map((f) => f.name)).toEqual(['Bob', 'Lob']);
  });

  it('leaves the finals alone when every look fails', async () => {
    studioWithImages(['Pixie Cut']);
    store().setFinalImages([]);
    store().changeSelections(auburn);
    const outcome = await finalizeImages();
    expect(outcome.made).toBe(0);
    expect(outcome.failures).toHaveLength(1);
    expect(store().finalImages).toEqual([]);
  });

  it('shows each look as it is made, counts the ones still on their way, and calls onFirst once', async () => {
    studioWithImages(['Bob', 'Lob', 'Pixie']);
    store().setFinalImages([]);
    store().changeSelections(auburn);
    const shown: number[] = [];
    const pending: number[] = [];
    const stop = useStudioStore.subscribe((now, before) => {
      if (now.finalImages !== before.finalImages) shown.push(now.finalImages.length);
      if (now.finalsPending !== before.finalsPending) pending.push(now.finalsPending);
    });
    server.hold();
    const onFirst = vi.fn();
    const finishing = finalizeImages({ onFirst });
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    expect(store().finalsPending).toBe(3);
    expect(store().finalImages).toEqual([]);
    expect(onFirst).not.toHaveBeenCalled();
    server.release();
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    server.release();
    expect(await finishing).toEqual({ made: 3, failures: [] });
    stop();
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(shown.slice(0, 3)).toEqual([1, 2, 3]);
    expect(pending).toEqual([3, 2, 1, 0]);
    expect(store().finalsPending).toBe(0);
    expect(store().finalImages.map((f) => f.name)).toEqual(['Bob', 'Lob', 'Pixie']);
  });

  it('for the screen: each look as a quick preview, kept as a draft, tiles included', async () => {
    studioWithTile();
    // nothing customized: the full-size images stay, the tile (a thumbnail) is made for the screen
    expect(await finalizeImages({ forScreen: true })).toEqual({ made: 3, failures: [] });
    expect(server.requests.map((r) => [r.styleName, r.preview, r.draft])).toEqual([
      ['Pixie', true, undefined],
    ]);
    expect(store().finalImages.map((f) => [f.name, f.draft])).toEqual([
      ['Bob', undefined],
      ['Lob', undefined],
      ['Pixie', true],
    ]);
    // customized: every look is a screen preview
    store().changeSelections(auburn);
    await finalizeImages({ forScreen: true });
    expect(server.requests.slice(1).map((r) => [r.styleName, r.look.hairColor, r.preview])).toEqual(
      [
        ['Bob', 'Auburn', true],
        ['Lob', 'Auburn', true],
        ['Pixie', 'Auburn', true],
      ],
    );
    expect(store().finalImages.every((f) => f.draft === true)).toBe(true);
  });
});
