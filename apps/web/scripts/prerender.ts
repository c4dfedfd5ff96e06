/**
 * Pre-renders the public pages (after `vite build` and `vite build --ssr`): each page's HTML as
 * a signed-out visitor first sees it, inside dist/index.html, written to dist/.pages/ (a file
 * per path). The server sends these to browsers without a session cookie, so the page paints
 * before any JavaScript runs; main.tsx then hydrates it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_ATTRIBUTE, prerenderedFile } from '@looklab/shared/content/prerendered-pages';
import { precompressFile } from '../vite-plugins/precompress';
import { linkedStylesheet, prerenderTemplate } from './page-template';

type ServerEntry = {
  renderPage: (pathname: string) => Promise<string>;
  prerenderedPaths: () => string[];
  iconFiles: () => { file: string; svg: string }[];
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>/i;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const entry = path.join(webRoot, 'dist-ssr', 'entry-server.js');

/** index.html with its stylesheet inlined and its scripts behind the paint (page-template.ts). */
function pageTemplate(): string {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const css = fs.readFileSync(path.join(dist, linkedStylesheet(html).href), 'utf8');
  return prerenderTemplate(html, css);
}

const template = pageTemplate();
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

// React's production build, as in the browser
process.env.NODE_ENV = 'production';
const server = (await import(pathToFileURL(entry).href)) as ServerEntry;
const started = performance.now();
const paths = server.prerenderedPaths();
for (const pathname of paths) {
  const html = await server.renderPage(pathname);
  // the CSP allows no inline script
  if (INLINE_SCRIPT.test(html)) throw new Error(`${pathname} renders an inline script`);
  const page = template.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${html}</div>`);
  const file = path.join(dist, prerenderedFile(pathname));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page);
}
// the catalogue icons Explore links to (features/explore/icon-files.ts), compressed like assets
const icons = server.iconFiles();
const written = new Map<string, string>();
for (const { file, svg } of icons) {
  if (written.has(file) && written.get(file) !== svg) throw new Error(`two icons hash to ${file}`);
  written.set(file, svg);
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, svg);
}
await Promise.all([...written.keys()].map((file) => precompressFile(path.join(dist, file))));
console.log(
  `pre-rendered ${paths.length} pages and wrote ${written.size} icons in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
