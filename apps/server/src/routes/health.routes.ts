import { sql } from 'drizzle-orm';
import type { ClientConfig, GenerationStatus, Health } from '@looklab/shared';
import type { Database } from '../db/database';
import type { ZodApp } from './route-types';

export function registerHealthRoutes(
  app: ZodApp,
  deps: {
    db: Database;
    health: Omit<Health, 'status' | 'generation'>;
    clientConfig: Omit<ClientConfig, 'generation'>;
    /** live: the provider's start-up check finishes after the server listens */
    generation: () => GenerationStatus;
  },
): void {
  app.get('/api/health', async (): Promise<Health> => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok', ...deps.health, generation: deps.generation() };
  });

  app.get('/api/config', (_req, reply) =>
    reply.send({ ...deps.clientConfig, generation: deps.generation() } satisfies ClientConfig),
  );
}
