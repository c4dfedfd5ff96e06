import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avantGardeOff, needsPlan } from '@looklab/shared';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { jpegBase64, makeoverPayload } from './helpers/fixtures';
import {
  setLevel,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

type Level = 'Freemium' | 'Spark' | 'Pro';

const product = { name: 'Velvet Red', category: 'lipstick' };

describe.each<DatabaseKind>(['pglite', 'postgres'])('tier rules over HTTP on %s', (database) => {
  let server: StartedServer;
  const accounts = {} as Record<Level, { client: TestClient; email: string }>;

  beforeAll(async () => {
    server = await startServer({ database });
    for (const level of ['Freemium', 'Spark', 'Pro'] as const) {
      const client = new TestClient(server.url);
      const email = uniqueEmail(level.toLowerCase());
      await client.signUp(email);
      if (level !== 'Freemium') await setLevel(server, email, level);
      accounts[level] = { client, email };
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('favorite styles: Freemium 403, Spark and Pro 201', async () => {
    const results: Record<string, number> = {};
    for (const level of ['Freemium', 'Spark', 'Pro'] as const) {
      const res = await accounts[level].client.post<{ message: string }>('/api/favorites', {
        name: 'Everyday',
        hairstyle: 'Pixie Cut',
      });
      results[level] = res.status;
      if (level === 'Freemium') {
        expect(res.body.message).toBe(needsPlan('Saving favorite styles', 'Spark'));
      }
    }
    expect(results).toEqual({ Freemium: 403, Spark: 201, Pro: 201 });
  });

  it('favorite styles hold only catalogue items open to the level', async () => {
    const spark = accounts.Spark.client;
    const cases = [
      { customizations: { hairColor: 'Silver' }, status: 201 },
      { customizations: { hairColor: 'Galaxy' }, status: 403, message: needsPlan('Galaxy', 'Pro') },
      {
        customizations: { procedures: ['Botox'] },
        status: 403,
        message: needsPlan('Botox', 'Pro'),
      },
      { hairstyle: 'Space Buns', status: 403, message: needsPlan('Space Buns', 'Pro') },
    ];
    for (const { status, message, ...look } of cases) {
      const res = await spark.post<{ message: string }>('/api/favorites', {
        name: 'Look',
        ...look,
      });
      expect({ look, status: res.status }).toEqual({ look, status });
      if (message) expect(res.body.message).toBe(message);
    }
    // Galaxy is avant-garde: Pro may save it once the settings' switch is on
    const pro = accounts.Pro.client;
    const bold = { name: 'Bold', customizations: { hairColor: 'Galaxy', procedures: ['Botox'] } };
    const refused = await pro.post<{ message: string }>('/api/favorites', bold);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(avantGardeOff('Galaxy'));
    expect((await pro.patch('/api/settings', { useAvantGardeStyles: true })).status).toBe(200);
    expect((await pro.post('/api/favorites', bold)).status).toBe(201);
  });

  it('editing a favorite needs no level, but its new styles must be open to it', async () => {
    const c = new TestClient(server.url);
    const email = uniqueEmail('downgraded');
    await c.signUp(email);
    await setLevel(server, email, 'Spark');
    const fav = await c.post<{ id: string }>('/api/favorites', { name: 'Mine', hairstyle: 'Bob' });
    await setLevel(server, email, 'Freemium');
    expect((await c.patch(`/api/favorites/${fav.body.id}`, { name: 'Renamed' })).status).toBe(200);
    const silver = await c.patch<{ message: string }>(`/api/favorites/${fav.body.id}`, {
      customizations: { hairColor: 'Silver' },
    });
    expect(silver.status).toBe(403);
    expect(silver.body.message).toBe(needsPlan('Silver', 'Spark'));
  });

  it('the Makeup Library (product PUTs) is Pro only; reading and deleting stay open', async () => {
    const results: Record<string, number[]> = {};
    for (const level of ['Freemium', 'Spark', 'Pro'] as const) {
      const c = accounts[level].client;
      results[level] = [
        (await c.put('/api/products/p1', product)).status,
        (await c.put('/api/products', { products: [] })).status,
        (await c.get('/api/products')).status,
      ];
    }
    expect(results).toEqual({
      Freemium: [403, 403, 200],
      Spark: [403, 403, 200],
      Pro: [200, 200, 200],
    });
    const refused = await accounts.Spark.client.put<{ message: string }>(
      '/api/products/p1',
      product,
    );
    expect(refused.body.message).toBe(needsPlan('The Makeup Library', 'Pro'));
    expect((await accounts.Pro.client.del('/api/products/p1')).status).toBe(204);
  });

  it('caps saved makeovers at 3 for Freemium and 20 for Spark', async () => {
    const photo = await jpegBase64();
    for (const [level, cap] of [
      ['Freemium', 3],
      ['Spark', 20],
    ] as const) {
      const c = new TestClient(server.url);
      const email = uniqueEmail(`cap-${level}`);
      await c.signUp(email);
      if (level !== 'Freemium') await setLevel(server, email, level);
      const original = (
        await c.post<{ url: string; storagePath: string }>('/api/files', {
          base64: photo,
          contentType: 'image/jpeg',
          folder: 'originals',
        })
      ).body;
      const statuses: number[] = [];
      for (let i = 0; i <= cap; i++) {
        statuses.push((await c.post('/api/makeovers', makeoverPayload(original))).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(cap);
      expect(statuses[cap]).toBe(403);
    }
  });
});
