/**
 * npm run bench:web — builds the web app, serves the product (main.ts on 127.0.0.1, PGlite,
 * AI off), creates a share through the API, then runs Lighthouse (mobile preset, simulated
 * throttling) in Debian's Chromium on the public pages, RUNS times each (default 3), and prints
 * each figure's median against the goals of issue #23, the audits that failed, and the
 * JavaScript of every route chunk from the build's manifest.
 * SKIP_BUILD=1 measures the existing apps/web/dist; WEB_DIST=dir (no build) another build.
 * BENCH_PORT=n serves on that port (default: any free one); LH_REPORTS=dir keeps every run's
 * Lighthouse report there (JSON) to see what a figure comes from. PAGES=/explore/styles,/share
 * measures only those pages (as the table names them; default all).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { spawnMain } from '../test/helpers/spawn-server';
import { freePort, seedPgliteFromTemplate } from '../test/helpers/start-server';
import { bundleReport, kb, routeTable } from './web/bundle-report';
import { goalsTable, medianFigures, WEB_GOALS } from './web/goals';
import { startLighthouse, type PageFigures } from './web/lighthouse-run';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = process.env.PAGES?.split(',');
const PAGE_NAMES = ['/', '/articles', '/explore/styles', '/share'];
const measured = (name: string) => !PAGES || PAGES.includes(name);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** WEB_DIST measures another build (e.g. an older commit's, for a before/after). */
const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(repoRoot, 'apps/web/dist');
const SHARE_PHOTO = path.join(repoRoot, '../shared/fixtures/photos/ai-upper.jpg');

function build(): void {
  if (process.env.SKIP_BUILD === '1' || process.env.WEB_DIST) return;
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-bench-web-'));
  await seedPgliteFromTemplate(dataDir);
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnMain({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    WEB_DIST: webDist,
  });
  // generous: on a busy machine PGlite and the server take a while to start
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      server.child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${server.output.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-out share of a fixture photo at the signed-out size; returns its page's path. */
async function createShare(url: string): Promise<string> {
  const image = await sharp(SHARE_PHOTO).resize({ width: 720 }).jpeg({ quality: 85 }).toBuffer();
  const res = await fetch(`${url}/api/shares`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ imageBase64: image.toString('base64') }),
  });
  if (res.status !== 201) throw new Error(`creating a share failed: ${res.status}`);
  const { shareId } = (await res.json()) as { shareId: string };
  return `/share/${shareId}`;
}

build();
const server = await startServer();
const rows: { page: string; figures: PageFigures }[] = [];
try {
  const pages = PAGE_NAMES.filter(measured).filter((name) => name !== '/share');
  if (measured('/share')) pages.push(await createShare(server.url));
  const browser = await startLighthouse(webDist);
  try {
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const figures = await browser.run(`${server.url}${page}`);
        console.error(
          `${page} run ${i + 1}: performance ${figures.performance}, CLS ${figures.cls.toFixed(3)}`,
        );
        runs.push(figures);
      }
      rows.push({
        page: page.startsWith('/share/') ? '/share/{id}' : page,
        figures: medianFigures(runs),
      });
    }
  } finally {
    browser.close();
  }
} finally {
  await server.stop();
}

console.log(
  `\nLighthouse ${RUNS}× per page (medians), mobile preset, ${os.cpus().length} cores, Node ${process.version}\n`,
);
console.log(goalsTable(rows));
for (const { page, figures } of rows) {
  if (figures.failed.length > 0)
    console.log(`\n${page} failed audits:\n  ${figures.failed.join('\n  ')}`);
}
console.log(
  `\nJavaScript per route chunk (gzip -9; goal before '/' paints ≤ ${kb(WEB_GOALS.jsBeforePaintGz)})`,
);
console.log(routeTable(bundleReport(webDist)));
