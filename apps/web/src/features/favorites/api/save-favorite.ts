import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  favoriteStyleSchema,
  type FavoriteStyleCreate,
  type FavoriteStylePatch,
} from '@looklab/shared/favorites/favorite.schema';
import { api } from '@/lib/api-client';
import { FAVORITES_QUERY_KEY } from './get-favorites';

/** POST /api/favorites (new) or PATCH /api/favorites/:id (edit); the list reloads after. */
export function useSaveFavorite(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: FavoriteStyleCreate | FavoriteStylePatch) =>
      id === null
        ? api.post('/api/favorites', favorite, favoriteStyleSchema)
        : api.patch(`/api/favorites/${encodeURIComponent(id)}`, favorite, favoriteStyleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
}
