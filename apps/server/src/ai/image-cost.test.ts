import { describe, expect, it } from 'vitest';
import { callCostUsd, priceFor } from './image-cost';

const none = { inputPerMTok: undefined, outputPerMTok: undefined };

describe('image cost', () => {
  it('prices a gemini-2.5-flash-image answer at about $0.039', () => {
    const cost = callCostUsd(
      { inputTokens: 600, outputTokens: 1290 },
      priceFor('gemini-2.5-flash-image', none),
    );
    expect(cost).toBeCloseTo(0.0387 + 0.00018, 6);
  });

  it('prices gpt-image-1 input images apart from text', () => {
    const cost = callCostUsd(
      { inputTokens: 4260, inputImageTokens: 4160, outputTokens: 4160 },
      priceFor('gpt-image-1', none),
    );
    expect(cost).toBeCloseTo((100 * 5 + 4160 * 10 + 4160 * 40) / 1e6, 6);
  });

  it('uses the configured prices for other models, and knows nothing without them', () => {
    const price = priceFor('Qwen/Qwen-Image-Edit', { inputPerMTok: 0, outputPerMTok: 2 });
    expect(callCostUsd({ inputTokens: 1000, outputTokens: 1000 }, price)).toBeCloseTo(0.002, 9);
    expect(priceFor('Qwen/Qwen-Image-Edit', none)).toBeNull();
    expect(callCostUsd(null, priceFor('gpt-image-1', none))).toBeNull();
  });
});
