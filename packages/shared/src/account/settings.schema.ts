import { z } from 'zod';
import { membershipLevelSchema } from '../membership/membership.schema';

/** Milliseconds since the epoch. */
const epochMs = z.number().int().nonnegative();

/** One `main_settings` document per user (spec §3). */
export const userSettingsSchema = z.object({
  useAvantGardeStyles: z.boolean(),
  disablePublicShareWarning: z.boolean(),
  membershipLevel: membershipLevelSchema,
  /** End of a trial, ms; null when there is none. */
  trialEnd: epochMs.nullable(),
  /** Flags like `male_hairColor`, `female_lipstick`; see `defaultStylePreferences`. */
  stylePreferences: z.record(z.string(), z.boolean()),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * What a user may write to their own settings (merge-write). Membership level and trial end are
 * set only by the server/admin, so they are rejected here (strict: unknown keys fail).
 */
export const userSettingsPatchSchema = z
  .object({
    useAvantGardeStyles: z.boolean(),
    disablePublicShareWarning: z.boolean(),
    stylePreferences: z.record(z.string(), z.boolean()),
  })
  .partial()
  .strict();
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

/** Merge-write: style preference maps merge key by key; other fields replace. */
export function mergeUserSettings(current: UserSettings, patch: UserSettingsPatch): UserSettings {
  return {
    ...current,
    ...(patch.useAvantGardeStyles !== undefined && {
      useAvantGardeStyles: patch.useAvantGardeStyles,
    }),
    ...(patch.disablePublicShareWarning !== undefined && {
      disablePublicShareWarning: patch.disablePublicShareWarning,
    }),
    stylePreferences: { ...current.stylePreferences, ...patch.stylePreferences },
  };
}

/** Usage counters, one document per user id (spec §3). */
export const usageSchema = z.object({
  analysis: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  suggestions: z.number().int().nonnegative(),
  /** Last time the counters were reset, ms; null before the first reset. */
  lastResetDate: epochMs.nullable(),
});
export type Usage = z.infer<typeof usageSchema>;
export type UsageCounter = 'analysis' | 'images' | 'suggestions';
