import { planMessages, type UserProduct, type UserProductInput } from '@looklab/shared';
import type { UserProductRepository } from '../db/repositories/user-product.repository';
import { notFound } from '../lib/http-error';
import type { SettingsService } from './settings.service';
import { requireFeature } from './tier-rules';

/** The Makeup Library (spec §2/§6: Pro). Reading and deleting stay open after a downgrade. */
export class UserProductService {
  constructor(
    private readonly products: UserProductRepository,
    private readonly settings: SettingsService,
  ) {}

  list(userId: string): Promise<UserProduct[]> {
    return this.products.list(userId);
  }

  /** Set one by id (create or replace) in the user's own library. */
  async set(userId: string, id: string, input: UserProductInput): Promise<UserProduct> {
    const [saved] = await this.setMany(userId, [{ ...input, id }]);
    if (!saved) throw new Error('product upsert returned nothing');
    return saved;
  }

  async setMany(userId: string, products: UserProduct[]): Promise<UserProduct[]> {
    requireFeature((await this.settings.get(userId)).membershipLevel, 'productLibrary');
    return this.products.setMany(userId, products);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.products.delete(userId, id))) throw notFound(planMessages.productNotFound);
  }
}
