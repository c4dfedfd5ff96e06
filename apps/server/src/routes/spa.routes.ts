import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withPageMeta } from '@looklab/shared/content/page-meta-html';
import {
  PRERENDERED_DIR,
  prerenderedPathFor,
  SHARE_ID_PLACEHOLDER,
  THEME_COOKIE,
} from '@looklab/shared/content/prerendered-pages';
import { pageMeta } from '@looklab/shared/content/site-page-meta';
import { sharedImagePath } from '@looklab/shared/sharing/share-links';
import type { ZodApp } from './route-types';
import type { ImageSize } from './share.routes';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** better-auth's session cookie (with its __Secure- prefix on HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The build's pre-rendered pages (dist/.pages/…/*.html) by the path they show, read once at
 * start-up.
 */
function readPrerendered(webDist: string): Map<string, string> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path
      .relative(dir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
    pages.set(name === 'index' ? '/' : `/${name}`, fs.readFileSync(file, 'utf8'));
  }
  return pages;
}

const THEME_IN_COOKIE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`);
const HTML_TAG = '<html lang="en">';

/**
 * A pre-rendered page in the theme the visitor chose (the cookie the web app writes): it paints
 * before any script runs, so the server sets the class the theme's script would (without one,
 * the stylesheet follows the system's setting).
 */
function themed(html: string, cookie: string): string {
  const theme = THEME_IN_COOKIE.exec(cookie)?.[1];
  if (!theme) return html;
  return html.replace(HTML_TAG, `<html lang="en" class="${theme}" style="color-scheme: ${theme}">`);
}

const notBuilt =
  'The LookLab web app has not been built yet. Run "npm run build" (or "npm start", which builds and serves it).';

/**
 * Serves the built web app (apps/web/dist). Unknown /api paths are JSON 404s; any other GET
 * serves index.html so the SPA's router decides (it sends unknown paths to /). Public pages
 * (home, blog, FAQ, pricing, Explore, shares…) get their title, description and link-preview
 * tags in that HTML, since crawlers run no script; their URLs are built on `publicUrl`
 * (PUBLIC_URL), never on the request's Host header.
 *
 * Visitors (no session cookie) get the public pages pre-rendered at build time, so they paint
 * before any script runs; a share's page is its pre-rendered template with the share's id put
 * in. Signed-in browsers, and URLs with a query (which may change what the page shows), get
 * the plain index.html.
 *
 * Built files are sent as their build-time .br/.gz copies when the browser accepts them (with
 * `Vary: Accept-Encoding`); hashed assets are cached for a year as immutable, everything else
 * (index.html, public files) is revalidated.
 */
export async function registerSpaRoutes(
  app: ZodApp,
  deps: {
    webDist: string;
    publicUrl: string;
    /** A share's picture size, written on its page's picture (see shareImageSizes). */
    shareImageSize?: (shareId: string) => Promise<ImageSize | null>;
  },
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

  const prerendered = built ? readPrerendered(deps.webDist) : new Map<string, string>();

  /** A share's pre-rendered page: the share's id put in, and its picture's size when known. */
  const sharePage = async (template: string, shareId: string): Promise<string> => {
    const page = template.replaceAll(SHARE_ID_PLACEHOLDER, shareId);
    const size = await deps.shareImageSize?.(shareId);
    if (!size) return page;
    const img = `<img src="${sharedImagePath(shareId)}"`;
    return page.replace(img, () => `${img} width="${size.width}" height="${size.height}"`);
  };

  /** The page pre-rendered for a visitor, if this request gets one. */
  const prerenderedPage = async (req: FastifyRequest, pathname: string): Promise<string | null> => {
    if (req.url.includes('?') || SESSION_COOKIE.test(req.headers.cookie ?? '')) return null;
    const template = prerendered.get(prerenderedPathFor(pathname));
    if (template === undefined) return null;
    // the share's id is 22 URL-safe characters (prerenderedPathFor matched it)
    const shareId = pathname.startsWith('/share/') ? pathname.slice('/share/'.length) : null;
    const page = shareId ? await sharePage(template, shareId) : template;
    return themed(page, req.headers.cookie ?? '');
  };

  /** index.html with the page's head for public pages (compressed by the route's hooks). */
  const sendApp = async (req: FastifyRequest, pathname: string, reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(notBuilt);
    reply.header('cache-control', 'no-cache');
    // what a pre-rendered path answers depends on the session cookie
    if (prerendered.has(prerenderedPathFor(pathname))) reply.header('vary', 'cookie');
    const page = await prerenderedPage(req, pathname);
    const meta = pageMeta(pathname, deps.publicUrl);
    if (!meta && page === null) return reply.sendFile('index.html');
    const html = page ?? (await fs.promises.readFile(indexFile, 'utf8'));
    return reply.type('text/html; charset=utf-8').send(meta ? withPageMeta(html, meta) : html);
  };
  const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

  // A route rather than only the not-found handler, so replies get the compression hooks.
  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (isApi(pathname)) return reply.callNotFound();
    return sendApp(req, pathname, reply);
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
    return sendApp(req, pathname, reply);
  });
}
