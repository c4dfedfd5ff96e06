import { and, desc, eq } from 'drizzle-orm';
import type { FavoriteStyle, FavoriteStyleCreate, FavoriteStylePatch } from '@looklab/shared';
import type { Database } from '../database';
import { favorites } from '../schema';

type Row = typeof favorites.$inferSelect;

function toFavorite(row: Row): FavoriteStyle {
  return {
    ...row.extra,
    id: row.id,
    name: row.name,
    hairstyle: row.hairstyle,
    customizations: row.customizations ?? {},
    iconUrl: row.iconUrl,
    iconStoragePath: row.iconStoragePath,
    createdAt: row.createdAt.getTime(),
  };
}

export class FavoriteRepository {
  constructor(private readonly db: Database) {}

  async create(
    userId: string,
    id: string,
    input: FavoriteStyleCreate,
    createdAt: Date,
  ): Promise<FavoriteStyle> {
    const rows = await this.db
      .insert(favorites)
      .values({ ...input, id, userId, createdAt, updatedAt: createdAt })
      .returning();
    return toFavorite(rows[0]);
  }

  async find(userId: string, id: string): Promise<FavoriteStyle | null> {
    const rows = await this.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.id, id)));
    return rows[0] ? toFavorite(rows[0]) : null;
  }

  async list(userId: string): Promise<FavoriteStyle[]> {
    const rows = await this.db
      .select()
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.id));
    return rows.map(toFavorite);
  }

  async update(
    userId: string,
    id: string,
    patch: FavoriteStylePatch,
  ): Promise<FavoriteStyle | null> {
    const rows = await this.db
      .update(favorites)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(favorites.userId, userId), eq(favorites.id, id)))
      .returning();
    return rows[0] ? toFavorite(rows[0]) : null;
  }

  async delete(userId: string, id: string): Promise<FavoriteStyle | null> {
    const rows = await this.db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.id, id)))
      .returning();
    return rows[0] ? toFavorite(rows[0]) : null;
  }
}
