import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing (images in PNG/JPEG/WebP are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Both encodings at their strongest: the work happens once, at build time. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file. */
export async function precompressFile(file: string): Promise<void> {
  const source = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([brotli(source, BROTLI_OPTIONS), gzip(source, GZIP_OPTIONS)]);
  if (br.length < source.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < source.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

/** Precompresses every compressible file of a built directory (the server serves them). */
export async function precompressDir(dir: string): Promise<number> {
  const files = filesUnder(dir).filter(
    (f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
  );
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/**
 * After `vite build`, writes brotli (.br) and gzip (.gz) copies of the output's text files, so
 * the server sends them by Accept-Encoding without compressing at request time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'looklab-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
