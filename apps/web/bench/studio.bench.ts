/**
 * npm run bench:studio — the studio's click timings per plan, on the built product (run
 * `npm run build` first; `npm run bench:studio` does) served on 127.0.0.1 from a fresh temp
 * DATA_DIR, driven by Playwright on Debian's Chromium.
 *
 * Per plan (Freemium 720 px, Spark 1024 px, Pro 2048 px photo — one account each, its level
 * set through the admin endpoint the admin command uses):
 *   - hairstyle tile on the embedded engine: click → the tile's look is ready, each of 7 tiles;
 *   - customize click → preview shown: colour and lipstick clicks, as the studio times them
 *     (click → the new preview image has loaded);
 *   - 'See results' with 7 looks: click → the 7 final images are there.
 * Prints a table of p50/p95 against each goal (issue 23), then where each click's time goes
 * (client before the request / server's Server-Timing / wait / transfer / to screen) from the
 * page's resource timing, and how 'See results' sent its requests. BENCH_PORT (default 4390),
 * BENCH_CLICKS (colour clicks per plan after the first lipstick, default 16), BENCH_TIERS (e.g.
 * "Pro"), BENCH_STEPS (also print every request's Server-Timing steps, in order: which clicks
 * were slow, and why), BENCH_TRACE (each customize click's long frames and tasks in the page,
 * and the CPU each process used meanwhile: cpu-sample.ts), BENCH_CHROME_TRACE=<path prefix> (a
 * Chromium trace of the customize clicks per plan, <prefix>-<plan>.json, for chrome://tracing
 * or Perfetto), BENCH_SETTLE_MS (a pause after the tiles before customizing: the work ahead of
 * need ends).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadMaxDimension, type MembershipLevel } from '@looklab/shared';
import type { PreviewPhases } from '@looklab/shared/studio/preview-phases';
import { cpuBetween, cpuSnapshot } from './cpu-sample';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const photosDir = process.env.BENCH_PHOTOS ?? path.resolve(repoRoot, '../shared/fixtures/photos');
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const clicksPerTier = Number(process.env.BENCH_CLICKS ?? 16);
const tiers = (process.env.BENCH_TIERS ?? 'Freemium,Spark,Pro')
  .split(',')
  .map((t) => t.trim()) as MembershipLevel[];
/** Looks made before 'See results' (issue 23: 'See results' with 7 looks). */
const LOOKS = 7;
/** The one-person photo, upscaled so every plan's limit downscales it (Pro: 2048 px). */
const SOURCE_PHOTO = 'cgi-model-14.jpg';

/**
 * BENCH_TRACE: for each customize click, the page's long animation frames and long tasks
 * while it waited, and the CPU each process (the server's threads one by one) used meanwhile.
 */
const trace = process.env.BENCH_TRACE !== undefined;
let serverPid = 0;
const traceLines: string[] = [];

/** Watches the page's long animation frames and long tasks (BENCH_TRACE). */
const LONG_FRAMES_SCRIPT = `(() => {
  const seen = (window.__benchLong = []);
  const keep = (list) => {
    for (const e of list.getEntries())
      seen.push({
        type: e.entryType,
        start: e.startTime,
        duration: e.duration,
        blocking: e.blockingDuration ?? 0,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        scripts: (e.scripts ?? []).map((s) => ({
          what: (s.invoker || s.name) + ' ' + (s.sourceFunctionName || ''),
          duration: s.duration,
        })),
      });
  };
  for (const type of ['long-animation-frame', 'longtask'])
    try { new PerformanceObserver(keep).observe({ type, buffered: true }); } catch {}
})();`;

type LongEntry = {
  type: string;
  start: number;
  duration: number;
  blocking: number;
  render: number;
  scripts: { what: string; duration: number }[];
};

/** The last click's window and the long frames and tasks in it (page clock, ms). */
function lastClickTrace(page: Page) {
  return page.evaluate(() => {
    const measures = performance.getEntriesByName('studio:click-to-image');
    const m = measures[measures.length - 1];
    if (!m) return null;
    const long = ((window as unknown as { __benchLong?: LongEntry[] }).__benchLong ?? []).filter(
      (e) => e.start < m.startTime + m.duration && e.start + e.duration > m.startTime,
    );
    return { start: m.startTime, duration: m.duration, long };
  });
}

/** Issue 23's goals, in ms (p95 for the clicks). */
const goals = { preview: 300, hairstyle: 700, results: 2000 } as const;

type TierFigures = {
  preview: number[];
  hairstyle: number[];
  results: number[];
  previewPhases: PreviewPhases[];
  /** customize clicks whose first preview shown was a draft, and click → its sharp preview */
  drafts: number;
  sharp: number[];
  hairstylePhases: PreviewPhases[];
  /** the Server-Timing steps of each request: tiles, customize previews, 'See results' */
  steps: { tile: ServerSteps[]; preview: ServerSteps[]; results: ServerSteps[] };
  /** 'See results': its generate requests, and how many were in flight at most */
  resultsRequests: {
    requests: number;
    maxInFlight: number;
    serverP50: number;
    lastToShown: number;
  };
};

/** A request's Server-Timing entries by name (ms): admit, faces, prepWait, queue, layer, … */
type ServerSteps = Record<string, number>;

/** The page's POST /api/ai/generate requests started in [from, to] (ms, page clock). */
function generateRequests(page: Page, from: number, to: number) {
  return page.evaluate(
    ([a, b]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.endsWith('/api/ai/generate') && e.startTime >= a && e.startTime <= b)
        .map((e) => ({
          fetchStart: e.fetchStart,
          responseStart: e.responseStart,
          responseEnd: e.responseEnd,
          server: e.serverTiming.find((t) => t.name === 'total')?.duration ?? null,
          steps: Object.fromEntries(e.serverTiming.map((t) => [t.name, t.duration])),
          bytes: e.encodedBodySize,
        })),
    [from, to] as const,
  );
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const before = await fetch(`${origin}/api/health`).catch(() => null);
  if (before) throw new Error(`something already answers on ${origin}: set BENCH_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // the bench's requests come from one address: no per-minute limit may slow it down
      AI_USER_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start in 180 s');
}

async function signUpAs(page: Page, level: MembershipLevel, dataDir: string): Promise<void> {
  const email = `bench-${level.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct-horse-42', name: '' },
    headers: { Origin: origin },
  });
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  if (level === 'Freemium') return;
  const token = fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  const set = await page.request.post('/api/admin/set-level', {
    data: { email, level },
    headers: { 'x-admin-token': token },
  });
  if (!set.ok()) throw new Error(`set-level: ${set.status()} ${await set.text()}`);
}

/** Click → the tile is pressed (its look is ready), timed in the page (checked every 5 ms). */
function timeTile(page: Page, name: string): Promise<{ at: number; ms: number }> {
  return page.evaluate(
    (testId) =>
      new Promise<{ at: number; ms: number }>((resolve, reject) => {
        const tile = () => document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
        const el = tile();
        if (!el) return reject(new Error(`no tile ${testId}`));
        const t0 = performance.now();
        el.click();
        const timer = setInterval(() => {
          const now = tile();
          const ms = performance.now() - t0;
          if (now?.getAttribute('aria-pressed') === 'true') resolve({ at: t0, ms });
          else if (now?.getAttribute('data-phase') === 'failed')
            reject(new Error(`${testId} failed: ${now.parentElement?.textContent ?? ''}`));
          else if (ms > 120_000) reject(new Error(`${testId} not ready in 120 s`));
          else return;
          clearInterval(timer);
        }, 5);
      }),
    `hairstyle-${name}`,
  );
}

async function enabledHairstyles(page: Page, count: number): Promise<string[]> {
  const ids = await page
    .locator('[data-testid^="hairstyle-"]:not([data-testid="hairstyle-Original"]):enabled')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  const names = ids.map((id) => id.replace('hairstyle-', '')).filter((n) => n !== '');
  if (names.length < count) throw new Error(`only ${names.length} hairstyles to choose from`);
  return names.slice(0, count);
}

async function previewTimings(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__looklabPreviewTimings ?? []);
}

/**
 * Clicks a lipstick, then `clicks` colour swatches (hair colour and lipstick colour in turn),
 * each awaited until its preview: `clicks + 1` timings.
 */
async function customizeClicks(page: Page, clicks: number): Promise<number[]> {
  const hair = page.getByTestId('category-hairColor');
  const lips = page.getByTestId('category-lipstick');
  // the first click (a lipstick) is timed as every other: it comes right after Customize, while
  // the look's preview-sized hair layer may still be on its way
  const before = (await previewTimings(page)).length;
  await lips.locator('button[aria-pressed="false"]:enabled').nth(1).click();
  const lipColours = lips.getByRole('group', { name: 'Lipstick colour' });
  await lipColours.waitFor();
  await page.waitForFunction(
    (count) => (window.__looklabPreviewTimings ?? []).length > count,
    before,
    { timeout: 60_000 },
  );
  for (let i = 0; i < clicks; i++) {
    const swatches =
      i % 2 === 0
        ? hair.locator('button[aria-pressed="false"]:enabled')
        : lipColours.locator('button[aria-pressed="false"]:enabled');
    const n = await swatches.count();
    const seen = (await previewTimings(page)).length;
    const cpuBefore = trace ? cpuSnapshot(serverPid) : null;
    await swatches.nth((i * 3) % Math.max(1, n)).click();
    await page.waitForFunction(
      (count) => (window.__looklabPreviewTimings ?? []).length > count,
      seen,
      { timeout: 60_000 },
    );
    if (cpuBefore) {
      const cpu = cpuBetween(cpuBefore, cpuSnapshot(serverPid));
      const t = await lastClickTrace(page);
      const long = (t?.long ?? []).map(
        (e) =>
          `${e.type === 'longtask' ? 'task' : 'frame'} +${Math.round(e.start - (t?.start ?? 0))} ${Math.round(e.duration)} ms (render ${Math.round(e.render)}${e.scripts.map((x) => `; ${x.what} ${Math.round(x.duration)}`).join('')})`,
      );
      traceLines.push(
        `click ${i}: ${Math.round(t?.duration ?? 0)} ms | cpu: ${cpu} | ${long.join(' | ') || 'no long frames'}`,
      );
    }
  }
  return (await previewTimings(page)).slice(before);
}

async function benchTier(
  page: Page,
  level: MembershipLevel,
  dataDir: string,
  photo: string,
): Promise<TierFigures> {
  await signUpAs(page, level, dataDir);
  await page.goto('/');
  await page.getByTestId('upload-input').setInputFiles(photo);
  await page.locator('#upload-preview-title').waitFor();
  await page.getByRole('button', { name: 'Analyze photo' }).click();
  await page.locator('#hairstyles-title').waitFor({ timeout: 120_000 });

  await page.evaluate(() => performance.setResourceTimingBufferSize(5000));
  const hairstyle: number[] = [];
  const hairstylePhases: PreviewPhases[] = [];
  const steps: TierFigures['steps'] = { tile: [], preview: [], results: [] };
  for (const name of await enabledHairstyles(page, LOOKS)) {
    const { at, ms } = await timeTile(page, name);
    hairstyle.push(ms);
    const [req] = await generateRequests(page, at, at + ms);
    if (req) steps.tile.push(req.steps);
    if (req)
      hairstylePhases.push({
        client: req.fetchStart - at,
        server: req.server,
        wait: req.responseStart - req.fetchStart - (req.server ?? 0),
        transfer: req.responseEnd - req.responseStart,
        toScreen: at + ms - req.responseEnd,
        bytes: req.bytes,
      });
  }
  // BENCH_SETTLE_MS: the engine's work ahead of need (the looks' hair layers) may end first,
  // to tell its share of the customize clicks' times
  await page.waitForTimeout(Number(process.env.BENCH_SETTLE_MS ?? 0));
  await page.getByRole('button', { name: 'Customize', exact: true }).last().click();
  await page.locator('#ai-stylist-title').waitFor();
  const customizeT0 = await page.evaluate(() => performance.now());
  const chromeTrace = process.env.BENCH_CHROME_TRACE;
  if (chromeTrace)
    await page
      .context()
      .browser()
      ?.startTracing(page, {
        path: `${chromeTrace}-${level}.json`,
        categories: ['devtools.timeline', 'toplevel', 'cc', 'viz', 'gpu', 'blink', 'v8'],
      });
  const preview = await customizeClicks(page, clicksPerTier);
  if (chromeTrace) await page.context().browser()?.stopTracing();
  const customized = await page.evaluate(() => performance.now());
  steps.preview = (await generateRequests(page, customizeT0, customized)).map((r) => r.steps);
  // let the last preview settle, then every look is made anew for the results
  await page.waitForTimeout(500);
  const previewPhases = await page.evaluate(() => window.__looklabPreviewPhases ?? []);
  const { drafts, sharp } = await page.evaluate(() => ({
    drafts: (window.__looklabPreviewDrafts ?? []).length,
    sharp: window.__looklabPreviewSharp ?? [],
  }));
  const t0 = Date.now();
  const pageT0 = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'See results' }).click();
  await page
    .locator('#results-title')
    .waitFor({ timeout: 600_000 })
    .catch(async (err: unknown) => {
      const said = await page.locator('[role="alert"], [data-testid$="toast"]').allTextContents();
      throw new Error(`no results: ${said.join(' | ')}`, { cause: err });
    });
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="final-image"]').length >= n,
    LOOKS,
    { timeout: 600_000, polling: 'raf' },
  );
  const results = [Date.now() - t0];
  const shownAt = await page.evaluate(() => performance.now());
  const finals = await generateRequests(page, pageT0, shownAt);
  steps.results = finals.map((r) => r.steps);
  const events = finals.flatMap((r) => [
    { t: r.fetchStart, d: 1 },
    { t: r.responseEnd, d: -1 },
  ]);
  events.sort((a, b) => a.t - b.t || a.d - b.d);
  let inFlight = 0;
  let maxInFlight = 0;
  for (const e of events) maxInFlight = Math.max(maxInFlight, (inFlight += e.d));
  const resultsRequests = {
    requests: finals.length,
    maxInFlight,
    serverP50: percentile(
      finals.map((r) => r.server ?? Number.NaN).filter((v) => !Number.isNaN(v)),
      50,
    ),
    lastToShown: shownAt - Math.max(pageT0, ...finals.map((r) => r.responseEnd)),
  };
  return {
    preview,
    hairstyle,
    results,
    previewPhases,
    drafts,
    sharp,
    hairstylePhases,
    steps,
    resultsRequests,
  };
}

function row(what: string, level: string, values: number[], goal: number): string {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  const verdict = p95 <= goal ? 'met' : 'MISSED';
  return `| ${what} | ${level} | ${values.length} | ${Math.round(p50)} | ${Math.round(p95)} | ≤ ${goal} | ${verdict} |`;
}

/** p50 of each Server-Timing step over the requests, in the order the server names them. */
function stepsRow(what: string, level: string, requests: ServerSteps[]): string {
  const names = [...new Set(requests.flatMap((r) => Object.keys(r)))];
  const p50 = (name: string) => {
    const values = requests.map((r) => r[name]).filter((v): v is number => v !== undefined);
    return `${name} ${Math.round(percentile(values, 50))}${values.length < requests.length ? ` (${values.length}/${requests.length})` : ''}`;
  };
  return `${level} ${what} (${requests.length}): ${names.map(p50).join(', ')}`;
}

function phaseRow(what: string, level: string, phases: PreviewPhases[]): string {
  const p50 = (pick: (p: PreviewPhases) => number | null) => {
    const values = phases.map(pick).filter((v): v is number => v !== null);
    return values.length ? String(Math.round(percentile(values, 50))) : '–';
  };
  const kb = p50((p) => p.bytes / 1024);
  return `| ${what} | ${level} | ${phases.length} | ${p50((p) => p.client)} | ${p50((p) => p.server)} | ${p50((p) => p.wait)} | ${p50((p) => p.transfer)} | ${p50((p) => p.toScreen)} | ${kb} |`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-bench-studio-'));
  const photo = path.join(dataDir, 'bench-photo-2048.jpg');
  await sharp(path.join(photosDir, SOURCE_PHOTO))
    .resize({ height: uploadMaxDimension('Pro'), kernel: 'lanczos3' })
    .jpeg({ quality: 92 })
    .toFile(photo);
  const server = await startServer(dataDir);
  serverPid = server.pid ?? 0;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const figures: [MembershipLevel, TierFigures][] = [];
  try {
    for (const level of tiers) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width: 1280, height: 800 },
      });
      // tsx names the functions passed to page.evaluate with a helper the page lacks
      await context.addInitScript('globalThis.__name = (f) => f;');
      if (trace) await context.addInitScript(LONG_FRAMES_SCRIPT);
      const page = await context.newPage();
      const started = Date.now();
      const figured = await benchTier(page, level, dataDir, photo).catch((err: unknown) => {
        console.error(`${level}: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
      if (figured) figures.push([level, figured]);
      if (trace)
        console.log(
          traceLines
            .splice(0)
            .map((l) => `${level} ${l}`)
            .join('\n'),
        );
      console.log(`${level}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `studio clicks on ${os.cpus().length} cores, ${SOURCE_PHOTO} at each plan's size (ms)`,
    '| what | plan | n | p50 | p95 | goal (p95) | |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [level, f] of figures) {
    const size = `${level} ${uploadMaxDimension(level)} px`;
    lines.push(row('customize click → preview shown', size, f.preview, goals.preview));
    lines.push(row('hairstyle tile (embedded engine)', size, f.hairstyle, goals.hairstyle));
    lines.push(row(`'See results' with ${LOOKS} looks`, size, f.results, goals.results));
  }
  console.log(lines.join('\n'));
  console.log(
    [
      '',
      'where the time goes, p50 per click (ms): client = click → request sent; server = its',
      'Server-Timing total; wait = request sent → first byte, less the server figure (queueing,',
      'network); transfer = first → last byte; to screen = last byte → image shown',
      '| what | plan | n | client | server | wait | transfer | to screen | KB |',
      '|---|---|---|---|---|---|---|---|---|',
      ...figures.flatMap(([level, f]) => [
        phaseRow('customize preview', level, f.previewPhases),
        phaseRow('hairstyle tile', level, f.hairstylePhases),
      ]),
      '',
      "customize clicks first answered by a draft (a quick preview at the tiles' size while the look",
      "was not ready at the screen's), and click → the sharp preview that followed (ms)",
      ...figures.map(
        ([level, f]) =>
          `${level}: ${f.drafts} of ${f.preview.length} clicks; sharp ${f.sharp.length ? `p50 ${Math.round(percentile(f.sharp, 50))}, max ${Math.round(Math.max(...f.sharp))}` : '–'}`,
      ),
      '',
      'server steps, p50 per request (ms; (n/m): a step only some requests had)',
      ...figures.flatMap(([level, f]) => [
        stepsRow('hairstyle tile', level, f.steps.tile),
        stepsRow('customize preview', level, f.steps.preview),
        stepsRow("'See results'", level, f.steps.results),
      ]),
      '',
      `'See results': generate requests, most at once, server p50, last answer → all ${LOOKS} shown (ms)`,
      ...figures.map(
        ([level, f]) =>
          `${level}: ${f.resultsRequests.requests} requests, ${f.resultsRequests.maxInFlight} at once, server p50 ${Math.round(f.resultsRequests.serverP50)}, last answer → shown ${Math.round(f.resultsRequests.lastToShown)}`,
      ),
    ].join('\n'),
  );
  if (process.env.BENCH_STEPS)
    for (const [level, f] of figures)
      for (const [what, reqs] of Object.entries(f.steps))
        reqs.forEach((r, i) =>
          console.log(
            `${level} ${what} ${i}: ${Object.entries(r)
              .filter(([, v]) => v >= 1)
              .map(([k, v]) => `${k} ${Math.round(v)}`)
              .join(', ')}`,
          ),
        );
  if (process.env.BENCH_STEPS)
    for (const [level, f] of figures)
      f.previewPhases.forEach((p, i) =>
        console.log(
          `${level} preview phases ${i}: client ${p.client}, server ${p.server ?? '–'}, wait ${p.wait}, transfer ${p.transfer}, to screen ${p.toScreen}`,
        ),
      );
  for (const [level, f] of figures)
    console.log(
      `${level} raw: ${JSON.stringify({ preview: f.preview, hairstyle: f.hairstyle.map(Math.round), results: f.results })}`,
    );
}

declare global {
  interface Window {
    __looklabPreviewTimings?: number[];
    __looklabPreviewPhases?: PreviewPhases[];
    __looklabPreviewDrafts?: number[];
    __looklabPreviewSharp?: number[];
  }
}

await main();
