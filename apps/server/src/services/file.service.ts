import crypto from 'node:crypto';
import {
  normalizeLevel,
  storageQuota,
  storageQuotaExceeded,
  storedImageMaxDimension,
  storedResultNeedsWatermark,
  type MembershipLevel,
  type StoredFile,
  type UploadFolder,
} from '@looklab/shared';
import type { StoredFileRepository } from '../db/repositories/stored-file.repository';
import { HttpError, notFound } from '../lib/http-error';
import type { ObjectStore } from '../storage/object-store';
import { isSafeStorageKey } from '../storage/object-store';
import { decodeBase64, sanitizeImage } from './image-validation';
import { markStoredResult } from './result-watermark';
import type { Limit, RateLimiter } from './rate-limiter';

/** URL prefix of stored files (served by GET /api/files/*, to their owner only). */
const FILE_URL_PREFIX = '/api/files/';

/** Public URL of a stored file. */
export const fileUrl = (storagePath: string) => `${FILE_URL_PREFIX}${storagePath}`;

/** The storage path a stored file's URL (or a path itself) names; null for anything else. */
export function storagePathOf(reference: string): string | null {
  const path = reference.startsWith(FILE_URL_PREFIX)
    ? reference.slice(FILE_URL_PREFIX.length)
    : reference;
  return isSafeStorageKey(path) ? path : null;
}

/** Is `storagePath` inside the user's own area `users/{uid}/`? */
export function isOwnedPath(userId: string, storagePath: string): boolean {
  return isSafeStorageKey(storagePath) && storagePath.startsWith(`users/${userId}/`);
}

/** UPLOAD_RATE_LIMIT counts uploads per user in windows of this length. */
export const UPLOAD_RATE_WINDOW_MS = 60_000;

/** Spec §5: resized images are re-encoded as JPEG at quality 0.9 (results are PNG, spec §9). */
const PHOTO_QUALITY = 90;

export class FileService {
  constructor(
    private readonly store: ObjectStore,
    private readonly files: StoredFileRepository,
    private readonly limiter: RateLimiter,
    /** Uploads per user per window (UPLOAD_RATE_LIMIT per minute). */
    private readonly uploadLimit: Limit,
    private readonly now: () => Date = () => new Date(),
    /** The site address Freemium results are marked with ('looklab.example'); null: no mark. */
    private readonly siteAddress: string | null = null,
  ) {}

  /**
   * Checks the image, re-encodes it at the user's stored size (spec §5: the level's cap, 1024
   * for references) and stores it at users/{uid}/{folder}/{timestamp-random}.jpg, within the
   * level's storage quota and the per-user upload rate. Generated images are stored as PNG
   * (spec §9), Freemium ones with the site address in a corner (spec §6).
   */
  async upload(
    userId: string,
    level: MembershipLevel,
    input: { base64: string; folder: UploadFolder },
  ): Promise<StoredFile> {
    await this.limiter.enforce('upload', userId, this.uploadLimit);
    const generated = input.folder === 'generated';
    let bytes = await sanitizeImage(decodeBase64(input.base64), {
      quality: PHOTO_QUALITY,
      maxDimension: storedImageMaxDimension(input.folder, level),
      format: generated ? 'png' : 'jpeg',
    });
    if (generated && this.siteAddress && storedResultNeedsWatermark(level)) {
      bytes = await markStoredResult(bytes, this.siteAddress);
    }
    const quota = storageQuota(level);
    const used = await this.files.usedBytes(userId);
    if (used + bytes.length > quota) {
      throw new HttpError(
        403,
        storageQuotaExceeded(used, quota, normalizeLevel(level)),
        'storage_quota',
      );
    }
    const createdAt = this.now();
    const name = `${createdAt.getTime()}-${crypto.randomBytes(6).toString('hex')}.${generated ? 'png' : 'jpg'}`;
    const storagePath = `users/${userId}/${input.folder}/${name}`;
    // Recorded first: a file stored without its record could never be counted or collected.
    await this.files.add({ storagePath, userId, bytes: bytes.length, createdAt });
    try {
      await this.store.put(storagePath, bytes, generated ? 'image/png' : 'image/jpeg');
    } catch (err) {
      await this.files.remove([storagePath]);
      throw err;
    }
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
    await this.remove([storagePath]);
  }

  /** Best-effort delete used when removing makeovers: paths outside the user's area are skipped. */
  async deleteOwned(userId: string, storagePaths: string[]): Promise<void> {
    await this.remove(storagePaths.filter((p) => isOwnedPath(userId, p)));
  }

  /** Removes files and their records (the orphan collector uses it too). */
  async remove(storagePaths: string[]): Promise<void> {
    await Promise.all(storagePaths.map((p) => this.store.delete(p)));
    await this.files.remove(storagePaths);
  }
}
