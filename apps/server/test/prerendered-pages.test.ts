import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDERED_ATTRIBUTE,
  prerenderedFile,
  SHARE_ID_PLACEHOLDER,
} from '@looklab/shared/content/prerendered-pages';
import { sharingTexts } from '@looklab/shared/messages/sharing-messages';
import { startServer, type StartedServer } from './helpers/start-server';

const publicUrl = 'https://looklab.example';
const page = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default." />
    <title>LookLab — AI virtual makeovers</title>
  </head>
  <body>${body}</body>
</html>`;
const shell = page('<div id="root"></div>');
const prerendered = (content: string) =>
  page(`<div id="root" ${PRERENDERED_ATTRIBUTE}>${content}</div>`);
const shareTemplate = `<h1>${sharingTexts.sharedPageTitle}</h1><img src="/api/shares/${SHARE_ID_PLACEHOLDER}.png">`;

/** A built dist as `npm run build` leaves it: index.html and the pre-rendered pages. */
function writeDist(dir: string): void {
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write('index.html', shell);
  write(prerenderedFile('/'), prerendered('<h1>Home headline</h1>'));
  write(prerenderedFile('/articles'), prerendered('<h1>Style notes</h1>'));
  write(prerenderedFile(`/share/${SHARE_ID_PLACEHOLDER}`), prerendered(shareTemplate));
}

describe('pre-rendered public pages', () => {
  let server: StartedServer;
  let dist: string;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${pathname}`, { headers }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-prerendered-'));
    writeDist(dist);
    server = await startServer({ env: { WEB_DIST: dist, PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends visitors the page's pre-rendered HTML with the page's own head", async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}><h1>Home headline</h1>`);
    const articles = await get('/articles');
    expect(articles.text).toContain('<h1>Style notes</h1>');
    expect(articles.text).toContain(`<link rel="canonical" href="${publicUrl}/articles"`);
    expect(articles.text).not.toContain('content="Default."');
  });

  it("fills a share's page with the share's id", async () => {
    const shareId = 'Ab3_-xYz0123456789abcd';
    const { status, text } = await get(`/share/${shareId}`);
    expect(status).toBe(200);
    expect(text).toContain(`<h1>${sharingTexts.sharedPageTitle}</h1>`);
    expect(text).toContain(`<img src="/api/shares/${shareId}.png">`);
    expect(text).not.toContain(SHARE_ID_PLACEHOLDER);
    // a path that is no share id gets the plain app
    expect((await get('/share/short')).text).toContain('<div id="root"></div>');
  });

  it("writes a live share's picture size on its page, so the picture has its box before it loads", async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 400, channels: 3, background: { r: 90, g: 40, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const created = await fetch(`${server.url}/api/shares`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ imageBase64: jpeg.toString('base64') }),
    });
    expect(created.status).toBe(201);
    const { shareId } = (await created.json()) as { shareId: string };
    const { text } = await get(`/share/${shareId}`);
    expect(text).toContain(`<img src="/api/shares/${shareId}.png" width="300" height="400">`);
  });

  it("puts the theme a visitor chose (its cookie) on the page's <html>", async () => {
    expect((await get('/', { cookie: 'theme=dark' })).text).toContain(
      '<html lang="en" class="dark" style="color-scheme: dark">',
    );
    expect((await get('/articles', { cookie: 'a=b; theme=light' })).text).toContain(
      '<html lang="en" class="light" style="color-scheme: light">',
    );
    // none chosen (or nonsense): the stylesheet follows the system's setting
    expect((await get('/')).text).toContain('<html lang="en">');
    expect((await get('/', { cookie: 'theme=blue' })).text).toContain('<html lang="en">');
  });

  it('sends signed-in browsers, URLs with a query and other pages the plain app', async () => {
    const cookie = { cookie: 'theme=dark; better-auth.session_token=abc.def' };
    expect((await get('/', cookie)).text).toContain('<div id="root"></div>');
    const secure = { cookie: '__Secure-better-auth.session_token=abc.def' };
    expect((await get('/articles', secure)).text).toContain('<div id="root"></div>');
    expect((await get('/', { cookie: 'theme=dark' })).text).toContain('Home headline');
    expect((await get('/articles?tag=Hair')).text).toContain('<div id="root"></div>');
    expect((await get('/faq')).text).toContain('<div id="root"></div>');
  });

  it('never serves the pre-rendered files themselves', async () => {
    const file = await get(`/${prerenderedFile('/articles')}`);
    expect(file.text).not.toContain('Style notes');
  });
});
