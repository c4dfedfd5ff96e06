/**
 * A tiny browser-like HTTP client for tests: keeps cookies and sends an Origin header (better-auth
 * rejects POSTs without one; Node's fetch sends none).
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      method,
      headers,
      redirect: 'manual',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(res);
    return res;
  }

  async json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  get = <T = unknown>(path: string) => this.json<T>('GET', path);
  post = <T = unknown>(path: string, body: unknown = {}) => this.json<T>('POST', path, body);
  patch = <T = unknown>(path: string, body: unknown) => this.json<T>('PATCH', path, body);
  put = <T = unknown>(path: string, body: unknown) => this.json<T>('PUT', path, body);
  del = <T = unknown>(path: string, body?: unknown) => this.json<T>('DELETE', path, body);

  signUp(email: string, password = 'correct-horse-1', name = 'Test User') {
    return this.post<{ user?: { id: string; email: string }; code?: string; message?: string }>(
      '/api/auth/sign-up/email',
      { email, password, name },
    );
  }

  signIn(email: string, password = 'correct-horse-1') {
    return this.post<{ user?: { id: string }; code?: string; message?: string }>(
      '/api/auth/sign-in/email',
      {
        email,
        password,
      },
    );
  }

  signOut() {
    return this.post('/api/auth/sign-out', {});
  }
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * One request with headers fetch() will not send (a forged Host), over node:http.
 * Returns the status and the body text.
 */
export async function rawRequest(
  baseUrl: string,
  opts: { method: string; path: string; headers: Record<string, string>; body?: unknown },
): Promise<{ status: number; text: string }> {
  const http = await import('node:http');
  const url = new URL(opts.path, baseUrl);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method,
        headers: {
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
