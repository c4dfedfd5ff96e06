import { ARTICLE_IMAGE_SIZE } from '../blog.schema';
import { escapeHtml } from '../page-meta-html';

/** Where the site's own link-preview picture is served (apps/web/public). */
export const SITE_CARD_PATH = '/social/looklab.png';

/** The site's link-preview card (1200×630): the logo mark, the name and the tagline. */
export function siteCardSvg(name: string, tagline: string): string {
  const { width, height } = ARTICLE_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f43f5e"/><stop offset=".5" stop-color="#d946ef"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="#fafaf9"/>
<rect x="0" y="${height - 24}" width="${width}" height="24" fill="url(#g)"/>
<g transform="translate(120 175) scale(3.4)"><rect width="64" height="64" rx="18" fill="url(#g)"/><path d="M22 16v32h20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="44" cy="20" r="5" fill="#fff"/></g>
<text x="380" y="300" font-family="DejaVu Serif, Georgia, serif" font-size="104" font-weight="bold" fill="#1c1917">${escapeHtml(name)}</text>
<text x="384" y="380" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="40" fill="#57534e">${escapeHtml(tagline)}</text>
</svg>`;
}
