import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadOrCreateSecret, PRIVATE_FILE_MODE } from '../config';

/**
 * A running server announces itself in `{dataDir}/server.json` so the admin command talks to it
 * (PGlite allows one process per data directory) instead of opening the database itself.
 */
export type ServerInfo = { pid: number; port: number; instance: string };

const infoFile = (dataDir: string) => path.join(dataDir, 'server.json');

export const adminToken = (dataDir: string) => loadOrCreateSecret(dataDir, 'admin-token');

export function writeServerInfo(dataDir: string, port: number): ServerInfo {
  const info: ServerInfo = { pid: process.pid, port, instance: crypto.randomUUID() };
  fs.writeFileSync(infoFile(dataDir), JSON.stringify(info), { mode: PRIVATE_FILE_MODE });
  return info;
}

export function removeServerInfo(dataDir: string, instance: string): void {
  const current = readServerInfo(dataDir);
  if (current?.instance === instance) fs.rmSync(infoFile(dataDir), { force: true });
}

export function readServerInfo(dataDir: string): ServerInfo | null {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(infoFile(dataDir), 'utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'pid' in value &&
      typeof value.pid === 'number' &&
      'port' in value &&
      typeof value.port === 'number' &&
      'instance' in value &&
      typeof value.instance === 'string'
    ) {
      return { pid: value.pid, port: value.port, instance: value.instance };
    }
  } catch {
    // missing or unreadable: no server
  }
  return null;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
