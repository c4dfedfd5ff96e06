import type { AnalyticsRepository } from '../db/repositories/analytics.repository';
import type { SettingsRepository } from '../db/repositories/settings.repository';
import type { UsageRepository } from '../db/repositories/usage.repository';

/** What happens once for every new account (spec §4: initialize settings, record sign_up). */
export class AccountService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly usage: UsageRepository,
    private readonly analytics: AnalyticsRepository,
  ) {}

  async initializeUser(userId: string): Promise<void> {
    await this.settings.ensure(userId);
    await this.usage.ensure(userId);
  }

  async onUserCreated(user: { id: string }, method: string): Promise<void> {
    await this.initializeUser(user.id);
    await this.analytics.record({
      name: 'sign_up',
      userId: user.id,
      params: { method, user_id: user.id },
    });
  }
}
