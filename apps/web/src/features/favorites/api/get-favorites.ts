import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { favoriteStyleSchema } from '@looklab/shared/favorites/favorite.schema';
import { api } from '@/lib/api-client';

export const FAVORITES_QUERY_KEY = ['favorites'] as const;

/** GET /api/favorites, newest first. */
export function useFavorites() {
  return useQuery({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/favorites', z.array(favoriteStyleSchema), signal),
  });
}
