/** Shortest and longest accepted password (better-auth's limits on the server use the same). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** Fewer different characters than this ('aaaaaaaa', 'abababab') is too weak. */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 5;

/**
 * The most used passwords of 8+ characters (and their stems: a trailing run of digits or
 * symbols is stripped before the lookup, so 'password123!' counts as 'password').
 */
const commonPasswords = new Set([
  'password',
  'passwort',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'welcome',
  'letmein',
  'trustno',
  'superman',
  'batman',
  'starwars',
  'dragon',
  'monkey',
  'master',
  'qwerty',
  'qwertz',
  'azerty',
  'abc',
  'admin',
  'administrator',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'jordan',
  'shadow',
  'freedom',
  'charlie',
  'secret',
  'hello',
  'login',
  'looklab',
  'zaqwsx',
  'zaq1zaq',
  'qazwsx',
  'mustang',
  'pokemon',
  'liverpool',
  'chelsea',
  'arsenal',
  'soccer',
  'hockey',
  'killer',
  'summer',
  'winter',
  'spring',
  'autumn',
  'flower',
  'lovely',
  'loveme',
  'babygirl',
  'nicole',
  'daniel',
  'jessica',
  'ashley',
  'michael',
  'matthew',
  'anthony',
  'thomas',
  'access',
  'default',
  'guest',
  'test',
  'user',
  'root',
]);

/** Rows of common keyboard layouts; a password that is a run along one is weak. */
const keyboardRows = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'yxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  '1234567890',
  '1qaz2wsx3edc4rfv5tgb6yhn',
];

const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Lowercase, leetspeak undone, a trailing run of digits and symbols removed. */
function stem(password: string): string {
  const lower = password.toLowerCase();
  const withoutTail = lower.replace(/[^a-z]+$/, '');
  const base = withoutTail.length > 0 ? withoutTail : lower;
  return [...base].map((ch) => leet[ch] ?? ch).join('');
}

/** 'abcdefgh', '87654321': every character one code point from the one before, in one direction. */
function isStraightRun(text: string): boolean {
  if (text.length < 3) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i++) {
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

function isKeyboardRun(text: string): boolean {
  return keyboardRows.some((row) => {
    const twice = row + row;
    const reversed = [...twice].reverse().join('');
    return twice.includes(text) || reversed.includes(text);
  });
}

/**
 * Is the password too weak ('The password is too weak.', spec §8)? Too short or too long, too
 * few different characters, a common password or its stem (leetspeak and a trailing number
 * included), a straight or keyboard run, or the account's own e-mail address or its name part.
 */
export function isWeakPassword(password: string, email?: string | null): boolean {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return true;
  if (new Set(password).size < MIN_DISTINCT_PASSWORD_CHARACTERS) return true;
  const lower = password.toLowerCase();
  const stemmed = stem(password);
  if (commonPasswords.has(lower) || commonPasswords.has(stemmed)) return true;
  if (isStraightRun(lower) || isKeyboardRun(lower)) return true;
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 3 && (lower === local || stemmed === stem(local)))) {
      return true;
    }
  }
  return false;
}
