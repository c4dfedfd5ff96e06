import { eq, sql } from 'drizzle-orm';
import type { Usage, UsageCounter } from '@looklab/shared';
import type { Database } from '../database';
import { usage } from '../schema';

type Row = typeof usage.$inferSelect;

const toUsage = (row: Row): Usage => ({
  analysis: row.analysis,
  images: row.images,
  suggestions: row.suggestions,
  lastResetDate: row.lastResetDate.getTime(),
});

export class UsageRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<Usage | null> {
    const rows = await this.db.select().from(usage).where(eq(usage.userId, userId));
    return rows[0] ? toUsage(rows[0]) : null;
  }

  async ensure(userId: string): Promise<void> {
    await this.db.insert(usage).values({ userId }).onConflictDoNothing();
  }

  async increment(userId: string, counter: UsageCounter): Promise<Usage> {
    const column = usage[counter];
    const rows = await this.db
      .insert(usage)
      .values({ userId, [counter]: 1 })
      .onConflictDoUpdate({ target: usage.userId, set: { [counter]: sql`${column} + 1` } })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('usage upsert returned nothing');
    return toUsage(row);
  }
}
