import type { MembershipLevel, UserSettings } from '@looklab/shared';
import type { UserRepository } from '../db/repositories/user.repository';
import { notFound } from '../lib/http-error';
import type { SettingsService } from './settings.service';

export class AdminService {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Sets a user's membership level by e-mail (and pushes it to their open tabs). */
  async setLevel(
    email: string,
    level: MembershipLevel,
  ): Promise<{ userId: string; settings: UserSettings }> {
    const user = await this.users.findByEmail(email);
    if (!user) throw notFound(`No user found with the e-mail ${email}.`);
    return { userId: user.id, settings: await this.settings.setLevel(user.id, level) };
  }
}
