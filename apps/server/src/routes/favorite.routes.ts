import {
  favoriteStyleCreateSchema,
  favoriteStylePatchSchema,
  idParamsSchema,
} from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { FavoriteService } from '../services/favorite.service';
import type { ZodApp } from './route-types';

export function registerFavoriteRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; favorites: FavoriteService },
): void {
  const { users, favorites } = deps;

  app.get('/api/favorites', async (req) => {
    const user = await users.require(req);
    return favorites.list(user.id);
  });

  app.post(
    '/api/favorites',
    { schema: { body: favoriteStyleCreateSchema } },
    async (req, reply) => {
      const user = await users.require(req);
      return reply.status(201).send(await favorites.create(user.id, req.body));
    },
  );

  app.patch(
    '/api/favorites/:id',
    { schema: { params: idParamsSchema, body: favoriteStylePatchSchema } },
    async (req) => {
      const user = await users.require(req);
      return favorites.update(user.id, req.params.id, req.body);
    },
  );

  app.delete('/api/favorites/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
    const user = await users.require(req);
    await favorites.delete(user.id, req.params.id);
    return reply.status(204).send();
  });
}
