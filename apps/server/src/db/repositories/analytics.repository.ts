import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { analyticsEvents } from '../schema';

export type AnalyticsEvent = {
  name: string;
  userId: string | null;
  params: Record<string, unknown>;
};

/** The default analytics sink: events are rows in `analytics_events`. */
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  async record(event: AnalyticsEvent): Promise<void> {
    await this.db.insert(analyticsEvents).values({ id: crypto.randomUUID(), ...event });
  }

  async findByUser(userId: string, name: string): Promise<AnalyticsEvent[]> {
    const rows = await this.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, name)));
    return rows.map((r) => ({ name: r.name, userId: r.userId, params: r.params }));
  }
}
