import { eq } from 'drizzle-orm';
import { normalizeLevel, type MembershipLevel } from '@looklab/shared';
import type { Database } from '../database';
import { billingEvents, billingSubscriptions } from '../schema';

export type BillingSubscription = {
  userId: string;
  customerId: string | null;
  subscriptionId: string | null;
  level: MembershipLevel;
};

export class BillingRepository {
  constructor(private readonly db: Database) {}

  async hasEvent(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, id));
    return rows.length > 0;
  }

  /** Records a handled event; false when another delivery recorded it first. */
  async recordEvent(id: string, type: string): Promise<boolean> {
    const rows = await this.db
      .insert(billingEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    return rows.length > 0;
  }

  /** The subscription now behind the user's paid level (one per user: a new one replaces it). */
  async saveSubscription(s: BillingSubscription): Promise<void> {
    const values = { ...s, updatedAt: new Date() };
    await this.db
      .insert(billingSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: billingSubscriptions.userId, set: values });
  }

  async findBySubscription(subscriptionId: string): Promise<BillingSubscription | null> {
    const rows = await this.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.subscriptionId, subscriptionId));
    const row = rows[0];
    return row ? { ...row, level: normalizeLevel(row.level) } : null;
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  }
}
