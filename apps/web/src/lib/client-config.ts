import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@looklab/shared/api/client-config.schema';
import { api, lazySchema } from '@/lib/api-client';

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

const clientConfigSchema = lazySchema(
  () => import('@looklab/shared/api/client-config.schema'),
  (m) => m.clientConfigSchema,
);

/** GET /api/config: accounts on/off, federated providers, AI mode, password rules. */
export function useClientConfig(): ClientConfig | undefined {
  const query = useQuery({
    queryKey: CLIENT_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/config', clientConfigSchema, signal),
    staleTime: Infinity,
    retry: 1,
  });
  return query.data;
}
