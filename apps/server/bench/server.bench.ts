/**
 * npm run bench:server — requests per second and latency of `GET /api/makeovers` (a signed-in
 * Pro user with 10 saved makeovers, each with an analysed person and 8 + 8 results) and of
 * `GET /api/health`, on PGlite and on PostgreSQL. The server runs as its own process (main.ts,
 * AI off); the load comes from this process over 127.0.0.1: after an unmeasured warm-up, a fixed
 * rate of RATE requests per second (default 300) for 4 s, then a closed loop of 8 clients for
 * 2 s (the most it serves). Latency counts from when each request was due.
 * PostgreSQL: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test); skipped when
 * it cannot be reached.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fullMakeoverPayload, noisyJpeg } from '../test/helpers/fixtures';
import { spawnMain } from '../test/helpers/spawn-server';
import { freePort, seedPgliteFromTemplate } from '../test/helpers/start-server';
import { closedLoop, fixedRate, type LoadResult, type Target } from './load-generator';

const RATE = Number(process.env.RATE ?? 300);
/** Length of the fixed-rate run and of the closed-loop run. */
const FIXED_MS = 4000;
const CLOSED_MS = 2000;
/**
 * Unmeasured load at RATE before each endpoint's runs: a fresh server answers its first seconds
 * of load slowly (JIT and WebAssembly tier-up; up to seconds on 2 busy cores), not its steady state.
 */
const WARM_MS = 2000;
const MAKEOVERS = 10;
const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function startServer(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-bench-'));
  // A migrated PGlite directory copied in (PGlite's first start, initdb, takes seconds).
  if (!databaseUrl) await seedPgliteFromTemplate(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output, exited } = spawnMain({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  });
  /** How long the server may take to answer /api/health. */
  const startDeadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > startDeadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a Pro user with MAKEOVERS saved makeovers; returns the session cookie. */
async function seed(url: string, dataDir: string): Promise<string> {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const up = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-horse-pass-1', name: 'Bench' }),
  });
  const cookie = up.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  await fetch(`${url}/api/admin/set-level`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ email, level: 'Pro' }),
  });
  const headers = { 'content-type': 'application/json', origin: url, cookie };
  const store = async (folder: string) => {
    const res = await fetch(`${url}/api/files`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        base64: (await noisyJpeg(720, 960)).toString('base64'),
        contentType: 'image/jpeg',
        folder,
      }),
    });
    return (await res.json()) as { url: string; storagePath: string };
  };
  const original = await store('originals');
  const result = await store('generated');
  for (let i = 0; i < MAKEOVERS; i++) {
    const res = await fetch(`${url}/api/makeovers`, {
      method: 'POST',
      headers,
      body: JSON.stringify(fullMakeoverPayload(original, result)),
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

type Row = { database: string; endpoint: string; load: string; result: LoadResult };

async function measure(database: string, databaseUrl: string | undefined): Promise<Row[]> {
  const server = await startServer(databaseUrl);
  try {
    const cookie = await seed(server.url, server.dataDir);
    const endpoints: [string, Target][] = [
      ['GET /api/makeovers', { url: `${server.url}/api/makeovers`, headers: { cookie } }],
      ['GET /api/health', { url: `${server.url}/api/health` }],
    ];
    const rows: Row[] = [];
    for (const [endpoint, target] of endpoints) {
      await fixedRate(target, { rate: RATE, durationMs: WARM_MS, maxInFlight: 64 });
      rows.push({
        database,
        endpoint,
        load: `${RATE} rps fixed, ${FIXED_MS / 1000} s`,
        result: await fixedRate(target, { rate: RATE, durationMs: FIXED_MS, maxInFlight: 64 }),
      });
      rows.push({
        database,
        endpoint,
        load: `8 clients, ${CLOSED_MS / 1000} s`,
        result: await closedLoop(target, { concurrency: 8, durationMs: CLOSED_MS }),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${POSTGRES_ADMIN_URL} cannot be reached: skipped.`);
    return null;
  }
  const name = `looklab_bench_${crypto.randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const rows: Row[] = [...(await measure('PGlite', undefined))];
rows.push(...((await withPostgres((url) => measure('PostgreSQL', url))) ?? []));

const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\nserver on 127.0.0.1, ${os.cpus().length} cores, Node ${process.version}; ${MAKEOVERS} makeovers saved\n`,
);
console.log(
  `${pad('database', 11)}${pad('endpoint', 20)}${pad('load', 22)}${pad('rps', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('errors', 8)}bytes/response`,
);
for (const { database, endpoint, load, result: r } of rows) {
  console.log(
    `${pad(database, 11)}${pad(endpoint, 20)}${pad(load, 22)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50Ms.toFixed(1), 8)}${pad(r.p99Ms.toFixed(1), 8)}${pad(r.maxMs.toFixed(0), 8)}${pad(String(r.errors), 8)}${r.bytes}`,
  );
}
