import type { FastifyRequest } from 'fastify';
import { messages } from '@looklab/shared';
import { HttpError, unauthorized } from '../lib/http-error';
import type { Auth } from './auth';

export type CurrentUser = { id: string; email: string; name: string; image: string | null };

/** Node request headers → Fetch Headers. */
export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

export const accountsDisabled = () =>
  new HttpError(503, messages.auth.notConfigured, 'notConfigured');

/**
 * How long a resolved session is reused without asking the database: most API calls only need
 * to know who is asking, and on PGlite the session lookup is two of a list page's three queries.
 * A session revoked on another server is honoured here at most this long.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions remembered at most (the oldest is dropped first). */
const SESSION_CACHE_MAX = 10_000;

/** Resolves the signed-in user from the session cookie, once per request. */
export class CurrentUserResolver {
  private readonly cache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
  /** Cookie header → the lookup of its user (shared by concurrent requests), until when. */
  private readonly sessions = new Map<
    string,
    { user: Promise<CurrentUser | null>; until: number }
  >();

  constructor(
    private readonly auth: Auth | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Forgets every remembered session (after a sign-out, a password change or reset). */
  forgetSessions(): void {
    this.sessions.clear();
  }

  get enabled(): boolean {
    return this.auth !== null;
  }

  find(req: FastifyRequest): Promise<CurrentUser | null> {
    const cached = this.cache.get(req);
    if (cached) return cached;
    const pending = this.lookup(req);
    this.cache.set(req, pending);
    return pending;
  }

  /** The signed-in user, or 401 (503 when accounts are disabled). */
  async require(req: FastifyRequest): Promise<CurrentUser> {
    if (!this.auth) throw accountsDisabled();
    const user = await this.find(req);
    if (!user) throw unauthorized();
    return user;
  }

  private lookup(req: FastifyRequest): Promise<CurrentUser | null> {
    const cookie = req.headers.cookie;
    const auth = this.auth;
    if (!auth || !cookie) return Promise.resolve(null);
    const now = this.now();
    const remembered = this.sessions.get(cookie);
    if (remembered && remembered.until > now) return remembered.user;
    const user = auth.api
      .getSession({ headers: toFetchHeaders(req.headers) })
      .then((session): CurrentUser | null =>
        session
          ? {
              id: session.user.id,
              email: session.user.email,
              name: session.user.name,
              image: session.user.image ?? null,
            }
          : null,
      );
    this.sessions.delete(cookie);
    if (this.sessions.size >= SESSION_CACHE_MAX) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    const entry = { user, until: now + SESSION_CACHE_TTL_MS };
    this.sessions.set(cookie, entry);
    // A failed lookup (database down) is not remembered.
    user.catch(() => {
      if (this.sessions.get(cookie) === entry) this.sessions.delete(cookie);
    });
    return user;
  }
}
