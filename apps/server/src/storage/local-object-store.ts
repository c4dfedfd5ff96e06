import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config';
import { isSafeStorageKey, type ObjectStore } from './object-store';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local';
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    // Private to the server's user: folders 0700, files 0600.
    await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body, { mode: PRIVATE_FILE_MODE });
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      const body = await fs.readFile(this.file(key));
      const contentType =
        contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      return { body, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }
}
