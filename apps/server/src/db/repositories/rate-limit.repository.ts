import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { rateLimits } from '../schema';

export class RateLimitRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit on `key` in a fixed window, in one statement (so app servers sharing the
   * database agree): a window that started at or before `windowCutoff` restarts at `now`.
   */
  async hit(
    key: string,
    now: Date,
    windowCutoff: Date,
  ): Promise<{ count: number; windowStartedAt: Date }> {
    const expired = sql`${rateLimits.windowStartedAt} <= ${windowCutoff.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned nothing');
    return row;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Drops counters whose window ended before `cutoff`. */
  async deleteStartedBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStartedAt, cutoff))
      .returning({ key: rateLimits.key });
    return rows.length;
  }
}
