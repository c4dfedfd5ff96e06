import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Making zod's schemas (and evaluating zod) cost the first load 70–80 ms of main thread at 4×
 * CPU slowdown: the modules a page runs before it is interactive import no zod. Requests that
 * need a schema load it with the request (api-client's lazySchema); forms and the studio load
 * zod in their own chunks.
 */

const webRoot = path.resolve(import.meta.dirname, '../..');
const sharedRoot = path.resolve(webRoot, '../../packages/shared/src');

/** The web app's entry, and the lazy pages a pre-rendered public page loads before hydrating. */
const FIRST_LOAD = [
  'src/main.tsx',
  'src/features/content/blog/index.ts',
  'src/features/explore/index.ts',
  'src/features/sharing/pages.ts',
];

function resolveFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** A module's file, or null for a package (node_modules) or a non-code file. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolveFile(path.join(webRoot, 'src', specifier.slice(2)));
  if (specifier.startsWith('@looklab/shared/'))
    return resolveFile(path.join(sharedRoot, specifier.slice('@looklab/shared/'.length)));
  if (specifier === '@looklab/shared') return resolveFile(path.join(sharedRoot, 'index'));
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  return null;
}

type ValueImport = {
  specifier: string;
  /** the names imported or re-exported; null for the whole module (`import 'x'`, `* as`, `export *`) */
  names: string[] | null;
  /** `export … from`: followed for the names someone imports */
  reExport: boolean;
};

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile('m.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
}

/** What a module imports and re-exports for its values (no `import type`, no dynamic import()). */
export function valueImports(source: string): ValueImport[] {
  const found: ValueImport[] = [];
  for (const statement of parse(source).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      if (!clause || (bindings && ts.isNamespaceImport(bindings))) {
        found.push({ specifier: specifier.text, names: null, reExport: false });
        continue;
      }
      const names = [
        ...(clause.name ? ['default'] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements
              .filter((e) => !e.isTypeOnly)
              .map((e) => (e.propertyName ?? e.name).text)
          : []),
      ];
      if (names.length > 0) found.push({ specifier: specifier.text, names, reExport: false });
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      found.push({
        specifier: specifier.text,
        names:
          clause && ts.isNamedExports(clause)
            ? clause.elements
                .filter((e) => !e.isTypeOnly)
                .map((e) => (e.propertyName ?? e.name).text)
            : null,
        reExport: true,
      });
    }
  }
  return found;
}

const isShared = (file: string) => file.startsWith(sharedRoot);

/** Names a module declares itself (export const/function/class). */
function declaredNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(fs.readFileSync(file, 'utf8')).statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.add(statement.name.text);
  }
  return names;
}

/**
 * The module that defines `name`, following re-exports: the shared package has no side effects
 * (its package.json), so the bundle keeps only the modules whose values are used.
 */
function definingModule(file: string, name: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (declaredNames(file).has(name)) return file;
  for (const { specifier, names, reExport } of valueImports(fs.readFileSync(file, 'utf8'))) {
    const target = resolveImport(file, specifier);
    if (!target || !reExport || (names !== null && !names.includes(name))) continue;
    const found = definingModule(target, name, seen);
    if (found) return found;
  }
  return null;
}

/** Every module reached by static value imports from `entries`, with the packages it imports. */
function staticGraph(entries: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = entries.map((entry) => path.join(webRoot, entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const imports = valueImports(fs.readFileSync(file, 'utf8'));
    // a shared module's own re-exports are followed only for the names someone imports
    const followed = isShared(file) ? imports.filter(({ reExport }) => !reExport) : imports;
    graph.set(
      file,
      followed.map(({ specifier }) => specifier),
    );
    for (const { specifier, names } of followed) {
      const target = resolveImport(file, specifier);
      if (!target || !/\.tsx?$/.test(target)) continue;
      if (isShared(target) && names !== null) {
        for (const name of names) pending.push(definingModule(target, name) ?? target);
      } else pending.push(target);
    }
  }
  return graph;
}

describe('the first load', () => {
  it('reads value imports and skips type-only and dynamic ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { c, type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "const f = () => import('./f');",
    ].join('\n');
    expect(valueImports(source)).toEqual([
      { specifier: 'zod', names: ['z'], reExport: false },
      { specifier: './c', names: ['c'], reExport: false },
      { specifier: './d', names: ['d'], reExport: true },
    ]);
  });

  it('imports no zod in the entry or the public pages it hydrates', () => {
    const graph = staticGraph(FIRST_LOAD);
    const importers = [...graph]
      .filter(([, specifiers]) => specifiers.some((s) => s === 'zod' || s.startsWith('zod/')))
      .map(([file]) => path.relative(path.resolve(webRoot, '../..'), file));
    // the walk did reach the app and the shared package
    expect(graph.size).toBeGreaterThan(50);
    expect(importers).toEqual([]);
  });
});
