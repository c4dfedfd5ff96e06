import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { fakeGenerateServer, studioWithImages } from '../testing/fake-generate-server';
import { useStudioStore } from '../store/studio-store';
import { finalizeImages } from './finalize';
import { fullResolutionFinal, fullResolutionFinals } from './full-resolution';

const store = () => useStudioStore.getState();
let server: ReturnType<typeof fakeGenerateServer>;

beforeEach(() => {
  server = fakeGenerateServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fullResolutionFinal', () => {
  it('makes a final shown at the screen size again in full, once, and keeps it in the studio', async () => {
    studioWithImages(['Bob', 'Lob']);
    store().changeSelections({
      ...emptySelections,
      lipstickStyle: 'Sheer Balm',
      lipstickColor: 'Ruby',
    });
    await finalizeImages({ forScreen: true });
    const [bob] = store().finalImages;
    if (!bob) throw new Error('no final');
    expect(bob.draft).toBe(true);
    store().saved();

    // a download and a save at once share one request
    const [a, b] = await Promise.all([fullResolutionFinal(bob), fullResolutionFinal(bob)]);
    const full = server.requests.slice(2);
    expect(full.map((r) => [r.styleName, r.preview, r.draft, r.look.lipstickColor])).toEqual([
      ['Bob', undefined, undefined, 'Ruby'],
    ]);
    expect(a).toEqual(b);
    expect(a.draft).toBeUndefined();
    expect(a.base64).not.toBe(bob.base64);
    expect(store().finalImages[0]).toMatchObject({ id: bob.id, base64: a.base64 });
    expect(store().finalImages[0]?.draft).toBeUndefined();
    // the same look at another size: the makeover is not changed by it
    expect(store().isDirty).toBe(false);

    // a final already full is not made again
    expect(await fullResolutionFinal(a)).toBe(a);
    const all = await fullResolutionFinals(store().finalImages);
    expect(server.requests.slice(3).map((r) => [r.styleName, r.preview])).toEqual([
      ['Lob', undefined],
    ]);
    expect(all.every((f) => f.draft === undefined)).toBe(true);
  });
});
