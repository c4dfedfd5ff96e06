import crypto from 'node:crypto';
import { setLevelRequestSchema } from '@looklab/shared';
import { HttpError } from '../lib/http-error';
import type { AdminService } from '../services/admin.service';
import type { ZodApp } from './route-types';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Admin endpoints for the admin command: loopback connections with the DATA_DIR token only. */
export function registerAdminRoutes(
  app: ZodApp,
  deps: { admin: AdminService; token: string },
): void {
  app.post('/api/admin/set-level', { schema: { body: setLevelRequestSchema } }, async (req) => {
    const remote = req.raw.socket.remoteAddress ?? '';
    const given = req.headers['x-admin-token'];
    if (
      !loopback.has(remote) ||
      !tokenMatches(typeof given === 'string' ? given : undefined, deps.token)
    ) {
      throw new HttpError(404, 'Not found', 'not_found');
    }
    const { userId, settings } = await deps.admin.setLevel(req.body.email, req.body.level);
    return { userId, membershipLevel: settings.membershipLevel };
  });
}
