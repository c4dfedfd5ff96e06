import {
  analyzeResponseSchema,
  generateResponseSchema,
  suggestResponseSchema,
} from '@looklab/shared/api/ai.schema';
import type { AiImage, GenerateRequest, SuggestRequest } from '@looklab/shared/api/ai.schema';
import type { ZodType } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ImagePayload = AiImage;

const post = <T>(path: string, body: unknown, schema: ZodType<T>, signal?: AbortSignal) =>
  apiRequest(path, { method: 'POST', body, schema, ...(signal ? { signal } : {}) });

/** POST /api/ai/analyze → the people found, left to right. */
export function analyzePhoto(image: ImagePayload, signal?: AbortSignal) {
  return post('/api/ai/analyze', { image }, analyzeResponseSchema, signal);
}

/** POST /api/ai/generate → the rendered look (PNG). */
export function generateLook(input: GenerateRequest, signal?: AbortSignal) {
  return post('/api/ai/generate', input, generateResponseSchema, signal);
}

/** POST /api/ai/suggest → the AI stylist's look and rationale. */
export function suggestLook(input: SuggestRequest, signal?: AbortSignal) {
  return post('/api/ai/suggest', input, suggestResponseSchema, signal);
}
