import { documentTitle, PAGE_META_ATTRIBUTE, type PageMeta } from './page-meta';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/**
 * The <title>, canonical link and every meta tag of a page, as escaped HTML for the <head>.
 * `data-page-meta` marks them as this page's own, so the web app drops them when it leaves it.
 */
export function pageMetaHtml(meta: PageMeta): string {
  return [
    `<title>${escapeHtml(meta.documentTitle ?? documentTitle(meta.title))}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" ${PAGE_META_ATTRIBUTE}>`,
    ...meta.tags.map(
      (tag) =>
        `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" ${PAGE_META_ATTRIBUTE}>`,
    ),
  ].join('\n    ');
}

/**
 * index.html with the page's head: its <title> and description replaced, the other tags added
 * before </head>. Only the first <title> and name="description" are touched.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, `  ${pageMetaHtml(meta)}\n  </head>`);
}
