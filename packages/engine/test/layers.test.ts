/**
 * The lint rules that keep the engine's layering hold: a deliberate cycle, an upward import and an
 * import between two stages of one layer are each reported, and the real file is not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './render-helpers';

const eslint = new ESLint({ cwd: repoRoot });
const src = path.join(repoRoot, 'packages/engine/src');

/** The looklab rule ids ESLint reports for `text` linted as if it were the file `rel`. */
async function looklabRules(rel: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(src, rel) });
  return result.messages.map((m) => m.ruleId ?? '').filter((id) => id.startsWith('looklab/'));
}

describe('engine lint layering', () => {
  it('passes the real blur module', async () => {
    const text = readFileSync(path.join(src, 'image/blur.ts'), 'utf8');
    expect(await looklabRules('image/blur.ts', text)).toEqual([]);
  });

  it('reports an import cycle (blur → mask → blur)', async () => {
    const text = "import { createMask } from './mask';\nexport const make = createMask;\n";
    expect(await looklabRules('image/blur.ts', text)).toContain('looklab/no-import-cycle');
  });

  it('reports pixel maths importing the renderer', async () => {
    const text = "import { renderLook } from '../render';\nexport const r = renderLook;\n";
    expect(await looklabRules('image/blur.ts', text)).toContain('looklab/layers');
  });

  it('reports a hair-mask module importing the hairstyle stage above it', async () => {
    const text =
      "import { applyHairstyle } from '../hairstyle/hairstyle';\nexport const a = applyHairstyle;\n";
    expect(await looklabRules('render/hair-mask/links.ts', text)).toContain('looklab/layers');
  });

  it('reports one face stage importing another (makeup → eyes)', async () => {
    const text =
      "import { applyMascara } from '../eyes/eye-makeup';\nexport const m = applyMascara;\n";
    expect(await looklabRules('render/makeup/lips.ts', text)).toContain('looklab/layers');
  });
});
