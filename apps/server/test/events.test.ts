import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { startServer, type StartedServer } from './helpers/start-server';

describe('settings events across two app servers sharing PostgreSQL (LISTEN/NOTIFY)', () => {
  let a: StartedServer;
  let b: StartedServer;

  beforeAll(async () => {
    const secret = 'shared-secret-for-both-servers-0123456789';
    a = await startServer({ database: 'postgres', env: { BETTER_AUTH_SECRET: secret } });
    b = await startServer({
      env: { DATABASE_URL: a.databaseUrl ?? '', BETTER_AUTH_SECRET: secret },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pushes a change made through server B to a tab connected to server A', async () => {
    const onA = new TestClient(a.url);
    await onA.signUp(uniqueEmail('fanout'));
    const onB = new TestClient(b.url);
    // Same browser session, another server behind the load balancer.
    const cookie = onA.cookieHeader();
    const controller = new AbortController();
    const res = await onA.request('GET', '/api/events', undefined, { signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const readUntil = async (re: RegExp) => {
      while (!re.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil(/event: usage/);
    const patched = await onB.request(
      'PATCH',
      '/api/settings',
      { useAvantGardeStyles: true },
      { headers: { cookie } },
    );
    expect(patched.status).toBe(200);
    await readUntil(/"useAvantGardeStyles":true/);
    expect(text).toMatch(/event: settings\ndata: .*"useAvantGardeStyles":true/);
    controller.abort();
  });
});
