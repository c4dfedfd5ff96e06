import type {} from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages, tooManySignInAttempts } from '@looklab/shared';
import type { Auth } from '../auth/auth';
import { mapAuthError } from '../auth/auth-errors';
import { toFetchHeaders, type CurrentUserResolver } from '../auth/current-user';
import type { SiteOrigins } from '../auth/site-origins';
import type { UserRepository } from '../db/repositories/user.repository';
import type { RateLimiter } from '../services/rate-limiter';
import type { ZodApp } from './route-types';

export type AuthRouteDeps = {
  auth: Auth | null;
  users: UserRepository;
  /** Its remembered sessions are dropped after any auth change (sign-out, password, revoke). */
  currentUser: CurrentUserResolver;
  origins: SiteOrigins;
  limiter: RateLimiter;
  /** Auth POSTs (sign-up, reset requests, …) per address per minute. */
  rateLimitPerMinute: number;
  /** Sign-in attempts per account and address per SIGN_IN_WINDOW_MS. */
  signInLimit: number;
  oidcProviderId: string | undefined;
};

/** Where the identity provider's redirect lands: the SPA route that notifies the opener. */
export const POPUP_HANDLER_PATH = '/__/auth/handler';

/** The sign-in limit's window: attempts on one account from one address per 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * better-auth echoes the session token in JSON (sign-in, sign-up, get-session, list-sessions);
 * the browser needs only the httpOnly cookie, so every `token` field is dropped from replies.
 */
export function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutSessionTokens(v)]),
  );
}

function emailOf(body: unknown): string | null {
  return typeof body === 'object' &&
    body !== null &&
    'email' in body &&
    typeof body.email === 'string'
    ? body.email
    : null;
}

async function sendFetchResponse(
  reply: FastifyReply,
  res: Response,
  rewriteError?: (body: unknown) => Promise<unknown>,
): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('json') || text.length === 0) {
    return reply.send(text.length > 0 ? text : null);
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    return reply.send(text);
  }
  if (res.status >= 400 && rewriteError) return reply.send(await rewriteError(parsed));
  return reply.send(withoutSessionTokens(parsed));
}

/**
 * better-auth under /api/auth/* (its default endpoint names), with errors rewritten to the
 * spec's messages; a popup entry point for federated sign-in; 503 when accounts are disabled.
 */
export function registerAuthRoutes(app: ZodApp, deps: AuthRouteDeps): void {
  const { auth } = deps;
  if (!auth) {
    app.all('/api/auth/*', async (_req, reply) =>
      reply.status(503).send({ code: 'notConfigured', message: messages.auth.notConfigured }),
    );
    return;
  }

  // Form posts (e.g. an OIDC response_mode=form_post callback) reach better-auth unparsed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    // The public URL, not the request's Host: better-auth builds links from what it is given.
    const url = new URL(req.url, deps.origins.publicUrl);
    const init: RequestInit = { method: req.method, headers: toFetchHeaders(req.headers) };
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined) {
      init.body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    }
    const res = await auth.handler(new Request(url, init));
    const email = emailOf(req.body);
    return sendFetchResponse(reply, res, (body) =>
      mapAuthError(body, async () =>
        email ? (await deps.users.findByEmail(email)) !== null : false,
      ),
    );
  };

  app.route({ method: ['GET', 'HEAD'], url: '/api/auth/*', handler: forward });

  // Sign-in is limited per account and address (in the database, across servers): guessing one
  // account's password is slowed, while others behind the same address keep signing in.
  app.post('/api/auth/sign-in/email', async (req, reply) => {
    const key = `${(emailOf(req.body) ?? '').trim().toLowerCase()}\0${req.ip}`;
    const limit = { max: deps.signInLimit, windowMs: SIGN_IN_WINDOW_MS };
    const attempt = await deps.limiter.hit('sign-in', key, limit);
    if (!attempt.allowed) {
      const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / MINUTE_MS));
      return reply
        .status(429)
        .header('retry-after', Math.ceil(attempt.retryAfterMs / 1000))
        .send({ code: 'rate_limited', message: tooManySignInAttempts(minutes) });
    }
    const sent = await forward(req, reply);
    if (reply.statusCode === 200) await deps.limiter.reset('sign-in', key);
    return sent;
  });

  app.post('/api/auth/*', async (req, reply) => {
    await deps.limiter.enforce('auth', req.ip, {
      max: deps.rateLimitPerMinute,
      windowMs: MINUTE_MS,
    });
    const sent = await forward(req, reply);
    deps.currentUser.forgetSessions();
    return sent;
  });

  // Federated sign-in in a popup: the popup opens this URL, which starts the authorization-code
  // flow (state + PKCE cookies) and redirects to the provider; the provider's callback
  // (/api/auth/oauth2/callback/:id) signs the user in and redirects to /__/auth/handler.
  app.get(
    '/api/oauth/popup/:providerId',
    {
      schema: { params: z.object({ providerId: z.string().min(1).max(100) }) },
      config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const own = deps.origins.publicUrl;
      const headers = toFetchHeaders(req.headers);
      headers.set('origin', own);
      headers.set('content-type', 'application/json');
      const res = await auth.handler(
        new Request(new URL('/api/auth/sign-in/social', own), {
          method: 'POST',
          headers,
          body: JSON.stringify({
            provider: req.params.providerId,
            callbackURL: POPUP_HANDLER_PATH,
            errorCallbackURL: `${POPUP_HANDLER_PATH}?error=1`,
            disableRedirect: true,
          }),
        }),
      );
      const body: unknown = await res.json().catch(() => null);
      const target =
        typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string'
          ? body.url
          : null;
      if (!res.ok || !target) {
        return reply.redirect(`${POPUP_HANDLER_PATH}?error=1`);
      }
      const cookies = res.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(target);
    },
  );
}
