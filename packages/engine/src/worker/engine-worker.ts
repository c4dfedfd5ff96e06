/** Worker-thread entry: one Human instance, serves analyze/render requests one at a time. */
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { EngineCore } from '../engine-core';
import { ImageDecodeError } from '../image/raw-image';
import { sharedStylistCatalogue } from '../stylist/catalogue-source';
import type {
  EngineWorkerData,
  WorkerReady,
  WorkerRequest,
  WorkerResponse,
  WorkerResult,
} from './protocol';
import { layerInWorker, prepareInWorker, RenderJobError, renderInWorker } from './render-job';
import { FitError } from '../fit/fit-error';
import { fitInWorker } from './fit-job';
import { ownThreadId } from './thread-priority';
import { HEAP_GROWING_PERCENT } from './heap-limits';
import { setPausePoint } from '../image/pause-point';
import { waitAtGate, type YieldGate } from './yield-gate';
import { warmHairJobs } from '../warmup/job-warmup';
import { warmAnalysis } from '../warmup/analysis-warmup';
import { keepMasks, keptMasksAt, madeHere, SAME_SIZE } from '../person-masks';

/** ms the current job waited at its pause points, its gate closed (a click ran beside it) */
let paused = 0;

/** What the pool started this worker with (pool.ts spawn); null when run otherwise. */
const data = workerData as EngineWorkerData | null;

/** The pause points of this worker's work wait at the pool's gate (yield-gate.ts). */
function installGate(gate: YieldGate | undefined): void {
  if (gate instanceof Int32Array) setPausePoint(() => (paused += waitAtGate(gate)));
}

/** The result, with the time its job waited for clicks as `paused` when it waited. */
function withPaused(result: WorkerResult): WorkerResult {
  if (paused <= 0 || !('timings' in result)) return result;
  return { ...result, timings: { ...result.timings, paused } };
}

async function handle(core: EngineCore, req: WorkerRequest): Promise<WorkerResult> {
  switch (req.kind) {
    case 'ping':
      return { kind: 'ping', memory: process.memoryUsage() };
    case 'analyze': {
      // the faces (and the masks) are in the photo's detection-image pixels, as analysed here
      const given = keptMasksAt(req.masks, SAME_SIZE);
      const r = await core.analyzeBuffer(Buffer.from(req.image), req.level, req.faces, {
        masks: given,
      });
      const made = madeHere(r.masks, given);
      // faces detected and masks made here go back for the engine's caches
      return {
        kind: 'analyze',
        people: r.people,
        timings: r.timings,
        ...(req.faces ? {} : { faces: r.faces }),
        ...(Object.keys(made).length ? { masks: keepMasks(made, SAME_SIZE) } : {}),
      };
    }
    case 'detect-strip':
      return {
        kind: 'detect-strip',
        result: await core.detectStrip(Buffer.from(req.image), req.strip),
      };
    case 'boxes':
      return { kind: 'boxes', ...(await core.boxes(Buffer.from(req.image))) };
    case 'detect': {
      const t0 = performance.now();
      // one strip spanning the whole photo: the same decode, resize and detectPeople call as
      // analyzeImage makes, so the faces (and ids derived from them) are identical
      const { faces } = await core.detectStrip(Buffer.from(req.image), {
        x0: 0,
        x1: Number.POSITIVE_INFINITY,
        own0: Number.NEGATIVE_INFINITY,
        own1: Number.POSITIVE_INFINITY,
      });
      return { kind: 'detect', faces, timings: { detect: performance.now() - t0 } };
    }
    case 'render':
      return renderInWorker(core, req);
    case 'prepare':
      return prepareInWorker(core, req);
    case 'layer':
      return layerInWorker(core, req);
    case 'fit':
      return fitInWorker(core, req);
  }
}

/** The warm-up analyses as a photo's analyze jobs (analysis-warmup.ts); people found. */
function warmAnalysisJobs(core: EngineCore): Promise<number> {
  return warmAnalysis(async (image) => {
    const r = await handle(core, { id: 0, kind: 'analyze', image, level: 'Pro' });
    return r.kind === 'analyze' ? r.people.length : 0;
  });
}

function errorOf(err: unknown): { name: string; message: string; code?: string } {
  if (err instanceof ImageDecodeError)
    return { name: err.name, message: err.message, code: 'BAD_IMAGE' };
  if (err instanceof RenderJobError || err instanceof FitError)
    return { name: err.name, message: err.message, code: err.code };
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { name: 'Error', message: String(err) };
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('engine-worker must run in a worker thread');
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  installGate(data?.gate);
  let core: EngineCore;
  try {
    const t0 = performance.now();
    core = await EngineCore.create(sharedStylistCatalogue());
    const t1 = performance.now();
    await core.warmup();
    // the analysis's code, unless asked not to (analysis-warmup.ts): before the first photo
    const analysisWarmups = data?.warmAnalysis ? await warmAnalysisJobs(core) : 0;
    // the hair jobs' code too, when asked (job-warmup.ts): before the first clicks
    if (data?.warmRenderer) await warmHairJobs(core);
    const threadId = ownThreadId();
    const ready: WorkerReady = {
      ready: true,
      loadMs: t1 - t0,
      warmupMs: performance.now() - t1,
      analysisWarmups,
      ...(threadId ? { threadId } : {}),
    };
    port.postMessage(ready);
  } catch (err) {
    const ready: WorkerReady = {
      ready: false,
      error: err instanceof Error ? err.message : String(err),
    };
    port.postMessage(ready);
    return;
  }
  // one job at a time: Human is not re-entrant
  let chain: Promise<void> = Promise.resolve();
  port.on('message', (req: WorkerRequest) => {
    chain = chain.then(async () => {
      let res: WorkerResponse;
      paused = 0;
      try {
        res = { id: req.id, ok: true, result: withPaused(await handle(core, req)) };
      } catch (err) {
        res = { id: req.id, ok: false, error: errorOf(err) };
      }
      port.postMessage(res, ownBuffer(res));
    });
  });
}

/** The result's encoded image, moved rather than copied when it alone owns its buffer. */
function ownBuffer(res: WorkerResponse): ArrayBuffer[] {
  if (!res.ok || !('png' in res.result)) return [];
  const png = res.result.png;
  const whole = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
  return whole && png.buffer instanceof ArrayBuffer ? [png.buffer] : [];
}

void main();
