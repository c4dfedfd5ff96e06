import { describe, expect, it } from 'vitest';
import { personProfileSchema } from '../analysis/person-analysis.schema';
import { selectionsSchema } from '../studio/selections.schema';
import {
  catalogueCategoryIds,
  categoriesForGender,
  categoriesForSelectionKey,
  categoryConfigs,
  isNoneValue,
  makeoverStyleCategories,
} from './category-config';

describe('category configuration', () => {
  it('maps to real selection and profile keys', () => {
    const selectionKeys = Object.keys(selectionsSchema.shape);
    const profileKeys = Object.keys(personProfileSchema.shape);
    for (const id of catalogueCategoryIds) {
      const c = categoryConfigs[id];
      expect(selectionKeys).toContain(c.styleKey);
      if (c.colorKey) expect(selectionKeys).toContain(c.colorKey);
      if (c.profileKey) expect(profileKeys).toContain(c.profileKey);
      if (c.makeoverStyleCategory)
        expect(makeoverStyleCategories).toContain(c.makeoverStyleCategory);
      expect(c.hasColors).toBe(c.colorKey !== null);
    }
  });
  it('uses the spec display names', () => {
    expect(categoryConfigs.eyebrow.displayName).toBe('Eyebrow Style');
    expect(categoryConfigs.dentalProcedure.displayName).toBe('Dental Procedure');
    expect(categoryConfigs.femaleProcedures.displayName).toBe('Cosmetic Procedures');
  });
  it('every selection key is covered by a category', () => {
    for (const key of Object.keys(
      selectionsSchema.shape,
    ) as (keyof typeof selectionsSchema.shape)[]) {
      expect(categoriesForSelectionKey(key).length, key).toBeGreaterThan(0);
    }
  });
  it('has the 19 makeover style categories of the spec', () => {
    expect(makeoverStyleCategories).toHaveLength(19);
    expect(categoryConfigs.eyeshadow.hasColors).toBe(false);
    expect(categoryConfigs.femaleProcedures.multiSelect).toBe(true);
  });
  it('none values', () => {
    for (const v of ['None', 'Original', 'default', '', null, undefined, ' none '])
      expect(isNoneValue(v)).toBe(true);
    expect(isNoneValue('Pixie Cut')).toBe(false);
  });
  it('gates categories by gender', () => {
    const female = categoriesForGender('female').map((c) => c.id);
    const male = categoriesForGender('male').map((c) => c.id);
    expect(female).toContain('lipstick');
    expect(female).not.toContain('beard');
    expect(male).toContain('beard');
    expect(male).toContain('eyebrow');
    expect(male).not.toContain('mascara');
  });
});
