import crypto from 'node:crypto';
import type { FavoriteStyle, FavoriteStyleCreate, FavoriteStylePatch } from '@looklab/shared';
import type { FavoriteRepository } from '../db/repositories/favorite.repository';
import { notFound } from '../lib/http-error';
import type { FileService } from './file.service';

export class FavoriteService {
  constructor(
    private readonly favorites: FavoriteRepository,
    private readonly files: FileService,
  ) {}

  list(userId: string): Promise<FavoriteStyle[]> {
    return this.favorites.list(userId);
  }

  create(userId: string, input: FavoriteStyleCreate): Promise<FavoriteStyle> {
    return this.favorites.create(userId, crypto.randomUUID(), input, new Date());
  }

  async update(userId: string, id: string, patch: FavoriteStylePatch): Promise<FavoriteStyle> {
    const updated = await this.favorites.update(userId, id, patch);
    if (!updated) throw notFound('Favorite style not found');
    return updated;
  }

  /** Deletes the favorite and its icon file. */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.favorites.delete(userId, id);
    if (!deleted) throw notFound('Favorite style not found');
    if (deleted.iconStoragePath) await this.files.deleteOwned(userId, deleted.iconStoragePath);
  }
}
