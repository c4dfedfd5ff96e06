import {
  mergeUserSettings,
  type MembershipLevel,
  type UserSettings,
  type UserSettingsPatch,
} from '@looklab/shared';
import type { SettingsRepository } from '../db/repositories/settings.repository';
import type { UserEventBus } from './user-event-bus';

export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly bus: UserEventBus,
  ) {}

  /** The user's settings; created with the spec defaults when missing. */
  async get(userId: string): Promise<UserSettings> {
    return (await this.settings.find(userId)) ?? (await this.settings.ensure(userId));
  }

  /** Merge-write of the user-writable preferences; pushes the result to the user's tabs. */
  async update(userId: string, patch: UserSettingsPatch): Promise<UserSettings> {
    const merged = mergeUserSettings(await this.get(userId), patch);
    await this.settings.savePreferences(userId, merged);
    this.bus.publish(userId, { type: 'settings', data: merged });
    return merged;
  }

  /** Server-side level change (admin command, billing); pushes the result to the user's tabs. */
  async setLevel(
    userId: string,
    level: MembershipLevel,
    trialEnd: Date | null = null,
  ): Promise<UserSettings> {
    await this.settings.ensure(userId);
    await this.settings.setLevel(userId, level, trialEnd);
    const updated = await this.get(userId);
    this.bus.publish(userId, { type: 'settings', data: updated });
    return updated;
  }
}
