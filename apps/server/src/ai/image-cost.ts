import type { TokenUsage } from './image-edit-provider';

/** USD per million tokens. Image input is priced apart by OpenAI; Gemini prices all input alike. */
export type ModelPrice = {
  inputPerMTok: number;
  imageInputPerMTok?: number;
  outputPerMTok: number;
};

/**
 * List prices (USD per million tokens) of the image models we default to, as published by
 * Google and OpenAI in 2025. gemini-2.5-flash-image writes 1290 tokens per image, about $0.039;
 * gpt-image-1's output is 272–6240 tokens by size and quality (1024² medium: 1056, about $0.04,
 * high: 4160, about $0.17), plus its input (high input fidelity adds image tokens). Other models
 * (and self-hosted servers) are priced with AI_PRICE_INPUT_PER_MTOK / AI_PRICE_OUTPUT_PER_MTOK.
 */
export const modelPrices: Readonly<Record<string, ModelPrice>> = {
  'gemini-2.5-flash-image': { inputPerMTok: 0.3, outputPerMTok: 30 },
  'gemini-2.5-flash-image-preview': { inputPerMTok: 0.3, outputPerMTok: 30 },
  'gpt-image-1': { inputPerMTok: 5, imageInputPerMTok: 10, outputPerMTok: 40 },
  'gpt-image-1-mini': { inputPerMTok: 2, imageInputPerMTok: 2.5, outputPerMTok: 8 },
};

/** The price for a model: the configured override, else the table; null when unknown. */
export function priceFor(
  model: string,
  override: { inputPerMTok: number | undefined; outputPerMTok: number | undefined },
): ModelPrice | null {
  const listed = modelPrices[model];
  if (override.inputPerMTok !== undefined || override.outputPerMTok !== undefined)
    return {
      inputPerMTok: override.inputPerMTok ?? listed?.inputPerMTok ?? 0,
      outputPerMTok: override.outputPerMTok ?? listed?.outputPerMTok ?? 0,
    };
  return listed ?? null;
}

/** What one call cost in USD, from its token usage; null without usage or a price. */
export function callCostUsd(usage: TokenUsage | null, price: ModelPrice | null): number | null {
  if (!usage || !price) return null;
  const imageIn = price.imageInputPerMTok !== undefined ? (usage.inputImageTokens ?? 0) : 0;
  const textIn = usage.inputTokens - imageIn;
  const cost =
    textIn * price.inputPerMTok +
    imageIn * (price.imageInputPerMTok ?? price.inputPerMTok) +
    usage.outputTokens * price.outputPerMTok;
  return cost / 1_000_000;
}
