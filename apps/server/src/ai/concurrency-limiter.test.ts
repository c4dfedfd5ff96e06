import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter, LimiterAbortedError, LimiterBusyError } from './concurrency-limiter';

const limiter = () => new ConcurrencyLimiter({ overall: 2, perKey: 1, queue: 2, queuePerKey: 1 });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ConcurrencyLimiter', () => {
  it('bounds each key and the whole, and hands slots out in order as they free', async () => {
    const l = limiter();
    const a1 = await l.acquire('a', { waitMs: 1000 });
    const b1 = await l.acquire('b', { waitMs: 1000 });
    let a2Got = false;
    const a2 = l.acquire('a', { waitMs: 1000 }).then((r) => ((a2Got = true), r));
    await tick();
    expect(l.stats()).toEqual({ running: 2, waiting: 1 });
    b1(); // a slot frees, but 'a' still holds its own
    await tick();
    expect(a2Got).toBe(false);
    const c1 = await l.acquire('c', { waitMs: 1000 }); // a free slot and room for 'c': no wait
    a1();
    (await a2)();
    c1();
    expect(l.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses beyond the queue, per key and overall, with a Retry-After', async () => {
    const l = limiter();
    await l.acquire('a', { waitMs: 1000 });
    await l.acquire('b', { waitMs: 1000 });
    void l.acquire('a', { waitMs: 1000 });
    await expect(l.acquire('a', { waitMs: 1000 })).rejects.toBeInstanceOf(LimiterBusyError);
    void l.acquire('b', { waitMs: 1000 });
    const full = await l.acquire('c', { waitMs: 1000 }).catch((e: unknown) => e);
    expect(full).toBeInstanceOf(LimiterBusyError);
    expect((full as LimiterBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('gives up a wait at its time limit or when the caller leaves', async () => {
    const l = limiter();
    await l.acquire('a', { waitMs: 1000 });
    await expect(l.acquire('a', { waitMs: 30 })).rejects.toBeInstanceOf(LimiterBusyError);
    const leave = new AbortController();
    const waiting = l.acquire('a', { waitMs: 1000, signal: leave.signal });
    leave.abort();
    await expect(waiting).rejects.toBeInstanceOf(LimiterAbortedError);
    expect(l.stats()).toEqual({ running: 1, waiting: 0 });
  });
});
