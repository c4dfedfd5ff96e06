import type { FastifyBaseLogger } from 'fastify';
import type { OrphanCollector } from './orphan-collector';
import type { RateLimiter } from './rate-limiter';
import type { ShareService } from './share.service';

/** How often the clean-up runs (and once at start). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Rate-limit counters are kept this long after their window started (longest window: 15 min). */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Scheduled clean-up: expired share links (spec: they live one month), orphaned uploads and old
 * rate-limit counters. Each task's failure is logged; the others still run.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly tasks: {
      shares: ShareService;
      orphans: OrphanCollector;
      limiter: RateLimiter;
    },
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(): Promise<void> {
    const { shares, orphans, limiter } = this.tasks;
    const run = async (name: string, task: () => Promise<number>) => {
      try {
        const count = await task();
        if (count > 0) this.log.info({ task: name, count }, 'housekeeping');
      } catch (err) {
        this.log.warn({ err, task: name }, 'housekeeping task failed');
      }
    };
    await run('expired shares', () => shares.sweepExpired());
    await run('orphaned files', async () => (await orphans.collect()).length);
    await run('rate-limit counters', () => limiter.sweep(RATE_LIMIT_KEEP_MS));
  }

  start(): void {
    const tick = () => {
      this.running ??= this.runOnce().finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a pass in progress (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
