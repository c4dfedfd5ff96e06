import type { PageFigures } from './lighthouse-run';

/** The goals of issue #23 for every public page Lighthouse measures. */
export const WEB_GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  /** gzip bytes of JavaScript before the first paint */
  jsBeforePaintGz: 170 * 1024,
  transferBytes: 350 * 1024,
};

type Column = {
  head: string;
  width: number;
  show: (f: PageFigures) => string;
  meets?: (f: PageFigures) => boolean;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export const COLUMNS: Column[] = [
  {
    head: 'perf',
    width: 7,
    show: (f) => String(f.performance),
    meets: (f) => f.performance >= WEB_GOALS.performance,
  },
  {
    head: 'a11y',
    width: 7,
    show: (f) => String(f.accessibility),
    meets: (f) => f.accessibility >= WEB_GOALS.accessibility,
  },
  {
    head: 'bp',
    width: 7,
    show: (f) => String(f.bestPractices),
    meets: (f) => f.bestPractices >= WEB_GOALS.bestPractices,
  },
  { head: 'seo', width: 7, show: (f) => String(f.seo), meets: (f) => f.seo >= WEB_GOALS.seo },
  { head: 'FCP', width: 9, show: (f) => `${(f.fcpMs / 1000).toFixed(2)} s` },
  { head: 'LCP', width: 9, show: (f) => `${(f.lcpMs / 1000).toFixed(2)} s` },
  { head: 'TBT', width: 9, show: (f) => `${Math.round(f.tbtMs)} ms` },
  { head: 'SI', width: 9, show: (f) => `${(f.speedIndexMs / 1000).toFixed(2)} s` },
  { head: 'CLS', width: 9, show: (f) => f.cls.toFixed(3), meets: (f) => f.cls <= WEB_GOALS.cls },
  {
    head: 'transfer',
    width: 11,
    show: (f) => kb(f.transferBytes),
    meets: (f) => f.transferBytes <= WEB_GOALS.transferBytes,
  },
  {
    head: 'JS before paint (gz)',
    width: 22,
    show: (f) => kb(f.jsBeforePaintGz),
    meets: (f) => f.jsBeforePaintGz <= WEB_GOALS.jsBeforePaintGz,
  },
];

export const GOAL_ROW: Record<string, string> = {
  perf: `≥ ${WEB_GOALS.performance}`,
  a11y: `${WEB_GOALS.accessibility}`,
  bp: `${WEB_GOALS.bestPractices}`,
  seo: `${WEB_GOALS.seo}`,
  FCP: '',
  LCP: '',
  TBT: '',
  SI: '',
  CLS: `≤ ${WEB_GOALS.cls}`,
  transfer: `≤ ${kb(WEB_GOALS.transferBytes)}`,
  'JS before paint (gz)': `≤ ${kb(WEB_GOALS.jsBeforePaintGz)}`,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Each figure's median over the runs (the failed audits of every run, once each). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const m = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    performance: m((f) => f.performance),
    accessibility: m((f) => f.accessibility),
    bestPractices: m((f) => f.bestPractices),
    seo: m((f) => f.seo),
    fcpMs: m((f) => f.fcpMs),
    lcpMs: m((f) => f.lcpMs),
    tbtMs: m((f) => f.tbtMs),
    speedIndexMs: m((f) => f.speedIndexMs),
    cls: m((f) => f.cls),
    transferBytes: m((f) => f.transferBytes),
    jsBeforePaintGz: m((f) => f.jsBeforePaintGz),
    failed: [...new Set(runs.flatMap((f) => f.failed))],
  };
}

/** The table: one row per page, each figure marked ✗ where it misses its goal. */
export function goalsTable(rows: { page: string; figures: PageFigures }[]): string {
  const pageWidth = Math.max(12, ...rows.map((r) => r.page.length + 2));
  const line = (page: string, cells: string[]) =>
    page.padEnd(pageWidth) + cells.map((c, i) => c.padEnd(COLUMNS[i]?.width ?? 8)).join('');
  return [
    line(
      'page',
      COLUMNS.map((c) => c.head),
    ),
    line(
      'goal',
      COLUMNS.map((c) => GOAL_ROW[c.head] ?? ''),
    ),
    ...rows.map(({ page, figures }) =>
      line(
        page,
        COLUMNS.map((c) => `${c.show(figures)}${c.meets && !c.meets(figures) ? ' ✗' : ''}`),
      ),
    ),
  ].join('\n');
}
