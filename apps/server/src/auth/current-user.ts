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

/** Resolves the signed-in user from the session cookie, once per request. */
export class CurrentUserResolver {
  private readonly cache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

  constructor(private readonly auth: Auth | null) {}

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

  private async lookup(req: FastifyRequest): Promise<CurrentUser | null> {
    if (!this.auth || !req.headers.cookie) return null;
    const session = await this.auth.api.getSession({ headers: toFetchHeaders(req.headers) });
    if (!session) return null;
    const { id, email, name, image } = session.user;
    return { id, email, name, image: image ?? null };
  }
}
