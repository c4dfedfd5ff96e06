import { createShareResponseSchema, type CreateShareResponse } from '@looklab/shared';
import { api } from '@/lib/api-client';

/** POST /api/shares: publishes the image for one month (and in Explore when opted in). */
export function createShare(
  imageBase64: string,
  showInExplore: boolean,
): Promise<CreateShareResponse> {
  return api.post('/api/shares', { imageBase64, showInExplore }, createShareResponseSchema);
}
