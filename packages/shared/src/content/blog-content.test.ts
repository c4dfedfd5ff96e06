import { describe, expect, it } from 'vitest';
import { blogArticles } from './blog-articles';
import { blogAuthors } from './blog-authors';
import { articleBodyLoaders, loadArticleBody } from './blog-bodies';
import { articleSchema, authorSchema } from './blog.schema';
import { linkTargets, parseMarkdown } from './markdown';
import { countWords, readingMinutes } from './reading-time';

const bodies = await Promise.all(
  blogArticles.map(async (meta) => ({ meta, body: await loadArticleBody(meta.slug) })),
);

/** Site paths an article may link to besides other articles. */
const sitePaths = new Set(['/', '/faq', '/contact', '/articles']);

describe('the published blog content', () => {
  it('has at least eight articles by three authors', () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(8);
    expect(blogAuthors).toHaveLength(3);
  });

  it('has a body for every article and no body without an article', () => {
    expect(Object.keys(articleBodyLoaders).sort()).toEqual(blogArticles.map((a) => a.slug).sort());
    for (const { meta, body } of bodies) expect(body, meta.slug).not.toBeNull();
  });

  it('passes the schema: every article with its body, every author', () => {
    for (const { meta, body } of bodies) {
      const parsed = articleSchema.safeParse({ ...meta, body });
      expect(parsed.success, `${meta.slug}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    for (const author of blogAuthors) {
      expect(authorSchema.safeParse(author).success, author.slug).toBe(true);
    }
  });

  it('uses each slug once', () => {
    const articleSlugs = blogArticles.map((a) => a.slug);
    const authorSlugs = blogAuthors.map((a) => a.slug);
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length);
    expect(new Set(authorSlugs).size).toBe(authorSlugs.length);
  });

  it('credits only existing authors, and every author has written something', () => {
    const authorSlugs = new Set(blogAuthors.map((a) => a.slug));
    for (const article of blogArticles) expect(authorSlugs, article.slug).toContain(article.author);
    for (const author of blogAuthors) {
      expect(
        blogArticles.some((a) => a.author === author.slug),
        author.slug,
      ).toBe(true);
    }
  });

  it('names images after their article and author', () => {
    for (const article of blogArticles) {
      expect(article.hero.src).toBe(`/blog/articles/${article.slug}.svg`);
      expect(article.hero.social).toBe(`/blog/articles/${article.slug}.png`);
    }
    for (const author of blogAuthors) {
      expect(author.avatar).toBe(`/blog/authors/${author.slug}.svg`);
      expect(author.socialImage).toBe(`/blog/authors/${author.slug}.png`);
    }
  });

  it('states the reading time its body takes, for a body of 600 to 1300 words', () => {
    for (const { meta, body } of bodies) {
      const text = body ?? '';
      expect(countWords(text), meta.slug).toBeGreaterThanOrEqual(600);
      expect(countWords(text), meta.slug).toBeLessThanOrEqual(1300);
      expect(meta.readingMinutes, meta.slug).toBe(readingMinutes(text));
    }
  });

  it('links only to pages that exist', () => {
    const articlePaths = new Set(blogArticles.map((a) => `/articles/${a.slug}`));
    for (const { meta, body } of bodies) {
      const targets = linkTargets(parseMarkdown(body ?? ''));
      expect(targets.length, meta.slug).toBeGreaterThan(0);
      for (const href of targets) {
        expect(sitePaths.has(href) || articlePaths.has(href), `${meta.slug} → ${href}`).toBe(true);
      }
    }
  });

  it('starts each body with a paragraph and has sections', () => {
    for (const { meta, body } of bodies) {
      const blocks = parseMarkdown(body ?? '');
      expect(blocks[0]?.kind, meta.slug).toBe('paragraph');
      expect(blocks.filter((b) => b.kind === 'heading').length, meta.slug).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('answers null for a slug without an article', async () => {
    expect(await loadArticleBody('no-such-article')).toBeNull();
    expect(await loadArticleBody('constructor')).toBeNull();
  });
});
