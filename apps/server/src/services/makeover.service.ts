import crypto from 'node:crypto';
import {
  apiMessages,
  MAKEOVER_PAGE_SIZE,
  canSaveMakeover,
  makeoverCap,
  makeoverLimit,
  type Makeover,
  type MakeoverCreate,
  type MakeoverPatch,
  type MakeoverSummary,
  type Page,
} from '@looklab/shared';
import type { MakeoverRepository } from '../db/repositories/makeover.repository';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import type { FileService } from './file.service';
import { decodeCursor, encodeCursor } from './makeover-cursor';
import type { SettingsService } from './settings.service';

/** Every stored file a makeover references: original, intermediate, final and reference images. */
export function makeoverStoragePaths(m: Makeover): string[] {
  const paths = [m.originalImage.storagePath];
  for (const image of [...m.intermediateImages, ...m.finalImages]) {
    if (image.storagePath) paths.push(image.storagePath);
    if (image.referenceImageStoragePath) paths.push(image.referenceImageStoragePath);
  }
  return [...new Set(paths.filter((p) => p.length > 0))];
}

export class MakeoverService {
  constructor(
    private readonly makeovers: MakeoverRepository,
    private readonly settings: SettingsService,
    private readonly files: FileService,
  ) {}

  /** A page of summaries, newest first (spec §4: 10 at a time, cursor after full pages only). */
  async listPage(userId: string, cursor: string | undefined): Promise<Page<MakeoverSummary>> {
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) throw badRequest(apiMessages.invalidCursor);
    const items = await this.makeovers.listPage(userId, after, MAKEOVER_PAGE_SIZE);
    const last = items[items.length - 1];
    const nextCursor = items.length === MAKEOVER_PAGE_SIZE && last ? encodeCursor(last) : null;
    return { items, nextCursor };
  }

  async get(userId: string, id: string): Promise<Makeover> {
    const found = await this.makeovers.find(userId, id);
    if (!found) throw notFound('Makeover not found');
    return found;
  }

  /** Creates a makeover (server-side cap per membership level); names it 'Makeover #N' by default. */
  async create(userId: string, input: MakeoverCreate): Promise<Makeover> {
    const { membershipLevel } = await this.settings.get(userId);
    const count = await this.makeovers.count(userId);
    if (!canSaveMakeover(membershipLevel, count)) {
      throw new HttpError(
        403,
        makeoverLimit(makeoverCap(membershipLevel) ?? count, membershipLevel),
        'makeover_limit',
      );
    }
    const name = input.name ?? `Makeover #${count + 1}`;
    return this.makeovers.create(userId, crypto.randomUUID(), name, input, new Date());
  }

  async update(userId: string, id: string, patch: MakeoverPatch): Promise<Makeover> {
    const updated = await this.makeovers.update(userId, id, patch);
    if (!updated) throw notFound('Makeover not found');
    return updated;
  }

  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.makeovers.deleteMany(userId, [id]);
    if (deleted.length === 0) throw notFound('Makeover not found');
    await this.deleteFiles(userId, deleted);
  }

  /** Deletes the caller's makeovers among `ids` (others' ids are ignored); returns the deleted ids. */
  async deleteMany(userId: string, ids: string[]): Promise<string[]> {
    const deleted = await this.makeovers.deleteMany(userId, ids);
    await this.deleteFiles(userId, deleted);
    return deleted.map((m) => m.id);
  }

  private async deleteFiles(userId: string, deleted: Makeover[]): Promise<void> {
    await this.files.deleteOwned(userId, deleted.flatMap(makeoverStoragePaths));
  }
}
