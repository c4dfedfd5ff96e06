import { describe, expect, it } from 'vitest';
import { emptySelections, makeoverPatchSchema, makeoverSchema } from '@looklab/shared';
import { hairstyleImage, lookWith as look } from '../testing/studio-fixtures';
import {
  fromImageRecord,
  fromMakeover,
  imageRecordCustomizations,
  toImageRecord,
  toMakeoverPatch,
} from './makeover-mapping';
import { initialStudioState } from './studio-store';
import type { StudioImageRecord, StudioState } from './types';

/** A hairstyle image as a loaded makeover holds it: stored, its bytes not fetched. */
const stored = (over: Partial<StudioImageRecord>): StudioImageRecord =>
  hairstyleImage('img-1', 'Pixie Cut', {
    base64: null,
    url: '/api/files/u/generated/a.png',
    storagePath: 'u/generated/a.png',
    ...over,
  });

/** A custom style's stored reference photo. */
const reference = {
  base64: null,
  mimeType: 'image/jpeg',
  url: '/api/files/u/references/r.jpg',
  storagePath: 'u/references/r.jpg',
};

describe('toImageRecord', () => {
  it('fills empty categories with the spec defaults', () => {
    const rec = toImageRecord(stored({}));
    expect(rec.hairstyle).toBe('Pixie Cut');
    expect(rec.hairColor).toBe('Original');
    expect(rec.hairTexture).toBe('Default');
    expect(rec.eyebrowStyle).toBe('None');
    expect(rec.dentalProcedure).toBe('None');
    expect(rec.lipstickColor).toBe('Original');
    expect(rec.procedures).toEqual([]);
    expect(rec.isCustom).toBeUndefined();
  });

  it('names the record after the image (a renamed final keeps its new name)', () => {
    const rec = toImageRecord(stored({ name: 'My favourite' }));
    expect(rec.hairstyle).toBe('My favourite');
  });

  it('marks a custom style: hair colour from the reference, the reference stored', () => {
    const rec = toImageRecord(
      stored({
        name: 'Custom Style 2',
        look: look({ hairColor: 'Auburn' }),
        isCustom: true,
        reference,
      }),
    );
    expect(rec.isCustom).toBe(true);
    expect(rec.hairColor).toBe('From Reference');
    expect(rec.referenceImageUrl).toBe('/api/files/u/references/r.jpg');
    expect(rec.referenceImageStoragePath).toBe('u/references/r.jpg');
    expect(rec.referenceImageMimeType).toBe('image/jpeg');
  });
});

describe('image record round trip', () => {
  it('gives back the same stored image and look', () => {
    const img = stored({
      look: look({
        hairstyle: 'Pixie Cut',
        hairColor: 'Auburn',
        lipstickStyle: 'Matte',
        lipstickColor: 'Ruby',
        procedures: ['Botox'],
      }),
    });
    expect(fromImageRecord(toImageRecord(img))).toEqual(img);
  });

  it('keeps a custom style custom, its hairstyle and hair colour empty', () => {
    const img = stored({
      name: 'Custom Style 1',
      look: look({ lipstickStyle: 'Gloss' }),
      isCustom: true,
      reference,
    });
    const back = fromImageRecord(toImageRecord(img));
    expect(back).toEqual(img);
    expect(back.look.hairstyle).toBeNull();
    expect(back.look.hairColor).toBeNull();
  });

  it('reads a record without a url as an image with nothing to show yet', () => {
    const back = fromImageRecord(toImageRecord(stored({ url: null, storagePath: null })));
    expect(back.url).toBeNull();
    expect(back.storagePath).toBeNull();
  });
});

describe('imageRecordCustomizations', () => {
  it('lists the applied values, not the hairstyle or the defaults', () => {
    const rec = toImageRecord(
      stored({ look: look({ hairstyle: 'Bob', hairColor: 'Auburn', procedures: ['Botox'] }) }),
    );
    expect(imageRecordCustomizations(rec)).toEqual(['Auburn', 'Botox']);
  });
});

describe('makeover round trip', () => {
  const selections = look({ hairColor: 'Auburn', lipstickStyle: 'Matte', lipstickColor: 'Ruby' });
  const state: StudioState = {
    ...initialStudioState,
    makeoverName: 'Summer Look',
    suggestionTemperature: 1.4,
    styleGoal: 'job interview',
    history: [emptySelections, selections],
    historyIndex: 1,
    lastAIRationale: 'Warm tones suit you.',
    intermediateImages: [
      stored({ id: 'a' }),
      stored({ id: 'b', name: 'Bob', look: look({ hairstyle: 'Bob' }) }),
    ],
    finalImages: [stored({ id: 'f', look: { ...selections, hairstyle: 'Pixie Cut' } })],
  };

  it('saves a patch the API accepts, with the current selections', () => {
    const patch = makeoverPatchSchema.parse(toMakeoverPatch(state));
    expect(patch.hairColor).toBe('Auburn');
    expect(patch.lipstickColor).toBe('Ruby');
    expect(patch.creativityLevel).toBe(1.4);
    expect(patch.intermediateImages).toHaveLength(2);
    expect(patch.aiStyleSuggestionRationale).toBe('Warm tones suit you.');
  });

  it('loads back what was saved, clean and with the first image active', () => {
    const makeover = makeoverSchema.parse({
      id: 'm1',
      createdAt: 1_700_000_000_000,
      originalImage: {
        url: '/api/files/u/originals/o.jpg',
        storagePath: 'u/originals/o.jpg',
        mimeType: 'image/jpeg',
      },
      customizations: {},
      userProducts: [],
      aiStyleSuggestion: null,
      ...toMakeoverPatch(state),
    });
    const loaded = fromMakeover(makeover);
    expect(loaded.makeoverName).toBe('Summer Look');
    expect(loaded.history).toEqual([selections]);
    expect(loaded.historyIndex).toBe(0);
    expect(loaded.intermediateImages).toEqual(state.intermediateImages);
    expect(loaded.finalImages).toEqual(state.finalImages);
    expect(loaded.activeImageId).toBe('a');
    expect(loaded.suggestionTemperature).toBe(1.4);
    expect(loaded.styleGoal).toBe('job interview');
    expect(loaded.isDirty).toBe(false);
    expect(loaded.originalImage?.url).toBe('/api/files/u/originals/o.jpg');
    expect(loaded.customCount).toBe(0);
  });
});

describe('library products on the saved makeover', () => {
  const product = {
    id: 'p1',
    name: 'Retro Matte Lipstick',
    brand: 'MAC',
    category: 'lipstick' as const,
    iconUrl: null,
    description: '',
    colors: [{ name: 'Ruby Woo', hex: '#9b111e' }],
    defaultColor: 'Ruby Woo',
    isLibraryProduct: true,
  };
  const withProduct = (selections: StudioState['history'][number]): StudioState => ({
    ...initialStudioState,
    history: [selections],
    historyIndex: 0,
    userProducts: [product],
    productRefs: { lipstickStyle: { isLibraryProduct: true, brand: 'MAC' } },
  });

  it('saves the products the look uses as userProducts, with their refs in customizations', () => {
    const patch = toMakeoverPatch(
      withProduct(
        look({
          lipstickStyle: 'Retro Matte Lipstick',
          lipstickColor: 'Ruby Woo',
          hairColor: 'Honey Blonde',
        }),
      ),
    );
    expect(makeoverPatchSchema.safeParse(patch).success).toBe(true);
    expect(patch.userProducts?.map((p) => p.id)).toEqual(['p1']);
    expect(patch.customizations).toMatchObject({
      lipstickStyle: 'Retro Matte Lipstick',
      lipstickColor: 'Ruby Woo',
      hairColor: 'Honey Blonde',
      products: { lipstickStyle: { isLibraryProduct: true, brand: 'MAC' } },
    });
  });

  it('drops a product whose category has since been changed to a catalogue style', () => {
    const patch = toMakeoverPatch(
      withProduct(look({ lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby Woo' })),
    );
    expect(patch.userProducts).toEqual([]);
    expect(patch.customizations?.products).toBeUndefined();
  });
});
