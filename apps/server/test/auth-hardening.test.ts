import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, tooManySignInAttempts } from '@looklab/shared';
import { rawRequest, TestClient, uniqueEmail } from './helpers/http-client';
import { startServer, type DatabaseKind, type StartedServer } from './helpers/start-server';

/** The reset link in the newest outbox mail to `email` (no SMTP configured). */
async function resetLinkFor(server: StartedServer, email: string): Promise<URL> {
  const outbox = path.join(server.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        for (const file of fs.readdirSync(outbox).sort().reverse()) {
          const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as {
            to: string;
            text: string;
          };
          if (mail.to !== email) continue;
          link = /https?:\/\/\S+\/auth\/action\S*/.exec(mail.text)?.[0];
          return link !== undefined;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return new URL(link ?? '');
}

const forgedHost = 'evil.example';

/** A server for the enclosing describe block, started with `env`. */
function serverFor(env: Record<string, string>): () => StartedServer {
  let server: StartedServer | undefined;
  beforeAll(async () => {
    server = await startServer({ env });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the server did not start');
    return server;
  };
}

/** The attack of issue #20: a reset request for `email` naming another host. */
const requestResetWithForgedHost = (server: StartedServer, email: string) =>
  rawRequest(server.url, {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    headers: { host: forgedHost },
    body: { email, redirectTo: '/auth/action' },
  });

describe('links and origins come from configuration, never from the Host header', () => {
  describe('without PUBLIC_URL', () => {
    const server = serverFor({ PUBLIC_URL: '' });

    it('e-mails a reset link to http://localhost:$PORT even when the request names another host', async () => {
      const email = uniqueEmail('poison');
      await new TestClient(server().url).signUp(email);
      expect((await requestResetWithForgedHost(server(), email)).status).toBe(200);
      const link = await resetLinkFor(server(), email);
      expect(link.origin).toBe(`http://localhost:${server().port}`);
      expect(link.pathname).toBe('/auth/action');
      expect(link.searchParams.get('oobCode')).toMatch(/^[A-Za-z0-9_-]+$/);
    });

    it('trusts the loopback addresses of its own port, not an origin matching a forged Host', async () => {
      const c = new TestClient(server().url); // Origin http://127.0.0.1:{port}
      await c.signUp(uniqueEmail('origins'));
      const forged = await rawRequest(server().url, {
        method: 'POST',
        path: '/api/auth/change-password',
        headers: { host: forgedHost, origin: `http://${forgedHost}`, cookie: c.cookieHeader() },
        body: { currentPassword: 'correct-horse-1', newPassword: 'taken-over-pass-9' },
      });
      expect(forged.status).toBe(403);
      const own = await c.post('/api/auth/change-password', {
        currentPassword: 'correct-horse-1',
        newPassword: 'kept-by-owner-pass-8',
      });
      expect(own.status).toBe(200);
    });
  });

  describe('with PUBLIC_URL', () => {
    const server = serverFor({ PUBLIC_URL: 'https://looklab.example' });

    it('e-mails links to PUBLIC_URL whatever the Host header says', async () => {
      const email = uniqueEmail('public');
      // A browser on the site sends the public origin (the loopback one is not trusted here).
      const up = await rawRequest(server().url, {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        headers: { origin: 'https://looklab.example' },
        body: { email, password: 'correct-horse-1', name: 'Public' },
      });
      expect(up.status).toBe(200);
      expect((await requestResetWithForgedHost(server(), email)).status).toBe(200);
      expect((await resetLinkFor(server(), email)).origin).toBe('https://looklab.example');
    });
  });
});

describe.each<DatabaseKind>(['pglite', 'postgres'])('passwords and sessions on %s', (database) => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses weak passwords with the spec text on sign-up, change and reset', async () => {
    const c = new TestClient(server.url);
    for (const weak of ['password', 'aaaaaaaa', 'Password123!', '12345678']) {
      const res = await c.signUp(uniqueEmail('weak'), weak);
      expect({ weak, status: res.status, message: res.body.message }).toEqual({
        weak,
        status: 400,
        message: messages.auth.weakPassword,
      });
    }
    const email = uniqueEmail('strong');
    expect((await c.signUp(email)).status).toBe(200);
    const change = await c.post<{ message: string }>('/api/auth/change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'aaaaaaaa',
    });
    expect(change.body.message).toBe(messages.auth.weakPassword);
    const reset = await c.post<{ message: string }>('/api/auth/reset-password', {
      token: 'whatever-token',
      newPassword: 'password',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(messages.auth.weakPassword);
  });

  it('a signed-out session stops working at once, though sessions are remembered briefly', async () => {
    const c = new TestClient(server.url);
    await c.signUp(uniqueEmail('signout'));
    const stolen = c.cookieHeader();
    const asThief = () =>
      rawRequest(server.url, { method: 'GET', path: '/api/settings', headers: { cookie: stolen } });
    expect((await asThief()).status).toBe(200); // now remembered for SESSION_CACHE_TTL_MS
    expect((await c.signOut()).status).toBe(200);
    expect((await asThief()).status).toBe(401);
  });

  it('keeps the session token out of every JSON reply (it lives in the httpOnly cookie)', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('token');
    const up = await c.json('POST', '/api/auth/sign-up/email', {
      email,
      password: 'correct-horse-1',
      name: 'T',
    });
    await c.signOut();
    const res = await c.request('POST', '/api/auth/sign-in/email', {
      email,
      password: 'correct-horse-1',
    });
    const signIn = await res.text();
    const sessionCookie = /better-auth\.session_token=([^;]+)/.exec(c.cookieHeader())?.[1] ?? '';
    const token = decodeURIComponent(sessionCookie).split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const session = await (await c.request('GET', '/api/auth/get-session')).text();
    const sessions = await (await c.request('GET', '/api/auth/list-sessions')).text();
    for (const [name, body] of [
      ['sign-up', JSON.stringify(up.body)],
      ['sign-in', signIn],
      ['get-session', session],
      ['list-sessions', sessions],
    ] as const) {
      expect({ name, hasToken: body.includes(token) || /"token"/.test(body) }).toEqual({
        name,
        hasToken: false,
      });
    }
    expect(JSON.parse(session)).toMatchObject({ user: { email } });
  });
});

describe('the sign-in limit is per account and address, kept in the database', () => {
  let a: StartedServer;
  let b: StartedServer;
  const secret = 'shared-secret-for-both-servers-0123456789';
  const env = { SIGN_IN_LIMIT: '3', TRUST_PROXY: 'true', BETTER_AUTH_SECRET: secret };

  beforeAll(async () => {
    a = await startServer({ database: 'postgres', env });
    b = await startServer({ env: { ...env, DATABASE_URL: a.databaseUrl ?? '' } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const signIn = (server: StartedServer, address: string, email: string, password: string) =>
    rawRequest(server.url, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { origin: server.url, 'x-forwarded-for': address },
      body: { email, password },
    });

  it('blocks guessing one account from one address, on every server, and no one else', async () => {
    const victim = uniqueEmail('victim');
    const neighbour = uniqueEmail('neighbour');
    await new TestClient(a.url).signUp(victim, 'victims-own-pass-1');
    await new TestClient(a.url).signUp(neighbour, 'neighbours-pass-2');
    const attacker = '203.0.113.7';
    const guesses: number[] = [];
    for (let i = 0; i < 3; i++)
      guesses.push((await signIn(a, attacker, victim, `guess-${i}-x`)).status);
    expect(guesses).toEqual([401, 401, 401]);
    const blocked = await signIn(a, attacker, victim, 'guess-4-x');
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.text)).toMatchObject({ message: tooManySignInAttempts(15) });
    // The same account from the same address through the other server: still blocked.
    expect((await signIn(b, attacker, victim, 'victims-own-pass-1')).status).toBe(429);
    // Someone else behind the same address signs in; the victim signs in from home.
    expect((await signIn(b, attacker, neighbour, 'neighbours-pass-2')).status).toBe(200);
    expect((await signIn(a, '198.51.100.4', victim, 'victims-own-pass-1')).status).toBe(200);
  });
});
