import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';

/**
 * Loads the data a pre-rendered page shows into `queryClient` before rendering it (at build
 * time) or hydrating it (in the browser), so both render the same: an article's body.
 */
export async function preloadPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  const slug = matchPath('/articles/:slug', pathname)?.params.slug;
  if (slug) {
    const blog = await import('@/features/content/blog');
    await blog.preloadArticleBody(queryClient, slug);
  }
}
