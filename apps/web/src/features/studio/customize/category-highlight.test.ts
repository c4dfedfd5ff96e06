import { describe, expect, it } from 'vitest';
import { changedIn } from './category-highlight';

const lipstick = { styleKey: 'lipstickStyle', colorKey: 'lipstickColor' } as const;
const procedures = { styleKey: 'procedures' } as const;

describe('changedIn', () => {
  it('is the category whose style or colour changed last', () => {
    expect(changedIn('lipstickStyle', lipstick)).toBe(true);
    expect(changedIn('lipstickColor', lipstick)).toBe(true);
    expect(changedIn('procedures', procedures)).toBe(true);
  });

  it('is no other category, and none before any change', () => {
    expect(changedIn('hairColor', lipstick)).toBe(false);
    expect(changedIn(null, lipstick)).toBe(false);
    expect(changedIn(null, procedures)).toBe(false);
  });
});
