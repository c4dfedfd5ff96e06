import { useQuery } from '@tanstack/react-query';
import { billingConfigSchema } from '@looklab/shared/api/billing.schema';
import { api } from '@/lib/api-client';

/** GET /api/billing: is there a checkout, and which levels does it sell? */
export function useBillingConfig() {
  return useQuery({
    queryKey: ['billing'],
    queryFn: ({ signal }) => api.get('/api/billing', billingConfigSchema, signal),
    staleTime: Infinity,
  });
}
