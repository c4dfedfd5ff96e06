import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserlessAgent, startOidcProvider } from './helpers/oidc-idp';
import { TestClient } from './helpers/http-client';
import {
  freePort,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

describe.each<DatabaseKind>(['pglite', 'postgres'])(
  'federated sign-in (OIDC) on %s',
  (database) => {
    let server: StartedServer;
    let idp: Awaited<ReturnType<typeof startOidcProvider>>;

    beforeAll(async () => {
      const port = await freePort();
      idp = await startOidcProvider({
        clientId: 'looklab',
        clientSecret: 'looklab-secret',
        redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
      });
      server = await startServer({
        database,
        port,
        env: {
          OIDC_ISSUER: idp.issuer,
          OIDC_CLIENT_ID: 'looklab',
          OIDC_CLIENT_SECRET: 'looklab-secret',
          OIDC_NAME: 'oidc',
        },
      });
    });

    afterAll(async () => {
      await server?.close();
      await idp?.close();
    });

    async function signInThroughPopup(login: string): Promise<BrowserlessAgent> {
      const agent = new BrowserlessAgent();
      // The popup opens /api/oauth/popup/oidc and follows redirects to the provider's login form.
      let step = await agent.follow(`${server.url}/api/oauth/popup/oidc`);
      expect(step.url.origin).toBe(idp.issuer);
      expect(await step.res?.text()).toContain('name="login"');
      let res = await agent.fetch(step.url.toString(), {
        method: 'POST',
        form: { prompt: 'login', login, password: 'x' },
      });
      step = await agent.follow(new URL(res.headers.get('location') ?? '', step.url).toString());
      if ((await step.res?.text())?.includes('value="consent"')) {
        res = await agent.fetch(step.url.toString(), {
          method: 'POST',
          form: { prompt: 'consent' },
        });
        step = await agent.follow(
          new URL(res.headers.get('location') ?? '', step.url).toString(),
          (u) => u.pathname.startsWith('/__/auth/handler'),
        );
      }
      // The provider's callback signed the user in and led the popup to the SPA's handler route.
      expect(step.url.origin).toBe(server.url);
      expect(step.url.pathname).toBe('/__/auth/handler');
      expect(step.url.searchParams.get('error')).toBeNull();
      return agent;
    }

    it('completes the authorization-code flow in a popup and creates the account with default settings', async () => {
      const agent = await signInThroughPopup('alice');
      const client = new TestClient(server.url);
      const host = new URL(server.url).host;
      // Re-use the popup's cookies (same browser profile).
      const session = await fetch(`${server.url}/api/auth/get-session`, {
        headers: { cookie: agent.cookieHeader(host) },
      });
      const body = (await session.json()) as { user: { email: string; name: string } } | null;
      expect(body?.user.email).toBe('alice@idp.example.com');
      expect(body?.user.name).toBe('Federated alice');
      const settings = await fetch(`${server.url}/api/settings`, {
        headers: { cookie: agent.cookieHeader(host) },
      });
      expect(settings.status).toBe(200);
      expect(await settings.json()).toMatchObject({
        membershipLevel: 'Freemium',
        useAvantGardeStyles: false,
      });
      expect((await client.get('/api/config')).body).toMatchObject({ providers: [{ id: 'oidc' }] });
      if (server.databaseUrl) {
        const db = new pg.Client({ connectionString: server.databaseUrl });
        await db.connect();
        const rows = await db.query(
          `select e.params from analytics_events e join "user" u on u.id = e.user_id where u.email = $1 and e.name = 'sign_up'`,
          ['alice@idp.example.com'],
        );
        await db.end();
        expect(rows.rows).toEqual([
          { params: expect.objectContaining({ method: 'oidc' }) as unknown },
        ]);
      }
    });

    it('signs the same federated user in again without creating a second account', async () => {
      const first = await signInThroughPopup('bob');
      const second = await signInThroughPopup('bob');
      const host = new URL(server.url).host;
      const ids = await Promise.all(
        [first, second].map(async (a) => {
          const res = await fetch(`${server.url}/api/auth/get-session`, {
            headers: { cookie: a.cookieHeader(host) },
          });
          return ((await res.json()) as { user: { id: string } }).user.id;
        }),
      );
      expect(ids[0]).toBe(ids[1]);
    });
  },
);
