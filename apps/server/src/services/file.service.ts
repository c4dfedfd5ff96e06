import crypto from 'node:crypto';
import type { UploadFolder } from '@looklab/shared';
import type { ObjectStore } from '../storage/object-store';
import { isSafeStorageKey } from '../storage/object-store';
import { notFound } from '../lib/http-error';
import { decodeBase64, sanitizeImage } from './image-validation';

/** Public URL of a stored file (served by GET /api/files/*, to its owner only). */
export const fileUrl = (storagePath: string) => `/api/files/${storagePath}`;

/** Is `storagePath` inside the user's own area `users/{uid}/`? */
export function isOwnedPath(userId: string, storagePath: string): boolean {
  return isSafeStorageKey(storagePath) && storagePath.startsWith(`users/${userId}/`);
}

export class FileService {
  constructor(private readonly store: ObjectStore) {}

  /** Validates and re-encodes the image, stores it at users/{uid}/{folder}/{timestamp-random}.jpg. */
  async upload(
    userId: string,
    input: { base64: string; folder: UploadFolder },
  ): Promise<{ url: string; storagePath: string }> {
    const bytes = decodeBase64(input.base64);
    const jpeg = await sanitizeImage(bytes, { quality: input.folder === 'generated' ? 92 : 90 });
    const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.jpg`;
    const storagePath = `users/${userId}/${input.folder}/${name}`;
    await this.store.put(storagePath, jpeg, 'image/jpeg');
    return { url: fileUrl(storagePath), storagePath };
  }

  /** A user's own file; anything else (missing, another user's) is 404. */
  async read(userId: string, storagePath: string): Promise<{ body: Buffer; contentType: string }> {
    if (!isOwnedPath(userId, storagePath)) throw notFound('File not found');
    const found = await this.store.get(storagePath);
    if (!found) throw notFound('File not found');
    return found;
  }

  /** Deletes a user's own file; missing files are ignored, another user's path is 404. */
  async delete(userId: string, storagePath: string): Promise<void> {
    if (!isOwnedPath(userId, storagePath)) throw notFound('File not found');
    await this.store.delete(storagePath);
  }

  /** Best-effort delete used when removing makeovers: paths outside the user's area are skipped. */
  async deleteOwned(userId: string, storagePath: string): Promise<void> {
    if (!isOwnedPath(userId, storagePath)) return;
    await this.store.delete(storagePath);
  }
}
