import { ApiError } from '@/lib/api-client';
import { abortError } from './request-queue';

/** Busy answers (503 with Retry-After) retried before the failure is shown. */
export const MAX_BUSY_RETRIES = 3;
/** Wait when a busy answer names no Retry-After (seconds). */
export const DEFAULT_BUSY_WAIT_S = 2;
/** Longest wait honoured from a Retry-After header (seconds), so a tile never stalls long. */
export const MAX_BUSY_WAIT_S = 20;

/** The server's generation queue was full: try again after a while rather than failing. */
export function isBusyAnswer(e: unknown): e is ApiError {
  return e instanceof ApiError && e.status === 503 && e.code === 'busy';
}

/** How long to wait after a busy answer (ms): its Retry-After, bounded. */
export function busyWaitMs(e: ApiError): number {
  const seconds = e.retryAfterSeconds ?? DEFAULT_BUSY_WAIT_S;
  return Math.min(Math.max(seconds, 0), MAX_BUSY_WAIT_S) * 1000;
}

/** Resolves after `ms`, or rejects at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type BusyRetryOptions = {
  signal?: AbortSignal;
  /** called before each wait after a busy answer */
  onWaiting?: () => void;
  retries?: number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** Calls `attempt`; a busy answer is retried after its Retry-After, up to `retries` times. */
export async function withBusyRetry<T>(
  attempt: () => Promise<T>,
  { signal, onWaiting, retries = MAX_BUSY_RETRIES, wait = sleep }: BusyRetryOptions = {},
): Promise<T> {
  for (let retried = 0; ; retried++) {
    try {
      return await attempt();
    } catch (e) {
      if (!isBusyAnswer(e) || retried >= retries) throw e;
      onWaiting?.();
      await wait(busyWaitMs(e), signal);
    }
  }
}
