import { and, asc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../database';
import { storedFiles } from '../schema';

export type StoredFileRecord = {
  storagePath: string;
  userId: string;
  bytes: number;
  createdAt: Date;
};

export class StoredFileRepository {
  constructor(private readonly db: Database) {}

  async add(file: StoredFileRecord): Promise<void> {
    await this.db.insert(storedFiles).values(file);
  }

  /** Bytes the user's files take. */
  async usedBytes(userId: string): Promise<number> {
    const rows = await this.db
      .select({ total: sum(storedFiles.bytes) })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId));
    return Number(rows[0]?.total ?? 0);
  }

  async remove(storagePaths: string[]): Promise<void> {
    if (storagePaths.length === 0) return;
    await this.db.delete(storedFiles).where(inArray(storedFiles.storagePath, storagePaths));
  }

  /**
   * Files created before `cutoff`, oldest first, a page at a time: keyset paging on
   * (createdAt, storagePath) after the last record of the previous page.
   */
  async createdBefore(
    cutoff: Date,
    after: StoredFileRecord | null,
    limit: number,
  ): Promise<StoredFileRecord[]> {
    const page = after
      ? sql`(${storedFiles.createdAt}, ${storedFiles.storagePath}) > (${after.createdAt.toISOString()}::timestamptz, ${after.storagePath})`
      : undefined;
    return this.db
      .select()
      .from(storedFiles)
      .where(and(lt(storedFiles.createdAt, cutoff), page))
      .orderBy(asc(storedFiles.createdAt), asc(storedFiles.storagePath))
      .limit(limit);
  }
}
