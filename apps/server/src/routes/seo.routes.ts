import { robotsTxt, sitemapXml } from '@looklab/shared/content/site-map';
import type { ZodApp } from './route-types';

/** How long crawlers and caches may keep robots.txt and sitemap.xml (they change with releases). */
const SEO_FILE_CACHE = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml, written from the shared list of public pages and the blog, with
 * absolute URLs on `publicUrl` (PUBLIC_URL), never on the request's Host header.
 */
export function registerSeoRoutes(app: ZodApp, deps: { publicUrl: string }): void {
  const robots = robotsTxt(deps.publicUrl);
  const sitemap = sitemapXml(deps.publicUrl);
  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', SEO_FILE_CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('cache-control', SEO_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
