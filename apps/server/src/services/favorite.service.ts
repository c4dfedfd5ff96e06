import crypto from 'node:crypto';
import {
  planMessages,
  type FavoriteStyle,
  type FavoriteStyleCreate,
  type FavoriteStylePatch,
} from '@looklab/shared';
import type { FavoriteRepository } from '../db/repositories/favorite.repository';
import { notFound } from '../lib/http-error';
import type { FileService } from './file.service';
import type { SettingsService } from './settings.service';
import { requireFeature, requireLookAllowed } from './tier-rules';

export class FavoriteService {
  constructor(
    private readonly favorites: FavoriteRepository,
    private readonly files: FileService,
    private readonly settings: SettingsService,
  ) {}

  list(userId: string): Promise<FavoriteStyle[]> {
    return this.favorites.list(userId);
  }

  /** Saving favorite styles needs Spark (spec §2/§6); their styles must be open to the level. */
  async create(userId: string, input: FavoriteStyleCreate): Promise<FavoriteStyle> {
    const { membershipLevel, useAvantGardeStyles } = await this.settings.get(userId);
    requireFeature(membershipLevel, 'favoriteStyles');
    requireLookAllowed(
      membershipLevel,
      { ...input.customizations, hairstyle: input.hairstyle },
      useAvantGardeStyles,
    );
    return this.favorites.create(userId, crypto.randomUUID(), input, new Date());
  }

  /** Editing needs no level (spec §2), but new styles must still be open to it. */
  async update(userId: string, id: string, patch: FavoriteStylePatch): Promise<FavoriteStyle> {
    if (patch.hairstyle !== undefined || patch.customizations !== undefined) {
      const { membershipLevel, useAvantGardeStyles } = await this.settings.get(userId);
      requireLookAllowed(
        membershipLevel,
        {
          ...patch.customizations,
          ...(patch.hairstyle !== undefined && { hairstyle: patch.hairstyle }),
        },
        useAvantGardeStyles,
      );
    }
    const updated = await this.favorites.update(userId, id, patch);
    if (!updated) throw notFound(planMessages.favoriteNotFound);
    return updated;
  }

  /** Deletes the favorite and its icon file. */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.favorites.delete(userId, id);
    if (!deleted) throw notFound(planMessages.favoriteNotFound);
    if (deleted.iconStoragePath) await this.files.deleteOwned(userId, [deleted.iconStoragePath]);
  }
}
