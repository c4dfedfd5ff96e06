import { useInfiniteQuery } from '@tanstack/react-query';
import { exploreMakeoversPageSchema } from '@looklab/shared';
import { api } from '@/lib/api-client';

export const EXPLORE_MAKEOVERS_QUERY_KEY = ['explore', 'makeovers'] as const;

/** GET /api/explore/makeovers: a page of the public gallery, newest first. */
export function getExploreMakeovers(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get(`/api/explore/makeovers${query}`, exploreMakeoversPageSchema, signal);
}

export function useExploreMakeovers() {
  return useInfiniteQuery({
    queryKey: EXPLORE_MAKEOVERS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getExploreMakeovers(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
