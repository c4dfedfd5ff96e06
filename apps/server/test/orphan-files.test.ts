import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteStyleCreateSchema,
  makeoverCreateSchema,
  userProductInputSchema,
} from '@looklab/shared';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { FavoriteRepository } from '../src/db/repositories/favorite.repository';
import { FileReferenceRepository } from '../src/db/repositories/file-reference.repository';
import { MakeoverRepository } from '../src/db/repositories/makeover.repository';
import { RateLimitRepository } from '../src/db/repositories/rate-limit.repository';
import { StoredFileRepository } from '../src/db/repositories/stored-file.repository';
import { UserProductRepository } from '../src/db/repositories/user-product.repository';
import { user } from '../src/db/schema';
import { FileService } from '../src/services/file.service';
import { ORPHAN_GRACE_MS, OrphanCollector } from '../src/services/orphan-collector';
import { RateLimiter } from '../src/services/rate-limiter';
import { LocalObjectStore } from '../src/storage/local-object-store';
import { jpegBase64, makeoverPayload } from './helpers/fixtures';
import {
  createTestDatabase,
  seedPgliteFromTemplate,
  type DatabaseKind,
} from './helpers/start-server';

const HOUR = 60 * 60 * 1000;

describe.each<DatabaseKind>(['pglite', 'postgres'])('orphaned uploads on %s', (database) => {
  let dataDir: string;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let handle: DatabaseHandle;
  /** The collector's clock, moved by the test. */
  let now = new Date('2030-01-01T12:00:00Z');
  const clock = () => now;
  let files: FileService;
  let collector: OrphanCollector;
  let store: LocalObjectStore;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-orphans-'));
    if (database === 'pglite') await seedPgliteFromTemplate(dataDir);
    else pgDb = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
    store = new LocalObjectStore(path.join(dataDir, 'files'));
    const storedFiles = new StoredFileRepository(handle.db);
    files = new FileService(
      store,
      storedFiles,
      new RateLimiter(new RateLimitRepository(handle.db), clock),
      { max: 1000, windowMs: 60_000 },
      clock,
    );
    collector = new OrphanCollector(
      storedFiles,
      new FileReferenceRepository(handle.db),
      files,
      clock,
    );
  });
  afterAll(async () => {
    await handle?.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes only unreferenced files, and only after the grace period', async () => {
    const db = handle.db;
    const uid = crypto.randomUUID();
    const other = crypto.randomUUID();
    for (const id of [uid, other]) {
      await db.insert(user).values({ id, name: 'U', email: `${id}@example.com` });
    }
    const photo = await jpegBase64();
    const up = (
      userId: string,
      folder: 'originals' | 'generated' | 'references' | 'favorite-icons',
    ) => files.upload(userId, 'Pro', { base64: photo, folder });
    const original = await up(uid, 'originals');
    const result = await up(uid, 'generated');
    const reference = await up(uid, 'references');
    const icon = await up(uid, 'favorite-icons');
    const productIcon = await up(uid, 'favorite-icons');
    const abandoned = await up(uid, 'generated');
    const othersAbandoned = await up(other, 'originals');
    await new MakeoverRepository(db).create(
      uid,
      crypto.randomUUID(),
      'Kept',
      makeoverCreateSchema.parse({
        ...makeoverPayload(original),
        intermediateImages: [
          {
            id: 'custom-1',
            url: result.url,
            storagePath: result.storagePath,
            isCustom: true,
            referenceImageUrl: reference.url,
            referenceImageStoragePath: reference.storagePath,
          },
        ],
      }),
      now,
    );
    await new FavoriteRepository(db).create(
      uid,
      crypto.randomUUID(),
      favoriteStyleCreateSchema.parse({
        name: 'Fav',
        iconUrl: icon.url,
        iconStoragePath: icon.storagePath,
      }),
      now,
    );
    await new UserProductRepository(db).setMany(uid, [
      {
        ...userProductInputSchema.parse({
          name: 'Red',
          category: 'lipstick',
          iconUrl: productIcon.url,
        }),
        id: 'p1',
      },
    ]);
    const exists = (p: string) => store.exists(p);

    now = new Date(now.getTime() + ORPHAN_GRACE_MS - HOUR);
    expect(await collector.collect()).toEqual([]);

    now = new Date(now.getTime() + 2 * HOUR);
    const deleted = await collector.collect();
    expect(deleted.sort()).toEqual([abandoned.storagePath, othersAbandoned.storagePath].sort());
    expect(await exists(abandoned.storagePath)).toBe(false);
    expect(await exists(othersAbandoned.storagePath)).toBe(false);
    for (const kept of [original, result, reference, icon, productIcon]) {
      expect({ kept: kept.storagePath, exists: await exists(kept.storagePath) }).toEqual({
        kept: kept.storagePath,
        exists: true,
      });
    }
    // Their records are gone too: a second pass finds nothing, and the quota counts the rest.
    expect(await collector.collect()).toEqual([]);
    const used = await new StoredFileRepository(db).usedBytes(uid);
    const sizes = await Promise.all(
      [original, result, reference, icon, productIcon].map(
        async (f) => (await store.get(f.storagePath))?.body.length ?? 0,
      ),
    );
    expect(used).toBe(sizes.reduce((a, b) => a + b, 0));
  });
});
