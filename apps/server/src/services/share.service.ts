import crypto from 'node:crypto';
import sharp from 'sharp';
import { SHARE_LIFETIME_MS } from '@looklab/shared';
import type { ShareRepository } from '../db/repositories/share.repository';
import { notFound } from '../lib/http-error';
import type { ObjectStore } from '../storage/object-store';
import { decodeBase64, sanitizeImage } from './image-validation';

/** Public share links (spec §4 Sharing): the image is public at shares/{id}.png for one month. */
export class ShareService {
  constructor(
    private readonly shares: ShareRepository,
    private readonly store: ObjectStore,
  ) {}

  async create(
    userId: string | null,
    imageBase64: string,
  ): Promise<{ shareId: string; expiresAt: number }> {
    // Same byte checks as uploads; then a PNG without metadata.
    const checked = await sanitizeImage(decodeBase64(imageBase64), { quality: 95 });
    const png = await sharp(checked).png().toBuffer();
    const id = crypto.randomBytes(12).toString('base64url');
    const storagePath = `shares/${id}.png`;
    await this.store.put(storagePath, png, 'image/png');
    const expiresAt = new Date(Date.now() + SHARE_LIFETIME_MS);
    await this.shares.create({ id, userId, storagePath, expiresAt });
    return { shareId: id, expiresAt: expiresAt.getTime() };
  }

  async image(id: string): Promise<Buffer> {
    const share = await this.shares.findLive(id);
    const file = share ? await this.store.get(share.storagePath) : null;
    if (!file) throw notFound('This shared image does not exist or has expired.');
    return file.body;
  }

  /** Deletes expired shares and their images; returns how many. */
  async sweepExpired(): Promise<number> {
    const expired = await this.shares.deleteExpired();
    await Promise.all(expired.map((s) => this.store.delete(s.storagePath)));
    return expired.length;
  }
}
