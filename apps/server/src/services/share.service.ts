import crypto from 'node:crypto';
import {
  apiMessages,
  EXPLORE_PAGE_SIZE,
  SHARE_LIFETIME_MS,
  uploadMaxDimension,
  type ExploreMakeover,
  type MembershipLevel,
  type Page,
} from '@looklab/shared';
import type { ShareRepository } from '../db/repositories/share.repository';
import { badRequest, notFound } from '../lib/http-error';
import type { ObjectStore } from '../storage/object-store';
import { decodeBase64, sanitizeImage } from './image-validation';
import { decodeCursor, encodeCursor } from './makeover-cursor';

/** Spec §5: images are re-encoded as JPEG at quality 0.9 (a photo as PNG is ten times larger). */
const SHARE_JPEG_QUALITY = 90;
/** Random bytes of a share id: 128 bits, so links cannot be guessed (22 base64url characters). */
const SHARE_ID_BYTES = 16;

/**
 * Public share links (spec §4 Sharing): the image is public for one month. It is stored at the
 * sharer's resolution (signed out and Freemium 720 px, Spark 1024, Pro 2048) as a JPEG without
 * metadata; the spec's public path `/api/shares/{id}.png` keeps serving it (as image/jpeg).
 * A signed-in sharer may also list it in the Explore gallery; removing the share removes it there.
 */
export class ShareService {
  constructor(
    private readonly shares: ShareRepository,
    private readonly store: ObjectStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `level` null: a signed-out sharer (who cannot list it in Explore). */
  async create(
    userId: string | null,
    level: MembershipLevel | null,
    input: { imageBase64: string; showInExplore?: boolean | undefined },
  ): Promise<{ shareId: string; expiresAt: number }> {
    const jpeg = await sanitizeImage(decodeBase64(input.imageBase64), {
      quality: SHARE_JPEG_QUALITY,
      maxDimension: uploadMaxDimension(level),
    });
    const id = crypto.randomBytes(SHARE_ID_BYTES).toString('base64url');
    const storagePath = `shares/${id}.jpg`;
    await this.store.put(storagePath, jpeg, 'image/jpeg');
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + SHARE_LIFETIME_MS);
    await this.shares.create({
      id,
      userId,
      storagePath,
      expiresAt,
      createdAt,
      showInExplore: userId !== null && input.showInExplore === true,
    });
    return { shareId: id, expiresAt: expiresAt.getTime() };
  }

  /** The shared image (shares made before JPEG storage are PNGs). */
  async image(id: string): Promise<{ body: Buffer; contentType: string }> {
    const share = await this.shares.findLive(id, this.now());
    const file = share ? await this.store.get(share.storagePath) : null;
    if (!file) throw notFound(apiMessages.shareNotFound);
    return file;
  }

  /** Removes the user's own share, its image and its place in Explore. */
  async remove(userId: string, id: string): Promise<void> {
    const share = await this.shares.deleteOwned(id, userId);
    if (!share) throw notFound(apiMessages.shareNotFound);
    await this.store.delete(share.storagePath);
  }

  /** A page of the Explore gallery: live opted-in shares, newest first. */
  async explore(cursor: string | undefined): Promise<Page<ExploreMakeover>> {
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) throw badRequest(apiMessages.invalidCursor);
    const rows = await this.shares.listExplore(after, EXPLORE_PAGE_SIZE, this.now());
    const items = rows.map((r) => ({
      shareId: r.id,
      createdAt: r.createdAt.getTime(),
      expiresAt: r.expiresAt.getTime(),
    }));
    const last = items[items.length - 1];
    return {
      items,
      nextCursor:
        items.length === EXPLORE_PAGE_SIZE && last
          ? encodeCursor({ createdAt: last.createdAt, id: last.shareId })
          : null,
    };
  }

  /** Deletes expired shares and their images; returns how many. */
  async sweepExpired(): Promise<number> {
    const expired = await this.shares.deleteExpired(this.now());
    await Promise.all(expired.map((s) => this.store.delete(s.storagePath)));
    return expired.length;
  }
}
