import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { blogPageMeta } from '@looklab/shared/content/page-meta';
import { withPageMeta } from '@looklab/shared/content/page-meta-html';
import type { ZodApp } from './route-types';

const notBuilt =
  'The LookLab web app has not been built yet. Run "npm run build" (or "npm start", which builds and serves it).';

/**
 * Serves the built web app (apps/web/dist). Unknown /api paths are JSON 404s; any other GET
 * serves index.html so the SPA's router decides (it sends unknown paths to /). Blog pages get
 * their title, description and link-preview tags in that HTML, since crawlers run no script;
 * their URLs are built on `publicUrl` (PUBLIC_URL), never on the request's Host header.
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
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built: ${indexFile} is missing`);
  }

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ code: 'not_found', message: `No API route ${req.method} ${pathname}` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(notBuilt);
    const meta = blogPageMeta(pathname, deps.publicUrl);
    if (meta) {
      const html = withPageMeta(await fs.promises.readFile(indexFile, 'utf8'), meta);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
