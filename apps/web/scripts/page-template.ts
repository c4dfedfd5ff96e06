/**
 * The HTML around a pre-rendered page (scripts/prerender.ts): the build's index.html with its
 * stylesheet inlined and its scripts fetched after what the page paints.
 */

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
/** The entry's module script and the modulepreloads of its static imports (as Vite writes them). */
const APP_SCRIPT = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

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
 * index.html for a pre-rendered page: the stylesheet inlined (so the page paints without waiting
 * for a second request), the app's scripts at low fetch priority and the theme's script async.
 * A pre-rendered page shows its content without them, so they must not hold up its first paint,
 * nor its largest image (the server sets the theme's class from its cookie, see THEME_COOKIE).
 */
export function prerenderTemplate(html: string, css: string): string {
  const { link } = linkedStylesheet(html);
  if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined');
  if (!html.includes(THEME_SCRIPT)) throw new Error(`index.html has no ${THEME_SCRIPT}`);
  return html
    .replace(link, () => `<style>${css}</style>`)
    .replace(THEME_SCRIPT, () => '<script src="/theme-init.js" async></script>')
    .replace(APP_SCRIPT, (tag) => `${tag} fetchpriority="low"`);
}
