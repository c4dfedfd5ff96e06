import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOverrides } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { loadConfig, type AppConfig } from '../../src/config';

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'pglite' | 'postgres';

export type StartedServer = {
  url: string;
  port: number;
  dataDir: string;
  config: AppConfig;
  app: FastifyInstance;
  databaseUrl: string | undefined;
  /** Stops the server and removes its data directory and database. */
  close(): Promise<void>;
};

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a uniquely named PostgreSQL database; returns its URL and a drop function. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `looklab_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Ends every other connection to a test database, as a restart or an administrator does. */
export async function terminateConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  return withAdminClient(async (c) => {
    const res = await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return res.rowCount ?? 0;
  });
}

const migrationsDir = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * PGlite's first start (initdb + migrations) takes seconds; tests copy a migrated data directory
 * made once per migration set instead. The server still runs its migrator (a no-op then).
 */
export async function seedPgliteFromTemplate(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  if (fs.existsSync(target)) return;
  const hash = crypto.createHash('sha256');
  for (const f of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsDir, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  const template = path.join(
    os.tmpdir(),
    `looklab-pglite-template-${hash.digest('hex').slice(0, 16)}`,
  );
  if (!fs.existsSync(path.join(template, 'db'))) {
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-pglite-building-'));
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: building });
    await handle.close();
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another run made it first
    }
  }
  fs.cpSync(path.join(template, 'db'), target, { recursive: true });
}

/**
 * Starts the real server on 127.0.0.1 with a free port and a fresh temporary DATA_DIR
 * (PGlite inside it) or a fresh PostgreSQL database. `env` adds or overrides variables
 * (defaults: AI=off, LOG_LEVEL=warn, generous auth limits, PUBLIC_URL = the server's own
 * http://127.0.0.1:{port}, as a deployment configures its address).
 */
export async function startServer(
  opts: {
    database?: DatabaseKind;
    env?: Record<string, string>;
    dataDir?: string;
    overrides?: AppOverrides;
    /** A fixed port (default: a random free one). */
    port?: number;
  } = {},
): Promise<StartedServer> {
  const t0 = performance.now();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-test-'));
  const database = opts.database === 'postgres' ? await createTestDatabase() : null;
  if (!database) await seedPgliteFromTemplate(dataDir);
  const listenPort = opts.port ?? (await freePort());
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
    AI: 'off',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    SIGN_IN_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '1000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  });
  const app: FastifyInstance = await buildApp(config, opts.overrides);
  await app.listen({ port: listenPort, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no address');
  const url = `http://127.0.0.1:${address.port}`;
  console.info(
    `[measure] server start (${config.databaseUrl ? 'postgres' : 'pglite'}): ${Math.round(performance.now() - t0)} ms`,
  );
  return {
    url,
    port: address.port,
    dataDir,
    config,
    app,
    databaseUrl: database?.url,
    async close() {
      await app.close();
      await database?.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sets a membership level the way the admin command does against a running server. */
export async function setLevel(
  server: StartedServer,
  email: string,
  level: 'Freemium' | 'Spark' | 'Pro',
): Promise<void> {
  const token = fs.readFileSync(path.join(server.dataDir, 'admin-token'), 'utf8').trim();
  const res = await fetch(`${server.url}/api/admin/set-level`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ email, level }),
  });
  if (!res.ok) throw new Error(`set-level failed: ${res.status} ${await res.text()}`);
}

/** A currently free TCP port on 127.0.0.1 (for peers that must know the server's URL in advance). */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
