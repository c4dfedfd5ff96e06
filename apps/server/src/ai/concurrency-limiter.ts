/** No slot came free in time, or the queue is full: answer 503 with Retry-After. */
export class LimiterBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('AI queue full');
    this.name = 'LimiterBusyError';
  }
}

/** The caller went away while it waited. */
export class LimiterAbortedError extends Error {
  constructor() {
    super('left the AI queue');
    this.name = 'LimiterAbortedError';
  }
}

export type LimiterOptions = {
  /** calls running at once over the whole server */
  overall: number;
  /** calls running at once per key (a user, or a signed-out client's IP) */
  perKey: number;
  /** calls waiting over the whole server; beyond it, LimiterBusyError */
  queue: number;
  /** calls waiting per key */
  queuePerKey: number;
  /** Retry-After before any call has finished, in seconds (default: a generative edit's ~10 s) */
  initialHoldSeconds?: number;
};

type Waiter = { key: string; grant: () => void };

/** Weight of the newest hold time in the running average behind Retry-After. */
const HOLD_AVERAGE_WEIGHT = 0.2;
/** Retry-After before any call has finished, in seconds (a generative edit takes ~10 s). */
const INITIAL_HOLD_SECONDS = 10;

/**
 * Bounds concurrent calls (engine work or provider calls) per key and overall, with a bounded
 * FIFO wait queue. A waiter whose key is at its limit lets later waiters of other keys go first.
 */
export class ConcurrencyLimiter {
  private readonly running = new Map<string, number>();
  private total = 0;
  private readonly waiting: Waiter[] = [];
  private averageHoldMs: number;

  constructor(private readonly options: LimiterOptions) {
    this.averageHoldMs = (options.initialHoldSeconds ?? INITIAL_HOLD_SECONDS) * 1000;
  }

  stats(): { running: number; waiting: number } {
    return { running: this.total, waiting: this.waiting.length };
  }

  /** Seconds until a slot is likely free: the average time a call holds one. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.averageHoldMs / 1000));
  }

  /**
   * Waits for a slot (at most `waitMs`) and returns its release function; throws
   * LimiterBusyError when the queue is full or the wait runs out, LimiterAbortedError on abort.
   */
  acquire(key: string, opts: { waitMs: number; signal?: AbortSignal }): Promise<() => void> {
    if (opts.signal?.aborted) return Promise.reject(new LimiterAbortedError());
    // whoever waits is held by their own key's limit (free slots are handed out at release)
    if (this.hasRoom(key)) return Promise.resolve(this.take(key));
    const queuedForKey = this.waiting.filter((w) => w.key === key).length;
    if (this.waiting.length >= this.options.queue || queuedForKey >= this.options.queuePerKey)
      return Promise.reject(new LimiterBusyError(this.retryAfterSeconds()));
    return new Promise((resolve, reject) => {
      const leave = (err: Error) => {
        const at = this.waiting.indexOf(waiter);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        reject(err);
      };
      const onAbort = () => leave(new LimiterAbortedError());
      const waiter: Waiter = {
        key,
        grant: () => {
          clearTimeout(timer);
          opts.signal?.removeEventListener('abort', onAbort);
          resolve(this.take(key));
        },
      };
      const timer = setTimeout(
        () => leave(new LimiterBusyError(this.retryAfterSeconds())),
        opts.waitMs,
      );
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private hasRoom(key: string): boolean {
    return this.total < this.options.overall && (this.running.get(key) ?? 0) < this.options.perKey;
  }

  private take(key: string): () => void {
    this.total++;
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
      const held = performance.now() - started;
      this.averageHoldMs += HOLD_AVERAGE_WEIGHT * (held - this.averageHoldMs);
      this.admit();
    };
  }

  /** Hands free slots to the first waiters whose key has room. */
  private admit(): void {
    for (let i = 0; i < this.waiting.length && this.total < this.options.overall;) {
      const waiter = this.waiting[i];
      if (waiter && this.hasRoom(waiter.key)) {
        this.waiting.splice(i, 1);
        waiter.grant();
      } else i++;
    }
  }
}
