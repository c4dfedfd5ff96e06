import { defaultUsage, type Usage, type UsageCounter } from '@looklab/shared';
import type { UsageRepository } from '../db/repositories/usage.repository';
import type { UserEventBus } from './user-event-bus';

export class UsageService {
  constructor(
    private readonly usage: UsageRepository,
    private readonly bus: UserEventBus,
  ) {}

  async get(userId: string): Promise<Usage> {
    return (await this.usage.find(userId)) ?? defaultUsage;
  }

  async increment(userId: string, counter: UsageCounter): Promise<Usage> {
    const updated = await this.usage.increment(userId, counter);
    this.bus.publish(userId, { type: 'usage', data: updated });
    return updated;
  }
}
