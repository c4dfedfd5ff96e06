/** Keys a limiter remembers before it forgets the ones whose window has ended. */
const MAX_TRACKED_KEYS = 10_000;

/** Fixed-window counter per key; small and in-process (each server counts its own). */
export class WindowLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a hit; `retryAfterMs` is 0 when allowed, else the time until the window ends. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterMs: number } {
    const e = this.hits.get(key);
    if (!e || now - e.start >= this.windowMs) {
      if (this.hits.size >= MAX_TRACKED_KEYS) this.forgetEnded(now);
      this.hits.set(key, { start: now, count: 1 });
      return { allowed: true, retryAfterMs: 0 };
    }
    e.count++;
    const allowed = e.count <= this.max;
    return { allowed, retryAfterMs: allowed ? 0 : e.start + this.windowMs - now };
  }

  /** Drops ended windows (a key still counting keeps its count), or all if none had ended. */
  private forgetEnded(now: number): void {
    for (const [key, e] of this.hits) if (now - e.start >= this.windowMs) this.hits.delete(key);
    if (this.hits.size >= MAX_TRACKED_KEYS) this.hits.clear();
  }
}
