import { apiMessages } from '@looklab/shared';
import { RateLimitedError } from '../services/rate-limiter';
import { ConcurrencyLimiter, type LimiterOptions } from './concurrency-limiter';
import { WindowLimiter } from './window-limiter';

/**
 * The two kinds of AI work, each bounded on its own: `engine` is a request's work on the
 * embedded engine (the photo's downscale, then its analysis, render or fit — CPU and memory of
 * this machine), `provider` a call to a generative service (time, and the operator's money).
 */
export type AdmissionLane = 'engine' | 'provider';

export type AdmissionOptions = Record<AdmissionLane, LimiterOptions> & {
  /** AI requests per minute per signed-in user, and per signed-out client */
  perMinute: { user: number; anonymous: number };
};

/** One request's place in line: whose limits apply (`user:…` or `ip:…`), and its client. */
export type AdmissionTicket = {
  caller: string;
  /** the client went away: a request still waiting leaves the queue */
  signal?: AbortSignal;
};

/**
 * Longest a request waits for an engine slot before it is answered 503 (a full queue of
 * previews at ~1 s each on two workers clears in well under this).
 */
export const ENGINE_WAIT_MS = 30_000;
/** Retry-After before any engine work has finished, in seconds (an analysis takes ~1 s). */
export const ENGINE_INITIAL_HOLD_SECONDS = 1;

/**
 * Admission control for all AI work: per-minute limits per caller, and for each lane bounded
 * concurrency and a bounded queue, overall and per caller. A full queue is a LimiterBusyError
 * (503 with Retry-After); a client that leaves while it waits takes its place out of the queue.
 */
export class AiAdmission {
  private readonly lanes: Record<AdmissionLane, ConcurrencyLimiter>;
  private readonly perMinute: { user: WindowLimiter; anonymous: WindowLimiter };

  constructor(options: AdmissionOptions) {
    this.lanes = {
      engine: new ConcurrencyLimiter({
        initialHoldSeconds: ENGINE_INITIAL_HOLD_SECONDS,
        ...options.engine,
      }),
      provider: new ConcurrencyLimiter(options.provider),
    };
    this.perMinute = {
      user: new WindowLimiter(options.perMinute.user),
      anonymous: new WindowLimiter(options.perMinute.anonymous),
    };
  }

  /** Counts one AI request; past the caller's per-minute limit, 429 with Retry-After. */
  count(caller: string, signedIn: boolean): void {
    const limiter = signedIn ? this.perMinute.user : this.perMinute.anonymous;
    const { allowed, retryAfterMs } = limiter.hit(caller);
    if (!allowed) throw new RateLimitedError(apiMessages.tooManyRequests, retryAfterMs);
  }

  /**
   * Runs `work` once the ticket's caller holds a slot of the lane (waiting at most `waitMs`),
   * and frees the slot when it settles. Throws LimiterBusyError when the queue is full or the
   * wait runs out, LimiterAbortedError when the client leaves while it waits.
   */
  async run<T>(
    lane: AdmissionLane,
    ticket: AdmissionTicket,
    work: () => Promise<T>,
    waitMs = ENGINE_WAIT_MS,
  ): Promise<T> {
    const release = await this.lanes[lane].acquire(ticket.caller, {
      waitMs,
      ...(ticket.signal ? { signal: ticket.signal } : {}),
    });
    try {
      return await work();
    } finally {
      release();
    }
  }

  stats(): Record<AdmissionLane, { running: number; waiting: number }> {
    return { engine: this.lanes.engine.stats(), provider: this.lanes.provider.stats() };
  }
}
