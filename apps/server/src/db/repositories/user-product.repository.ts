import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserProduct, UserProductInput } from '@looklab/shared';
import type { Database } from '../database';
import { userProducts } from '../schema';

type Row = typeof userProducts.$inferSelect;

const toProduct = (row: Row): UserProduct => ({ ...(row.data as UserProductInput), id: row.id });

export class UserProductRepository {
  constructor(private readonly db: Database) {}

  async list(userId: string): Promise<UserProduct[]> {
    const rows = await this.db
      .select()
      .from(userProducts)
      .where(eq(userProducts.userId, userId))
      .orderBy(asc(userProducts.id));
    return rows.map(toProduct);
  }

  /** Create or replace each product by id, in one statement. */
  async setMany(userId: string, products: UserProduct[]): Promise<UserProduct[]> {
    if (products.length === 0) return [];
    const now = new Date();
    const rows = await this.db
      .insert(userProducts)
      .values(products.map(({ id, ...data }) => ({ userId, id, data, updatedAt: now })))
      .onConflictDoUpdate({
        target: [userProducts.userId, userProducts.id],
        set: { data: sql`excluded.data`, updatedAt: now },
      })
      .returning();
    return rows.map(toProduct);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(userProducts)
      .where(and(eq(userProducts.userId, userId), eq(userProducts.id, id)))
      .returning({ id: userProducts.id });
    return rows.length > 0;
  }
}
