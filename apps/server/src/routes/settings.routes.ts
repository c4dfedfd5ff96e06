import { userSettingsPatchSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { SettingsService } from '../services/settings.service';
import type { UsageService } from '../services/usage.service';
import type { ZodApp } from './route-types';

export function registerSettingsRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; settings: SettingsService; usage: UsageService },
): void {
  app.get('/api/settings', async (req) => {
    const user = await deps.users.require(req);
    return deps.settings.get(user.id);
  });

  // Merge-write; membershipLevel / trialEnd are not in the patch schema and are refused (400).
  app.patch('/api/settings', { schema: { body: userSettingsPatchSchema } }, async (req) => {
    const user = await deps.users.require(req);
    return deps.settings.update(user.id, req.body);
  });

  app.get('/api/usage', async (req) => {
    const user = await deps.users.require(req);
    return deps.usage.get(user.id);
  });
}
