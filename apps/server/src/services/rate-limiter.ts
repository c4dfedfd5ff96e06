import crypto from 'node:crypto';
import { apiMessages } from '@looklab/shared';
import type { RateLimitRepository } from '../db/repositories/rate-limit.repository';
import { HttpError } from '../lib/http-error';

export type Limit = { max: number; windowMs: number };

/** 429 with the time to wait (Retry-After, in seconds) and the message to show. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message, 'rate_limited');
  }
}

const counterKey = (name: string, key: string) =>
  crypto.createHash('sha256').update(`${name}\0${key}`).digest('hex');

/**
 * Fixed-window limits counted in the database, so they hold across app servers and restarts
 * (an in-memory limiter counts per process). Keys are hashed: no e-mail address or IP is stored.
 */
export class RateLimiter {
  constructor(
    private readonly counters: RateLimitRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts a hit on `name`/`key`; returns whether it is within the limit and when it frees up. */
  async hit(
    name: string,
    key: string,
    limit: Limit,
  ): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> {
    const now = this.now();
    const { count, windowStartedAt } = await this.counters.hit(
      counterKey(name, key),
      now,
      new Date(now.getTime() - limit.windowMs),
    );
    const retryAfterMs = Math.max(0, windowStartedAt.getTime() + limit.windowMs - now.getTime());
    return { allowed: count <= limit.max, count, retryAfterMs };
  }

  /** Counts a hit and throws a 429 (`message`, default 'Too many requests…') past the limit. */
  async enforce(name: string, key: string, limit: Limit, message?: string): Promise<void> {
    const result = await this.hit(name, key, limit);
    if (!result.allowed) {
      throw new RateLimitedError(message ?? apiMessages.tooManyRequests, result.retryAfterMs);
    }
  }

  /** Starts the count of `name`/`key` over (a successful sign-in clears its failed attempts). */
  reset(name: string, key: string): Promise<void> {
    return this.counters.delete(counterKey(name, key));
  }

  /** Forgets windows that ended more than `keepMs` ago (housekeeping). */
  sweep(keepMs: number): Promise<number> {
    return this.counters.deleteStartedBefore(new Date(this.now().getTime() - keepMs));
  }
}
