import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userProductSchema } from '@looklab/shared/products/user-product.schema';
import { api } from '@/lib/api-client';

export const PRODUCTS_QUERY_KEY = ['products'] as const;

/** GET /api/products: the user's makeup library (asked for only when `enabled`). */
export function useProducts(enabled = true) {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => api.get('/api/products', z.array(userProductSchema), signal),
  });
}
