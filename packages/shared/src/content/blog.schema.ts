import { z } from 'zod';
import { blogTags } from './blog-constants';

/** Lower-case words joined by single hyphens: the last segment of /articles/… and /authors/…. */
export const blogSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export { ARTICLE_IMAGE_SIZE, AVATAR_SIZE, blogTags } from './blog-constants';
export const blogTagSchema = z.enum(blogTags);
export type BlogTag = z.infer<typeof blogTagSchema>;

const publicPath = (folder: string, extension: string) =>
  z.string().regex(new RegExp(`^/blog/${folder}/[a-z0-9-]+\\.${extension}$`));

export const authorSchema = z.object({
  slug: blogSlugSchema,
  name: z.string().min(1).max(60),
  role: z.string().min(1).max(60),
  /** one or two sentences for the byline card and the author page */
  bio: z.string().min(60).max(420),
  /** a drawn avatar (SVG), never a photo of a real person */
  avatar: publicPath('authors', 'svg'),
  /** the avatar framed at 1200×630 (PNG) for link previews of the author page */
  socialImage: publicPath('authors', 'png'),
});
export type Author = z.infer<typeof authorSchema>;

export const heroImageSchema = z.object({
  /** the illustration (SVG) for cards and the article's hero */
  src: publicPath('articles', 'svg'),
  /** the same illustration as PNG, for og:image (link-preview crawlers do not read SVG) */
  social: publicPath('articles', 'png'),
  alt: z.string().min(20).max(200),
});
export type HeroImage = z.infer<typeof heroImageSchema>;

/** What the list page, the server's link-preview tags and prev/next need: no body. */
export const articleMetaSchema = z.object({
  slug: blogSlugSchema,
  title: z.string().min(10).max(90),
  /** the card text and the meta description (search engines show about 155 characters) */
  description: z.string().min(70).max(170),
  author: blogSlugSchema,
  /** publication day, YYYY-MM-DD */
  date: z.iso.date(),
  tags: z.array(blogTagSchema).min(1).max(3),
  hero: heroImageSchema,
  /** readingMinutes(body), kept here so the list shows it without loading bodies (tested) */
  readingMinutes: z.number().int().min(1).max(30),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;

/** The body is a small Markdown subset (see markdown.ts), 600–1200 words or so. */
export const articleBodySchema = z.string().min(3000).max(12000);

export const articleSchema = articleMetaSchema.extend({ body: articleBodySchema });
export type Article = z.infer<typeof articleSchema>;
