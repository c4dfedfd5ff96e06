import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteBundle = {
  /** the module a route loads (its feature's index), or the entry */
  module: string;
  /** gzip bytes of the JavaScript it loads beyond the entry's */
  ownGz: number;
  /** gzip bytes of the JavaScript of a first visit to it (entry included) */
  totalGz: number;
};

/** A source path without the climb out of apps/web (node_modules/…, packages/…, src/…). */
function moduleName(src: string): string {
  return src.replace(/^(\.\.\/)+/, '');
}

function gz(file: string): number {
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

/** The chunk files a manifest key loads statically (itself and its imports, transitively). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The JavaScript each route chunk adds, from Vite's manifest (dist/.vite/manifest.json): the
 * entry, then every dynamically imported module, largest first.
 */
export function bundleReport(webDist: string): RouteBundle[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const size = (files: Iterable<string>) =>
    [...files].reduce((sum, f) => sum + gz(path.join(webDist, f)), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const entry = closure(manifest, entryKey);
  const entrySize = size(entry);
  const rows = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const own = [...closure(manifest, key)].filter((f) => !entry.has(f));
      const ownGz = size(own);
      return { module: moduleName(c.src ?? key), ownGz, totalGz: entrySize + ownGz };
    })
    .sort((a, b) => b.ownGz - a.ownGz);
  return [{ module: `${entryKey} (entry)`, ownGz: entrySize, totalGz: entrySize }, ...rows];
}

/** Bytes as KB with one decimal ('151.7 KB'). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Spaces between a column's longest cell and the next column. */
const COLUMN_GAP = 2;
/** The size column's width ('own' and its figures, e.g. '151.7 KB'). */
const SIZE_WIDTH = 12;

/** The report as a table: the module column as wide as its longest name, so none runs over. */
export function routeTable(rows: RouteBundle[]): string {
  const width = Math.max('module'.length, ...rows.map((r) => r.module.length)) + COLUMN_GAP;
  return [
    `${'module'.padEnd(width)}${'own'.padEnd(SIZE_WIDTH)}first visit`,
    ...rows.map(
      (r) => `${r.module.padEnd(width)}${kb(r.ownGz).padEnd(SIZE_WIDTH)}${kb(r.totalGz)}`,
    ),
  ].join('\n');
}
