import type {} from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '@looklab/shared';
import type { Auth } from '../auth/auth';
import { mapAuthError } from '../auth/auth-errors';
import { toFetchHeaders } from '../auth/current-user';
import type { UserRepository } from '../db/repositories/user.repository';
import type { ZodApp } from './route-types';

export type AuthRouteDeps = {
  auth: Auth | null;
  users: UserRepository;
  rateLimitPerMinute: number;
  oidcProviderId: string | undefined;
};

/** Where the identity provider's redirect lands: the SPA route that notifies the opener. */
export const POPUP_HANDLER_PATH = '/__/auth/handler';

function origin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
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
  if (
    res.status >= 400 &&
    rewriteError &&
    (res.headers.get('content-type') ?? '').includes('json')
  ) {
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return reply.send(await rewriteError(parsed));
  }
  return reply.send(text.length > 0 ? text : null);
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
    const url = new URL(req.url, origin(req));
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
  app.route({
    method: ['POST'],
    url: '/api/auth/*',
    config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
    handler: forward,
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
      const own = origin(req);
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
