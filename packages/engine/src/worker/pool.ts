import { engineErrors } from '@looklab/shared';
import { Worker } from 'node:worker_threads';
import { ENGINE_WORKER_LIMITS } from './heap-limits';
import type {
  EngineWorkerData,
  WorkerReady,
  WorkerRequest,
  WorkerResponse,
  WorkerResult,
} from './protocol';
import {
  AFFINITY_KEPT,
  backgroundYields,
  pausesBackground,
  schedule,
  type WorkerState,
} from './schedule';
import { BACKGROUND_NICE, canRestorePriority, setThreadNice } from './thread-priority';
import { createGate, setGate, type YieldGate } from './yield-gate';

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

/**
 * `waiting` — what a click waits for before its job queues (its photo's prep, a look's layer) —
 * or an ABORTED error as soon as `signal` aborts: a replaced preview stops waiting (and lets go
 * of what its caller holds meanwhile, an admission slot) instead of waiting for work it no
 * longer needs. The work itself goes on for whoever else waits for it.
 */
export function unlessAborted<T>(waiting: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return waiting;
  if (signal.aborted) return Promise.reject(abortedError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

type Job = {
  req: WorkerRequest;
  /** work ahead of need (a photo's prep): waits for every other job, one at a time */
  background: boolean;
  /** the photo at the size the job decodes it, for a worker that has it decoded (schedule.ts) */
  photo?: string;
  resolve: (r: WorkerResult) => void;
  reject: (e: Error) => void;
  transfer: ArrayBuffer[];
};

/** A background job's handle: `promote()` makes it an ordinary job (someone waits for it now). */
export type Background = { promote: () => void };

type Slot = {
  worker: Worker;
  busy: Job | null;
  ready: Promise<WorkerReady>;
  /** loaded: it may take jobs */
  loaded: boolean;
  /** photos it decoded lately, most recent last */
  photos: string[];
  /** its OS thread and the nice value it was given (thread-priority.ts) */
  threadId?: number;
  nice: number;
  /** closed while its background job should wait for a click (yield-gate.ts) */
  gate: YieldGate;
};

/** The key of the worker's decoded-photo cache a job uses (render-job.ts photoOf). */
function photoOf(req: JobRequest): string | undefined {
  return 'photoKey' in req && req.photoKey !== undefined
    ? `${req.photoKey}@${req.maxSide ?? 0}`
    : undefined;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type JobRequest = DistributiveOmit<WorkerRequest, 'id'>;

const workerUrl = new URL('./bootstrap.mjs', import.meta.url);

/**
 * A fixed-size pool of engine worker threads; each runs one job at a time, in the order
 * schedule.ts gives (clicks first; background work when no click waits, at a low priority).
 */
export class EnginePool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** clicks about to queue a job (hold) */
  private pendingClicks = 0;
  readonly readyInfo: WorkerReady[] = [];
  /** ms jobs waited at their pause points, yielding to clicks (yield-gate.ts), all told */
  pausedMs = 0;

  private constructor(
    private readonly size: number,
    /** background work runs at a lower OS priority (only if it can be given back) */
    private readonly lowersPriority: boolean,
    /** background work waits at its pause points while it yields (yield-gate.ts) */
    private readonly pauses: boolean,
    /** each worker warms its hair jobs' code before it is ready (warmup/job-warmup.ts) */
    private readonly warmRenderer: boolean,
    /** each worker analyses a painted portrait before it is ready (warmup/analysis-warmup.ts) */
    private readonly warmAnalysis: boolean,
  ) {}

  /**
   * `lowerBackgroundPriority`: default true where the OS lets the priority be given back;
   * `pauseBackground`: default only where it does not (pausesBackground); `warmRenderer`:
   * default false; `warmAnalysis`: default true.
   */
  static async start(
    size: number,
    opts: {
      lowerBackgroundPriority?: boolean;
      pauseBackground?: boolean;
      warmRenderer?: boolean;
      warmAnalysis?: boolean;
    } = {},
  ): Promise<EnginePool> {
    const lower = (opts.lowerBackgroundPriority ?? true) && canRestorePriority();
    const pool = new EnginePool(
      Math.max(1, size),
      lower,
      opts.pauseBackground ?? pausesBackground(lower),
      opts.warmRenderer ?? false,
      opts.warmAnalysis ?? true,
    );
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
    const gate = createGate();
    const worker = new Worker(workerUrl, {
      resourceLimits: ENGINE_WORKER_LIMITS,
      workerData: {
        gate,
        warmRenderer: this.warmRenderer,
        warmAnalysis: this.warmAnalysis,
      } satisfies EngineWorkerData,
    });
    const slot: Slot = {
      worker,
      gate,
      busy: null,
      loaded: false,
      photos: [],
      nice: 0,
      ready: new Promise<WorkerReady>((resolve) => {
        const onFirst = (msg: WorkerReady) => {
          resolve(msg);
          slot.loaded = msg.ready;
          if (msg.ready && msg.threadId) slot.threadId = msg.threadId;
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
    this.prioritize(slot, false);
    if (res.ok && 'timings' in res.result) this.pausedMs += res.result.timings['paused'] ?? 0;
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
    if (this.closed) return;
    const assignments = schedule(this.queue, this.workerStates(), this.pendingClicks);
    const started = assignments.map(({ job, worker }) => {
      const slot = this.slots[worker];
      const next = this.queue[job];
      if (slot && next) this.start(slot, next);
      return next;
    });
    this.queue = this.queue.filter((j) => !started.includes(j));
    this.prioritizeBackground();
  }

  /** Whether the worker running background work yields (backgroundYields): waits and priority. */
  private prioritizeBackground(): void {
    const low = backgroundYields(this.queue, this.workerStates(), this.pendingClicks);
    for (const slot of this.slots) if (slot.busy?.background) this.prioritize(slot, low);
  }

  private workerStates(): WorkerState[] {
    return this.slots.map((s) => ({
      free: s.loaded && !s.busy,
      running: s.busy,
      photos: s.photos,
    }));
  }

  /**
   * A worker yielding to clicks (its job runs at a low OS priority and, where the pool pauses
   * background work, waits at its next pause point, yield-gate.ts) or not.
   */
  private prioritize(slot: Slot, low: boolean): void {
    if (this.pauses) setGate(slot.gate, low);
    const nice = low ? BACKGROUND_NICE : 0;
    if (!this.lowersPriority || slot.threadId === undefined || slot.nice === nice) return;
    if (setThreadNice(slot.threadId, nice)) slot.nice = nice;
  }

  private start(slot: Slot, job: Job): void {
    slot.busy = job;
    // a free worker runs at normal priority (onResponse); background work's is set by
    // prioritizeBackground once every job of this pump has started
    if (job.photo) {
      slot.photos = [...slot.photos.filter((p) => p !== job.photo), job.photo].slice(
        -AFFINITY_KEPT,
      );
    }
    slot.worker.postMessage(job.req, job.transfer);
  }

  /**
   * Queues a job. An aborted `signal` drops the job while it still waits in the queue (a
   * preview the user already replaced); a job a worker has started runs to its end. A
   * `background` job runs only when no other job waits, on one worker at most, yielding the
   * CPU while a click's job runs beside it — at a low OS priority, or waiting at its pause
   * points where that priority cannot be given back (schedule.ts, thread-priority.ts) —
   * until its handle's `promote()` (set here) makes it a job as any other.
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
      const photo = photoOf(req);
      const job: Job = {
        req: full,
        background: background !== undefined,
        ...(photo ? { photo } : {}),
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
          // someone waits for it now: if it runs, at the priority of a click
          const running = this.slots.find((s) => s.busy === job);
          if (running) this.prioritize(running, false);
          this.pump();
        };
      this.queue.push(job);
      this.pump();
    });
  }

  /**
   * A click that will queue a job once what it waits for is there (its photo's prep, a look's
   * layer): until the returned release is called (it may be called more than once), background
   * work does not start on a worker it is about to need, and yields the CPU as to a running
   * click.
   */
  hold(): () => void {
    this.pendingClicks++;
    this.prioritizeBackground();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.pendingClicks--;
      this.pump();
    };
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
