/** The error a cancelled request rejects with (what fetch gives for an aborted signal). */
export function abortError(): DOMException {
  return new DOMException('The request was cancelled.', 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * Runs async tasks with at most `limit` at once; the others wait in the order they came. A
 * waiting task whose signal aborts leaves the queue without ever starting.
 */
export class RequestQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limit: number) {}

  /** A new bound (at least 1); waiting tasks start at once if it grew. */
  setLimit(limit: number): void {
    this.limit = Math.max(1, Math.floor(limit));
    this.pump();
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const onAbort = () => {
        const at = this.waiting.indexOf(start);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        reject(abortError());
      };
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        this.running++;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.pump();
          });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(start);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.limit) {
      const next = this.waiting.shift();
      if (!next) return;
      next();
    }
  }
}
