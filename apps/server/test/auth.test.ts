import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@looklab/shared';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { decodeQuotedPrintable, startSmtpInbox } from './helpers/smtp-inbox';
import { startServer, type DatabaseKind, type StartedServer } from './helpers/start-server';

type Session = { user: { id: string; email: string } } | null;

describe.each<DatabaseKind>(['pglite', 'postgres'])('accounts on %s', (database) => {
  let server: StartedServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({
      database,
      env: { SMTP_URL: inbox.url, MAIL_FROM: 'LookLab <no-reply@looklab.test>' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('signs up, has a session, signs out, signs in again', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('flow');
    const up = await c.signUp(email);
    expect(up.status).toBe(200);
    const s1 = await c.get<Session>('/api/auth/get-session');
    expect(s1.body?.user.email).toBe(email);
    expect((await c.signOut()).status).toBe(200);
    expect((await c.get<Session>('/api/auth/get-session')).body).toBeNull();
    expect((await c.get('/api/settings')).status).toBe(401);
    const t0 = performance.now();
    const inRes = await c.signIn(email);
    const signInMs = performance.now() - t0;
    expect(inRes.status).toBe(200);
    console.info(`[measure] ${database} sign-in latency ${signInMs.toFixed(0)} ms`);
    expect((await c.get<Session>('/api/auth/get-session')).body?.user.email).toBe(email);
  });

  it('initializes settings with the spec defaults and records a sign_up event', async () => {
    const c = new TestClient(server.url);
    const up = await c.signUp(uniqueEmail('init'));
    const settings = await c.get<Record<string, unknown>>('/api/settings');
    expect(settings.body).toMatchObject({
      useAvantGardeStyles: false,
      disablePublicShareWarning: false,
      membershipLevel: 'Freemium',
      trialEnd: null,
    });
    expect((await c.get('/api/usage')).body).toMatchObject({
      analysis: 0,
      images: 0,
      suggestions: 0,
    });
    if (server.databaseUrl) {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      const rows = await client.query(
        'select name, params from analytics_events where user_id = $1',
        [up.body.user?.id],
      );
      await client.end();
      expect(rows.rows).toEqual([
        { name: 'sign_up', params: { method: 'password', user_id: up.body.user?.id } },
      ]);
    }
  });

  it('answers auth errors with the spec messages', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('errors');
    await c.signUp(email);
    await c.signOut();
    expect((await c.signIn(email, 'not-the-password')).body).toMatchObject({
      code: 'wrongPassword',
      message: 'Incorrect password. Please try again.',
    });
    expect((await c.signUp(email)).body).toMatchObject({
      code: 'emailAlreadyInUse',
      message: 'An account already exists with this email address.',
    });
    expect((await c.signIn(uniqueEmail('nobody'))).body.message).toBe(messages.auth.userNotFound);
    expect((await c.signUp('not-an-email')).body.message).toBe(messages.auth.invalidEmail);
    expect((await c.signUp(uniqueEmail('weak'), 'short')).body.message).toBe(
      messages.auth.weakPassword,
    );
  });

  it('changes the password', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('change');
    await c.signUp(email);
    const wrong = await c.post<{ message: string }>('/api/auth/change-password', {
      currentPassword: 'wrong-password-x',
      newPassword: 'brand-new-pass-2',
    });
    expect(wrong.body.message).toBe(messages.auth.wrongPassword);
    const ok = await c.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-1',
      newPassword: 'brand-new-pass-2',
    });
    expect(ok.status).toBe(200);
    await c.signOut();
    expect((await c.signIn(email, 'brand-new-pass-2')).status).toBe(200);
  });

  it('resets a password through the link e-mailed over SMTP', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('reset');
    await c.signUp(email);
    await c.signOut();
    const before = inbox.messages.length;
    const req = await c.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/action',
    });
    expect(req.status).toBe(200);
    await expect.poll(() => inbox.messages.length, { timeout: 10_000 }).toBeGreaterThan(before);
    const mail = decodeQuotedPrintable(inbox.messages[inbox.messages.length - 1] ?? '');
    expect(mail).toContain(`To: ${email}`);
    const link =
      /https?:\/\/[^\s"<>]+\/auth\/action\?mode=resetPassword&(?:amp;)?oobCode=[A-Za-z0-9_-]+/.exec(
        mail,
      )?.[0];
    expect(link, 'reset link in the e-mail').toBeDefined();
    const url = new URL((link ?? '').replace('&amp;', '&'));
    expect(url.origin).toBe(server.url);
    const token = url.searchParams.get('oobCode');
    const reset = await c.post('/api/auth/reset-password', {
      newPassword: 'after-reset-pass-3',
      token,
    });
    expect(reset.status).toBe(200);
    expect((await c.signIn(email)).body.message).toBe(messages.auth.wrongPassword);
    expect((await c.signIn(email, 'after-reset-pass-3')).status).toBe(200);
    // A used token cannot be replayed.
    expect(
      (await c.post('/api/auth/reset-password', { newPassword: 'again-pass-4', token })).status,
    ).toBe(400);
  });

  it('rejects cookie-carrying auth POSTs from another origin', async () => {
    const c = new TestClient(server.url);
    await c.signUp(uniqueEmail('csrf'));
    const res = await fetch(`${server.url}/api/auth/change-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://evil.example',
        cookie: c.cookieHeader(),
      },
      body: JSON.stringify({ currentPassword: 'correct-horse-1', newPassword: 'evil-password-9' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('accounts switched off (ACCOUNTS=off)', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ database: 'postgres', env: { ACCOUNTS: 'off' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no auth routes and answers account endpoints with a clear 503', async () => {
    const c = new TestClient(server.url);
    const up = await c.signUp(uniqueEmail('off'));
    expect(up.status).toBe(503);
    expect(up.body.message).toBe(messages.auth.notConfigured);
    const settings = await c.get<{ message: string }>('/api/settings');
    expect(settings.status).toBe(503);
    expect(settings.body.message).toBe(messages.auth.notConfigured);
    expect((await c.get('/api/config')).body).toMatchObject({ accounts: false, providers: [] });
    expect((await c.get('/api/health')).status).toBe(200);
  });
});

describe('auth rate limit', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ database: 'postgres', env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 after too many sign-ups or reset requests from one address', async () => {
    const c = new TestClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await c.post('/api/auth/request-password-reset', { email: uniqueEmail('rl') })).status,
      );
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect((await c.get('/api/health')).status).toBe(200);
  });
});
