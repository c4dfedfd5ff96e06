import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from './helpers/fixtures';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { spawnMain } from './helpers/spawn-server';
import { seedPgliteFromTemplate, startServer, type StartedServer } from './helpers/start-server';

describe('the product server', () => {
  let server: StartedServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>LookLab</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    server = await startServer({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reports health', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'pglite',
      storage: 'local',
      ai: 'off',
      generation: {
        provider: 'off',
        model: null,
        check: 'not_needed',
        checkDetail: null,
        perUserConcurrency: 2,
      },
    });
  });

  it('serves the SPA for app routes and JSON 404s for unknown API paths', async () => {
    for (const p of ['/', '/profile/makeovers', '/__/auth/handler?x=1', '/no/such/page']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      code: 'not_found',
      message: 'No API route GET /api/nothing-here',
    });
  });

  it('sends security headers with a CSP the SPA passes', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('limits request size with a clear message', async () => {
    const c = new TestClient(server.url);
    await c.signUp(uniqueEmail('big'));
    const res = await c.post<{ message: string }>('/api/files', {
      base64: 'A'.repeat(26 * 1024 * 1024),
      contentType: 'image/jpeg',
      folder: 'originals',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large.');
    expect((await c.get('/api/health')).status).toBe(200);
  });

  it('accepts contact messages from visitors', async () => {
    const c = new TestClient(server.url);
    const ok = await c.post<{ id: string }>('/api/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello there, a question about Pro.',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await c.post('/api/contact', { name: 'Ada', email: 'nope', message: 'x' })).status,
    ).toBe(400);
  });

  it('explains a missing web build instead of crashing', async () => {
    const bare = await startServer({
      database: 'postgres',
      env: { WEB_DIST: path.join(dist, 'missing') },
    });
    try {
      const res = await fetch(`${bare.url}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/has not been built yet.*npm run build/);
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('main.ts', () => {
  it(
    'starts, then shuts down gracefully on SIGTERM, finishing an in-flight request',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-main-'));
      await seedPgliteFromTemplate(dataDir);
      const { child, output, exited } = spawnMain({ DATA_DIR: dataDir, PORT: '0' });
      try {
        await expect
          .poll(() => /LookLab is ready in \d+ ms/.test(output.text), {
            timeout: 60_000,
            interval: 100,
          })
          .toBe(true);
        const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
          port: number;
        };
        const url = `http://127.0.0.1:${info.port}`;
        // Without PUBLIC_URL, links and trusted origins come from the port, and it says so.
        expect(output.text).toContain(
          `PUBLIC_URL is not set: links in e-mails use http://localhost:${info.port}`,
        );
        console.info(
          `[measure] main.ts ${/LookLab is ready in (\d+) ms/.exec(output.text)?.[1]} ms to ready (PGlite, migrated DATA_DIR, AI=off)`,
        );
        const c = new TestClient(url);
        await c.signUp(uniqueEmail('graceful'));
        // A photo large enough that checking and re-encoding it takes a moment.
        const big = await noisyJpeg(4000, 3000);
        const inFlight = c.post<{ storagePath: string }>('/api/files', {
          base64: big.toString('base64'),
          contentType: 'image/jpeg',
          folder: 'originals',
        });
        await new Promise((r) => setTimeout(r, 150));
        child.kill('SIGTERM');
        const result = await inFlight;
        expect(result.status).toBe(201);
        expect(await exited).toBe(0);
        expect(output.text).toContain('SIGTERM received');
        expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
