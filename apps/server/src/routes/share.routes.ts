import type {} from '@fastify/rate-limit';
import sharp from 'sharp';
import { z } from 'zod';
import { createShareRequestSchema, pageQuerySchema, shareIdParamsSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { SettingsService } from '../services/settings.service';
import type { ShareService } from '../services/share.service';
import type { ZodApp } from './route-types';

/** Share pictures whose size is remembered (each is read once; a share's picture never changes). */
const SIZES_KEPT = 1000;

export type ImageSize = { width: number; height: number };

/**
 * The size of a live share's picture (null when there is none), for its page's HTML: the
 * picture then has its box before it loads, so nothing moves when it comes.
 */
export function shareImageSizes(
  shares: ShareService,
): (shareId: string) => Promise<ImageSize | null> {
  const known = new Map<string, ImageSize>();
  return async (shareId) => {
    const kept = known.get(shareId);
    if (kept) return kept;
    const image = await shares.image(shareId).catch(() => null);
    if (!image) return null;
    const { width, height } = await sharp(image.body).metadata();
    if (!width || !height) return null;
    if (known.size >= SIZES_KEPT) known.delete(known.keys().next().value ?? '');
    known.set(shareId, { width, height });
    return { width, height };
  };
}

const shareFileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.png$/) });

export function registerShareRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; settings: SettingsService; shares: ShareService },
): void {
  app.post(
    '/api/shares',
    {
      schema: { body: createShareRequestSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = await deps.users.find(req);
      const level = user ? (await deps.settings.get(user.id)).membershipLevel : null;
      return reply.status(201).send(await deps.shares.create(user?.id ?? null, level, req.body));
    },
  );

  // The owner removes a link before it expires (and with it, its place in Explore).
  app.delete(
    '/api/shares/:shareId',
    { schema: { params: shareIdParamsSchema } },
    async (req, reply) => {
      const user = await deps.users.require(req);
      await deps.shares.remove(user.id, req.params.shareId);
      return reply.status(204).send();
    },
  );

  // Public: anyone with the link may see the image until it expires.
  app.get('/api/shares/:file', { schema: { params: shareFileParams } }, async (req, reply) => {
    const image = await deps.shares.image(req.params.file.replace(/\.png$/, ''));
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.body);
  });

  // Public: the Explore gallery of shares their owners chose to show.
  app.get(
    '/api/explore/makeovers',
    { schema: { querystring: pageQuerySchema } },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await deps.shares.explore(req.query.cursor)),
  );
}
