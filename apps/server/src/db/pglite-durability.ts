import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config';

/**
 * PGlite as shipped never flushes a commit to disk: it starts PostgreSQL with `-F` (fsync off),
 * its default wal_sync_method (fdatasync) is a no-op in its WebAssembly runtime, and the Node
 * file system it mounts has no fsync. A commit reaches the operating system's cache only: it
 * survives the process being killed, not a power cut or an OS crash.
 *
 * Durable mode starts PostgreSQL without `-F` and with wal_sync_method=fsync, and gives the
 * mounted file system an fsync that calls the real one, so each commit's WAL is on disk before
 * the commit is acknowledged (as in PostgreSQL).
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The parts of Emscripten's NODEFS that durable mode extends (not in PGlite's types). */
type NodeFsInternals = {
  stream_ops: Record<string, unknown> & { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation: (op: () => unknown) => unknown;
};

function isNodeFsInternals(value: unknown): value is NodeFsInternals {
  return (
    typeof value === 'object' &&
    value !== null &&
    'stream_ops' in value &&
    typeof value.stream_ops === 'object' &&
    'tryFSOperation' in value &&
    typeof value.tryFSOperation === 'function'
  );
}

/** Makes fsync() inside PGlite call the real fsync (errors become PostgreSQL's errno). */
export function flushCommitsToDisk(client: PGlite): void {
  const nodefs: unknown = client.Module.NODEFS;
  if (!isNodeFsInternals(nodefs)) {
    throw new Error(
      'This PGlite version does not expose its file system as expected, so commits cannot be ' +
        'flushed to disk. Set PGLITE_FSYNC=off to start without that guarantee.',
    );
  }
  nodefs.stream_ops.fsync = (stream) => {
    const fd = stream.nfd;
    if (fd === undefined) return 0;
    nodefs.tryFSOperation(() => fs.fsyncSync(fd));
    return 0;
  };
}

/**
 * PGlite unpacks a new database with world-writable files (0666). Folders become 0700 and files
 * 0600; files PostgreSQL creates later are already 0600.
 */
export function makeTreePrivate(root: string): void {
  fs.chmodSync(root, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(full, PRIVATE_DIR_MODE);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}
