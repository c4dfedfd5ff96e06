import { authErrorMessage, authErrorMessages } from '@looklab/shared/messages/auth-errors';
import { messages } from '@looklab/shared/messages/messages';
import { ApiError } from '@/lib/api-client';

/** better-auth's own error codes → our stable auth error codes (spec §8 table). */
const betterAuthCodes: Record<string, keyof typeof authErrorMessages> = {
  INVALID_EMAIL: 'invalidEmail',
  INVALID_EMAIL_OR_PASSWORD: 'wrongPassword',
  INVALID_PASSWORD: 'wrongPassword',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'wrongPassword',
  USER_NOT_FOUND: 'userNotFound',
  USER_ALREADY_EXISTS: 'emailAlreadyInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'emailAlreadyInUse',
  PASSWORD_TOO_SHORT: 'weakPassword',
  PASSWORD_TOO_LONG: 'weakPassword',
  BANNED_USER: 'userDisabled',
};

/** The exact spec §8 text for anything an auth call threw. */
export function authErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 503) return messages.auth.notConfigured;
    if (error.code && error.code in betterAuthCodes) {
      const known = betterAuthCodes[error.code];
      if (known) return authErrorMessages[known];
    }
    if (error.status === 0) return error.message;
  }
  return authErrorMessage(error);
}
