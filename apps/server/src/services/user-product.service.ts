import type { UserProduct, UserProductInput } from '@looklab/shared';
import type { UserProductRepository } from '../db/repositories/user-product.repository';
import { notFound } from '../lib/http-error';

export class UserProductService {
  constructor(private readonly products: UserProductRepository) {}

  list(userId: string): Promise<UserProduct[]> {
    return this.products.list(userId);
  }

  /** Set one by id (create or replace) in the user's own library. */
  async set(userId: string, id: string, input: UserProductInput): Promise<UserProduct> {
    const [saved] = await this.products.setMany(userId, [{ ...input, id }]);
    if (!saved) throw new Error('product upsert returned nothing');
    return saved;
  }

  setMany(userId: string, products: UserProduct[]): Promise<UserProduct[]> {
    return this.products.setMany(userId, products);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.products.delete(userId, id))) throw notFound('Product not found');
  }
}
