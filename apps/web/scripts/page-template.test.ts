import { describe, expect, it } from 'vitest';
import { prerenderTemplate } from './page-template';

/** dist/index.html as `vite build` writes it. */
const built = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <title>LookLab</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/app-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/app-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a pre-rendered page's template", () => {
  const page = prerenderTemplate(built, 'body{color:red}');

  it('inlines the stylesheet', () => {
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('app-jkl.css');
  });

  it('fetches the app scripts only from the start-up script, after what the page paints', () => {
    expect(page).toContain(
      '<script src="/start-app.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/vendor-def.js /assets/app-ghi.js"></script>',
    );
    // nothing the browser would fetch before the page paints
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    expect(page).not.toMatch(/(src|href)="\/assets\/[^"]+\.js"/);
  });

  it('loads the theme script without blocking the first paint', () => {
    expect(page).toContain('<script src="/theme-init.js" async></script>');
    expect(page).not.toContain('<script src="/theme-init.js"></script>');
  });

  it('refuses an index.html it cannot make paint early', () => {
    expect(() => prerenderTemplate(built.replace(/<link rel="stylesheet"[^>]*>/, ''), '')).toThrow(
      /0 stylesheets/,
    );
    expect(() => prerenderTemplate(built, 'a{}</style><script>')).toThrow(/inlined/);
    expect(() =>
      prerenderTemplate(built.replace('<script src="/theme-init.js"></script>', ''), ''),
    ).toThrow(/theme-init/);
    expect(() =>
      prerenderTemplate(built.replace(/<script type="module"[^>]*><\/script>/, ''), ''),
    ).toThrow(/0 entries/);
  });
});
