import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleArt, authorAvatarSvg } from '@looklab/shared/content/art/blog-art';
import { blogArticles } from '@looklab/shared/content/blog-articles';
import { blogAuthors } from '@looklab/shared/content/blog-authors';
import { startServer, type StartedServer } from './helpers/start-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webPublic = path.join(repoRoot, 'apps/web/public');
const publicUrl = 'https://looklab.example';

/** The head of the built index.html, as Vite writes it. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="LookLab — the default description."
    />
    <title>LookLab — AI virtual makeovers</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Every `<meta property|name="key" content="…">` of a page, in order. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

describe('blog pages as the server sends them (for crawlers that run no script)', () => {
  let server: StartedServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-blog-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    server = await startServer({ env: { WEB_DIST: dist, PUBLIC_URL: `${publicUrl}/` } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("carries an article's title, description, Open Graph and Twitter tags", async () => {
    const res = await fetch(`${server.url}/articles/how-looklab-ai-works`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>How LookLab&#39;s AI works — and what stays private · LookLab</title>',
    );
    expect(metaContents(html, 'description')).toEqual([
      'Where your photo goes at every step: the engine that runs on our own server, the optional generative provider, what is stored and when it is deleted.',
    ]);
    expect(metaContents(html, 'og:type')).toEqual(['article']);
    expect(metaContents(html, 'og:title')).toEqual([
      'How LookLab&#39;s AI works — and what stays private',
    ]);
    expect(metaContents(html, 'og:url')).toEqual([`${publicUrl}/articles/how-looklab-ai-works`]);
    expect(metaContents(html, 'og:image')).toEqual([
      `${publicUrl}/blog/articles/how-looklab-ai-works.png`,
    ]);
    expect(metaContents(html, 'article:author')).toEqual([`${publicUrl}/authors/leo-marchetti`]);
    expect(metaContents(html, 'article:published_time')).toEqual(['2026-11-17']);
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(html, 'twitter:image')).toEqual([
      `${publicUrl}/blog/articles/how-looklab-ai-works.png`,
    ]);
    expect(html).toContain(
      `<link rel="canonical" href="${publicUrl}/articles/how-looklab-ai-works"`,
    );
  });

  it('builds absolute URLs on PUBLIC_URL, whatever Host the request names', async () => {
    const res = await fetch(`${server.url}/articles/lipstick-finishes-guide`, {
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    const html = await res.text();
    expect(html).not.toContain('attacker.example');
    expect(metaContents(html, 'og:image')).toEqual([
      `${publicUrl}/blog/articles/lipstick-finishes-guide.png`,
    ]);
  });

  it("carries an author's tags, and the list's", async () => {
    const author = await (await fetch(`${server.url}/authors/maya-okafor`)).text();
    expect(author).toContain('<title>Maya Okafor, Hair stylist &amp; colourist · LookLab</title>');
    expect(metaContents(author, 'og:type')).toEqual(['profile']);
    expect(metaContents(author, 'og:image')).toEqual([`${publicUrl}/blog/authors/maya-okafor.png`]);
    const list = await (await fetch(`${server.url}/articles?tag=Hair`)).text();
    expect(metaContents(list, 'og:type')).toEqual(['website']);
    expect(list).toContain('<title>Style notes · LookLab</title>');
  });

  it('sends unknown slugs the plain SPA, which shows its not-found page', async () => {
    for (const p of ['/articles/no-such-article', '/authors/nobody', '/articles/x/y']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).toBe(indexHtml);
    }
  });
});

describe("the blog's pictures in apps/web/public", () => {
  it('are what the drawings draw (npm run blog:images writes them)', () => {
    for (const article of blogArticles) {
      const draw = articleArt[article.slug];
      expect(draw, article.slug).toBeDefined();
      const file = fs.readFileSync(path.join(webPublic, article.hero.src), 'utf8');
      expect(file, article.hero.src).toBe(draw?.());
    }
    for (const author of blogAuthors) {
      const file = fs.readFileSync(path.join(webPublic, author.avatar), 'utf8');
      expect(file, author.avatar).toBe(authorAvatarSvg(author.slug));
    }
  });

  it('have 1200×630 PNGs under 60 KB for link previews', async () => {
    const social = [
      ...blogArticles.map((a) => a.hero.social),
      ...blogAuthors.map((a) => a.socialImage),
    ];
    for (const publicPath of social) {
      const file = path.join(webPublic, publicPath);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], publicPath).toEqual(['png', 1200, 630]);
      expect(fs.statSync(file).size, publicPath).toBeLessThan(60_000);
    }
  });
});
