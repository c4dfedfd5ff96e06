/**
 * Starts the real product for the end-to-end tests on a fresh, empty data directory
 * (PGlite database, files, outbox), removed again when the server exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});
console.log(`e2e: DATA_DIR=${dataDir}`);

// Imported by URL so the e2e type-check does not pull the server sources into its project.
const serverMain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/src/main.ts',
);
await import(pathToFileURL(serverMain).href);
