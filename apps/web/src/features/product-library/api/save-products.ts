import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { productInputFromDraft, type ProductDraft } from '@looklab/shared/products/library-rules';
import { userProductSchema } from '@looklab/shared/products/user-product.schema';
import { api } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-products';

/** A new product's id (the API sets products by id); random, without needing a secure origin. */
function newProductId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `p_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * PUT /api/products/:id for one product (an edit keeps its id) or PUT /api/products for a
 * batch; the library reloads after.
 */
export function useSaveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, drafts }: { id: string | null; drafts: ProductDraft[] }) => {
      const [only] = drafts;
      if (id !== null && only) {
        return api.put(`/api/products/${encodeURIComponent(id)}`, productInputFromDraft(only));
      }
      const products = drafts.map((draft) => ({
        ...productInputFromDraft(draft),
        id: newProductId(),
      }));
      return api
        .put('/api/products', { products }, z.array(userProductSchema))
        .then(() => undefined);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}
