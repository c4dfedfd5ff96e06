import type { AiLogger } from './ai-provider';
import {
  ImageEditError,
  retryableFailures,
  type ImageEditAnswer,
  type ImageEditProvider,
  type ImageEditRequest,
} from './image-edit-provider';

/** Calls per generation: the first and at most one retry. */
export const MAX_PROVIDER_ATTEMPTS = 2;
/** Pause before the retry, so a service that just failed gets a moment. */
export const RETRY_DELAY_MS = 500;
/** No retry when less time than this is left before the deadline. */
export const MIN_RETRY_BUDGET_MS = 1_000;

/** A deadline for a generation's provider work: an abort signal and the time left. */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly endsAt: number;

  constructor(readonly ms: number) {
    this.endsAt = performance.now() + ms;
    this.timer = setTimeout(() => this.controller.abort(), ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get passed(): boolean {
    return this.controller.signal.aborted;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - performance.now());
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One provider call, and one retry for a failure that may pass (5xx, network) while the
 * deadline leaves time. An abort becomes `timeout` when the deadline passed and `cancelled`
 * when the client left. Every call the service answered is reported to `onAnswer` (usage).
 */
export async function callProvider(
  provider: ImageEditProvider,
  request: Omit<ImageEditRequest, 'signal'>,
  opts: {
    deadline: Deadline;
    client?: AbortSignal;
    onAnswer?: () => Promise<void>;
    log?: AiLogger;
  },
): Promise<{ answer: ImageEditAnswer; attempts: number }> {
  const signal = opts.client
    ? AbortSignal.any([opts.client, opts.deadline.signal])
    : opts.deadline.signal;
  for (let attempt = 1; ; attempt++) {
    let answer: ImageEditAnswer;
    try {
      answer = await provider.edit({ ...request, signal });
    } catch (err) {
      const failure = asEditError(err, opts.deadline);
      if (failure.answered) await opts.onAnswer?.();
      opts.log?.warn(
        {
          provider: provider.id,
          model: provider.model,
          kind: failure.kind,
          attempt,
          err: failure.message,
        },
        'image provider call failed',
      );
      const retry =
        attempt < MAX_PROVIDER_ATTEMPTS &&
        retryableFailures.has(failure.kind) &&
        opts.deadline.remainingMs() > RETRY_DELAY_MS + MIN_RETRY_BUDGET_MS &&
        !opts.client?.aborted;
      if (!retry) throw failure;
      await pause(RETRY_DELAY_MS, signal);
      continue;
    }
    // counted outside the try: a failure to count is not a provider failure to retry
    await opts.onAnswer?.();
    return { answer, attempts: attempt };
  }
}

function asEditError(err: unknown, deadline: Deadline): ImageEditError {
  const failure =
    err instanceof ImageEditError
      ? err
      : new ImageEditError('unavailable', err instanceof Error ? err.message : String(err), {
          cause: err,
        });
  if (failure.kind === 'cancelled' && deadline.passed)
    return new ImageEditError('timeout', `no answer within ${deadline.ms} ms`, { cause: failure });
  return failure;
}
