import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { favorites, makeovers, userProducts } from '../schema';

/** Every storage path and file URL a makeover row points at (photo, results, references). */
const makeoverRefs = sql<unknown[]>`jsonb_build_array(
    ${makeovers.originalImage} -> 'storagePath', ${makeovers.originalImage} -> 'url')
  || jsonb_path_query_array(${makeovers.intermediateImages}, '$[*].storagePath')
  || jsonb_path_query_array(${makeovers.intermediateImages}, '$[*].url')
  || jsonb_path_query_array(${makeovers.intermediateImages}, '$[*].referenceImageStoragePath')
  || jsonb_path_query_array(${makeovers.intermediateImages}, '$[*].referenceImageUrl')
  || jsonb_path_query_array(${makeovers.finalImages}, '$[*].storagePath')
  || jsonb_path_query_array(${makeovers.finalImages}, '$[*].url')
  || jsonb_path_query_array(${makeovers.finalImages}, '$[*].referenceImageStoragePath')
  || jsonb_path_query_array(${makeovers.finalImages}, '$[*].referenceImageUrl')
  || jsonb_path_query_array(coalesce(${makeovers.userProducts}, '[]'::jsonb), '$[*].iconUrl')`;

/** Which stored files a user's documents still reference (for orphan collection). */
export class FileReferenceRepository {
  constructor(private readonly db: Database) {}

  /**
   * The storage paths and file URLs in the user's makeovers, favorites and products, as stored
   * (URLs are turned into paths by the caller).
   */
  async referencesOf(userId: string): Promise<string[]> {
    const [made, liked, owned] = await Promise.all([
      this.db.select({ refs: makeoverRefs }).from(makeovers).where(eq(makeovers.userId, userId)),
      this.db
        .select({ path: favorites.iconStoragePath, url: favorites.iconUrl })
        .from(favorites)
        .where(eq(favorites.userId, userId)),
      this.db
        .select({ url: sql<unknown>`${userProducts.data} ->> 'iconUrl'` })
        .from(userProducts)
        .where(eq(userProducts.userId, userId)),
    ]);
    const values: unknown[] = [
      ...made.flatMap((row) => (Array.isArray(row.refs) ? row.refs : [])),
      ...liked.flatMap((row) => [row.path, row.url]),
      ...owned.map((row) => row.url),
    ];
    return values.filter((v): v is string => typeof v === 'string' && v.length > 0);
  }
}
