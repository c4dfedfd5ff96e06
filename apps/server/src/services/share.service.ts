import crypto from 'node:crypto';
import { SHARE_LIFETIME_MS, uploadMaxDimension, type MembershipLevel } from '@looklab/shared';
import type { ShareRepository } from '../db/repositories/share.repository';
import { notFound } from '../lib/http-error';
import type { ObjectStore } from '../storage/object-store';
import { decodeBase64, sanitizeImage } from './image-validation';

/** Spec §5: images are re-encoded as JPEG at quality 0.9 (a photo as PNG is ten times larger). */
const SHARE_JPEG_QUALITY = 90;

/**
 * Public share links (spec §4 Sharing): the image is public for one month. It is stored at the
 * sharer's resolution (signed out and Freemium 720 px, Spark 1024, Pro 2048) as a JPEG without
 * metadata; the spec's public path `/api/shares/{id}.png` keeps serving it (as image/jpeg).
 */
export class ShareService {
  constructor(
    private readonly shares: ShareRepository,
    private readonly store: ObjectStore,
  ) {}

  /** `level` null: a signed-out sharer. */
  async create(
    userId: string | null,
    level: MembershipLevel | null,
    imageBase64: string,
  ): Promise<{ shareId: string; expiresAt: number }> {
    const jpeg = await sanitizeImage(decodeBase64(imageBase64), {
      quality: SHARE_JPEG_QUALITY,
      maxDimension: uploadMaxDimension(level),
    });
    const id = crypto.randomBytes(12).toString('base64url');
    const storagePath = `shares/${id}.jpg`;
    await this.store.put(storagePath, jpeg, 'image/jpeg');
    const expiresAt = new Date(Date.now() + SHARE_LIFETIME_MS);
    await this.shares.create({ id, userId, storagePath, expiresAt });
    return { shareId: id, expiresAt: expiresAt.getTime() };
  }

  /** The shared image (shares made before JPEG storage are PNGs). */
  async image(id: string): Promise<{ body: Buffer; contentType: string }> {
    const share = await this.shares.findLive(id);
    const file = share ? await this.store.get(share.storagePath) : null;
    if (!file) throw notFound('This shared image does not exist or has expired.');
    return file;
  }

  /** Deletes expired shares and their images; returns how many. */
  async sweepExpired(): Promise<number> {
    const expired = await this.shares.deleteExpired();
    await Promise.all(expired.map((s) => this.store.delete(s.storagePath)));
    return expired.length;
  }
}
