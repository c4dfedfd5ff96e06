import { z } from 'zod';
import { personAnalysisSchema, selectionsSchema } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { apiRequest } from '@/lib/api-client';

const imagePayloadSchema = z.object({ base64: z.string().min(1), mimeType: z.string().min(1) });
export type ImagePayload = z.infer<typeof imagePayloadSchema>;

const analyzeResponseSchema = z.object({ people: z.array(personAnalysisSchema) });
const generateResponseSchema = z.object({
  image: imagePayloadSchema,
  meta: z.unknown().optional(),
});
const suggestResponseSchema = z.object({
  suggestion: selectionsSchema.partial().extend({ rationale: z.string() }).loose(),
});

export function analyzePhoto(image: ImagePayload, signal?: AbortSignal) {
  return apiRequest('/api/ai/analyze', {
    method: 'POST',
    body: { image },
    schema: analyzeResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function generateLook(
  input: { image: ImagePayload; personId: string; look: Selections; referenceImage?: ImagePayload },
  signal?: AbortSignal,
) {
  return apiRequest('/api/ai/generate', {
    method: 'POST',
    body: input,
    schema: generateResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function suggestLook(
  input: { personId: string; image: ImagePayload; temperature: number; styleGoal: string },
  signal?: AbortSignal,
) {
  return apiRequest('/api/ai/suggest', {
    method: 'POST',
    body: input,
    schema: suggestResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
