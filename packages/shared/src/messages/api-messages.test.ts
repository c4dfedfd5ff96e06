import { describe, expect, it } from 'vitest';
import {
  fileTooLarge,
  formatBytes,
  imageTooLarge,
  needsPlan,
  storageQuotaExceeded,
  tooManySignInAttempts,
} from './api-messages';

describe('API messages', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
  });
  it('names the plan and the numbers', () => {
    expect(needsPlan('Silver', 'Spark')).toBe('Silver needs the Spark plan.');
    expect(storageQuotaExceeded(199.5 * 1024 * 1024, 200 * 1024 * 1024, 'Freemium')).toBe(
      'Your storage is full (199.5 MB of 200 MB on the Freemium plan). Delete some makeovers to make room.',
    );
    expect(tooManySignInAttempts(1)).toContain('in 1 minute.');
    expect(tooManySignInAttempts(15)).toContain('in 15 minutes.');
  });
  it('names the image limits', () => {
    expect(fileTooLarge(18 * 1024 * 1024)).toBe('The file is too large (maximum 18 MB).');
    expect(imageTooLarge(16000, 16000, 8192, 40_000_000)).toBe(
      'The image is too large (16000 × 16000 px; maximum 8192 px per side and 40 megapixels).',
    );
  });
});
