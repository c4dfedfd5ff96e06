import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { POSTGRES_ADMIN_URL, startServer, type StartedServer } from './helpers/start-server';

/** Ends every other connection to the database, as a server restart or an administrator does. */
async function terminateConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL connections ended by the server', () => {
  let server: StartedServer;

  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('keep the API answering: the pool replaces them instead of ending the process', async () => {
    const client = new TestClient(server.url);
    expect((await client.signUp(uniqueEmail('reconnect'))).status).toBe(200);
    // idle pooled connections (and the event listener's) are ended under the server
    expect(await terminateConnections(server.databaseUrl!)).toBeGreaterThan(0);
    // give the pool's clients a moment to see their sockets close
    await new Promise((r) => setTimeout(r, 200));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const me = await client.get<{ user: { email: string } | null }>('/api/auth/get-session');
    expect(me.status).toBe(200);
  });
});
