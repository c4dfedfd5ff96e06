import { loadArticleBody } from '@looklab/shared/content/blog-bodies';
import { parseMarkdown } from '@looklab/shared/content/markdown';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/** An article's body, parsed (each body is its own small chunk). */
function articleBodyQuery(slug: string) {
  return {
    queryKey: ['article-body', slug],
    queryFn: async () => parseMarkdown((await loadArticleBody(slug)) ?? ''),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/** An article's body, parsed, loaded on demand. */
export function useArticleBody(slug: string) {
  return useQuery(articleBodyQuery(slug));
}

/** Loads an article's body ahead of its page (pre-rendering, hydrating a pre-rendered page). */
export function preloadArticleBody(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.prefetchQuery(articleBodyQuery(slug));
}
