import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { user } from '../schema';

export type UserSummary = { id: string; email: string; name: string };

export class UserRepository {
  constructor(private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserSummary | null> {
    const rows = await this.db
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    return rows[0] ?? null;
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: user.id }).from(user).where(eq(user.id, id));
    return rows.length > 0;
  }
}
