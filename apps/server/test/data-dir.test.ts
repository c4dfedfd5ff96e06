import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { TestClient, uniqueEmail } from './helpers/http-client';
import { spawnMain } from './helpers/spawn-server';
import { freePort, seedPgliteFromTemplate, startServer } from './helpers/start-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** main.ts on DATA_DIR and PORT, in its own process. */
const spawnServer = (dataDir: string, port: number) =>
  spawnMain({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function tempDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-datadir-'));
  dirs.push(dir);
  await seedPgliteFromTemplate(dir);
  return dir;
}

describe('one process per PGlite DATA_DIR', () => {
  it(
    'refuses a second server on the same DATA_DIR, naming the holder',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDataDir();
      const first = await startServer({ dataDir });
      try {
        // In this process (as another PORT in the same test run would be)…
        await expect(startServer({ dataDir })).rejects.toThrow(
          new RegExp(`in use by LookLab process ${process.pid} .*port ${first.port}`),
        );
        // …and as its own process, which exits with the message instead of opening the database.
        const second = spawnServer(dataDir, await freePort());
        children.push(second.child);
        expect(await second.exited).toBe(1);
        expect(second.output.text).toContain(
          `DATA_DIR ${dataDir} is in use by LookLab process ${process.pid}`,
        );
        expect(second.output.text).toContain(`port ${first.port}`);
        expect(second.output.text).not.toContain('LookLab is ready');
        // The first server is unaffected.
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        await first.close();
      }
      // Released on close: the directory opens again.
      const again = await startServer({ dataDir });
      await again.close();
    },
  );

  it(
    'starts again after kill -9 (stale lock) with every acknowledged write',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDataDir();
      const port = await freePort();
      const first = spawnServer(dataDir, port);
      children.push(first.child);
      await expect
        .poll(() => first.output.text.includes('LookLab is ready'), { timeout: 60_000 })
        .toBe(true);
      const emails = Array.from({ length: 5 }, () => uniqueEmail('crash'));
      for (const email of emails) {
        expect((await new TestClient(`http://127.0.0.1:${port}`).signUp(email)).status).toBe(200);
      }
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true); // left behind
      const second = spawnServer(dataDir, port);
      children.push(second.child);
      await expect
        .poll(() => second.output.text.includes('LookLab is ready'), { timeout: 60_000 })
        .toBe(true);
      for (const email of emails) {
        const res = await new TestClient(`http://127.0.0.1:${port}`).signIn(email);
        expect({ email, status: res.status }).toEqual({ email, status: 200 });
      }
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it(
    'the admin command waits while another process holds DATA_DIR',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDataDir();
      const server = await startServer({ dataDir });
      const email = uniqueEmail('waiting');
      await new TestClient(server.url).signUp(email);
      await server.close();
      // Another process opening the database (not answering HTTP yet): the command waits for it.
      const lock = await lockDataDir(dataDir);
      expect(lock.holder.pid).toBe(process.pid);
      const command = run(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/admin/admin-cli.ts', 'set-level', email, 'Pro'],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      lock.release();
      const { stdout, stderr } = await command;
      expect(stderr).toContain(`Waiting for process ${process.pid}`);
      expect(stdout).toContain(`Set ${email} to Pro.`);
    },
  );

  it('refuses at once without a wait, and a lock cannot be taken twice in one process', async () => {
    const dataDir = await tempDataDir();
    const lock = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
      const started = Date.now();
      await expect(lockDataDir(dataDir, { waitMs: 600 })).rejects.toThrow(/in use/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    } finally {
      lock.release();
    }
    (await lockDataDir(dataDir)).release();
  });
});

describe('PGlite durability', () => {
  it('flushes each commit to disk (fsync on, one fsync per commit at least)', async () => {
    const dataDir = await tempDataDir();
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const fsync = await handle.db.execute(sql`show fsync`);
      const method = await handle.db.execute(sql`show wal_sync_method`);
      expect(JSON.stringify(fsync)).toContain('"fsync":"on"');
      expect(JSON.stringify(method)).toContain('"wal_sync_method":"fsync"');
      await handle.db.execute(sql`create table durable_probe (n int)`);
      const spy = vi.spyOn(fs, 'fsyncSync');
      const commits = 20;
      for (let i = 0; i < commits; i++) {
        await handle.db.execute(sql`insert into durable_probe values (${i})`);
      }
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      console.info(`[measure] PGlite durable mode: ${calls} fsync calls for ${commits} commits`);
      expect(calls).toBeGreaterThanOrEqual(commits);
    } finally {
      await handle.close();
    }
  });

  it('PGLITE_FSYNC=off keeps PGlite’s own behaviour (no fsync)', async () => {
    const dataDir = await tempDataDir();
    const handle = await openDatabase({ databaseUrl: undefined, dataDir, pgliteFsync: false });
    try {
      expect(JSON.stringify(await handle.db.execute(sql`show fsync`))).toContain('"fsync":"off"');
    } finally {
      await handle.close();
    }
  });
});
