// @ts-check
/**
 * The repository's own lint rules:
 * - `no-import-cycle`: no module reaches itself through relative imports (type-only included).
 * - `layers`: a module imports only from lower layers or its own folder; layers are listed from
 *   the bottom up as path prefixes under a root, and a file under no prefix is above them all.
 */
import path from 'node:path';
import { cycleThrough, resolveImport } from './import-graph.js';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('estree').Node} Node */

/**
 * Calls `visit` with every relative import, re-export and literal dynamic import of a file.
 * @param {(node: Node, spec: string) => void} visit
 * @returns {import('eslint').Rule.RuleListener}
 */
function relativeImports(visit) {
  /** @param {Node} node @param {unknown} spec */
  const check = (node, spec) => {
    if (typeof spec === 'string' && spec.startsWith('.')) visit(node, spec);
  };
  return {
    ImportDeclaration: (n) => check(n, n.source.value),
    ExportNamedDeclaration: (n) => check(n, n.source?.value),
    ExportAllDeclaration: (n) => check(n, n.source.value),
    ImportExpression: (n) => check(n, n.source.type === 'Literal' ? n.source.value : null),
  };
}

/** @type {RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse relative imports that lead back to the importing module.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{trail}}.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return relativeImports((node, spec) => {
      const target = resolveImport(file, spec);
      if (!target) return;
      const trail = cycleThrough(file, target);
      if (trail)
        context.report({
          node,
          messageId: 'cycle',
          data: { trail: trail.map((f) => path.relative(root, f)).join(' → ') },
        });
    });
  },
};

/**
 * @param {string} rel path relative to the layers' root, with forward slashes
 * @param {string[][]} layers prefixes per layer, bottom first
 * @returns {number} the layer's index; layers.length for a file under no prefix
 */
function layerOf(rel, layers) {
  let best = layers.length;
  let bestLen = -1;
  layers.forEach((prefixes, i) => {
    for (const p of prefixes)
      if (rel.startsWith(p) && p.length > bestLen) {
        best = i;
        bestLen = p.length;
      }
  });
  return best;
}

/** @type {RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Import only from lower layers or from the same folder.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                paths: { type: 'array', items: { type: 'string' } },
              },
              required: ['name', 'paths'],
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: '{{from}} ({{fromLayer}}) may not import {{to}} ({{toLayer}}): {{why}}.',
    },
  },
  create(context) {
    const opts = /** @type {{ root: string, layers: { name: string, paths: string[] }[] }} */ (
      context.options[0]
    );
    const root = path.resolve(context.cwd, opts.root);
    const prefixes = opts.layers.map((l) => l.paths);
    const name = (/** @type {number} */ i) => opts.layers[i]?.name ?? 'above the layers';
    const rel = (/** @type {string} */ f) => path.relative(root, f).split(path.sep).join('/');
    const file = context.filename;
    if (rel(file).startsWith('..')) return {};
    const from = layerOf(rel(file), prefixes);
    // the modules above the layers (analysis, stylist, fit, workers) use them freely
    if (from === prefixes.length) return {};
    return relativeImports((node, spec) => {
      const target = resolveImport(file, spec);
      if (!target || rel(target).startsWith('..')) return;
      if (path.dirname(target) === path.dirname(file)) return;
      const to = layerOf(rel(target), prefixes);
      if (to < from) return;
      context.report({
        node,
        messageId: 'upward',
        data: {
          from: rel(file),
          to: rel(target),
          fromLayer: name(from),
          toLayer: name(to),
          why: to === from ? 'stages of one layer stay independent' : 'that layer is higher',
        },
      });
    });
  },
};

export default { rules: { 'no-import-cycle': noImportCycle, layers } };
