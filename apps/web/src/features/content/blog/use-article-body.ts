import { loadArticleBody } from '@looklab/shared/content/blog-bodies';
import { parseMarkdown } from '@looklab/shared/content/markdown';
import { useQuery } from '@tanstack/react-query';

/** An article's body, parsed, loaded on demand (each body is its own small chunk). */
export function useArticleBody(slug: string) {
  return useQuery({
    queryKey: ['article-body', slug],
    queryFn: async () => parseMarkdown((await loadArticleBody(slug)) ?? ''),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
