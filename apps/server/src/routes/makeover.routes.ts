import {
  batchDeleteRequestSchema,
  idParamsSchema,
  makeoverCreateSchema,
  makeoverPatchSchema,
  pageQuerySchema,
} from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { MakeoverService } from '../services/makeover.service';
import type { ZodApp } from './route-types';

export function registerMakeoverRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; makeovers: MakeoverService },
): void {
  const { users, makeovers } = deps;

  app.get('/api/makeovers', { schema: { querystring: pageQuerySchema } }, async (req) => {
    const user = await users.require(req);
    return makeovers.listPage(user.id, req.query.cursor);
  });

  app.post('/api/makeovers', { schema: { body: makeoverCreateSchema } }, async (req, reply) => {
    const user = await users.require(req);
    const created = await makeovers.create(user.id, req.body);
    return reply.status(201).send(created);
  });

  app.get('/api/makeovers/:id', { schema: { params: idParamsSchema } }, async (req) => {
    const user = await users.require(req);
    return makeovers.get(user.id, req.params.id);
  });

  app.patch(
    '/api/makeovers/:id',
    { schema: { params: idParamsSchema, body: makeoverPatchSchema } },
    async (req) => {
      const user = await users.require(req);
      return makeovers.update(user.id, req.params.id, req.body);
    },
  );

  app.delete('/api/makeovers/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
    const user = await users.require(req);
    await makeovers.delete(user.id, req.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/api/makeovers/batch-delete',
    { schema: { body: batchDeleteRequestSchema } },
    async (req) => {
      const user = await users.require(req);
      return { deleted: await makeovers.deleteMany(user.id, req.body.ids) };
    },
  );
}
