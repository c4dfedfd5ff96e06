import { describe, expect, it } from 'vitest';
import type { ArticleMeta } from './blog.schema';
import {
  adjacentArticles,
  articlesByAuthor,
  articlesTagged,
  findArticle,
  findAuthor,
  formatArticleDate,
  newestFirst,
  publishedArticles,
  tagsInUse,
} from './blog-queries';

const sample = (slug: string, date: string, author = 'a', tags: ArticleMeta['tags'] = ['Hair']) =>
  ({
    slug,
    date,
    author,
    tags,
    title: slug,
    description: slug,
    hero: { src: '', social: '', alt: '' },
    readingMinutes: 1,
  }) satisfies ArticleMeta;

// deliberately out of order
const list = [
  sample('middle', '2026-05-02', 'b', ['Colour']),
  sample('oldest', '2026-01-10'),
  sample('newest', '2026-09-30', 'b', ['Hair', 'Colour']),
];

describe('blog queries', () => {
  it('orders articles newest first', () => {
    expect(newestFirst(list).map((a) => a.slug)).toEqual(['newest', 'middle', 'oldest']);
    const dates = publishedArticles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds articles and authors by slug, and nothing for unknown slugs', () => {
    expect(findArticle('middle', list)?.date).toBe('2026-05-02');
    expect(findArticle('missing', list)).toBeUndefined();
    expect(findArticle('how-looklab-ai-works')?.author).toBe('leo-marchetti');
    expect(findAuthor('maya-okafor')?.name).toBe('Maya Okafor');
    expect(findAuthor('nobody')).toBeUndefined();
  });

  it('gives the article published before as previous and the one after as next', () => {
    expect(adjacentArticles('middle', list)).toEqual({
      previous: list[1],
      next: list[2],
    });
    expect(adjacentArticles('oldest', list)).toEqual({ previous: null, next: list[0] });
    expect(adjacentArticles('newest', list)).toEqual({ previous: list[0], next: null });
    expect(adjacentArticles('missing', list)).toEqual({ previous: null, next: null });
  });

  it('walks every published article once from the newest by following previous', () => {
    const seen: string[] = [];
    let current: ArticleMeta | null = publishedArticles[0] ?? null;
    while (current) {
      seen.push(current.slug);
      const { previous, next } = adjacentArticles(current.slug);
      if (previous) expect(adjacentArticles(previous.slug).next?.slug).toBe(current.slug);
      if (seen.length === 1) expect(next).toBeNull();
      current = previous;
    }
    expect(seen).toEqual(publishedArticles.map((a) => a.slug));
  });

  it("lists an author's articles newest first", () => {
    expect(articlesByAuthor('b', list).map((a) => a.slug)).toEqual(['newest', 'middle']);
    expect(articlesByAuthor('nobody', list)).toEqual([]);
  });

  it('filters by tag and lists the tags in use in a fixed order', () => {
    expect(articlesTagged('Colour', list).map((a) => a.slug)).toEqual(['newest', 'middle']);
    expect(articlesTagged(null, list)).toHaveLength(3);
    expect(articlesTagged('Nonsense', list)).toHaveLength(3);
    expect(tagsInUse(list)).toEqual(['Hair', 'Colour']);
  });

  it('formats dates the same in every time zone', () => {
    expect(formatArticleDate('2026-11-17')).toBe('17 November 2026');
    expect(formatArticleDate('2026-01-01')).toBe('1 January 2026');
  });
});
