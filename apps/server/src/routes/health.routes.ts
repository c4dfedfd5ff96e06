import { sql } from 'drizzle-orm';
import type { ClientConfig, Health } from '@looklab/shared';
import type { Database } from '../db/database';
import type { ZodApp } from './route-types';

export function registerHealthRoutes(
  app: ZodApp,
  deps: { db: Database; health: Omit<Health, 'status'>; clientConfig: ClientConfig },
): void {
  app.get('/api/health', async (): Promise<Health> => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok', ...deps.health };
  });

  app.get('/api/config', (_req, reply) => reply.send(deps.clientConfig));
}
