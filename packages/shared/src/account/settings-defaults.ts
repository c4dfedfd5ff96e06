import type { Usage, UserSettings } from './settings.schema';
import { defaultStylePreferences } from './style-preferences';

/* Without zod (the web app's first load uses them); the schemas are in settings.schema.ts. */

/** Missing settings default to this (spec §4 Auth). */
export const defaultUserSettings: UserSettings = {
  useAvantGardeStyles: false,
  disablePublicShareWarning: false,
  membershipLevel: 'Freemium',
  trialEnd: null,
  stylePreferences: { ...defaultStylePreferences },
};

export const defaultUsage: Usage = { analysis: 0, images: 0, suggestions: 0, lastResetDate: null };
