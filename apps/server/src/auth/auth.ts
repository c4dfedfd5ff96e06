import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import {
  authErrorMessages,
  isWeakPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@looklab/shared';
import type { OidcConfig } from '../config';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import type { Mailer } from '../services/mailer';
import { WEAK_PASSWORD_CODE } from './auth-errors';
import type { SiteOrigins } from './site-origins';

export type AuthDeps = {
  db: Database;
  secret: string;
  /** The site's public URL and trusted origins: configuration only, never a request header. */
  origins: SiteOrigins;
  oidc: OidcConfig | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Called once for every new user (e-mail sign-up or first federated sign-in). */
  onUserCreated(user: { id: string; email: string }, method: string): Promise<void>;
};

/** better-auth endpoints that set a password, and the body field holding it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Refuses a weak new password ('The password is too weak.') before better-auth stores it. */
const refuseWeakPasswords = createAuthMiddleware((ctx) => {
  const field = passwordFields[ctx.path];
  const body: unknown = ctx.body;
  if (!field || typeof body !== 'object' || body === null) return Promise.resolve();
  const password: unknown = (body as Record<string, unknown>)[field];
  const email: unknown = (body as Record<string, unknown>).email;
  if (
    typeof password === 'string' &&
    isWeakPassword(password, typeof email === 'string' ? email : null)
  ) {
    throw new APIError('BAD_REQUEST', {
      code: WEAK_PASSWORD_CODE,
      message: authErrorMessages.weakPassword,
    });
  }
  return Promise.resolve();
});

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
    // Never derived from a request: a forged Host header must not reach links or origin checks.
    baseURL: deps.origins.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => deps.log[level]({ component: 'better-auth' }, message),
    },
    // Fastify's @fastify/rate-limit guards the auth endpoints.
    rateLimit: { enabled: false },
    trustedOrigins: () => deps.origins.trusted(),
    // better-auth skips the origin check when it detects a test runner; keep production behaviour.
    advanced: { disableOriginCheck: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = resetPasswordLink(deps.origins.publicUrl, token);
        await deps.mailer.send({
          to: user.email,
          subject: 'Reset your LookLab password',
          text: `Follow this link to reset your LookLab password:\n\n${link}\n\nIf you didn't ask to reset your password, you can ignore this e-mail.`,
          html: `<p>Follow this link to reset your LookLab password:</p><p><a href="${link}">${link}</a></p><p>If you didn't ask to reset your password, you can ignore this e-mail.</p>`,
        });
      },
    },
    hooks: { before: refuseWeakPasswords },
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
