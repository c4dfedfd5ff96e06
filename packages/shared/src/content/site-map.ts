import { escapeHtml } from './page-meta-html';
import { blogAuthors } from './blog-authors';
import { publishedArticles } from './blog-queries';
import { sitePages } from './site-page-meta';

/** Paths crawlers are asked to leave alone: the API and the signed-in app. */
export const CRAWL_DISALLOWED = [
  '/api/',
  '/auth/',
  '/profile',
  '/makeover/',
  '/select-person',
  '/hairstyles',
  '/customize',
  '/results',
  '/product-library',
  '/__/',
] as const;

/** robots.txt: everything public may be crawled; the sitemap's absolute URL on `origin`. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWL_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

type SitemapEntry = { path: string; lastModified?: string };

/** Every public page worth indexing: the site's pages, the blog list, articles and authors. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...Object.keys(sitePages).map((path) => ({ path })),
    { path: '/articles', lastModified: publishedArticles[0]?.date },
    ...publishedArticles.map((a) => ({ path: `/articles/${a.slug}`, lastModified: a.date })),
    ...blogAuthors.map((a) => ({ path: `/authors/${a.slug}` })),
  ];
}

/** sitemap.xml (sitemaps.org 0.9) with absolute URLs on `origin`. */
export function sitemapXml(origin: string): string {
  const urls = sitemapEntries().map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(`${origin}${path}`)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
