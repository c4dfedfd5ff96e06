import { api } from '@/lib/api-client';

/** DELETE /api/shares/:shareId: the owner takes the link (and its Explore entry) down. */
export function deleteShare(shareId: string): Promise<void> {
  return api.delete(`/api/shares/${encodeURIComponent(shareId)}`);
}
