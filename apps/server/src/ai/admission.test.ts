import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../services/rate-limiter';
import { AiAdmission } from './admission';
import { LimiterBusyError } from './concurrency-limiter';

const lane = { overall: 1, perKey: 1, queue: 0, queuePerKey: 0 };
const admission = () =>
  new AiAdmission({ engine: lane, provider: lane, perMinute: { user: 2, anonymous: 1 } });

describe('AiAdmission', () => {
  it('holds a slot of the lane while the work runs, and frees it however the work ends', async () => {
    const a = admission();
    let finish!: () => void;
    const held = a.run('engine', { caller: 'ip:1' }, () => new Promise<void>((r) => (finish = r)));
    expect(a.stats().engine).toEqual({ running: 1, waiting: 0 });
    // the lane is full (no queue): another caller is refused; the provider lane is its own
    await expect(
      a.run('engine', { caller: 'ip:2' }, () => Promise.resolve()),
    ).rejects.toBeInstanceOf(LimiterBusyError);
    await a.run('provider', { caller: 'ip:2' }, () => Promise.resolve());
    finish();
    await held;
    await expect(
      a.run('engine', { caller: 'ip:2' }, () => Promise.reject(new Error('engine failed'))),
    ).rejects.toThrow('engine failed');
    expect(a.stats().engine).toEqual({ running: 0, waiting: 0 });
  });

  it('counts signed-in users and signed-out clients against their own per-minute limits', () => {
    const a = admission();
    a.count('ip:1', false);
    expect(() => a.count('ip:1', false)).toThrow(RateLimitedError);
    a.count('user:1', true);
    a.count('user:1', true);
    const err = (() => {
      try {
        a.count('user:1', true);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).statusCode).toBe(429);
    expect((err as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
  });
});
