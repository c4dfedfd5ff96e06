import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadPageData } from '@/app/page-data';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
export { iconFiles } from '@/features/explore/icon-files';
import { publishedArticles } from '@looklab/shared/content/blog-queries';
import { SHARE_ID_PLACEHOLDER } from '@looklab/shared/content/prerendered-pages';

/** React's mark of a Suspense boundary sent before its content. */
const PENDING_BOUNDARY = '<!--$?-->';
/** Renders of a page until every lazy part it shows has loaded. */
const RENDER_PASSES = 3;

/** The public pages pre-rendered at build time. */
export function prerenderedPaths(): string[] {
  return [
    '/',
    '/articles',
    ...publishedArticles.map((a) => `/articles/${a.slug}`),
    '/explore/styles',
    `/share/${SHARE_ID_PLACEHOLDER}`,
  ];
}

/**
 * The HTML of a public page as a signed-out visitor first sees it (the build's pre-render, see
 * scripts/prerender.ts), for main.tsx to hydrate. Throws when the path redirects elsewhere.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  await preloadPageData(queryClient, pathname);
  const app = (
    <StrictMode>
      <AppProviders prerendered queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // A pending boundary would be filled in by an inline script, which the CSP forbids: every
  // boundary is rendered in place (none is split off for size), and a lazy part met for the
  // first time (the studio's upload step) is rendered again once it has loaded.
  for (let pass = 0; pass < RENDER_PASSES; pass++) {
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    if (!html.includes(PENDING_BOUNDARY)) return html;
  }
  throw new Error(`${pathname} still has a pending boundary after ${RENDER_PASSES} renders`);
}
