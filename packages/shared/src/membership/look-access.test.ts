import { describe, expect, it } from 'vitest';
import { isLookAllowed, lookViolations } from './look-access';

describe('lookViolations (spec §6 catalogue visibility over a whole look)', () => {
  it('lets everyone use items with no level', () => {
    const look = { hairstyle: 'Pixie Cut', hairColor: 'Jet Black', procedures: [] };
    expect(lookViolations(look, { level: 'Freemium' })).toEqual([]);
    expect(isLookAllowed(look, { level: undefined })).toBe(true);
  });

  it('refuses Spark items to Freemium and signed-out callers, not to Spark or Pro', () => {
    const look = { hairColor: 'Silver' };
    expect(lookViolations(look, { level: 'Freemium' })).toEqual([
      { key: 'hairColor', name: 'Silver', level: 'Spark', avantGarde: false },
    ]);
    expect(isLookAllowed(look, { level: null })).toBe(false);
    expect(isLookAllowed(look, { level: 'Spark' })).toBe(true);
    expect(isLookAllowed(look, { level: 'Pro' })).toBe(true);
  });

  it('refuses Pro items (avant-garde styles, procedures, dental) below Pro', () => {
    const look = {
      hairstyle: 'Mohawk',
      procedures: ['Botox'],
      dentalProcedure: 'Dental Veneers',
    };
    const spark = lookViolations(look, { level: 'Spark', gender: 'male' });
    expect(spark.map((v) => `${v.key}:${v.name}:${v.level}`)).toEqual([
      'hairstyle:Mohawk:Pro',
      'procedures:Botox:Pro',
      'dentalProcedure:Dental Veneers:Pro',
    ]);
    expect(isLookAllowed(look, { level: 'Pro', gender: 'male' })).toBe(true);
    expect(isLookAllowed({ dentalProcedure: 'Teeth Whitening' }, { level: 'Freemium' })).toBe(true);
  });

  it('checks a colour by the level of the chosen style’s colour', () => {
    const violations = lookViolations(
      { eyelinerStyle: 'Classic Line', eyelinerColor: 'Cobalt Blue', mascaraColor: 'Black' },
      { level: 'Freemium' },
    );
    expect(violations).toEqual([
      { key: 'eyelinerColor', name: 'Cobalt Blue', level: 'Spark', avantGarde: false },
    ]);
    expect(
      isLookAllowed({ eyelinerStyle: 'Classic Line', eyelinerColor: 'Navy' }, { level: null }),
    ).toBe(true);
  });

  it('ignores None/Original values and names that are not catalogue items', () => {
    const look = { hairstyle: 'Original', lipstickStyle: 'My Own Red', eyebrowStyle: null };
    expect(lookViolations(look, { level: 'Freemium' })).toEqual([]);
  });

  it('refuses avant-garde items when the user switched them off, even for Pro', () => {
    const look = { hairstyle: 'Mohawk' };
    expect(isLookAllowed(look, { level: 'Pro', useAvantGardeStyles: true })).toBe(true);
    expect(lookViolations(look, { level: 'Pro', useAvantGardeStyles: false })).toEqual([
      { key: 'hairstyle', name: 'Mohawk', level: 'Pro', avantGarde: true },
    ]);
  });
});
