import { describe, expect, it } from 'vitest';
import { eitherTexture, fitTexture } from './texture-model';

describe('texture models', () => {
  const bins = Uint8Array.from([3, 3, 3, 3, 40, 40, 7]);

  it('fits a normalised histogram that favours the picked cells’ bins', () => {
    const m = fitTexture(bins, (c) => c < 4);
    const total = m.reduce((s, v) => s + Math.exp(v), 0);
    expect(total).toBeCloseTo(1, 5);
    expect(m[3]).toBeGreaterThan(m[40]);
    expect(m[40]).toBeCloseTo(m[7], 6);
  });

  it('takes per bin the likelier of two models', () => {
    const smooth = fitTexture(bins, (c) => c < 4);
    const textured = fitTexture(bins, (c) => c >= 4 && c < 6);
    const either = eitherTexture(smooth, textured);
    expect(either[3]).toBe(smooth[3]);
    expect(either[40]).toBe(textured[40]);
    for (let k = 0; k < either.length; k++) {
      expect(either[k]).toBe(Math.max(smooth[k], textured[k]));
    }
  });
});
