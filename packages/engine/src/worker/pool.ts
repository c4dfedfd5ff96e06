import { engineErrors } from '@looklab/shared';
import { Worker } from 'node:worker_threads';
import { ENGINE_WORKER_LIMITS } from './heap-limits';
import type { WorkerReady, WorkerRequest, WorkerResponse, WorkerResult } from './protocol';

/**
 * Error from a worker job; `code` is BAD_IMAGE, NO_PEOPLE, PERSON_NOT_FOUND, ABORTED (dropped
 * from the queue) or undefined.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

function abortedError(): EngineError {
  return new EngineError(engineErrors.cancelled, 'ABORTED');
}

type Job = {
  req: WorkerRequest;
  /** work ahead of need (a photo's prep): waits for every other job, one at a time */
  background: boolean;
  resolve: (r: WorkerResult) => void;
  reject: (e: Error) => void;
  transfer: ArrayBuffer[];
};

/** A background job's handle: `promote()` makes it an ordinary job (someone waits for it now). */
export type Background = { promote: () => void };

type Slot = { worker: Worker; busy: Job | null; ready: Promise<WorkerReady> };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type JobRequest = DistributiveOmit<WorkerRequest, 'id'>;

const workerUrl = new URL('./bootstrap.mjs', import.meta.url);

/** A fixed-size pool of engine worker threads; each runs one job at a time. */
export class EnginePool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  readonly readyInfo: WorkerReady[] = [];

  private constructor(private readonly size: number) {}

  static async start(size: number): Promise<EnginePool> {
    const pool = new EnginePool(Math.max(1, size));
    for (let i = 0; i < pool.size; i++) pool.slots.push(pool.spawn());
    const ready = await Promise.all(pool.slots.map((s) => s.ready));
    const failed = ready.find((r): r is Extract<WorkerReady, { ready: false }> => !r.ready);
    if (failed) {
      await pool.close();
      throw new EngineError(engineErrors.failedToStart(failed.error));
    }
    pool.readyInfo.push(...ready);
    return pool;
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, { resourceLimits: ENGINE_WORKER_LIMITS });
    const slot: Slot = {
      worker,
      busy: null,
      ready: new Promise<WorkerReady>((resolve) => {
        const onFirst = (msg: WorkerReady) => {
          resolve(msg);
          worker.on('message', (res: WorkerResponse) => this.onResponse(slot, res));
          this.pump();
        };
        worker.once('message', onFirst);
        worker.once('error', (err) => resolve({ ready: false, error: err.message }));
      }),
    };
    worker.on('error', (err) => this.onCrash(slot, err));
    worker.on('exit', (code) => {
      if (!this.closed) this.onCrash(slot, new Error(`engine worker exited with code ${code}`));
    });
    return slot;
  }

  private onResponse(slot: Slot, res: WorkerResponse): void {
    const job = slot.busy;
    slot.busy = null;
    if (job && job.req.id === res.id) {
      if (res.ok) job.resolve(res.result);
      else job.reject(new EngineError(res.error.message, res.error.code));
    }
    this.pump();
  }

  private onCrash(slot: Slot, err: Error): void {
    const job = slot.busy;
    slot.busy = null;
    if (job) job.reject(new EngineError(engineErrors.stopped(err.message)));
    const i = this.slots.indexOf(slot);
    if (i >= 0 && !this.closed) {
      void slot.worker.terminate();
      const fresh = this.spawn();
      this.slots[i] = fresh;
    }
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      // only dispatch to workers that finished loading
      void slot.ready.then((r) => {
        if (!r.ready || slot.busy) return;
        const job = this.take();
        if (!job) return;
        slot.busy = job;
        slot.worker.postMessage(job.req, job.transfer);
      });
    }
  }

  /**
   * The next job for a free worker: the oldest in the queue, a background job only when no
   * other waits and no other background job runs (so one worker is always left for clicks).
   */
  private take(): Job | undefined {
    let i = this.queue.findIndex((j) => !j.background);
    if (i < 0 && !this.slots.some((s) => s.busy?.background)) i = 0;
    return i < 0 ? undefined : this.queue.splice(i, 1)[0];
  }

  /**
   * Queues a job. An aborted `signal` drops the job while it still waits in the queue (a
   * preview the user already replaced); a job a worker has started runs to its end. A
   * `background` job runs only when nothing else waits, on one worker at most, until its
   * handle's `promote()` (set here) queues it as any other.
   */
  run(
    req: JobRequest,
    transfer: ArrayBuffer[] = [],
    signal?: AbortSignal,
    background?: Background,
  ): Promise<WorkerResult> {
    if (this.closed) return Promise.reject(new EngineError(engineErrors.closed));
    if (signal?.aborted) return Promise.reject(abortedError());
    return new Promise<WorkerResult>((resolve, reject) => {
      const full = { ...req, id: this.nextId++ };
      const onAbort = () => {
        const i = this.queue.indexOf(job);
        if (i < 0) return;
        this.queue.splice(i, 1);
        reject(abortedError());
      };
      const job: Job = {
        req: full,
        background: background !== undefined,
        resolve: (r) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(r);
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
        transfer,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (background)
        background.promote = () => {
          job.background = false;
          this.pump();
        };
      this.queue.push(job);
      this.pump();
    });
  }

  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new EngineError(engineErrors.closed));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
