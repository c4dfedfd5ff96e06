/**
 * Authentication error texts (spec §8 table). Codes are our own stable identifiers; the server
 * returns them and the client maps them to text with `authErrorMessage`.
 */
export const authErrorMessages = {
  invalidEmail: 'The email address is not valid.',
  userDisabled: 'This user account has been disabled.',
  userNotFound: 'No user found with this email.',
  wrongPassword: 'Incorrect password. Please try again.',
  emailAlreadyInUse: 'An account already exists with this email address.',
  weakPassword: 'The password is too weak.',
  popupClosed: 'The sign-in popup was closed before completing the process.',
  unexpected: 'An unexpected error occurred.',
} as const;

export type AuthErrorCode = Exclude<keyof typeof authErrorMessages, 'unexpected'>;

/** Wire codes (kebab-case, as in `auth/wrong-password`) accepted besides the camelCase keys. */
const wireCodes: Record<string, AuthErrorCode> = {
  'invalid-email': 'invalidEmail',
  'user-disabled': 'userDisabled',
  'user-not-found': 'userNotFound',
  'wrong-password': 'wrongPassword',
  'invalid-credential': 'wrongPassword',
  'email-already-in-use': 'emailAlreadyInUse',
  'weak-password': 'weakPassword',
  'popup-closed-by-user': 'popupClosed',
  'popup-closed': 'popupClosed',
};

function toCode(code: string): AuthErrorCode | null {
  const bare = code.replace(/^auth\//, '');
  if (bare in wireCodes) return wireCodes[bare] ?? null;
  if (bare !== 'unexpected' && bare in authErrorMessages) return bare as AuthErrorCode;
  return null;
}

/**
 * The text to show for an auth error (spec §8): a known code → its message; another coded error
 * → the error's own message; anything else → 'An unexpected error occurred.'
 */
export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
    const message = 'message' in error && typeof error.message === 'string' ? error.message : null;
    if (code) {
      const known = toCode(code);
      if (known) return authErrorMessages[known];
      if (message) return message;
    }
  }
  return authErrorMessages.unexpected;
}
