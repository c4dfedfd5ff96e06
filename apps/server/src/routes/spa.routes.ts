import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { withPageMeta } from '@looklab/shared/content/page-meta-html';
import { pageMeta } from '@looklab/shared/content/site-page-meta';
import type { ZodApp } from './route-types';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notBuilt =
  'The LookLab web app has not been built yet. Run "npm run build" (or "npm start", which builds and serves it).';

/**
 * Serves the built web app (apps/web/dist). Unknown /api paths are JSON 404s; any other GET
 * serves index.html so the SPA's router decides (it sends unknown paths to /). Public pages
 * (home, blog, FAQ, pricing, Explore, shares…) get their title, description and link-preview
 * tags in that HTML, since crawlers run no script; their URLs are built on `publicUrl`
 * (PUBLIC_URL), never on the request's Host header.
 *
 * Built files are sent as their build-time .br/.gz copies when the browser accepts them (with
 * `Vary: Accept-Encoding`); hashed assets are cached for a year as immutable, everything else
 * (index.html, public files) is revalidated.
 */
export async function registerSpaRoutes(
  app: ZodApp,
  deps: { webDist: string; publicUrl: string },
): Promise<void> {
  const indexFile = path.join(deps.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: deps.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`web app not built: ${indexFile} is missing`);
  }

  /** index.html with the page's head for public pages (compressed by the route's hooks). */
  const sendApp = async (pathname: string, reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(notBuilt);
    reply.header('cache-control', 'no-cache');
    const meta = pageMeta(pathname, deps.publicUrl);
    if (!meta) return reply.sendFile('index.html');
    const html = withPageMeta(await fs.promises.readFile(indexFile, 'utf8'), meta);
    return reply.type('text/html; charset=utf-8').send(html);
  };
  const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

  // A route rather than only the not-found handler, so replies get the compression hooks.
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApi(pathname)) return reply.callNotFound();
    return sendApp(pathname, reply);
  });

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApi(pathname)) {
      return reply
        .status(404)
        .send({ code: 'not_found', message: `No API route ${req.method} ${pathname}` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    return sendApp(pathname, reply);
  });
}
