import { describe, expect, it } from 'vitest';
import { needsPlan } from './api-messages';
import { makeoverLimit } from './messages';
import { avantGardeOff, isPlanLimitMessage } from './plan-messages';

describe('isPlanLimitMessage (errors that link to the pricing page)', () => {
  it('knows the saved-makeover cap and plan-gated items and features', () => {
    expect(isPlanLimitMessage(makeoverLimit(3, 'Freemium'))).toBe(true);
    expect(isPlanLimitMessage(needsPlan('Galaxy', 'Pro'))).toBe(true);
    expect(isPlanLimitMessage(needsPlan('Saving favorite styles', 'Spark'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isPlanLimitMessage('Failed to finalize images.')).toBe(false);
    expect(isPlanLimitMessage(avantGardeOff('Mohawk'))).toBe(false);
    expect(isPlanLimitMessage('needs the Gold plan.')).toBe(false);
  });
});
