import { idParamsSchema, userProductBatchSchema, userProductInputSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { UserProductService } from '../services/user-product.service';
import type { ZodApp } from './route-types';

export function registerProductRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; products: UserProductService },
): void {
  const { users, products } = deps;

  app.get('/api/products', async (req) => {
    const user = await users.require(req);
    return products.list(user.id);
  });

  // Set many (batch add or replace): `{ products: [{ id, ...product }] }`, at most 100.
  app.put('/api/products', { schema: { body: userProductBatchSchema } }, async (req) => {
    const user = await users.require(req);
    return products.setMany(user.id, req.body.products);
  });

  app.put(
    '/api/products/:id',
    { schema: { params: idParamsSchema, body: userProductInputSchema } },
    async (req) => {
      const user = await users.require(req);
      return products.set(user.id, req.params.id, req.body);
    },
  );

  app.delete('/api/products/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
    const user = await users.require(req);
    await products.delete(user.id, req.params.id);
    return reply.status(204).send();
  });
}
