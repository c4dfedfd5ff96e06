import { describe, expect, it } from 'vitest';
import { defaultUserSettings } from './settings-defaults';
import { mergeUserSettings, userSettingsPatchSchema, userSettingsSchema } from './settings.schema';
import { defaultStylePreferences, isStylePreferenceOn } from './style-preferences';

describe('user settings', () => {
  it('defaults match spec §4/§9', () => {
    expect(userSettingsSchema.parse(defaultUserSettings)).toEqual(defaultUserSettings);
    expect(defaultUserSettings.useAvantGardeStyles).toBe(false);
    expect(defaultUserSettings.disablePublicShareWarning).toBe(false);
    expect(defaultStylePreferences.female_eyeMakeup).toBe(true);
    expect(defaultStylePreferences.female_lipstick).toBe(true);
    expect(defaultStylePreferences.female_blush).toBe(false);
    expect(defaultStylePreferences.male_facialHair).toBe(true);
    expect(defaultStylePreferences.male_hairColor).toBe(true);
  });
  it('users cannot write their own membership level or trial end', () => {
    expect(userSettingsPatchSchema.safeParse({ membershipLevel: 'Pro' }).success).toBe(false);
    expect(userSettingsPatchSchema.safeParse({ trialEnd: 1 }).success).toBe(false);
    expect(userSettingsPatchSchema.parse({ disablePublicShareWarning: true })).toEqual({
      disablePublicShareWarning: true,
    });
  });
  it('merge-writes style preferences key by key', () => {
    const merged = mergeUserSettings(defaultUserSettings, {
      stylePreferences: { female_blush: true },
    });
    expect(merged.stylePreferences.female_blush).toBe(true);
    expect(merged.stylePreferences.female_lipstick).toBe(true);
    expect(isStylePreferenceOn({}, 'female_lipstick')).toBe(true);
    expect(isStylePreferenceOn({ female_lipstick: false }, 'female_lipstick')).toBe(false);
  });
});
