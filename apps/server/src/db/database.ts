import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { durableStartParams, flushCommitsToDisk, makeTreePrivate } from './pglite-durability';
import { retryEndedConnections } from './retry-ended';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite's hold on DATA_DIR (null on PostgreSQL, which many servers share). */
  lock: DataDirLock | null;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** PostgreSQL connections per app server. */
const POOL_SIZE = 10;

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `{dataDir}/db` (holding the
 * directory's lock, see data-dir-lock.ts); applies migrations.
 */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** told when an idle PostgreSQL connection fails (a server restart, an administrator) */
  onConnectionError?: (err: Error) => void;
  /** PGlite: flush each commit to disk (default true; see pglite-durability.ts). */
  pgliteFsync?: boolean;
  /** PGlite: how long to wait for another process to release DATA_DIR (default: refuse at once). */
  lockWaitMs?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = retryEndedConnections(
      new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE }),
    );
    // an idle client whose connection the server ended is dropped from the pool and replaced on
    // the next query; unhandled, the pool's 'error' event would end the process
    pool.on('error', (err) => opts.onConnectionError?.(err));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', lock: null, close: () => pool.end() };
  }
  const lock = await lockDataDir(opts.dataDir, { waitMs: opts.lockWaitMs });
  try {
    const dir = path.join(opts.dataDir, 'db');
    const durable = opts.pgliteFsync ?? true;
    const client = new PGlite(dir, durable ? { startParams: [...durableStartParams] } : {});
    await client.waitReady;
    if (durable) flushCommitsToDisk(client);
    makeTreePrivate(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      lock,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
