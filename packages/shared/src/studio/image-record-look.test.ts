import { describe, expect, it } from 'vitest';
import {
  hasCustomizations,
  imageMatchesCustomizations,
  imageRecordLook,
} from './image-record-look';
import { emptySelections } from './selections.schema';

describe('image record look', () => {
  it('fills the stored defaults of spec §3', () => {
    const look = imageRecordLook(emptySelections);
    expect(look.hairstyle).toBe('Original');
    expect(look.hairTexture).toBe('Default');
    expect(look.eyebrowStyle).toBe('None');
    expect(look.dentalProcedure).toBe('None');
    expect(look.lipstickColor).toBe('Original');
    expect(look.procedures).toEqual([]);
  });
  it('gates by gender', () => {
    const look = imageRecordLook(
      { ...emptySelections, facialHairStyle: 'Goatee', lipstickStyle: 'Classic Matte' },
      'female',
    );
    expect(look.facialHairStyle).toBe('Original');
    expect(look.lipstickStyle).toBe('Classic Matte');
  });
  it('knows when nothing is customized', () => {
    expect(hasCustomizations({ ...emptySelections, hairstyle: 'Pixie Cut' })).toBe(false);
    expect(hasCustomizations({ ...emptySelections, hairColor: 'Copper' })).toBe(true);
    expect(hasCustomizations({ ...emptySelections, procedures: ['Botox'] })).toBe(true);
  });
  it('reuses final images that already match the selections', () => {
    const selections = { ...emptySelections, hairColor: 'Copper', procedures: ['Botox'] };
    const record = { ...imageRecordLook(selections), hairstyle: 'Pixie Cut' };
    expect(imageMatchesCustomizations(record, selections)).toBe(true);
    expect(imageMatchesCustomizations(record, { ...selections, hairColor: 'Auburn' })).toBe(false);
    expect(imageMatchesCustomizations(record, { ...selections, procedures: [] })).toBe(false);
    expect(imageMatchesCustomizations(imageRecordLook(emptySelections), emptySelections)).toBe(
      true,
    );
  });
});
