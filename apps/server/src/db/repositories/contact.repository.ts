import crypto from 'node:crypto';
import type { ContactMessageRequest } from '@looklab/shared';
import type { Database } from '../database';
import { contactMessages } from '../schema';

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async create(userId: string | null, message: ContactMessageRequest): Promise<string> {
    const id = crypto.randomUUID();
    await this.db.insert(contactMessages).values({
      id,
      userId,
      name: message.name,
      email: message.email,
      subject: message.subject ?? null,
      message: message.message,
    });
    return id;
  }
}
