import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { jpegBase64, makeoverPayload } from './helpers/fixtures';
import {
  setLevel,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

type Stored = { url: string; storagePath: string };
type Makeover = { id: string; name: string; createdAt: number };

describe.each<DatabaseKind>(['pglite', 'postgres'])('per-user data API on %s', (database) => {
  let server: StartedServer;
  let owner: TestClient;
  let other: TestClient;
  let anon: TestClient;
  let ownerEmail: string;
  let original: Stored;

  beforeAll(async () => {
    server = await startServer({ database });
    owner = new TestClient(server.url);
    other = new TestClient(server.url);
    anon = new TestClient(server.url);
    ownerEmail = uniqueEmail('owner');
    expect((await owner.signUp(ownerEmail)).status).toBe(200);
    expect((await other.signUp(uniqueEmail('other'))).status).toBe(200);
    await setLevel(server, ownerEmail, 'Pro');
    const up = await owner.post<Stored>('/api/files', {
      base64: await jpegBase64(),
      contentType: 'image/jpeg',
      folder: 'originals',
    });
    expect(up.status).toBe(201);
    original = up.body;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('isolates every per-user endpoint: anonymous 401, another user 404, owner 2xx', async () => {
    const mk = await owner.post<Makeover>('/api/makeovers', makeoverPayload(original, 'Isolation'));
    expect(mk.status).toBe(201);
    const fav = await owner.post<{ id: string }>('/api/favorites', {
      name: 'Fav',
      hairstyle: 'Bob',
    });
    expect(fav.status).toBe(201);
    const prod = await owner.put<{ id: string }>('/api/products/p1', {
      name: 'Red',
      category: 'lipstick',
    });
    expect(prod.status).toBe(200);

    type Case = {
      name: string;
      run: (c: TestClient) => Promise<{ status: number }>;
      otherStatus: number;
    };
    const cases: Case[] = [
      { name: 'GET settings', run: (c) => c.get('/api/settings'), otherStatus: 200 },
      {
        name: 'PATCH settings',
        run: (c) => c.patch('/api/settings', { useAvantGardeStyles: true }),
        otherStatus: 200,
      },
      { name: 'GET usage', run: (c) => c.get('/api/usage'), otherStatus: 200 },
      { name: 'GET makeovers', run: (c) => c.get('/api/makeovers'), otherStatus: 200 },
      { name: 'GET makeover', run: (c) => c.get(`/api/makeovers/${mk.body.id}`), otherStatus: 404 },
      {
        name: 'PATCH makeover',
        run: (c) => c.patch(`/api/makeovers/${mk.body.id}`, { name: 'Renamed' }),
        otherStatus: 404,
      },
      { name: 'GET favorites', run: (c) => c.get('/api/favorites'), otherStatus: 200 },
      {
        name: 'PATCH favorite',
        run: (c) => c.patch(`/api/favorites/${fav.body.id}`, { name: 'Fav 2' }),
        otherStatus: 404,
      },
      { name: 'GET products', run: (c) => c.get('/api/products'), otherStatus: 200 },
      { name: 'GET file', run: (c) => c.request('GET', original.url), otherStatus: 404 },
      {
        name: 'GET events',
        run: (c) =>
          c
            .request('GET', '/api/events', undefined, { signal: AbortSignal.timeout(2000) })
            .then(async (r) => {
              await r.body?.cancel();
              return r;
            }),
        otherStatus: 200,
      },
      { name: 'DELETE product', run: (c) => c.del('/api/products/p1'), otherStatus: 404 },
      {
        name: 'DELETE favorite',
        run: (c) => c.del(`/api/favorites/${fav.body.id}`),
        otherStatus: 404,
      },
      {
        name: 'DELETE file',
        run: (c) =>
          c.del('/api/files', {
            storagePath: original.storagePath.replace('originals', 'generated'),
          }),
        otherStatus: 404,
      },
      {
        name: 'DELETE makeover',
        run: (c) => c.del(`/api/makeovers/${mk.body.id}`),
        otherStatus: 404,
      },
    ];
    const anonOnly: Case[] = [
      {
        name: 'POST makeovers',
        run: (c) => c.post('/api/makeovers', makeoverPayload(original)),
        otherStatus: 0,
      },
      {
        name: 'POST favorites',
        run: (c) => c.post('/api/favorites', { name: 'x' }),
        otherStatus: 0,
      },
      {
        name: 'PUT products',
        run: (c) => c.put('/api/products', { products: [] }),
        otherStatus: 0,
      },
      {
        name: 'PUT product',
        run: (c) => c.put('/api/products/p2', { name: 'x', category: 'blush' }),
        otherStatus: 0,
      },
      {
        name: 'POST batch-delete',
        run: (c) => c.post('/api/makeovers/batch-delete', { ids: [mk.body.id] }),
        otherStatus: 0,
      },
      {
        name: 'POST files',
        run: (c) =>
          c.post('/api/files', { base64: 'AAAA', contentType: 'image/jpeg', folder: 'originals' }),
        otherStatus: 0,
      },
    ];
    const results: string[] = [];
    for (const c of [...cases, ...anonOnly]) {
      results.push(`${c.name}: anonymous ${(await c.run(anon)).status}`);
    }
    // Another user's batch delete removes nothing of the owner's.
    const batch = await other.post<{ deleted: string[] }>('/api/makeovers/batch-delete', {
      ids: [mk.body.id],
    });
    expect(batch.body.deleted).toEqual([]);
    for (const c of cases) {
      results.push(`${c.name}: other ${(await c.run(other)).status}`);
      expect((await owner.get(`/api/makeovers/${mk.body.id}`)).status).toBe(200);
    }
    for (const c of cases) {
      const status = (await c.run(owner)).status;
      results.push(`${c.name}: owner ${status}`);
    }
    const expected = [
      ...[...cases, ...anonOnly].map((c) => `${c.name}: anonymous 401`),
      ...cases.map((c) => `${c.name}: other ${c.otherStatus}`),
      ...cases.map((c) => `${c.name}: owner ${c.name.startsWith('DELETE') ? 204 : 200}`),
    ];
    expect(results).toEqual(expected);
    // The other user's reads never contained the owner's data.
    expect((await other.get<{ items: unknown[] }>('/api/makeovers')).body.items).toEqual([]);
    expect((await other.get<unknown[]>('/api/favorites')).body).toEqual([]);
  });

  it('refuses settings writes of membershipLevel / trialEnd and keeps the level', async () => {
    const c = new TestClient(server.url);
    await c.signUp(uniqueEmail('level'));
    const refused = await c.patch<{ message: string }>('/api/settings', { membershipLevel: 'Pro' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/membershipLevel/);
    expect((await c.patch('/api/settings', { trialEnd: Date.now() + 1e9 })).status).toBe(400);
    const merged = await c.patch<{
      membershipLevel: string;
      stylePreferences: Record<string, boolean>;
    }>('/api/settings', { stylePreferences: { female_blush: true } });
    expect(merged.status).toBe(200);
    expect(merged.body.membershipLevel).toBe('Freemium');
    expect(merged.body.stylePreferences.female_blush).toBe(true);
    expect(merged.body.stylePreferences.female_lipstick).toBe(true); // merged, not replaced
    expect((await c.get<{ membershipLevel: string }>('/api/settings')).body.membershipLevel).toBe(
      'Freemium',
    );
  });

  it('pages 23 makeovers as 10, 10, 3 newest first with a cursor after full pages only', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('pager');
    await c.signUp(email);
    await setLevel(server, email, 'Pro');
    const created: string[] = [];
    for (let i = 1; i <= 23; i++) {
      const res = await c.post<Makeover>('/api/makeovers', makeoverPayload(original));
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(`Makeover #${i}`);
      expect(typeof res.body.createdAt).toBe('number');
      created.push(res.body.id);
    }
    const sizes: number[] = [];
    const cursors: (string | null)[] = [];
    const seen: Makeover[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: Makeover[]; nextCursor: string | null } } =
        await c.get(`/api/makeovers${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      sizes.push(page.body.items.length);
      cursors.push(page.body.nextCursor);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(cursors.map((x) => x !== null)).toEqual([true, true, false]);
    expect(seen.map((m) => m.id)).toEqual([...created].reverse());
    for (let i = 1; i < seen.length; i++)
      expect(seen[i - 1].createdAt).toBeGreaterThanOrEqual(seen[i].createdAt);
    expect((await c.get('/api/makeovers?cursor=garbage')).status).toBe(400);
  });

  it('enforces the Freemium cap of 3 saved makeovers with the spec message', async () => {
    const c = new TestClient(server.url);
    await c.signUp(uniqueEmail('cap'));
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/makeovers', makeoverPayload(original))).status).toBe(201);
    const fourth = await c.post<{ message: string }>('/api/makeovers', makeoverPayload(original));
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toBe(
      'You have reached your limit of 3 saved makeovers for the Freemium plan.',
    );
  });

  it('reads, patches and batch-deletes makeovers; favorites and products round-trip', async () => {
    const a = await owner.post<Makeover>('/api/makeovers', makeoverPayload(original, 'A'));
    const b = await owner.post<Makeover>('/api/makeovers', makeoverPayload(original, 'B'));
    const patched = await owner.patch<
      Makeover & { hairstyle: string | null; selectedPersonId: string | null }
    >(`/api/makeovers/${a.body.id}`, {
      name: 'A2',
      hairstyle: 'Pixie Cut',
      selectedPersonId: 'person-1',
    });
    expect(patched.body).toMatchObject({
      name: 'A2',
      hairstyle: 'Pixie Cut',
      selectedPersonId: 'person-1',
    });
    expect((await owner.patch(`/api/makeovers/${a.body.id}`, { createdAt: 1 })).status).toBe(400);
    const del = await owner.post<{ deleted: string[] }>('/api/makeovers/batch-delete', {
      ids: [a.body.id, b.body.id],
    });
    expect(del.body.deleted.sort()).toEqual([a.body.id, b.body.id].sort());
    expect((await owner.get(`/api/makeovers/${a.body.id}`)).status).toBe(404);

    const f1 = await owner.post<{ id: string }>('/api/favorites', {
      name: 'First',
      hairstyle: 'Bob',
    });
    const f2 = await owner.post<{ id: string }>('/api/favorites', {
      name: 'Second',
      hairstyle: null,
    });
    const list = await owner.get<{ id: string; name: string }[]>('/api/favorites');
    expect(list.body.slice(0, 2).map((f) => f.id)).toEqual([f2.body.id, f1.body.id]);
    expect(
      (await owner.patch<{ name: string }>(`/api/favorites/${f1.body.id}`, { name: 'Renamed' }))
        .body.name,
    ).toBe('Renamed');

    const many = await owner.put<{ id: string }[]>('/api/products', {
      products: [
        {
          id: 'a',
          name: 'Blush A',
          brand: null,
          category: 'blush',
          iconUrl: null,
          description: '',
          colors: [],
          defaultColor: null,
          isLibraryProduct: true,
        },
        {
          id: 'b',
          name: 'Blush B',
          brand: 'X',
          category: 'blush',
          iconUrl: null,
          description: '',
          colors: [],
          defaultColor: null,
          isLibraryProduct: true,
        },
      ],
    });
    expect(many.status).toBe(200);
    const products = await owner.get<{ id: string; name: string }[]>('/api/products');
    expect(products.body.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('pushes settings and usage to open tabs over SSE', async () => {
    const controller = new AbortController();
    const res = await owner.request('GET', '/api/events', undefined, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events: { event: string; data: Record<string, unknown> }[] = [];
    const readUntil = async (pred: () => boolean) => {
      while (!pred()) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
        let idx: number;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const event = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (event && data)
            events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    };
    await readUntil(() => events.length >= 2);
    expect(events.map((e) => e.event)).toEqual(['settings', 'usage']);
    await owner.patch('/api/settings', { disablePublicShareWarning: true });
    await readUntil(() => events.length >= 3);
    expect(events[2]).toMatchObject({
      event: 'settings',
      data: { disablePublicShareWarning: true },
    });
    await setLevel(server, ownerEmail, 'Spark');
    await readUntil(() => events.length >= 4);
    expect(events[3]).toMatchObject({ event: 'settings', data: { membershipLevel: 'Spark' } });
    controller.abort();
    await setLevel(server, ownerEmail, 'Pro');
  });
});
