import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { jpegBase64, makeoverPayload } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

type Stored = { url: string; storagePath: string };

/** A PNG whose header claims `width` × `height` (valid signature and IHDR CRC, no real pixels). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads the original, an intermediate + its reference, and a final image; returns the makeover payload. */
async function makeoverWithFiles(c: TestClient) {
  const upload = async (folder: string) =>
    (
      await c.post<Stored>('/api/files', {
        base64: await jpegBase64(),
        contentType: 'image/jpeg',
        folder,
      })
    ).body;
  const original = await upload('originals');
  const intermediate = await upload('generated');
  const reference = await upload('references');
  const final = await upload('generated');
  const payload = {
    ...makeoverPayload(original),
    intermediateImages: [
      {
        id: 'Custom Style 1-1',
        url: intermediate.url,
        storagePath: intermediate.storagePath,
        hairstyle: 'Custom Style 1',
        hairColor: 'From Reference',
        isCustom: true,
        referenceImageUrl: reference.url,
        referenceImageStoragePath: reference.storagePath,
      },
    ],
    finalImages: [
      { id: 'final-1', url: final.url, storagePath: final.storagePath, hairstyle: 'Bob' },
    ],
  };
  return { payload, paths: [original, intermediate, reference, final].map((f) => f.storagePath) };
}

describe('uploads on local disk', () => {
  let server: StartedServer;
  let c: TestClient;

  beforeAll(async () => {
    server = await startServer();
    c = new TestClient(server.url);
    await c.signUp(uniqueEmail('files'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a valid photo at users/{uid}/{folder}/{timestamp-random}.jpg and serves it to its owner only', async () => {
    const session = await c.get<{ user: { id: string } }>('/api/auth/get-session');
    const up = await c.post<Stored>('/api/files', {
      base64: await jpegBase64(),
      contentType: 'image/jpeg',
      folder: 'originals',
    });
    expect(up.status).toBe(201);
    expect(up.body.storagePath).toMatch(
      new RegExp(`^users/${session.body.user.id}/originals/\\d{13}-[0-9a-f]+\\.jpg$`),
    );
    expect(up.body.url).toBe(`/api/files/${up.body.storagePath}`);
    const res = await c.request('GET', up.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const other = new TestClient(server.url);
    await other.signUp(uniqueEmail('snoop'));
    expect((await other.request('GET', up.body.url)).status).toBe(404);
    expect((await new TestClient(server.url).request('GET', up.body.url)).status).toBe(401);
    expect((await c.del('/api/files', { storagePath: up.body.storagePath })).status).toBe(204);
    expect((await c.request('GET', up.body.url)).status).toBe(404);
    expect((await c.del('/api/files', { storagePath: up.body.storagePath })).status).toBe(204); // missing: ignored
  });

  it('strips EXIF and GPS metadata', async () => {
    const withGps = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#808080' },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-owner', ImageDescription: 'at home' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const up = await c.post<Stored>('/api/files', {
      base64: withGps.toString('base64'),
      contentType: 'image/jpeg',
      folder: 'originals',
    });
    expect(up.status).toBe(201);
    const stored = Buffer.from(await (await c.request('GET', up.body.url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(meta.width).toBe(40);
  });

  it('rejects bad files by their bytes with clear 4xx messages and keeps serving', async () => {
    const jpeg = Buffer.from(await jpegBase64(400, 300), 'base64');
    const cases: {
      name: string;
      bytes: Buffer;
      contentType: string;
      status: number;
      message: RegExp;
    }[] = [
      {
        name: 'zero bytes',
        bytes: Buffer.alloc(0),
        contentType: 'image/jpeg',
        status: 400,
        message: /empty/,
      },
      {
        name: 'truncated JPEG',
        bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        contentType: 'image/jpeg',
        status: 400,
        message: /damaged or incomplete/,
      },
      {
        name: 'text named .jpg',
        bytes: Buffer.from('just some text, not a photo\n'),
        contentType: 'image/jpeg',
        status: 415,
        message: /not a supported image/,
      },
      {
        name: 'SVG',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        contentType: 'image/svg+xml',
        status: 415,
        message: /not a supported image/,
      },
      {
        name: '50000 × 50000 PNG header',
        bytes: pngHeader(50_000, 50_000),
        contentType: 'image/png',
        status: 413,
        message: /too large \(50000 × 50000 px/,
      },
    ];
    for (const bad of cases) {
      const res = await c.post<{ message: string }>('/api/files', {
        base64: bad.bytes.toString('base64'),
        contentType: bad.contentType,
        folder: 'originals',
      });
      expect({ name: bad.name, status: res.status }).toEqual({
        name: bad.name,
        status: bad.status,
      });
      expect(res.body.message).toMatch(bad.message);
    }
    expect(
      (
        await c.post('/api/files', {
          base64: 'not base64 at all!',
          contentType: 'image/jpeg',
          folder: 'originals',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await c.post('/api/files', {
          base64: jpeg.toString('base64'),
          contentType: 'image/jpeg',
          folder: '../etc',
        })
      ).status,
    ).toBe(400);
    expect((await c.get('/api/health')).body).toMatchObject({ status: 'ok' });
    expect(
      (
        await c.post('/api/files', {
          base64: jpeg.toString('base64'),
          contentType: 'text/plain',
          folder: 'originals',
        })
      ).status,
    ).toBe(201);
  });

  it('deletes a makeover’s original, intermediate, final and reference files', async () => {
    const { payload, paths } = await makeoverWithFiles(c);
    const mk = await c.post<{ id: string }>('/api/makeovers', payload);
    expect(mk.status).toBe(201);
    const onDisk = (p: string) =>
      fs.existsSync(path.join(server.dataDir, 'files', ...p.split('/')));
    expect(paths.map(onDisk)).toEqual([true, true, true, true]);
    expect((await c.del(`/api/makeovers/${mk.body.id}`)).status).toBe(204);
    expect(paths.map(onDisk)).toEqual([false, false, false, false]);
  });

  it('publishes a share image anyone can open for a month', async () => {
    const created = await c.post<{ shareId: string; expiresAt: number }>('/api/shares', {
      imageBase64: await jpegBase64(),
    });
    expect(created.status).toBe(201);
    expect(created.body.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const month = 30 * 24 * 60 * 60 * 1000;
    expect(Math.abs(created.body.expiresAt - (Date.now() + month))).toBeLessThan(60_000);
    const res = await fetch(`${server.url}/api/shares/${created.body.shareId}.png`); // no cookies
    expect(res.status).toBe(200);
    // The spec's .png path serves a compact JPEG (see storage.test.ts for its size).
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await fetch(`${server.url}/api/shares/AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
    expect(
      (await c.post('/api/shares', { imageBase64: Buffer.from('<svg/>').toString('base64') }))
        .status,
    ).toBe(415);
  });

  it('never deletes another user’s files through a makeover that points at them', async () => {
    const victim = new TestClient(server.url);
    await victim.signUp(uniqueEmail('victim'));
    const victimFile = (
      await victim.post<Stored>('/api/files', {
        base64: await jpegBase64(),
        contentType: 'image/jpeg',
        folder: 'originals',
      })
    ).body;
    const mk = await c.post<{ id: string }>('/api/makeovers', makeoverPayload(victimFile));
    await c.del(`/api/makeovers/${mk.body.id}`);
    expect((await victim.request('GET', victimFile.url)).status).toBe(200);
  });
});

describe('uploads on S3-compatible storage (s3rver)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let server: StartedServer;
  let c: TestClient;

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'looklab-test' }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    server = await startServer({
      database: 'postgres',
      env: {
        S3_BUCKET: 'looklab-test',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    c = new TestClient(server.url);
    await c.signUp(uniqueEmail('s3'));
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('reports s3 storage in /api/health', async () => {
    expect((await c.get('/api/health')).body).toMatchObject({
      status: 'ok',
      storage: 's3',
      database: 'postgres',
    });
  });

  it('stores, serves and deletes a makeover’s files in the bucket', async () => {
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const exists = async (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: 'looklab-test', Key: key })).then(
        () => true,
        () => false,
      );
    const { payload, paths } = await makeoverWithFiles(c);
    expect(await Promise.all(paths.map(exists))).toEqual([true, true, true, true]);
    const served = await c.request('GET', `/api/files/${paths[0]}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    const mk = await c.post<{ id: string }>('/api/makeovers', payload);
    expect(
      (await c.post<{ deleted: string[] }>('/api/makeovers/batch-delete', { ids: [mk.body.id] }))
        .body.deleted,
    ).toEqual([mk.body.id]);
    expect(await Promise.all(paths.map(exists))).toEqual([false, false, false, false]);
    client.destroy();
  });
});
