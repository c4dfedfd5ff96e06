import type {} from '@fastify/rate-limit';
import { contactMessageRequestSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { ContactRepository } from '../db/repositories/contact.repository';
import type { ZodApp } from './route-types';

/** POST /api/contact: public; stored in contact_messages (with the user id when signed in). */
export function registerContactRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; contact: ContactRepository },
): void {
  app.post(
    '/api/contact',
    {
      schema: { body: contactMessageRequestSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await deps.users.find(req);
      const id = await deps.contact.create(user?.id ?? null, req.body);
      return reply.status(201).send({ id });
    },
  );
}
