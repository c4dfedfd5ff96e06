import { describe, expect, it } from 'vitest';
import { usesGenerativeProvider } from './server.schema';

describe('usesGenerativeProvider', () => {
  it('is true for the image services and false for the embedded engine or no AI', () => {
    expect(usesGenerativeProvider({ provider: 'gemini' })).toBe(true);
    expect(usesGenerativeProvider({ provider: 'openai' })).toBe(true);
    expect(usesGenerativeProvider({ provider: 'local' })).toBe(false);
    expect(usesGenerativeProvider({ provider: 'off' })).toBe(false);
  });
});
