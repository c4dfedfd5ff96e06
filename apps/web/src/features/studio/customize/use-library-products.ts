import type { UserProduct } from '@looklab/shared';
import { useProducts } from '@/features/product-library';

const none: UserProduct[] = [];

/** The user's makeup library (Pro): its products' shades are offered in their categories. */
export function useLibraryProducts(enabled: boolean): UserProduct[] {
  const products = useProducts(enabled);
  return enabled ? (products.data ?? none) : none;
}
