import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A local OpenID provider (oidc-provider with its dev login/consent forms) on 127.0.0.1. */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: `${sub}@idp.example.com`,
        email_verified: true,
        name: `Federated ${sub}`,
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['looklab-test-cookie-key'] },
  });
  handler = provider.callback();
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar + redirect follower for driving the provider's HTML forms with fetch. */
export class BrowserlessAgent {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookiesFor(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map<string, string>())]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  private keep(url: URL, res: Response): void {
    const jar = this.jar.get(url.host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    this.jar.set(url.host, jar);
  }

  setCookies(host: string, cookieHeader: string): void {
    const jar = this.jar.get(host) ?? new Map<string, string>();
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
    this.jar.set(host, jar);
  }

  cookieHeader(host: string): string {
    return [...(this.jar.get(host) ?? new Map<string, string>())]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  /** One request without following redirects. */
  async fetch(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const u = new URL(url);
    const headers = new Headers({ cookie: this.cookiesFor(u) });
    let body: string | undefined;
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.set('origin', u.origin);
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(u, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.keep(u, res);
    return res;
  }

  /** Follows redirects until a non-redirect response or a URL matching `stopAt`. */
  async follow(
    url: string,
    stopAt?: (u: URL) => boolean,
  ): Promise<{ url: URL; res: Response | null }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      if (stopAt?.(current)) return { url: current, res: null };
      const res = await this.fetch(current.toString());
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      return { url: current, res };
    }
    throw new Error('too many redirects');
  }
}
