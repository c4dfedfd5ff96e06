import { describe, expect, it } from 'vitest';
import type { Selections } from '@looklab/shared';
import type { StudioImageRecord } from '../store/types';
import { hairstyleImage, lookWith as look } from '../testing/studio-fixtures';
import {
  generatedLookKey,
  isImageOwnLook,
  isLookOfImage,
  lookForImage,
  lookKey,
} from './generated-looks';

const image = (over: Partial<StudioImageRecord>): StudioImageRecord =>
  hairstyleImage('bob-1', 'Bob', over);

describe('generated looks', () => {
  it('keys equal looks alike whatever the order of their fields', () => {
    const reordered = Object.fromEntries(
      Object.entries(look({ hairColor: 'Auburn' })).reverse(),
    ) as Selections;
    expect(lookKey(reordered)).toBe(lookKey(look({ hairColor: 'Auburn' })));
    expect(lookKey(look({ hairColor: 'Black' }))).not.toBe(lookKey(look({ hairColor: 'Auburn' })));
  });

  it("gives the image's hairstyle to the look, none to a custom style", () => {
    const selections = look({ hairstyle: 'Pixie Cut', lipstickStyle: 'Matte' });
    expect(lookForImage(selections, image({}))).toEqual(
      look({ hairstyle: 'Bob', lipstickStyle: 'Matte' }),
    );
    expect(lookForImage(selections, image({ isCustom: true })).hairstyle).toBeNull();
  });

  it('keys a look per image, and knows whose it is', () => {
    const key = generatedLookKey(image({}), look({ hairColor: 'Auburn' }));
    expect(key).not.toBe(generatedLookKey(image({ id: 'bob-2' }), look({ hairColor: 'Auburn' })));
    expect(isLookOfImage(key, 'bob-1')).toBe(true);
    expect(isLookOfImage(key, 'bob-10')).toBe(false);
  });

  it('sees when a look changes nothing on its image', () => {
    expect(isImageOwnLook(image({}), look({ hairstyle: 'Bob' }))).toBe(true);
    expect(isImageOwnLook(image({}), look({ hairstyle: 'Bob', hairColor: 'Auburn' }))).toBe(false);
  });
});
