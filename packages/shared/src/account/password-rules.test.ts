import { describe, expect, it } from 'vitest';
import { isWeakPassword, MAX_PASSWORD_LENGTH } from './password-rules';

describe('isWeakPassword', () => {
  it('refuses the issue’s examples and other common or trivial passwords', () => {
    for (const weak of [
      'password',
      'aaaaaaaa',
      'Password123!',
      'p@ssw0rd',
      'abababab',
      '12345678',
      'abcdefgh',
      '87654321',
      'qwertyuiop',
      'asdfghjk',
      'iloveyou2',
      'short',
      'x'.repeat(MAX_PASSWORD_LENGTH + 1),
    ]) {
      expect({ weak, refused: isWeakPassword(weak) }).toEqual({ weak, refused: true });
    }
  });

  it('refuses the account’s own e-mail address or its name part', () => {
    expect(isWeakPassword('marianne.k@example.com', 'Marianne.K@example.com')).toBe(true);
    expect(isWeakPassword('marianne1', 'marianne@example.com')).toBe(true);
    expect(isWeakPassword('marianne1', 'someone@example.com')).toBe(false);
  });

  it('accepts passphrases and mixed passwords', () => {
    for (const strong of [
      'correct-horse-1',
      'brand-new-secret-7',
      'whatever-123',
      'Tr0ub4dor&3',
      'correcthorsebatterystaple',
    ]) {
      expect({ strong, refused: isWeakPassword(strong) }).toEqual({ strong, refused: false });
    }
  });
});
