import { userSettingsSchema, type UserSettings } from '@looklab/shared';
import { api } from '@/lib/api-client';

/** PATCH /api/settings { disablePublicShareWarning: true }: the warning's opt-out (spec §4). */
export function disableShareWarning(): Promise<UserSettings> {
  return api.patch('/api/settings', { disablePublicShareWarning: true }, userSettingsSchema);
}
