import { eq } from 'drizzle-orm';
import {
  defaultUserSettings,
  normalizeLevel,
  type MembershipLevel,
  type UserSettings,
} from '@looklab/shared';
import type { Database } from '../database';
import { userSettings } from '../schema';

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row): UserSettings {
  return {
    useAvantGardeStyles: row.useAvantGardeStyles,
    disablePublicShareWarning: row.disablePublicShareWarning,
    membershipLevel: normalizeLevel(row.membershipLevel),
    trialEnd: row.trialEnd ? row.trialEnd.getTime() : null,
    stylePreferences: row.stylePreferences,
  };
}

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<UserSettings | null> {
    const rows = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return rows[0] ? toSettings(rows[0]) : null;
  }

  /** Creates the defaults when the user has no settings yet; returns the stored settings. */
  async ensure(userId: string): Promise<UserSettings> {
    await this.db
      .insert(userSettings)
      .values({
        userId,
        useAvantGardeStyles: defaultUserSettings.useAvantGardeStyles,
        disablePublicShareWarning: defaultUserSettings.disablePublicShareWarning,
        membershipLevel: defaultUserSettings.membershipLevel,
        trialEnd: null,
        stylePreferences: defaultUserSettings.stylePreferences,
      })
      .onConflictDoNothing();
    const found = await this.find(userId);
    if (!found) throw new Error('settings row missing after insert');
    return found;
  }

  /** Writes the user-writable preferences only; level and trial end are never touched here. */
  async savePreferences(
    userId: string,
    s: Pick<UserSettings, 'useAvantGardeStyles' | 'disablePublicShareWarning' | 'stylePreferences'>,
  ): Promise<void> {
    await this.db
      .update(userSettings)
      .set({
        useAvantGardeStyles: s.useAvantGardeStyles,
        disablePublicShareWarning: s.disablePublicShareWarning,
        stylePreferences: s.stylePreferences,
        updatedAt: new Date(),
      })
      .where(eq(userSettings.userId, userId));
  }

  async setLevel(userId: string, level: MembershipLevel, trialEnd: Date | null): Promise<void> {
    await this.db
      .update(userSettings)
      .set({ membershipLevel: level, trialEnd, updatedAt: new Date() })
      .where(eq(userSettings.userId, userId));
  }
}
