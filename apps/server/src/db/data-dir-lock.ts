import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../config';

/**
 * PGlite is one process's database: a second process opening the same directory sees only its
 * own writes, and what it wrote is lost when both stop. `{dataDir}/db.lock` names the process
 * that holds the directory; another process refuses to open it (or waits, for the admin
 * command). A holder killed with -9 leaves the file behind: it is stale once its process is gone
 * (on Linux, compared by start time, so a reused pid is not mistaken for the holder).
 */
export type LockHolder = {
  pid: number;
  hostname: string;
  startedAt: string;
  /** /proc/{pid}/stat start time in clock ticks (Linux); tells a reused pid from the holder. */
  startTicks: string | null;
  instance: string;
  /** The HTTP port once the server listens. */
  port: number | null;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? '' : ` on host ${holder.hostname}`;
    const port = holder.port ? `, port ${holder.port}` : '';
    super(
      `DATA_DIR ${dataDir} is in use by LookLab process ${holder.pid}${where} (started ${holder.startedAt}${port}). ` +
        'Only one process may open its PGlite database: stop that process, give this one another ' +
        'DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several servers.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  readonly holder: LockHolder;
  /** Records the HTTP port in the lock so a refused process can name it. */
  setPort(port: number): void;
  release(): void;
};

const lockFile = (dataDir: string) => path.join(dataDir, 'db.lock');
/** Locks this process holds, so a second open in the same process is refused too. */
const heldHere = new Map<string, LockHolder>();
/** How often a waiting caller looks again. */
const POLL_MS = 200;

/** Field 22 of /proc/{pid}/stat (after the parenthesised command name), or null off Linux. */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.instance !== 'string') return null;
    return {
      pid: value.pid,
      hostname: typeof value.hostname === 'string' ? value.hostname : '',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : null,
      instance: value.instance,
      port: typeof value.port === 'number' ? value.port : null,
    };
  } catch {
    return null;
  }
}

/** Is the recorded holder still running? Another host's process cannot be checked: assume so. */
export function holderAlive(holder: LockHolder, file: string): boolean {
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = processStartTicks(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

function writeExclusive(file: string, holder: LockHolder): boolean {
  // Written whole to a private temporary file, then linked into place: the link fails if the
  // lock exists, and a reader never sees a half-written lock.
  const tmp = `${file}.${holder.instance}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(holder), { mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Moves a stale (or unreadable) lock aside; puts it back if another process replaced it meanwhile. */
function removeStale(file: string, stale: LockHolder | null): void {
  const aside = `${file}.${crypto.randomUUID()}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved && moved.instance !== stale?.instance) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // a third process took the free lock meanwhile; it holds the directory now
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming the holder. With
 * `waitMs`, a held lock is retried until then (an overlapping restart, the admin command).
 */
export async function lockDataDir(
  dataDir: string,
  opts: { waitMs?: number } = {},
): Promise<DataDirLock> {
  const file = lockFile(dataDir);
  const deadline = Date.now() + (opts.waitMs ?? 0);
  let holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(process.pid),
    instance: crypto.randomUUID(),
    port: null,
  };
  for (;;) {
    const mine = heldHere.get(file);
    if (!mine && writeExclusive(file, holder)) break;
    const current = mine ?? readHolder(file);
    if (!current || !holderAlive(current, file)) {
      // released meanwhile (try again), or left by a process that is gone
      if (fs.existsSync(file)) removeStale(file, current);
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, current);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  heldHere.set(file, holder);
  let released = false;
  return {
    get holder() {
      return holder;
    },
    setPort(port) {
      if (released) return;
      holder = { ...holder, port };
      heldHere.set(file, holder);
      const tmp = `${file}.${holder.instance}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(holder), { mode: PRIVATE_FILE_MODE });
      fs.renameSync(tmp, file);
    },
    release() {
      if (released) return;
      released = true;
      heldHere.delete(file);
      if (readHolder(file)?.instance === holder.instance) fs.rmSync(file, { force: true });
    },
  };
}
