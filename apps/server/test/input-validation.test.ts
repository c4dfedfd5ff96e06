import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@looklab/shared';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { jpegBase64, makeoverPayload } from './helpers/fixtures';
import { startServer, type DatabaseKind, type StartedServer } from './helpers/start-server';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each<DatabaseKind>(['pglite', 'postgres'])('input validation on %s', (database) => {
  let server: StartedServer;
  let c: TestClient;
  let makeoverId: string;

  beforeAll(async () => {
    server = await startServer({ database });
    c = new TestClient(server.url);
    await c.signUp(uniqueEmail('nul'));
    const original = (
      await c.post<{ url: string; storagePath: string }>('/api/files', {
        base64: await jpegBase64(),
        contentType: 'image/jpeg',
        folder: 'originals',
      })
    ).body;
    makeoverId = (await c.post<{ id: string }>('/api/makeovers', makeoverPayload(original))).body
      .id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers U+0000 in any text field with 400 and a clear message', async () => {
    const nul = 'bad\u0000name';
    const attempts = {
      'makeover name': await c.patch(`/api/makeovers/${makeoverId}`, { name: nul }),
      'makeover selection': await c.patch(`/api/makeovers/${makeoverId}`, { hairstyle: nul }),
      'favorite name': await c.post('/api/favorites', { name: nul }),
      'contact message': await c.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        message: `Hello ${nul}`,
      }),
      'sign-up name': await new TestClient(server.url).post('/api/auth/sign-up/email', {
        email: uniqueEmail('nul'),
        password: 'correct-horse-1',
        name: nul,
      }),
      'settings key': await c.patch('/api/settings', { stylePreferences: { [nul]: true } }),
      'query string': await c.get(`/api/makeovers?cursor=${encodeURIComponent(nul)}`),
    };
    for (const [field, res] of Object.entries(attempts)) {
      expect({ field, status: res.status, body: res.body }).toEqual({
        field,
        status: 400,
        body: { code: 'invalid_request', message: apiMessages.nulCharacter },
      });
    }
    expect((await c.get(`/api/makeovers/${makeoverId}`)).status).toBe(200);
  });

  it('answers impossible cursors with 400 "Invalid cursor."', async () => {
    for (const cursor of [
      cursorOf([1e20, 'x']),
      cursorOf([8.64e15, 'x']),
      cursorOf([-1e17, 'x']),
      cursorOf([1.5, 'x']),
      cursorOf([Date.now(), 'x'.repeat(120)]),
      'not-a-cursor',
    ]) {
      const res = await c.get<{ message: string }>(`/api/makeovers?cursor=${cursor}`);
      expect({ cursor, status: res.status, message: res.body.message }).toEqual({
        cursor,
        status: 400,
        message: apiMessages.invalidCursor,
      });
    }
    expect((await c.get(`/api/makeovers?cursor=${cursorOf([Date.now(), 'x'])}`)).status).toBe(200);
  });

  it('keeps every file and folder under DATA_DIR private (0600 / 0700)', async () => {
    await c.post('/api/auth/request-password-reset', { email: uniqueEmail('outbox') });
    const open: string[] = [];
    const walk = (dir: string) => {
      const mode = fs.statSync(dir).mode & 0o777;
      if (mode & 0o077)
        open.push(`${path.relative(server.dataDir, dir) || '.'} ${mode.toString(8)}`);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else {
          const fileMode = fs.statSync(full).mode & 0o777;
          if (fileMode & 0o077)
            open.push(`${path.relative(server.dataDir, full)} ${fileMode.toString(8)}`);
        }
      }
    };
    walk(server.dataDir);
    const kinds = fs.readdirSync(server.dataDir).sort();
    expect(kinds).toEqual(expect.arrayContaining(['admin-token', 'auth-secret', 'files']));
    if (database === 'pglite') expect(kinds).toEqual(expect.arrayContaining(['db', 'db.lock']));
    expect(open).toEqual([]);
  });
});
