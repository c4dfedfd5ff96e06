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

  /**
   * A tab on server A (a new account) reading /api/events in the background, and the same
   * browser session's settings changes sent through server B.
   */
  async function openTab(label: string) {
    const onA = new TestClient(a.url);
    await onA.signUp(uniqueEmail(label));
    const onB = new TestClient(b.url);
    // Same browser session, another server behind the load balancer.
    const cookie = onA.cookieHeader();
    const controller = new AbortController();
    const res = await onA.request('GET', '/api/events', undefined, { signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const stream = { text: '' };
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        stream.text += new TextDecoder().decode(value);
      }
    })().catch(() => undefined);
    return {
      stream,
      /** Whether the stream shows `re` after position `from` within `ms`. */
      async shows(re: RegExp, from = 0, ms = 10_000): Promise<boolean> {
        const end = Date.now() + ms;
        while (!re.test(stream.text.slice(from)) && Date.now() < end) {
          await new Promise((r) => setTimeout(r, 25));
        }
        return re.test(stream.text.slice(from));
      },
      setAvantGarde: (value: boolean) =>
        onB.request(
          'PATCH',
          '/api/settings',
          { useAvantGardeStyles: value },
          { headers: { cookie } },
        ),
      close: () => controller.abort(),
    };
  }

  it('pushes a change made through server B to a tab connected to server A', async () => {
    const tab = await openTab('fanout');
    expect(await tab.shows(/event: usage/)).toBe(true);
    const patched = await tab.setAvantGarde(true);
    expect(patched.status).toBe(200);
    expect(await tab.shows(/"useAvantGardeStyles":true/)).toBe(true);
    expect(tab.stream.text).toMatch(/event: settings\ndata: .*"useAvantGardeStyles":true/);
    tab.close();
  });

  it("keeps pushing after PostgreSQL ended the servers' connections (the listeners reconnect)", async () => {
    const tab = await openTab('reconnect');
    expect(await tab.shows(/event: usage/, 0, 5000)).toBe(true);
    // a database restart, seen from the servers: every connection ends
    expect(await terminateConnections(a.databaseUrl!)).toBeGreaterThan(0);
    // server B changes the setting until server A's listener hears it again
    let heard = false;
    let value = false;
    for (let attempt = 0; attempt < 20 && !heard; attempt++) {
      value = !value;
      const from = tab.stream.text.length;
      const patched = await tab.setAvantGarde(value);
      expect(patched.status).toBe(200);
      heard = await tab.shows(new RegExp(`"useAvantGardeStyles":${value}`), from, 500);
    }
    expect(heard).toBe(true);
    tab.close();
  });
});
