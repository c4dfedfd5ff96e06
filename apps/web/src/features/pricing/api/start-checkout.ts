import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema, type PurchasableLevel } from '@looklab/shared/api/billing.schema';
import { api } from '@/lib/api-client';

/** POST /api/billing/checkout, then off to the provider's hosted checkout page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (level: PurchasableLevel) =>
      api.post('/api/billing/checkout', { level }, checkoutResponseSchema),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
