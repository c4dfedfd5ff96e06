import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userProductSchema } from '@looklab/shared/products/user-product.schema';
import { api } from '@/lib/api-client';

export const PRODUCTS_QUERY_KEY = ['products'] as const;

/** GET /api/products: the user's makeup library. */
export function useProducts() {
  return useQuery({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/products', z.array(userProductSchema), signal),
  });
}
