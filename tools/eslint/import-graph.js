// @ts-check
/**
 * The relative-import graph of TypeScript sources, read from the file system (static
 * `import … from`, `export … from` and `import('…')` with a literal path), for the lint rule that
 * refuses import cycles. Type-only imports count: a cycle through types still ties the modules.
 */
import fs from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]*)['"]|import\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

/** @type {Map<string, { mtimeMs: number, deps: string[] }>} */
const cache = new Map();

/**
 * Resolves a relative specifier as TypeScript does for this repo (`x`, `x.ts`, `x/index.ts`).
 * @param {string} fromFile
 * @param {string} spec
 * @returns {string | null}
 */
export function resolveImport(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const c of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (c.endsWith('.ts') && fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/**
 * The resolved relative imports of one file (cached until the file changes).
 * @param {string} file
 * @returns {string[]}
 */
export function importsOf(file) {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.deps;
  const text = fs.readFileSync(file, 'utf8');
  /** @type {string[]} */
  const deps = [];
  for (const m of text.matchAll(IMPORT)) {
    const r = resolveImport(file, m[1] ?? m[2]);
    if (r && !deps.includes(r)) deps.push(r);
  }
  cache.set(file, { mtimeMs, deps });
  return deps;
}

/**
 * A path of imports that leads from `start` back to `start`, or null when there is none.
 * @param {string} start
 * @param {string} first the import of `start` to begin with
 * @returns {string[] | null}
 */
export function cycleThrough(start, first) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {string[]} */
  const trail = [];
  /** @param {string} f @returns {boolean} */
  const visit = (f) => {
    if (f === start) return true;
    if (seen.has(f)) return false;
    seen.add(f);
    trail.push(f);
    for (const d of importsOf(f)) if (visit(d)) return true;
    trail.pop();
    return false;
  };
  return visit(first) ? [start, ...trail, start] : null;
}
