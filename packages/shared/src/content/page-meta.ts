import { blogMessages } from '../messages/blog-messages';
import { ARTICLE_IMAGE_SIZE } from './blog-constants';
import type { ArticleMeta, Author } from './blog.schema';
import { findArticle, findAuthor, publishedArticles } from './blog-queries';

/** One <meta> element: `name="…"` (description, twitter:*) or `property="…"` (og:*, article:*). */
export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

/** What a page tells link previews and search engines. */
export type PageMeta = {
  /** the page's own title; the document title is `${title} · LookLab` unless `documentTitle` */
  title: string;
  /** the whole document title, when it is not `${title} · LookLab` (the home page's) */
  documentTitle?: string;
  description: string;
  /** absolute URL of the page */
  canonical: string;
  tags: MetaTag[];
};

const nameTag = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
const propertyTag = (key: string, content: string): MetaTag => ({
  attribute: 'property',
  key,
  content,
});

/** Marks head elements that belong to one page (server-injected or set by the web app). */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

export function documentTitle(title: string): string {
  return `${title} · ${blogMessages.siteName}`;
}

/** A link preview's picture: a PNG of ARTICLE_IMAGE_SIZE unless the size is unknown (null). */
type PreviewImage = { url: string; alt: string; size?: { width: number; height: number } | null };

/** The tags every public page carries: description, Open Graph basics and a large Twitter card. */
function sharedTags(
  meta: { title: string; description: string; url: string; type: string },
  image: PreviewImage,
): MetaTag[] {
  const size = image.size === undefined ? ARTICLE_IMAGE_SIZE : image.size;
  return [
    nameTag('description', meta.description),
    propertyTag('og:site_name', blogMessages.siteName),
    propertyTag('og:type', meta.type),
    propertyTag('og:title', meta.title),
    propertyTag('og:description', meta.description),
    propertyTag('og:url', meta.url),
    propertyTag('og:image', image.url),
    ...(size
      ? [
          propertyTag('og:image:type', 'image/png'),
          propertyTag('og:image:width', String(size.width)),
          propertyTag('og:image:height', String(size.height)),
        ]
      : []),
    propertyTag('og:image:alt', image.alt),
    nameTag('twitter:card', 'summary_large_image'),
    nameTag('twitter:title', meta.title),
    nameTag('twitter:description', meta.description),
    nameTag('twitter:image', image.url),
    nameTag('twitter:image:alt', image.alt),
  ];
}

export type PageFacts = {
  /** the page's path, from the site's root */
  path: string;
  title: string;
  description: string;
  /** og:type: article, profile or website */
  type: string;
  /** the PNG for link previews (a site path), its description and size (null: unknown) */
  image: { path: string; alt: string; size?: { width: number; height: number } | null };
  documentTitle?: string;
};

/** A page's meta with every URL absolute on `origin`, plus any page-specific tags. */
export function publicPageMeta(origin: string, page: PageFacts, extra: MetaTag[] = []): PageMeta {
  const url = `${origin}${page.path}`;
  return {
    title: page.title,
    ...(page.documentTitle ? { documentTitle: page.documentTitle } : {}),
    description: page.description,
    canonical: url,
    tags: [
      ...sharedTags(
        { title: page.title, description: page.description, url, type: page.type },
        { url: `${origin}${page.image.path}`, alt: page.image.alt, size: page.image.size },
      ),
      ...extra,
    ],
  };
}

/** `origin` is the site's public address without a trailing slash (PUBLIC_URL on the server). */
export function articlePageMeta(article: ArticleMeta, author: Author, origin: string): PageMeta {
  return publicPageMeta(
    origin,
    {
      path: `/articles/${article.slug}`,
      title: article.title,
      description: article.description,
      type: 'article',
      image: { path: article.hero.social, alt: article.hero.alt },
    },
    [
      nameTag('author', author.name),
      propertyTag('article:author', `${origin}/authors/${author.slug}`),
      propertyTag('article:published_time', article.date),
      ...article.tags.map((tag) => propertyTag('article:tag', tag)),
    ],
  );
}

export function authorPageMeta(author: Author, origin: string): PageMeta {
  return publicPageMeta(origin, {
    path: `/authors/${author.slug}`,
    title: `${author.name}, ${author.role}`,
    description: author.bio,
    type: 'profile',
    image: { path: author.socialImage, alt: `Illustrated portrait of ${author.name}` },
  });
}

/** The list's preview shows the newest article's picture. */
export function articlesListMeta(origin: string, cover: ArticleMeta): PageMeta {
  return publicPageMeta(origin, {
    path: '/articles',
    title: blogMessages.listTitle,
    description: blogMessages.listDescription,
    type: 'website',
    image: { path: cover.hero.social, alt: cover.hero.alt },
  });
}

/**
 * The meta of a blog page by its path (/articles, /articles/{slug}, /authors/{slug}), or null
 * for other paths and unknown slugs (they get the app's default head).
 */
export function blogPageMeta(pathname: string, origin: string): PageMeta | null {
  const path = pathname.replace(/\/+$/, '');
  const [, section, slug, ...rest] = path.split('/');
  if (rest.length > 0) return null;
  if (section === 'articles' && slug === undefined) {
    const newest = publishedArticles[0];
    return newest ? articlesListMeta(origin, newest) : null;
  }
  if (section === 'articles' && slug) {
    const article = findArticle(slug);
    const author = article && findAuthor(article.author);
    return article && author ? articlePageMeta(article, author, origin) : null;
  }
  if (section === 'authors' && slug) {
    const author = findAuthor(slug);
    return author ? authorPageMeta(author, origin) : null;
  }
  return null;
}
