import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, storageQuota, storageQuotaExceeded } from '@looklab/shared';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { fullMakeoverPayload, jpegBase64, makeoverPayload, noisyJpeg } from './helpers/fixtures';
import {
  setLevel,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

type Stored = { url: string; storagePath: string };

async function account(server: StartedServer, level: 'Freemium' | 'Spark' | 'Pro') {
  const c = new TestClient(server.url);
  const email = uniqueEmail(level.toLowerCase());
  await c.signUp(email);
  if (level !== 'Freemium') await setLevel(server, email, level);
  return c;
}

const upload = (c: TestClient, bytes: Buffer, folder = 'originals') =>
  c.post<Stored & { message: string }>('/api/files', {
    base64: bytes.toString('base64'),
    contentType: 'image/jpeg',
    folder,
  });

describe.each<DatabaseKind>(['pglite', 'postgres'])('storage limits on %s', (database) => {
  let server: StartedServer;
  const onDisk = (storagePath: string) =>
    path.join(server.dataDir, 'files', ...storagePath.split('/'));

  beforeAll(async () => {
    server = await startServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a share at the sharer’s resolution as a compact JPEG', async () => {
    const photo = await noisyJpeg(2400, 1600);
    const anon = new TestClient(server.url);
    const shared = await anon.post<{ shareId: string }>('/api/shares', {
      imageBase64: photo.toString('base64'),
    });
    expect(shared.status).toBe(201);
    const files = fs.readdirSync(path.join(server.dataDir, 'files', 'shares'));
    const stored = files.find((f) => f.startsWith(shared.body.shareId));
    expect(stored).toBeDefined();
    const bytes = fs.statSync(path.join(server.dataDir, 'files', 'shares', stored ?? '')).size;
    const served = Buffer.from(
      await (await fetch(`${server.url}/api/shares/${shared.body.shareId}.png`)).arrayBuffer(),
    );
    const meta = await sharp(served).metadata();
    console.info(
      `[measure] ${database} anonymous share: ${(photo.length / 1e6).toFixed(2)} MB JPEG in → ${(bytes / 1e3).toFixed(0)} KB stored, ${meta.width}×${meta.height}`,
    );
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 720,
      height: 480,
      format: 'jpeg',
    });
    expect(bytes).toBeLessThan(photo.length / 4);
    expect(bytes).toBeLessThan(400_000);

    const pro = await account(server, 'Pro');
    const proShare = await pro.post<{ shareId: string }>('/api/shares', {
      imageBase64: photo.toString('base64'),
    });
    const proImage = Buffer.from(
      await (await fetch(`${server.url}/api/shares/${proShare.body.shareId}.png`)).arrayBuffer(),
    );
    expect((await sharp(proImage).metadata()).width).toBe(2048);
  });

  it('clamps uploads to the level’s size (720, 1024, 2048; references 1024)', async () => {
    const tall = await noisyJpeg(1365, 2048, 80);
    const sizes: Record<string, string> = {};
    for (const level of ['Freemium', 'Spark', 'Pro'] as const) {
      const c = await account(server, level);
      const up = await upload(c, tall);
      expect(up.status).toBe(201);
      const meta = await sharp(fs.readFileSync(onDisk(up.body.storagePath))).metadata();
      sizes[level] = `${meta.width}×${meta.height}`;
      if (level === 'Freemium') {
        const ref = await upload(c, tall, 'references');
        const refMeta = await sharp(fs.readFileSync(onDisk(ref.body.storagePath))).metadata();
        sizes.reference = `${refMeta.width}×${refMeta.height}`;
      }
    }
    expect(sizes).toEqual({
      Freemium: '480×720',
      reference: '683×1024',
      Spark: '683×1024',
      Pro: '1365×2048',
    });
  });

  it('refuses inline image bytes in makeovers and keeps list pages small', async () => {
    const c = await account(server, 'Pro');
    const original = (await upload(c, await noisyJpeg(720, 960))).body;
    const result = (await upload(c, await noisyJpeg(720, 960), 'generated')).body;
    const inline = await c.post<{ message: string }>('/api/makeovers', {
      originalImage: { ...makeoverPayload(original).originalImage, base64: 'AAAA' },
    });
    expect(inline.status).toBe(400);
    expect(inline.body.message).toContain(apiMessages.inlineImageBytes);
    const created = await c.post<{ id: string }>(
      '/api/makeovers',
      fullMakeoverPayload(original, result),
    );
    expect(created.status).toBe(201);
    const patch = await c.patch<{ message: string }>(`/api/makeovers/${created.body.id}`, {
      finalImages: [{ id: 'f', url: 'data:image/png;base64,AAAA', storagePath: '' }],
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toContain(apiMessages.inlineImageBytes);
    for (let i = 1; i < 10; i++) {
      await c.post('/api/makeovers', fullMakeoverPayload(original, result));
    }
    const res = await c.request('GET', '/api/makeovers');
    const text = await res.text();
    const full = await c.request('GET', `/api/makeovers/${created.body.id}`);
    const oneMakeover = (await full.text()).length;
    const page = JSON.parse(text) as {
      items: { id: string; coverUrl: string; lookCount: number }[];
    };
    console.info(
      `[measure] ${database} makeover list page: ${page.items.length} makeovers in ${text.length} bytes (one full makeover: ${oneMakeover} bytes)`,
    );
    expect(page.items).toHaveLength(10);
    expect(page.items[9]).toMatchObject({
      id: created.body.id,
      coverUrl: result.url,
      lookCount: 8,
    });
    expect(text.length).toBeLessThan(4_000);
    expect(text).not.toContain('landmarks');
  });

  it('limits uploads per user per minute', async () => {
    const limited = await startServer({
      database,
      env: { UPLOAD_RATE_LIMIT: '3' },
    });
    try {
      const c = new TestClient(limited.url);
      await c.signUp(uniqueEmail('burst'));
      const photo = Buffer.from(await jpegBase64(), 'base64');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await upload(c, photo)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const retry = await c.request('POST', '/api/files', {
        base64: photo.toString('base64'),
        contentType: 'image/jpeg',
        folder: 'originals',
      });
      expect(Number(retry.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = new TestClient(limited.url);
      await other.signUp(uniqueEmail('calm'));
      expect((await upload(other, photo)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('storage quota (PostgreSQL, where the test can fill the account)', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an upload that would pass the level’s quota, with the numbers', async () => {
    const c = await account(server, 'Freemium');
    const photo = await noisyJpeg(720, 960);
    const first = await upload(c, photo);
    expect(first.status).toBe(201);
    const session = await c.get<{ user: { id: string } }>('/api/auth/get-session');
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const quota = storageQuota('Freemium');
    try {
      // Files the user already keeps: all but a few bytes of the quota.
      await client.query(
        'insert into stored_files (storage_path, user_id, bytes) values ($1, $2, $3)',
        [`users/${session.body.user.id}/generated/filler.jpg`, session.body.user.id, quota - 1000],
      );
      const { rows } = await client.query<{ used: string }>(
        'select sum(bytes) as used from stored_files where user_id = $1',
        [session.body.user.id],
      );
      const used = Number(rows[0]?.used);
      const refused = await upload(c, photo);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(storageQuotaExceeded(used, quota, 'Freemium'));
      // Deleting a file makes room again.
      expect((await c.del('/api/files', { storagePath: first.body.storagePath })).status).toBe(204);
      await client.query('update stored_files set bytes = $1 where storage_path like $2', [
        quota - 2_000_000,
        '%filler.jpg',
      ]);
      expect((await upload(c, photo)).status).toBe(201);
    } finally {
      await client.end();
    }
  });
});
