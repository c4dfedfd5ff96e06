import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { OidcConfig } from '../config';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../services/mailer';

export const MIN_PASSWORD_LENGTH = 8;

export type AuthDeps = {
  db: Database;
  secret: string;
  publicUrl: string | undefined;
  oidc: OidcConfig | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Called once for every new user (e-mail sign-up or first federated sign-in). */
  onUserCreated(user: { id: string; email: string }, method: string): Promise<void>;
};

/** The origin a request was addressed to (used for same-origin checks and links in e-mails). */
export function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  try {
    return new URL(request.url).origin;
  } catch {
    return undefined;
  }
}

/** Link in the reset e-mail: the SPA's account-action handler (spec route /auth/action). */
export function resetPasswordLink(origin: string, token: string): string {
  const url = new URL('/auth/action', origin);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', token);
  return url.toString();
}

export function createAuth(deps: AuthDeps) {
  return betterAuth({
    appName: 'LookLab',
    // Without PUBLIC_URL the base URL comes from each request's own origin.
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // Without PUBLIC_URL the request origin is used on purpose (same-origin deployments).
        if (message.includes('Base URL is not set')) return;
        deps.log[level]({ component: 'better-auth' }, message);
      },
    },
    // Fastify's @fastify/rate-limit guards the auth endpoints.
    rateLimit: { enabled: false },
    trustedOrigins: (request) => [requestOrigin(request)],
    // better-auth skips the origin check when it detects a test runner; keep production behaviour.
    advanced: { disableOriginCheck: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        const link = resetPasswordLink(deps.publicUrl ?? new URL(url).origin, token);
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your LookLab password',
          text: `Follow this link to reset your LookLab password:\n\n${link}\n\nIf you didn't ask to reset your password, you can ignore this e-mail.`,
          html: `<p>Follow this link to reset your LookLab password:</p><p><a href="${link}">${link}</a></p><p>If you didn't ask to reset your password, you can ignore this e-mail.</p>`,
        });
      },
    },
    user: { changeEmail: { enabled: false } },
    account: {
      accountLinking: { enabled: true, trustedProviders: deps.oidc ? [deps.oidc.name] : [] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            const path = context?.path ?? '';
            const method = path.startsWith('/sign-up') ? 'password' : (deps.oidc?.name ?? 'oauth');
            await deps.onUserCreated({ id: user.id, email: user.email }, method);
          },
        },
      },
    },
    plugins: deps.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: deps.oidc.name,
                discoveryUrl: `${deps.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: deps.oidc.clientId,
                clientSecret: deps.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
