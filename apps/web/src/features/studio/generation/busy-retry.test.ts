import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  busyWaitMs,
  DEFAULT_BUSY_WAIT_S,
  MAX_BUSY_RETRIES,
  MAX_BUSY_WAIT_S,
  sleep,
  withBusyRetry,
} from './busy-retry';
import { isAbortError } from './request-queue';

const busy = (retryAfter: number | null = 3) =>
  new ApiError('Generation failed. Too many images…', 503, 'busy', retryAfter);

describe('withBusyRetry', () => {
  it("waits each busy answer's Retry-After, then returns the answer", async () => {
    const waits: number[] = [];
    let waiting = 0;
    let calls = 0;
    const result = await withBusyRetry(
      () => {
        calls++;
        if (calls <= 2) return Promise.reject(busy(calls));
        return Promise.resolve('image');
      },
      {
        onWaiting: () => waiting++,
        wait: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(result).toBe('image');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
    expect(waiting).toBe(2);
  });

  it(`gives up after ${MAX_BUSY_RETRIES} retries with the busy answer`, async () => {
    let calls = 0;
    const error: unknown = await withBusyRetry(
      () => {
        calls++;
        return Promise.reject(busy());
      },
      { wait: () => Promise.resolve() },
    ).catch((e: unknown) => e);
    expect(calls).toBe(MAX_BUSY_RETRIES + 1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('busy');
  });

  it('passes any other failure on at once', async () => {
    let calls = 0;
    const blocked = new ApiError('Failed to generate Bob. Declined.', 422, 'blocked');
    const notBusy = new ApiError('Service Unavailable', 503, 'not_configured');
    for (const failure of [blocked, notBusy]) {
      const error: unknown = await withBusyRetry(
        () => {
          calls++;
          return Promise.reject(failure);
        },
        { wait: () => Promise.reject(new Error('must not wait')) },
      ).catch((e: unknown) => e);
      expect(error).toBe(failure);
    }
    expect(calls).toBe(2);
  });

  it('bounds the wait and has one when the header is missing', () => {
    expect(busyWaitMs(busy(120))).toBe(MAX_BUSY_WAIT_S * 1000);
    expect(busyWaitMs(busy(null))).toBe(DEFAULT_BUSY_WAIT_S * 1000);
    expect(busyWaitMs(busy(0))).toBe(0);
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const waited = sleep(60_000, controller.signal);
    controller.abort();
    expect(isAbortError(await waited.catch((e: unknown) => e))).toBe(true);
  });
});
