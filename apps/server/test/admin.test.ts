import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './helpers/http-client';
import {
  createTestDatabase,
  startServer,
  type DatabaseKind,
  type StartedServer,
} from './helpers/start-server';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(repoRoot, 'apps/server/src/admin/admin-cli.ts');

/** Runs the admin command the way `npm run admin -- …` does, in its own process. */
async function admin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      out: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    };
  }
}

describe.each<DatabaseKind>(['pglite', 'postgres'])('admin set-level on %s', (database) => {
  let dataDir: string;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let env: Record<string, string>;
  const email = uniqueEmail('admin');
  const password = 'correct-horse-1';

  const start = (): Promise<StartedServer> =>
    startServer({ dataDir, env: pgDb ? { DATABASE_URL: pgDb.url } : {} });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-admin-'));
    pgDb = database === 'postgres' ? await createTestDatabase() : null;
    env = { DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? '' };
    const server = await start();
    await new TestClient(server.url).signUp(email, password);
    await server.close();
  });

  afterAll(async () => {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets a level with the server down (opens the database directly)', async () => {
    const result = await admin(['set-level', email, 'Pro'], env);
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain(`Set ${email} to Pro.`);
    const server = await start();
    try {
      const c = new TestClient(server.url);
      await c.signIn(email, password);
      expect((await c.get<{ membershipLevel: string }>('/api/settings')).body.membershipLevel).toBe(
        'Pro',
      );
    } finally {
      await server.close();
    }
  });

  it('sets a level with the server running (through it) and pushes the change to open tabs', async () => {
    const server = await start();
    try {
      const c = new TestClient(server.url);
      await c.signIn(email, password);
      const controller = new AbortController();
      const res = await c.request('GET', '/api/events', undefined, { signal: controller.signal });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      const result = await admin(['set-level', email, 'Spark'], env);
      expect(result).toMatchObject({ code: 0 });
      expect(result.out).toContain('(through the running server)');
      while (!/"membershipLevel":"Spark"/.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toMatch(/event: settings\ndata: .*"membershipLevel":"Spark"/);
      controller.abort();
      expect((await c.get<{ membershipLevel: string }>('/api/settings')).body.membershipLevel).toBe(
        'Spark',
      );
      // Mistakes are explained (through the running server, too).
      const unknown = await admin(['set-level', 'nobody@example.com', 'Pro'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain('No user found with the e-mail nobody@example.com.');
      const badLevel = await admin(['set-level', email, 'Gold'], env);
      expect(badLevel.code).toBe(1);
      expect(badLevel.out).toContain('Unknown level "Gold"');
    } finally {
      await server.close();
    }
  });
});
