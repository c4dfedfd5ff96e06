import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { startServer, terminateConnections, type StartedServer } from './helpers/start-server';

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

  it("keeps pushing after PostgreSQL ended the servers' connections (the listeners reconnect)", async () => {
    const onA = new TestClient(a.url);
    await onA.signUp(uniqueEmail('reconnect'));
    const onB = new TestClient(b.url);
    const cookie = onA.cookieHeader();
    const controller = new AbortController();
    const res = await onA.request('GET', '/api/events', undefined, { signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })().catch(() => undefined);
    /** Whether the stream shows `re` after position `from` within `ms`. */
    const shows = async (re: RegExp, from: number, ms: number): Promise<boolean> => {
      const end = Date.now() + ms;
      while (!re.test(text.slice(from)) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 25));
      }
      return re.test(text.slice(from));
    };
    expect(await shows(/event: usage/, 0, 5000)).toBe(true);
    // a database restart, seen from the servers: every connection ends
    expect(await terminateConnections(a.databaseUrl!)).toBeGreaterThan(0);
    // server B changes the setting until server A's listener hears it again
    let heard = false;
    let value = false;
    for (let attempt = 0; attempt < 20 && !heard; attempt++) {
      value = !value;
      const from = text.length;
      const patched = await onB.request(
        'PATCH',
        '/api/settings',
        { useAvantGardeStyles: value },
        { headers: { cookie } },
      );
      expect(patched.status).toBe(200);
      heard = await shows(new RegExp(`"useAvantGardeStyles":${value}`), from, 500);
    }
    expect(heard).toBe(true);
    controller.abort();
  });
});
