import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles } from '@looklab/shared/content/blog-articles';
import { blogAuthors } from '@looklab/shared/content/blog-authors';
import { startServer, type StartedServer } from './helpers/start-server';

const publicUrl = 'https://looklab.example';
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default." />
    <title>LookLab — AI virtual makeovers</title>
    <script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
/** A hashed asset big enough to compress well, as Vite writes one. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join(
  '\n',
);

/**
 * A dist folder as `npm run build` leaves it: hashed assets under assets/, each text file with
 * its .br and .gz beside it (apps/web/vite-plugins/precompress.ts).
 */
function writeDist(dir: string): void {
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', indexHtml);
  write('assets/index-AbC123xy.js', script);
}

/** A raw GET: the bytes as sent (fetch would decode them). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ res: { status: number; headers: Headers }; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const h = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
            }
            resolve({
              res: { status: res.statusCode ?? 0, headers: h },
              body: Buffer.concat(chunks),
            });
          });
        })
        .on('error', reject);
    },
  );
}

describe('web delivery: compressed, cached assets; robots.txt and sitemap.xml', () => {
  let server: StartedServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-web-dist-'));
    writeDist(dist);
    server = await startServer({ env: { WEB_DIST: dist, PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli or gzip by Accept-Encoding, immutable, with Vary', async () => {
    const url = `${server.url}/assets/index-AbC123xy.js`;
    const br = await get(url, 'gzip, deflate, br');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-type')).toContain('javascript');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gz = await get(url, 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gz.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  it('revalidates the HTML (never immutable) and compresses it too', async () => {
    for (const page of ['/', '/faq', '/some/spa/route']) {
      const { res, body } = await get(`${server.url}${page}`, 'br');
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(res.headers.get('content-encoding'), page).toBe('br');
      expect(res.headers.get('vary')?.toLowerCase(), page).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(body).toString(), page).toContain('<div id="root">');
    }
  });

  it('compresses API JSON that is worth it', async () => {
    const { res, body } = await get(`${server.url}/api/explore/makeovers`, 'gzip');
    expect(res.status).toBe(200);
    // a small reply stays as it is; what matters is that it is correct either way
    const text =
      res.headers.get('content-encoding') === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();
    expect(JSON.parse(text)).toEqual({ items: [], nextCursor: null });
    const sitemap = await get(`${server.url}/sitemap.xml`, 'br');
    expect(sitemap.res.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(sitemap.body).toString()).toContain('<urlset');
  });

  it('serves a real robots.txt pointing at the sitemap on PUBLIC_URL', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).not.toContain('<div id="root">');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toMatch(/^Disallow: \/share/m);
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('serves a real sitemap.xml of the public pages, articles and authors', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`, {
      headers: { host: 'attacker.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).not.toContain('<div id="root">');
    expect(xml).not.toContain('attacker.example');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/articles', '/faq', '/pricing', '/explore/styles']) {
      expect(locs, page).toContain(`${publicUrl}${page}`);
    }
    for (const article of blogArticles) {
      expect(locs).toContain(`${publicUrl}/articles/${article.slug}`);
      expect(xml).toContain(`<lastmod>${article.date}</lastmod>`);
    }
    for (const author of blogAuthors) expect(locs).toContain(`${publicUrl}/authors/${author.slug}`);
    expect(locs.some((l) => l?.includes('/profile') || l?.includes('/api/'))).toBe(false);
  });

  it('gives public pages a description and link-preview tags on PUBLIC_URL', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain('<title>LookLab — AI virtual makeovers</title>');
    expect(home.match(/name="description"/g)).toHaveLength(1);
    expect(home).toContain(`<meta property="og:image" content="${publicUrl}/social/looklab.png"`);
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image"');
    const share = await (await fetch(`${server.url}/share/AbCdEfGhIjKlMnOpQrStUv`)).text();
    expect(share).toContain(
      `<meta property="og:image" content="${publicUrl}/api/shares/AbCdEfGhIjKlMnOpQrStUv.png"`,
    );
    expect(share).toContain(
      `<link rel="canonical" href="${publicUrl}/share/AbCdEfGhIjKlMnOpQrStUv"`,
    );
  });
});
