import { z } from 'zod';
import { makeoverSchema, makeoverSummarySchema } from '@looklab/shared';
import type { MakeoverCreateInput, MakeoverPatch } from '@looklab/shared';
import { storedFileSchema } from '@looklab/shared/api/file.schema';
import type { UploadFolder } from '@looklab/shared/api/file.schema';
import { batchDeleteResponseSchema, pageSchema } from '@looklab/shared/api/paging.schema';
import { apiRequest } from '@/lib/api-client';

/** A list page holds summaries (name, date, cover, look count), never whole makeovers. */
const makeoverPageSchema = pageSchema(makeoverSummarySchema);
export type MakeoverPage = z.infer<typeof makeoverPageSchema>;

export function uploadFile(base64: string, contentType: string, folder: UploadFolder) {
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
  return apiRequest('/api/makeovers/batch-delete', {
    method: 'POST',
    body: { ids },
    schema: batchDeleteResponseSchema,
  });
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
