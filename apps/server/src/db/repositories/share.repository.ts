import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../database';
import { shares } from '../schema';

export type ShareRecord = { id: string; storagePath: string; expiresAt: Date };

export class ShareRepository {
  constructor(private readonly db: Database) {}

  async create(share: ShareRecord & { userId: string | null }): Promise<void> {
    await this.db.insert(shares).values(share);
  }

  /** A share that has not expired yet. */
  async findLive(id: string, now = new Date()): Promise<ShareRecord | null> {
    const rows = await this.db
      .select({ id: shares.id, storagePath: shares.storagePath, expiresAt: shares.expiresAt })
      .from(shares)
      .where(and(eq(shares.id, id), gt(shares.expiresAt, now)));
    return rows[0] ?? null;
  }

  /** Removes expired shares and returns them (so their images can be deleted). */
  async deleteExpired(now = new Date()): Promise<ShareRecord[]> {
    return this.db
      .delete(shares)
      .where(lte(shares.expiresAt, now))
      .returning({ id: shares.id, storagePath: shares.storagePath, expiresAt: shares.expiresAt });
  }
}
