import { describe, expect, it } from 'vitest';
import { downloadNeedsWatermark, storedResultNeedsWatermark } from './watermark-rules';

describe('watermark decisions', () => {
  it('marks Freemium and unknown levels only, and never twice', () => {
    expect(storedResultNeedsWatermark('Freemium')).toBe(true);
    expect(storedResultNeedsWatermark(undefined)).toBe(true);
    expect(storedResultNeedsWatermark('Spark')).toBe(false);
    expect(storedResultNeedsWatermark('Pro')).toBe(false);
    expect(downloadNeedsWatermark('Freemium', 'memory')).toBe(true);
    expect(downloadNeedsWatermark(null, 'memory')).toBe(true);
    expect(downloadNeedsWatermark('Freemium', 'stored')).toBe(false);
    expect(downloadNeedsWatermark('Pro', 'memory')).toBe(false);
  });
});
