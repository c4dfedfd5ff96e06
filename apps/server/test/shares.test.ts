import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_PAGE_SIZE, SHARE_LIFETIME_MS, type ExploreMakeover } from '@looklab/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { FileReferenceRepository } from '../src/db/repositories/file-reference.repository';
import { RateLimitRepository } from '../src/db/repositories/rate-limit.repository';
import { ShareRepository } from '../src/db/repositories/share.repository';
import { StoredFileRepository } from '../src/db/repositories/stored-file.repository';
import { user } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import { FileService } from '../src/services/file.service';
import { Housekeeping } from '../src/services/housekeeping';
import { OrphanCollector } from '../src/services/orphan-collector';
import { RateLimiter } from '../src/services/rate-limiter';
import { ShareService } from '../src/services/share.service';
import { LocalObjectStore } from '../src/storage/local-object-store';
import { jpegBase64, noisyJpeg } from './helpers/fixtures';
import { TestClient, uniqueEmail } from './helpers/http-client';
import {
  createTestDatabase,
  seedPgliteFromTemplate,
  setLevel,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

const DAY = 24 * 60 * 60 * 1000;

describe.each<DatabaseKind>(['pglite', 'postgres'])('share links on %s', (database) => {
  let dataDir: string;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let handle: DatabaseHandle;
  let store: LocalObjectStore;
  let shares: ShareService;
  /** The hourly clean-up, as the server schedules it. */
  let housekeeping: Housekeeping;
  /** The services' clock, moved by the test. */
  let now = new Date('2030-01-01T12:00:00Z');
  const clock = () => now;
  const owner = crypto.randomUUID();
  const other = crypto.randomUUID();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-shares-'));
    if (database === 'pglite') await seedPgliteFromTemplate(dataDir);
    else pgDb = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
    store = new LocalObjectStore(path.join(dataDir, 'files'));
    shares = new ShareService(new ShareRepository(handle.db), store, clock);
    const storedFiles = new StoredFileRepository(handle.db);
    const limiter = new RateLimiter(new RateLimitRepository(handle.db), clock);
    const files = new FileService(
      store,
      storedFiles,
      limiter,
      { max: 100, windowMs: 60_000 },
      clock,
    );
    const orphans = new OrphanCollector(
      storedFiles,
      new FileReferenceRepository(handle.db),
      files,
      clock,
    );
    housekeeping = new Housekeeping({ shares, orphans, limiter }, pino({ level: 'silent' }));
    for (const id of [owner, other]) {
      await handle.db.insert(user).values({ id, name: 'U', email: `${id}@example.com` });
    }
  });
  afterAll(async () => {
    await handle?.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const onDisk = (shareId: string) =>
    fs.existsSync(path.join(dataDir, 'files', 'shares', `${shareId}.jpg`));
  const status = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: unknown) => (e instanceof HttpError ? e.statusCode : 500),
    );

  it('makes 128-bit ids and deletes a link and its image once it is a month old', async () => {
    const image = await jpegBase64();
    const created = await shares.create(owner, 'Freemium', { imageBase64: image });
    expect(created.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(created.shareId, 'base64url')).toHaveLength(16);
    expect(created.expiresAt).toBe(now.getTime() + SHARE_LIFETIME_MS);
    const ids = new Set(
      await Promise.all(
        Array.from(
          { length: 8 },
          async () => (await shares.create(null, null, { imageBase64: image })).shareId,
        ),
      ),
    );
    expect(ids.size).toBe(8);

    const start = now;
    now = new Date(start.getTime() + 29 * DAY);
    expect(await shares.sweepExpired()).toBe(0);
    expect((await shares.image(created.shareId)).contentType).toBe('image/jpeg');

    // Past its month the link answers 404 at once, and the hourly clean-up deletes row and file.
    now = new Date(start.getTime() + SHARE_LIFETIME_MS + 1);
    expect(await status(shares.image(created.shareId))).toBe(404);
    expect(onDisk(created.shareId)).toBe(true);
    await housekeeping.runOnce();
    expect(onDisk(created.shareId)).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'files', 'shares'))).toEqual([]);
    expect(await shares.sweepExpired()).toBe(0);
    now = start; // even with the clock turned back, the row is gone
    expect(await status(shares.image(created.shareId))).toBe(404);
  });

  it('lists opted-in live shares in Explore, newest first, a page at a time', async () => {
    now = new Date('2031-06-01T00:00:00Z');
    const image = await jpegBase64();
    const listed: string[] = [];
    for (let i = 0; i < EXPLORE_PAGE_SIZE + 2; i++) {
      now = new Date(now.getTime() + 60_000);
      listed.push(
        (await shares.create(owner, 'Pro', { imageBase64: image, showInExplore: true })).shareId,
      );
      // not opted in, and signed out (which cannot opt in): never listed
      await shares.create(other, 'Pro', { imageBase64: image });
      await shares.create(null, null, { imageBase64: image, showInExplore: true });
    }
    const first = await shares.explore(undefined);
    expect(first.items.map((i) => i.shareId)).toEqual(listed.slice(-EXPLORE_PAGE_SIZE).reverse());
    expect(first.nextCursor).not.toBeNull();
    const second = await shares.explore(first.nextCursor ?? undefined);
    expect(second.items.map((i: ExploreMakeover) => i.shareId)).toEqual(
      listed.slice(0, 2).reverse(),
    );
    expect(second.nextCursor).toBeNull();
    expect(await status(shares.explore('not-a-cursor'))).toBe(400);

    // Only the owner removes a share; removing it takes it out of Explore and deletes its image.
    const newest = listed[listed.length - 1] ?? '';
    expect(await status(shares.remove(other, newest))).toBe(404);
    await shares.remove(owner, newest);
    expect(onDisk(newest)).toBe(false);
    expect((await shares.explore(undefined)).items.map((i) => i.shareId)).not.toContain(newest);

    // An expired share leaves Explore even before the sweep runs.
    now = new Date(now.getTime() + SHARE_LIFETIME_MS);
    expect((await shares.explore(undefined)).items).toHaveLength(0);
  });
});

describe('share routes and stored results over HTTP', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function account(level: 'Freemium' | 'Pro') {
    const c = new TestClient(server.url);
    const email = uniqueEmail(level.toLowerCase());
    await c.signUp(email);
    if (level !== 'Freemium') await setLevel(server, email, level);
    return c;
  }

  it('creates, lists, serves and removes a share', async () => {
    const c = await account('Freemium');
    const created = await c.post<{ shareId: string }>('/api/shares', {
      imageBase64: await jpegBase64(),
      showInExplore: true,
    });
    expect(created.status).toBe(201);
    const anon = new TestClient(server.url);
    const gallery = await anon.get<{ items: ExploreMakeover[] }>('/api/explore/makeovers');
    expect(gallery.body.items.map((i) => i.shareId)).toEqual([created.body.shareId]);
    expect((await anon.del(`/api/shares/${created.body.shareId}`)).status).toBe(401);
    expect((await c.del('/api/shares/short')).status).toBe(400);
    expect((await c.del(`/api/shares/${created.body.shareId}`)).status).toBe(204);
    expect((await anon.get('/api/explore/makeovers')).body).toEqual({
      items: [],
      nextCursor: null,
    });
    const image = await fetch(`${server.url}/api/shares/${created.body.shareId}.png`);
    expect(image.status).toBe(404);
  });

  /**
   * Stored results are PNG (spec §9); a Freemium result carries the site address in its
   * bottom-right corner, a Pro result is stored pixel for pixel as it came.
   */
  it('stores results as PNG, marking the corner of Freemium results only', async () => {
    const photo = await noisyJpeg(480, 640);
    const raw = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    const diff = async (level: 'Freemium' | 'Pro') => {
      const c = await account(level);
      const up = await c.post<{ storagePath: string }>('/api/files', {
        base64: photo.toString('base64'),
        contentType: 'image/jpeg',
        folder: 'generated',
      });
      expect(up.status).toBe(201);
      expect(up.body.storagePath).toMatch(/\.png$/);
      const stored = fs.readFileSync(
        path.join(server.dataDir, 'files', ...up.body.storagePath.split('/')),
      );
      expect((await sharp(stored).metadata()).format).toBe('png');
      const pixels = await sharp(stored).removeAlpha().raw().toBuffer();
      expect(pixels.length).toBe(raw.data.length);
      // changed channel values in the bottom-right and top-left 200 × 60 px regions
      const changed = (x0: number, y0: number) => {
        let n = 0;
        for (let y = y0; y < y0 + 60; y++)
          for (let x = x0; x < x0 + 200; x++)
            for (let ch = 0; ch < 3; ch++) {
              const i = (y * 480 + x) * 3 + ch;
              if (Math.abs((pixels[i] ?? 0) - (raw.data[i] ?? 0)) > 2) n++;
            }
        return n;
      };
      return { corner: changed(280, 580), opposite: changed(0, 0) };
    };
    const freemium = await diff('Freemium');
    const pro = await diff('Pro');
    console.info(
      `[measure] stored result 480×640: Freemium corner ${freemium.corner} channel values changed, Pro ${pro.corner}`,
    );
    expect(freemium.corner).toBeGreaterThan(500);
    expect(freemium.opposite).toBe(0);
    expect(pro).toEqual({ corner: 0, opposite: 0 });
  });
});
