/**
 * The HTML around a pre-rendered page (scripts/prerender.ts): the build's index.html with its
 * stylesheet inlined and its scripts fetched after what the page paints.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
/** The entry's module script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="(\/[^"]+\.js)"[^>]*><\/script>\n?/g;
/** The modulepreloads of the entry's static imports, as Vite writes them. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/[^"]+\.js)"[^>]*>\n?/g;
/** Starts the entry once the page has painted (public/start-app.js). */
export const START_APP_SCRIPT = '/start-app.js';

/** The theme's start-up script (public/theme-init.js), which blocks a plain page's paint. */
const THEME_SCRIPT = '<script src="/theme-init.js"></script>';

/** The stylesheet index.html links (exactly one, an asset under dist). */
export function linkedStylesheet(html: string): { link: string; href: string } {
  const links = [...html.matchAll(STYLESHEET)];
  const [link, href] = links.length === 1 ? (links[0] ?? []) : [];
  if (!link || !href) throw new Error(`index.html links ${links.length} stylesheets`);
  return { link, href };
}

/**
 * The tag that starts the app's scripts after the page's first paint and its largest picture:
 * the entry and its static imports (fetched together, as their modulepreloads would).
 */
function startAppTag(entry: string, preloads: string[]): string {
  const preload = preloads.length > 0 ? ` data-preload="${preloads.join(' ')}"` : '';
  return `<script src="${START_APP_SCRIPT}" defer data-entry="${entry}"${preload}></script>`;
}

/**
 * index.html for a pre-rendered page: the stylesheet inlined (so the page paints without waiting
 * for a second request), the app's scripts fetched only once the page has painted (not even
 * preloaded before) and the theme's script async. A pre-rendered page shows its content without
 * them, so they must not hold up its first paint, nor share the connection with its largest image
 * (the server sets the theme's class from its cookie, see THEME_COOKIE).
 */
export function prerenderTemplate(html: string, css: string): string {
  const { link } = linkedStylesheet(html);
  if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined');
  if (!html.includes(THEME_SCRIPT)) throw new Error(`index.html has no ${THEME_SCRIPT}`);
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) throw new Error(`index.html has ${entries.length} entries`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  return html
    .replace(link, () => `<style>${css}</style>`)
    .replace(THEME_SCRIPT, () => '<script src="/theme-init.js" async></script>')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `${startAppTag(entry, preloads)}\n`);
}
