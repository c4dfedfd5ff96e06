import { describe, expect, it } from 'vitest';
import { audienceAllows, selectionAppliesTo } from './category-config';

describe('the gender rule', () => {
  it('lets an audience through for its own gender, any audience for both, all without a gender', () => {
    expect(audienceAllows('female', 'female')).toBe(true);
    expect(audienceAllows('female', 'male')).toBe(false);
    expect(audienceAllows('male', 'female')).toBe(false);
    expect(audienceAllows('any', 'male')).toBe(true);
    expect(audienceAllows('male', undefined)).toBe(true);
  });

  it('applies make-up to women, facial hair to men, brows, hair and procedures to both', () => {
    expect(selectionAppliesTo('lipstickStyle', 'male')).toBe(false);
    expect(selectionAppliesTo('mascaraStyle', 'female')).toBe(true);
    expect(selectionAppliesTo('facialHairStyle', 'female')).toBe(false);
    expect(selectionAppliesTo('facialHairStyle', 'male')).toBe(true);
    for (const g of ['female', 'male'] as const) {
      expect(selectionAppliesTo('eyebrowStyle', g)).toBe(true);
      expect(selectionAppliesTo('hairstyle', g)).toBe(true);
      expect(selectionAppliesTo('procedures', g)).toBe(true);
    }
  });
});
