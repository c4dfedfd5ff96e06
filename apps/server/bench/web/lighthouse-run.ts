import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium; nothing is downloaded. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One Lighthouse run's figures (mobile, Lighthouse's default simulated throttling). */
export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** total blocking time (long tasks between first paint and interactive) */
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  transferBytes: number;
  /** gzip size (level 9) of the scripts requested before the first contentful paint */
  jsBeforePaintGz: number;
  /** titles of the audits that failed in accessibility, best practices and SEO */
  failed: string[];
};

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

const gzCache = new Map<string, number>();

/** gzip size of a built file served at `url` (by its path under the web app's dist). */
function gzipSizeOf(url: string, webDist: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  let size = gzCache.get(file);
  if (size === undefined) {
    size = fs.existsSync(file)
      ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
      : Number.NaN;
    gzCache.set(file, size);
  }
  return size;
}

function scriptsBeforePaint(lhr: Lhr, webDist: string): number {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const paintAt = Number(metrics.observedFirstContentfulPaint);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((r) => r.resourceType === 'Script' && Number(r.networkRequestTime) < paintAt)
    .reduce((sum, r) => sum + gzipSizeOf(String(r.url), webDist), 0);
}

function failedAudits(lhr: Lhr): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (c) => lhr.categories[c]?.auditRefs.map((r) => r.id) ?? [],
  );
  return [...new Set(ids)]
    .map((id) => lhr.audits[id])
    .filter(
      (a): a is Audit =>
        a !== undefined &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') &&
        a.score !== null &&
        a.score < 1,
    )
    .map((a) => `${a.id}: ${a.title}${examples(a)}`);
}

/** Up to three of an audit's items (the element, the issue or the URL), to know what to fix. */
function examples(a: Audit): string {
  const items = (a.details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { selector?: string } | undefined;
    const sub = item.subItems as { items?: { issueType?: string }[] } | undefined;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return (
      text(node?.selector) ||
      text(item.issueType) ||
      text(sub?.items?.[0]?.issueType) ||
      text(item.url)
    );
  });
  return items.some(Boolean) ? ` [${items.filter(Boolean).join('; ')}]` : '';
}

/** The elements that shifted (Lighthouse's layout-shifts audit), when anything did. */
function shifted(lhr: Lhr): string[] {
  const a = lhr.audits['layout-shifts'];
  return a && a.score !== null && a.score < 1 ? [`layout-shifts: ${a.title}${examples(a)}`] : [];
}

/** LH_REPORTS=dir: every run's report, as JSON, named after the page and the time. */
function keepReport(url: string, lhr: Lhr): void {
  const dir = process.env.LH_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/[^\w]+/g, '_');
  fs.writeFileSync(path.join(dir, `${page}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** Tries that end in a Lighthouse runtime error (a lost trace on a busy machine) before giving up. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Lhr> {
  let error = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error' });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (lhr && !lhr.runtimeError) {
      keepReport(url, lhr);
      return lhr;
    }
    error = lhr?.runtimeError?.message ?? 'no result';
    console.error(`Lighthouse on ${url}: ${error}; trying again`);
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${error}`);
}

export type LighthouseBrowser = {
  run(url: string): Promise<PageFigures>;
  close(): void;
};

/** Starts Chromium once; each run opens the page in a fresh tab (mobile preset). */
export async function startLighthouse(webDist: string): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  return {
    async run(url) {
      const lhr = await audit(url, chrome.port);
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        speedIndexMs: value('speed-index'),
        cls: value('cumulative-layout-shift'),
        transferBytes: value('total-byte-weight'),
        jsBeforePaintGz: scriptsBeforePaint(lhr, webDist),
        failed: [...failedAudits(lhr), ...shifted(lhr)],
      };
    },
    close() {
      chrome.kill();
    },
  };
}
