import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { startServer, terminateConnections, type StartedServer } from './helpers/start-server';

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
