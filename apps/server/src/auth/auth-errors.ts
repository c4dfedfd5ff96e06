import { authErrorMessages, type AuthErrorCode } from '@looklab/shared';

/** Our code for a refused weak password (mapped to the spec's text like better-auth's own). */
export const WEAK_PASSWORD_CODE = 'PASSWORD_TOO_WEAK';

/** better-auth error codes → the spec's auth error (section 8). */
const directCodes: Record<string, AuthErrorCode> = {
  INVALID_EMAIL: 'invalidEmail',
  USER_ALREADY_EXISTS: 'emailAlreadyInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailAlreadyInUse',
  PASSWORD_TOO_SHORT: 'weakPassword',
  PASSWORD_TOO_LONG: 'weakPassword',
  [WEAK_PASSWORD_CODE]: 'weakPassword',
  INVALID_PASSWORD: 'wrongPassword',
  USER_NOT_FOUND: 'userNotFound',
  USER_EMAIL_NOT_FOUND: 'userNotFound',
  BANNED_USER: 'userDisabled',
};

export type AuthErrorBody = { code: string; message: string };

/**
 * Rewrites a better-auth error body into `{ code, message }` with the spec's text. Sign-in's
 * combined INVALID_EMAIL_OR_PASSWORD is split by whether the e-mail has an account, as the spec
 * distinguishes 'No user found with this email.' from a wrong password.
 */
export async function mapAuthError(
  body: unknown,
  emailExists: () => Promise<boolean>,
): Promise<AuthErrorBody> {
  const code =
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : null;
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    const known: AuthErrorCode = (await emailExists()) ? 'wrongPassword' : 'userNotFound';
    return { code: known, message: authErrorMessages[known] };
  }
  if (code === 'VALIDATION_ERROR' && message && /email/i.test(message)) {
    return { code: 'invalidEmail', message: authErrorMessages.invalidEmail };
  }
  if (code && code in directCodes) {
    const known = directCodes[code];
    return { code: known, message: authErrorMessages[known] };
  }
  if (code && message) return { code, message };
  return { code: 'unexpected', message: authErrorMessages.unexpected };
}
