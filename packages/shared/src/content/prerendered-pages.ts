/**
 * The public pages the web build pre-renders (apps/web/scripts/prerender.ts) and where it puts
 * them under the build's directory; the server sends them to visitors (spa.routes.ts).
 */

/** Marks #root when its content was rendered ahead of time (the web app then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Stands for the share's id in the pre-rendered share page; the server puts the real one in. */
export const SHARE_ID_PLACEHOLDER = '__share_id__';

/** The directory of pre-rendered pages inside the web app's build (not served as files). */
export const PRERENDERED_DIR = '.pages';

const SHARE_PAGE = /^\/share\/[A-Za-z0-9_-]{22}$/;

/** The pre-rendered template a path is served from ('/share/{id}' share one), if any could be. */
export function prerenderedPathFor(pathname: string): string {
  return SHARE_PAGE.test(pathname) ? `/share/${SHARE_ID_PLACEHOLDER}` : pathname;
}

/** A pre-rendered page's file, relative to the build's directory. */
export function prerenderedFile(pathname: string): string {
  const name = pathname === '/' ? 'index' : pathname.replace(/^\//, '');
  return `${PRERENDERED_DIR}/${name}.html`;
}

/**
 * The cookie holding a visitor's chosen theme ('light' or 'dark'; the web app writes it beside its
 * localStorage key), so the server puts the theme's class on a pre-rendered page's <html>.
 */
export const THEME_COOKIE = 'theme';
