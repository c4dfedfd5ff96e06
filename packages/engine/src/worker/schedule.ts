/**
 * Which queued job each free worker of the pool takes (pool.ts), as a pure rule:
 *   - clicks first: jobs someone waits for (foreground) go in arrival order, before any
 *     background job queued earlier;
 *   - background work (a photo's prep, a look's hair layer, made ahead of need) starts only
 *     when no foreground job waits (nor a click about to queue one), one at a time, and only
 *     where it leaves WORKERS_KEPT_FOR_CLICKS workers free: a job once started holds its worker
 *     to its end, so beside a running click it would make the next click wait for it; while a
 *     click's job runs beside it, it yields the CPU (backgroundYields): at the lowest OS
 *     priority (thread-priority.ts), so it goes on only on a core the click leaves idle, or —
 *     where the OS would not let that priority be given back — waiting at its pause points
 *     (pausesBackground, yield-gate.ts);
 *   - a job goes to a free worker that has its photo decoded at its size (the worker's
 *     decoded-photo cache, render-job.ts; also the worker whose code has run on that photo),
 *     else to the first free one.
 */

/** Photos a worker is remembered to have decoded (its decoded-photo cache holds as many). */
export const AFFINITY_KEPT = 4;

/**
 * Workers background work leaves free for the next click (fewer in a pool too small for it):
 * a click then never queues behind work made ahead of need, which holds its worker to its end.
 */
export const WORKERS_KEPT_FOR_CLICKS = 1;

export type ScheduledJob = {
  background: boolean;
  /** the photo at the size the job decodes it (`photoKey@maxSide`), if it has one */
  photo?: string;
};

export type WorkerState = {
  /** ready for a job: loaded and not busy */
  free: boolean;
  /** the job running on it, if any */
  running: ScheduledJob | null;
  /** photos it decoded lately */
  photos: readonly string[];
};

/** A job given to a worker: indexes into the queue and the workers. */
export type Assignment = { job: number; worker: number };

/**
 * The jobs to start now, given the queue (oldest first), the workers, and the clicks about to
 * queue a job (`pendingClicks`: renders waiting for their photo's prep or a look's layer first —
 * background work started now would take the worker they are about to need).
 */
export function schedule(
  queue: readonly ScheduledJob[],
  workers: readonly WorkerState[],
  pendingClicks = 0,
): Assignment[] {
  const free = workers.flatMap((w, i) => (w.free ? [i] : []));
  const assignments: Assignment[] = [];
  const pick = (job: ScheduledJob): number | undefined => {
    const warm = free.findIndex(
      (i) => job.photo !== undefined && workers[i]?.photos.includes(job.photo),
    );
    return free.splice(Math.max(0, warm), 1)[0];
  };
  let waiting = pendingClicks > 0;
  queue.forEach((job, index) => {
    if (job.background) return;
    const worker = pick(job);
    if (worker === undefined) waiting = true;
    else assignments.push({ job: index, worker });
  });
  const backgroundRuns = workers.some((w) => w.running?.background === true);
  const kept = Math.min(WORKERS_KEPT_FOR_CLICKS, workers.length - 1);
  const next = queue.findIndex((j) => j.background);
  const job = queue[next];
  if (waiting || backgroundRuns || !job || free.length - 1 < kept) return assignments;
  const worker = pick(job);
  if (worker !== undefined) assignments.push({ job: next, worker });
  return assignments;
}

/**
 * Whether background work that runs now should yield the CPU (a low OS priority, or a wait at
 * its pause points: pausesBackground): while a
 * click's job runs and none waits. With no click running it has nothing of ours to yield to
 * (the moments between clicks, or a person looking at the result), and while a click waits
 * for a worker it holds, at a low priority it could take many times its time to end.
 */
export function backgroundYields(
  queue: readonly ScheduledJob[],
  workers: readonly WorkerState[],
  pendingClicks = 0,
): boolean {
  const waits = queue.some((j) => !j.background);
  // a click about to queue its job is being served too
  const runs =
    pendingClicks > 0 || workers.some((w) => w.running !== null && !w.running.background);
  return runs && !waits;
}

/**
 * Whether background work yields to a click by waiting at its pause points (yield-gate.ts), given
 * whether its thread's OS priority can be lowered (thread-priority.ts): only where it cannot. At
 * the lowest priority the work ahead runs on the core the click's job leaves idle, and pausing it
 * too would leave the hair layers of the looks a person made unpainted while the person
 * customizes — 'See results' then paints them (bench:studio, 2 cores under other work, load
 * 4–5: Spark 'See results' 2.5–3.3 s paused vs 1.5–1.9 s at the low priority alone; on a quiet
 * machine both 1.3–1.6 s; previews' p95 alike either way).
 */
export function pausesBackground(lowersPriority: boolean): boolean {
  return !lowersPriority;
}
