import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-precompress-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

describe('precompressing the build', () => {
  it('writes .br and .gz copies that decode to the file, for text files only', async () => {
    const script = 'export const answer = 42;\n'.repeat(200);
    const dir = dist({
      'assets/app-abc.js': script,
      'index.html': `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(50)}`,
      'blog/a.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      '.vite/manifest.json': '{"a":1}'.repeat(100),
    });
    await precompressDir(dir);
    const js = path.join(dir, 'assets/app-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'blog/a.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false);
  });

  it('keeps no copy that is not smaller than the file', async () => {
    const dir = dist({ 'tiny.js': 'x' });
    await precompressDir(dir);
    expect(fs.readdirSync(dir)).toEqual(['tiny.js']);
  });
});
