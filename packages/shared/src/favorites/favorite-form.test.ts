import { describe, expect, it } from 'vitest';
import { emptySelections } from '../studio/selections.schema';
import { applyFavorite, favoriteFromLook, favoriteLook } from './apply-favorite';
import {
  favoriteColorOptions,
  favoriteFormFields,
  favoriteFromForm,
  formFromFavorite,
} from './favorite-form';
import type { FavoriteStyle } from './favorite.schema';

const field = (key: string, level = 'Spark', useAvantGardeStyles = false) => {
  const found = favoriteFormFields({ level, useAvantGardeStyles }).find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};
const optionNames = (key: string, level?: string, avantGarde?: boolean) =>
  field(key, level, avantGarde).options.map((o) => o.name);

describe('favoriteFormFields', () => {
  it('has a field for every category of the look, once per selection key', () => {
    const keys = favoriteFormFields({ level: 'Pro', useAvantGardeStyles: true }).map((f) => f.key);
    expect(keys).toEqual([
      'hairstyle',
      'hairColor',
      'hairColorVariant',
      'hairTexture',
      'facialHairStyle',
      'eyebrowStyle',
      'lipstickStyle',
      'lipLinerStyle',
      'lipTintStyle',
      'foundationStyle',
      'concealerStyle',
      'blushStyle',
      'contourStyle',
      'highlighterStyle',
      'bronzerStyle',
      'eyeshadowStyle',
      'eyelinerStyle',
      'mascaraStyle',
      'procedures',
      'dentalProcedure',
    ]);
    expect(field('lipstickStyle').colorKey).toBe('lipstickColor');
    expect(field('eyeshadowStyle').colorKey).toBeNull();
    expect(field('procedures').multi).toBe(true);
  });

  it("labels shared keys' options with whose or which they are, and leaves None out", () => {
    const hair = field('hairstyle').options;
    expect(hair.find((o) => o.name === 'Pixie Cut')?.group).toBe('Women · Short');
    expect(hair.find((o) => o.name === 'Crew Cut')?.group).toBe('Men · Short');
    expect(hair.some((o) => o.name === 'Original')).toBe(false);
    expect(field('facialHairStyle').options.find((o) => o.name === 'Light Stubble')?.group).toBe(
      'Beard',
    );
    expect(field('lipstickStyle').options.find((o) => o.name === 'Classic Matte')?.group).toBe(
      null,
    );
  });

  it('offers only what the level and the avant-garde switch allow', () => {
    expect(optionNames('procedures', 'Spark')).toEqual([]);
    expect(optionNames('dentalProcedure', 'Freemium')).toEqual(['Teeth Whitening']);
    expect(optionNames('hairstyle', 'Pro', false)).not.toContain('Mohawk');
    expect(optionNames('hairstyle', 'Pro', true)).toContain('Mohawk');
    expect(optionNames('hairstyle', 'Spark', true)).not.toContain('Mohawk');
    expect(optionNames('hairColor', 'Freemium')).not.toContain('Silver');
    expect(optionNames('hairColor', 'Spark')).toContain('Silver');
  });

  it("lists a chosen style's colours open to the level, with the style's default", () => {
    const freemium = favoriteColorOptions('lipstickStyle', 'Classic Matte', 'Freemium');
    expect(freemium.colors).toContain('Ruby Woo');
    expect(freemium.colors).not.toContain('Black Cherry');
    expect(favoriteColorOptions('lipstickStyle', 'Classic Matte', 'Spark').colors).toContain(
      'Black Cherry',
    );
    expect(favoriteColorOptions('eyelinerStyle', 'Tightline', 'Freemium').defaultColor).toBe(
      'Soft Black',
    );
    expect(favoriteColorOptions('lipstickStyle', 'No Such Style', 'Pro')).toEqual({
      colors: [],
      defaultColor: null,
    });
  });
});

describe('favorite form values', () => {
  const fields = favoriteFormFields({ level: 'Pro', useAvantGardeStyles: false });

  it('turn into the stored favorite: hairstyle apart, colours only with their style', () => {
    const values = formFromFavorite(null);
    values.name = '  Date night ';
    values.choices.hairstyle = 'Pixie Cut';
    values.choices.lipstickStyle = 'Classic Matte';
    values.choices.lipstickColor = 'Ruby Woo';
    values.choices.blushColor = 'Peach'; // no blush style: dropped
    values.procedures = ['Botox'];
    expect(favoriteFromForm(values, fields)).toEqual({
      name: 'Date night',
      hairstyle: 'Pixie Cut',
      customizations: {
        lipstickStyle: 'Classic Matte',
        lipstickColor: 'Ruby Woo',
        procedures: ['Botox'],
      },
    });
  });

  it('come back from a stored favorite unchanged', () => {
    const stored = {
      name: 'Summer',
      hairstyle: 'Pixie Cut',
      customizations: { hairColor: 'Auburn', eyebrowStyle: 'Soft Arch', procedures: ['Botox'] },
    };
    const values = formFromFavorite({
      ...stored,
      id: 'f1',
      iconUrl: null,
      iconStoragePath: null,
      createdAt: 1,
    });
    expect(values.choices.hairColor).toBe('Auburn');
    expect(values.choices.lipstickStyle).toBe('');
    expect(favoriteFromForm(values, fields)).toEqual(stored);
  });
});

describe('applyFavorite (the studio applies a favorite)', () => {
  const favorite: Pick<FavoriteStyle, 'name' | 'hairstyle' | 'customizations'> = {
    name: 'Summer',
    hairstyle: 'Pixie Cut',
    customizations: {
      hairColor: 'Auburn',
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Ruby Woo',
      blushStyle: 'Soft Flush',
    },
  };
  const options = {
    gender: 'female' as const,
    level: 'Spark',
    useAvantGardeStyles: false,
    stylePreferences: null,
  };

  it('applies what the style preferences allow and announces it', () => {
    const result = applyFavorite(emptySelections, favorite, options);
    expect(result).toMatchObject({ ok: true, announcement: 'Applied favorite style: Summer' });
    if (!result.ok) return;
    expect(result.selections.hairstyle).toBe('Pixie Cut');
    expect(result.selections.hairColor).toBe('Auburn');
    expect(result.selections.lipstickColor).toBe('Ruby Woo');
    // female_blush is off by default: the current blush stays
    expect(result.selections.blushStyle).toBeNull();
    const withBlush = applyFavorite(emptySelections, favorite, {
      ...options,
      stylePreferences: { female_blush: true },
    });
    expect(withBlush.ok && withBlush.selections.blushStyle).toBe('Soft Flush');
  });

  it("refuses a hairstyle the person's catalogue lacks", () => {
    expect(applyFavorite(emptySelections, favorite, { ...options, gender: 'male' })).toEqual({
      ok: false,
      error: 'Hairstyle Pixie Cut not found for 1-click style.',
    });
  });

  it('refuses items above the level or hidden by the avant-garde switch', () => {
    const galaxy = { ...favorite, customizations: { hairColor: 'Galaxy' } };
    expect(applyFavorite(emptySelections, galaxy, options)).toEqual({
      ok: false,
      error: 'Failed to apply favorite style. Galaxy needs the Pro plan.',
    });
    const pro = { ...options, level: 'Pro' };
    expect(applyFavorite(emptySelections, galaxy, pro)).toEqual({
      ok: false,
      error:
        'Failed to apply favorite style. Galaxy is an avant-garde style. Turn on avant-garde styles in your profile to use it.',
    });
    expect(applyFavorite(emptySelections, galaxy, { ...pro, useAvantGardeStyles: true }).ok).toBe(
      true,
    );
  });

  it('saves the current look as a favorite and reads it back', () => {
    const current = {
      ...emptySelections,
      hairstyle: 'Pixie Cut',
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Ruby Woo',
      procedures: ['Botox'],
    };
    const saved = favoriteFromLook(' Mine ', current, {
      lipstickStyle: { isLibraryProduct: true, brand: 'MAC' },
    });
    expect(saved).toEqual({
      name: 'Mine',
      hairstyle: 'Pixie Cut',
      customizations: {
        lipstickStyle: 'Classic Matte',
        lipstickColor: 'Ruby Woo',
        procedures: ['Botox'],
        products: { lipstickStyle: { isLibraryProduct: true, brand: 'MAC' } },
      },
    });
    expect(favoriteLook(saved)).toEqual({
      hairstyle: 'Pixie Cut',
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Ruby Woo',
      procedures: ['Botox'],
    });
  });
});
