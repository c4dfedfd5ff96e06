import { z } from 'zod';
import { makeoverSchema } from '@looklab/shared';
import type { MakeoverCreateInput, MakeoverPatch } from '@looklab/shared';
import { apiRequest } from '@/lib/api-client';

export const MAKEOVER_PAGE_SIZE = 10;

const storedFileSchema = z.object({ url: z.string().min(1), storagePath: z.string().min(1) });
const makeoverPageSchema = z.object({
  items: z.array(makeoverSchema),
  nextCursor: z.string().nullable().optional(),
});
export type MakeoverPage = z.infer<typeof makeoverPageSchema>;

export type FileFolder = 'generated' | 'originals' | 'references' | 'favorite-icons';

export function uploadFile(base64: string, contentType: string, folder: FileFolder) {
  return apiRequest('/api/files', {
    method: 'POST',
    body: { base64, contentType, folder },
    schema: storedFileSchema,
  });
}

export function listMakeovers(cursor?: string | null) {
  const q = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/makeovers${q}`, { schema: makeoverPageSchema });
}

export function getMakeover(id: string) {
  return apiRequest(`/api/makeovers/${encodeURIComponent(id)}`, { schema: makeoverSchema });
}

export function createMakeover(input: MakeoverCreateInput) {
  return apiRequest('/api/makeovers', { method: 'POST', body: input, schema: makeoverSchema });
}

export function updateMakeover(id: string, patch: MakeoverPatch) {
  return apiRequest(`/api/makeovers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: z.unknown(),
  });
}

export function deleteMakeover(id: string) {
  return apiRequest(`/api/makeovers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function deleteMakeovers(ids: string[]) {
  return apiRequest('/api/makeovers/batch-delete', { method: 'POST', body: { ids } });
}

/** Counts saved makeovers up to `limit` (enough to check a cap). */
export async function countMakeovers(limit: number): Promise<number> {
  let count = 0;
  let cursor: string | null | undefined;
  do {
    const page = await listMakeovers(cursor);
    count += page.items.length;
    cursor = page.nextCursor;
  } while (cursor && count < limit);
  return count;
}
