import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type SpawnedServer = {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: { text: string };
  exited: Promise<number | null>;
};

/**
 * Starts the server as `npm run serve` does (main.ts, in its own process) with `env` over this
 * process's environment (defaults: HOST 127.0.0.1, AI off, PGlite); collects its output.
 */
export function spawnMain(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', AI: 'off', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout?.on('data', (d: Buffer) => (output.text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output.text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}
