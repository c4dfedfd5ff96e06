import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { shares } from '../schema';
import type { MakeoverCursor } from './makeover.repository';

export type ShareRecord = { id: string; storagePath: string; expiresAt: Date };
export type ExploreRow = { id: string; createdAt: Date; expiresAt: Date };

const record = { id: shares.id, storagePath: shares.storagePath, expiresAt: shares.expiresAt };

export class ShareRepository {
  constructor(private readonly db: Database) {}

  async create(
    share: ShareRecord & { userId: string | null; showInExplore: boolean; createdAt: Date },
  ): Promise<void> {
    await this.db.insert(shares).values(share);
  }

  /** A share that has not expired yet. */
  async findLive(id: string, now = new Date()): Promise<ShareRecord | null> {
    const rows = await this.db
      .select(record)
      .from(shares)
      .where(and(eq(shares.id, id), gt(shares.expiresAt, now)));
    return rows[0] ?? null;
  }

  /** Removes the user's own share and returns it; null when there is none of theirs. */
  async deleteOwned(id: string, userId: string): Promise<ShareRecord | null> {
    const rows = await this.db
      .delete(shares)
      .where(and(eq(shares.id, id), eq(shares.userId, userId)))
      .returning(record);
    return rows[0] ?? null;
  }

  /** Removes expired shares and returns them (so their images can be deleted). */
  async deleteExpired(now = new Date()): Promise<ShareRecord[]> {
    return this.db.delete(shares).where(lte(shares.expiresAt, now)).returning(record);
  }

  /** Live shares their owners chose to show in Explore, newest first; keyset paging. */
  async listExplore(
    after: MakeoverCursor | null,
    limit: number,
    now = new Date(),
  ): Promise<ExploreRow[]> {
    return this.db
      .select({ id: shares.id, createdAt: shares.createdAt, expiresAt: shares.expiresAt })
      .from(shares)
      .where(
        and(
          eq(shares.showInExplore, true),
          gt(shares.expiresAt, now),
          after
            ? sql`(${shares.createdAt}, ${shares.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(shares.createdAt), desc(shares.id))
      .limit(limit);
  }
}
