import { ApiError, apiRequest, lazySchema } from '@/lib/api-client';
import type { AuthUser } from './session-schema';

export type { AuthUser };

/** better-auth's HTTP API is mounted here by the server. */
export const AUTH_BASE = '/api/auth';

// loaded with the first session request (zod is not part of the first load)
const sessionReplySchema = lazySchema(
  () => import('./session-schema'),
  (m) => m.sessionReplySchema,
);

/** The signed-in user, or null. Throws ApiError with status 503 when accounts are off. */
export async function getSession(): Promise<AuthUser | null> {
  const reply = await apiRequest(`${AUTH_BASE}/get-session`, {
    schema: sessionReplySchema,
    headers: { 'Cache-Control': 'no-store' },
  });
  return reply?.user ?? null;
}

export async function signUpWithEmail(input: { email: string; password: string; name?: string }) {
  await apiRequest(`${AUTH_BASE}/sign-up/email`, {
    method: 'POST',
    body: { email: input.email, password: input.password, name: input.name ?? '' },
  });
}

export async function signInWithEmail(input: { email: string; password: string }) {
  await apiRequest(`${AUTH_BASE}/sign-in/email`, { method: 'POST', body: input });
}

export async function signOutRequest() {
  await apiRequest(`${AUTH_BASE}/sign-out`, { method: 'POST', body: {} });
}

export async function changePasswordRequest(input: {
  currentPassword: string;
  newPassword: string;
}) {
  await apiRequest(`${AUTH_BASE}/change-password`, {
    method: 'POST',
    body: { ...input, revokeOtherSessions: false },
  });
}

/** Sends the reset e-mail; its link returns to /auth/action with a token. */
export async function requestPasswordReset(email: string) {
  await apiRequest(`${AUTH_BASE}/request-password-reset`, {
    method: 'POST',
    body: { email, redirectTo: `${window.location.origin}/auth/action?mode=resetPassword` },
  });
}

export async function resetPasswordRequest(input: { token: string; newPassword: string }) {
  await apiRequest(`${AUTH_BASE}/reset-password`, { method: 'POST', body: input });
}

/** Starts a federated sign-in and returns the provider URL to open (in the popup). */

/** Accounts are off when the server says so (503 / missing auth routes). */
export function isAccountsDisabledError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 404);
}
