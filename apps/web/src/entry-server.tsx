import './zod-config';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { publishedArticles } from '@looklab/shared/content/blog-queries';
import { SHARE_ID_PLACEHOLDER } from '@looklab/shared/content/prerendered-pages';

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
  return renderToString(
    <StrictMode>
      <AppProviders prerendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
