import { engineErrors } from '@looklab/shared';
import os from 'node:os';
import type {
  MembershipLevel,
  PersonAnalysis,
  Selections,
  StyleSuggestion,
  SuggestInput,
} from '@looklab/shared';
import { DetectionCache, photoKey } from './detection-cache';
import type { RenderMeta } from './render';
import type { FitMeta } from './fit/fit-meta';
import { sharedStylistCatalogue } from './stylist/catalogue-source';
import { suggestLook } from './stylist/suggest';
import type { DetectedFace } from './runtime/human-runtime';
import { dedupeFaces } from './runtime/tiles';
import { planSplit } from './runtime/split';
import {
  EngineError,
  EnginePool,
  unlessAborted,
  type Background,
  type JobRequest,
} from './worker/pool';
import type { WorkerResult } from './worker/protocol';
import { LAYER_CACHE_MAX_BYTES, LAYER_CACHE_MAX_ENTRIES, PrepCache } from './prep-cache';
import { hairLayerKey, type HairLayer } from './render/preview-layers';
import type { PhotoMasks } from './person-masks';
import { RecentMap } from './recent-map';

export { EngineError } from './worker/pool';
export type { RenderMeta } from './render';
export type { FitMeta } from './fit/fit-meta';
export { decodeImage, encodePng, ImageDecodeError, type RawImage } from './image/raw-image';
export { suggestLook } from './stylist/suggest';

export type LocalEngine = {
  /** Everyone in the photo with a visible face, left to right ('person-1', …). */
  analyze(
    image: Buffer,
    opts: { level: MembershipLevel; photoId?: PhotoId },
  ): Promise<PersonAnalysis[]>;
  /** The rule-based AI stylist (runs on the calling thread: it is pure and fast). */
  suggest(input: SuggestInput): Promise<StyleSuggestion>;
  /**
   * Renders the look onto the photo in a worker, for the person `personId` of analyze (the
   * photo's faces come from the cache, or are detected again with the same ids). An aborted
   * `signal` drops the render while it still waits for a worker.
   */
  render(input: {
    image: Buffer;
    personId: string;
    look: Selections;
    reference?: Buffer;
    /** 'jpeg' (quality 90) for a quick on-screen preview; default 'png' */
    encoding?: 'png' | 'jpeg';
    /** renders on the photo downscaled to at most this long side (a preview), same people */
    maxSide?: number;
    /**
     * A quick preview (jpeg, no reference) may render at this smaller long side instead — meta
     * `draft: true` — while its own size's prep or hair layer is still being made and this
     * size's are made (a hairstyle tile's): it answers at once, and what it waited for is hurried
     */
    draftMaxSide?: number;
    photoId?: PhotoId;
    signal?: AbortSignal;
  }): Promise<{
    image: Buffer;
    mimeType: 'image/png' | 'image/jpeg';
    meta: RenderMeta;
    timings: RenderTimings;
  }>;
  /**
   * Fits a generative provider's answer (`generated`: any size, any format sharp decodes) back
   * onto the photo for the person `personId` of analyze: the answer is stretched back to the
   * photo's size, aligned to it by the person's face (a similarity from the face mesh found on
   * both, refined on the face's features) and composited through a soft mask of the person's
   * face, neck and hair, so other people and the background keep the photo's pixels. Throws
   * EngineError FIT_NO_FACE (no face of the person in the answer), FIT_IDENTITY (the face's
   * descriptor cosine is below FitMeta.identityThreshold) or BAD_IMAGE (undecodable answer).
   */
  fit(input: {
    /** the original photo, the same bytes analyze/render saw */
    image: Buffer;
    personId: string;
    generated: Buffer;
    /** default 'png' */
    encoding?: 'png' | 'jpeg';
    photoId?: PhotoId;
    signal?: AbortSignal;
  }): Promise<{
    image: Buffer;
    mimeType: 'image/png' | 'image/jpeg';
    meta: FitMeta;
    timings: RenderTimings;
  }>;
  /**
   * Prepares, in the background (one worker at most, after every waiting job), the per-photo
   * work hair looks of the person `personId` need at this size — segmentation (the analysis's,
   * when it made one: person-masks.ts), the photo's own hair — so the first click on it finds it ready (renders of the photo wait for it rather
   * than make it again). Resolves when done; never rejects (a failed prep is made by a render).
   */
  prepare(input: {
    image: Buffer;
    personId: string;
    photoId: PhotoId;
    /** the size renders will ask for (`render`'s maxSide), none for the photo's own */
    maxSide?: number;
  }): Promise<void>;
  /**
   * Paints, in the background like `prepare`, the hair layer of `look` (its hairstyle and
   * texture, render/preview-layers.ts) at this size, so the quick previews of the look — while
   * it is customized, and on the results — are made from it rather than paint the hairstyle
   * first. Nothing to do when the look has no layer or it is kept already. Never rejects.
   */
  prepareLook(input: {
    image: Buffer;
    personId: string;
    photoId: PhotoId;
    look: Selections;
    maxSide?: number;
  }): Promise<void>;
  /** Start-up information (load and warm-up time per worker) and the caches' use. */
  info(): {
    workers: number;
    loadMs: number[];
    warmupMs: number[];
    /** per worker, people found by its warm-up analyses (warmup/analysis-warmup.ts) */
    analysisWarmups: number[];
    detectionCache: { entries: number; hits: number; misses: number };
    prepCache: { entries: number; bytes: number };
    layerCache: { entries: number; bytes: number };
    /** ms work ahead of need waited for clicks at its pause points (worker/yield-gate.ts) */
    backgroundPausedMs: number;
    /** jobs the workers run or that wait for one, now */
    jobs: number;
  };
  close(): Promise<void>;
};

/**
 * The caller's name for a photo whose bytes never change under it (the server's photo session
 * id): the engine's caches and its workers' decoded photos are keyed by it instead of a hash.
 */
export type PhotoId = string;

/** Where a render's time went, in ms: `faces` waiting for detection (0 from the cache), `queue`
 * waiting for a worker, then the worker's own steps (analyze, render, encode, …), and `total`. */
export type RenderTimings = Record<string, number>;

export type LocalEngineOptions = {
  /** Worker threads (default: min(2, CPU count)). */
  workers?: number;
  /**
   * Photos whose detected faces are remembered (least recently used go first; default 32;
   * 0 turns the cache off). Keyed by a SHA-256 of the photo's bytes and filled by analyze and
   * by the first render, so repeated previews of one photo skip face detection.
   */
  detectionCacheSize?: number;
  /**
   * Experimental: split photos with ≥ 6 faces over two workers (needs ≥ 2 workers). Default
   * off: measured on solvay1927 it costs 40–55 % more CPU (detector-only pass + tiling in both
   * strips) and its wall-time gain could not be shown on the shared, loaded machine.
   */
  splitGroups?: boolean;
  /** bytes of per-photo prep kept (prep-cache.ts; default PREP_CACHE_MAX_BYTES) */
  prepCacheBytes?: number;
  /**
   * Work ahead of need (prepare, prepareLook) runs at a low OS priority so the clicks' renders
   * get the CPU first (worker/thread-priority.ts). Default true; only where the OS lets the
   * priority be given back (Linux as root, or a RLIMIT_NICE allowing it).
   */
  lowerBackgroundPriority?: boolean;
  /**
   * Work ahead of need waits at its pause points while a click's job runs beside it
   * (worker/yield-gate.ts). Default: only where its priority is not lowered
   * (worker/schedule.ts pausesBackground).
   */
  pauseBackground?: boolean;
  /**
   * Each worker runs a photo's first hair jobs on a painted portrait before it is ready — its
   * prep, one style of each kind of shape as a tile, a preview — through worker messages
   * (warmup/job-warmup.ts), so a person's first hairstyle clicks run compiled code. Default
   * false; about the CPU of rendering the styles alone (~6.5 s of the process's with V8's
   * compiler threads, one worker, a loaded machine), ~90 MB more memory per worker.
   */
  warmRenderer?: boolean;
  /**
   * Each worker analyses a painted portrait ANALYSIS_WARMUP_RUNS times before it is ready, as a
   * photo's analyze job (warmup/analysis-warmup.ts), so the first photos' analyses run compiled
   * code. Default true; ~0.9 s more CPU (~0.7 s wall) per worker at start.
   */
  warmAnalysis?: boolean;
};

/**
 * A worker job's timings: the waits before it (`faces`: the photo's faces; `prepWait`: its
 * prep being made), the wait for a worker, the worker's own steps, and the total; then the
 * worker thread's CPU time per step where known (`cpu-render`, …: not parts of the total).
 */
function jobTimings(
  t0: number,
  before: Record<string, number>,
  worker: Record<string, number>,
  cpu: Record<string, number> = {},
): RenderTimings {
  const total = performance.now() - t0;
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const queue = Math.max(0, total - sum(before) - sum(worker));
  const cpuSteps: RenderTimings = {};
  for (const [step, ms] of Object.entries(cpu)) cpuSteps[`cpu-${step}`] = ms;
  return { ...before, queue, ...worker, total, ...cpuSteps };
}

function copyBytes(buf: Buffer): Uint8Array {
  // a private copy, so it can be transferred to the worker without detaching the caller's buffer
  return new Uint8Array(buf);
}

/**
 * The embedded engine: Human's models on TensorFlow.js WASM in worker threads, warmed up
 * before this resolves. Only the faces detected per photo are cached between requests.
 */
export async function createLocalEngine(opts: LocalEngineOptions = {}): Promise<LocalEngine> {
  const size = opts.workers ?? Math.max(1, Math.min(2, os.cpus().length));
  const pool = await EnginePool.start(size, {
    ...(opts.lowerBackgroundPriority !== undefined
      ? { lowerBackgroundPriority: opts.lowerBackgroundPriority }
      : {}),
    ...(opts.pauseBackground !== undefined ? { pauseBackground: opts.pauseBackground } : {}),
    ...(opts.warmRenderer !== undefined ? { warmRenderer: opts.warmRenderer } : {}),
    ...(opts.warmAnalysis !== undefined ? { warmAnalysis: opts.warmAnalysis } : {}),
  });
  const catalogue = sharedStylistCatalogue();
  const cacheSize = opts.detectionCacheSize ?? 32;
  const cache = new DetectionCache<DetectedFace[]>(cacheSize);
  /** the people a render analysed per photo (level Pro, no profile): later renders only decode */
  const renderPeople = new DetectionCache<PersonAnalysis[]>(cacheSize);
  /**
   * per photo, the person segmentations its analysis made (person-masks.ts, the pixels of its
   * faces): every job on the photo takes them instead of running the model again
   */
  const masks = new RecentMap<PhotoMasks>(Math.max(1, cacheSize));
  /** `found` (a job's result's) added to the photo's kept masks */
  const keepMasks = (photo: string, found: PhotoMasks | undefined) => {
    if (photo && cacheSize > 0 && found) masks.set(photo, { ...masks.peek(photo), ...found });
  };
  /** the photo's kept masks, as a job request's field */
  const masksOf = (photo: string) => {
    const kept = photo ? masks.peek(photo) : undefined;
    return kept ? { masks: kept } : {};
  };
  /** per photo and person, the face descriptor as a fit measures it (fit/identity.ts square) */
  const fitDescriptors = new DetectionCache<number[] | null>(cacheSize);
  /** per photo, size and person: the work every hair look of it shares (render/photo-prep.ts) */
  const preps = new PrepCache(opts.prepCacheBytes);
  /**
   * per photo, size, person, style and texture: the hair layer quick previews are made from,
   * kept here rather than in one worker so whichever worker renders the preview has it
   */
  const layers = new PrepCache<HairLayer>(LAYER_CACHE_MAX_BYTES, LAYER_CACHE_MAX_ENTRIES);

  /**
   * Big group photos: a cheap detector-only pass finds where the faces are; if there are many,
   * the photo is cut at a seam between faces and both halves run on two workers at once.
   * Deterministic (depends only on the image), so analyze and render agree on the people.
   */
  async function splitDetect(image: Buffer): Promise<DetectedFace[] | undefined> {
    if (size < 2 || opts.splitGroups !== true) return undefined;
    const b = await pool.run({ kind: 'boxes', image: copyBytes(image) });
    if (b.kind !== 'boxes') return undefined;
    const plan = planSplit(b.boxes, b.width);
    if (!plan) return undefined;
    const { seam, margin, tolerance } = plan;
    const [left, right] = await Promise.all([
      pool.run({
        kind: 'detect-strip',
        image: copyBytes(image),
        strip: { x0: 0, x1: seam + margin, own0: -Infinity, own1: seam + tolerance },
      }),
      pool.run({
        kind: 'detect-strip',
        image: copyBytes(image),
        strip: { x0: seam - margin, x1: b.width, own0: seam - tolerance, own1: Infinity },
      }),
    ]);
    if (left.kind !== 'detect-strip' || right.kind !== 'detect-strip') return undefined;
    return dedupeFaces([...left.result.faces, ...right.result.faces]);
  }

  /** Every face in the photo, in detection-image pixels: split detection or one worker job. */
  async function detect(image: Buffer): Promise<DetectedFace[]> {
    return (await splitDetect(image)) ?? detectWhole(image);
  }

  /** Every face in the photo in one worker job (as a reference photo is always detected). */
  async function detectWhole(image: Buffer): Promise<DetectedFace[]> {
    const bytes = copyBytes(image);
    const r = await pool.run({ kind: 'detect', image: bytes }, [bytes.buffer as ArrayBuffer]);
    if (r.kind !== 'detect') throw new EngineError(engineErrors.unexpectedResponse);
    return r.faces;
  }

  /** The photo's faces from the cache, or detected now (and then cached). */
  function facesOf(image: Buffer, photoId?: PhotoId): Promise<DetectedFace[]> | undefined {
    if (cache.capacity <= 0) return undefined;
    return cache.get(keyOf(image, photoId), () => detect(image));
  }

  /** The caches' key of a photo: the caller's id for it, else a hash of its bytes. */
  function keyOf(image: Buffer, photoId?: PhotoId): string {
    return photoId !== undefined ? `id:${photoId}` : photoKey(image);
  }

  /** A custom-style reference photo's faces, cached like a photo's. */
  function referenceFacesOf(reference: Buffer): Promise<DetectedFace[]> | undefined {
    if (cache.capacity <= 0) return undefined;
    return cache.get(`reference:${photoKey(reference)}`, () => detectWhole(reference));
  }

  /**
   * Work ahead of need, kept in `cache` under `key` while it is made: `make` queues its worker
   * job through `queue`, which runs it in the background (after every waiting job, on one
   * worker at most) until a render waits for it — the cache then promotes it. Resolves when it
   * is done; never rejects (what failed is made by the render that needs it).
   */
  function inBackground<T extends object>(
    cache: PrepCache<T>,
    key: string,
    make: (
      queue: (req: JobRequest, transfer: ArrayBuffer[]) => Promise<WorkerResult>,
    ) => Promise<T>,
  ): Promise<void> {
    const background: Background = { promote: () => undefined };
    let promoted = false;
    const making = make((req, transfer) => {
      const job = pool.run(req, transfer, undefined, background);
      // a render began waiting before the job was queued
      if (promoted) background.promote();
      return job;
    });
    cache.pending(key, making, () => {
      promoted = true;
      background.promote();
    });
    return making.then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * The keys of what is kept per photo (its key) and size: its people (`key`), a person's prep,
   * and a look's hair layer ('' when the look has none; `reference`: a custom style's).
   */
  function keysAt(photo: string, side: number | undefined, personId: string, look?: Selections) {
    const key = side ? `${photo}@${side}` : photo;
    const prepKey = `${key}:${personId}`;
    const layerKey = look ? hairLayerKey(look, false) : null;
    return { key, prepKey, keptLayer: layerKey ? `${prepKey}:${layerKey}` : '' };
  }

  /**
   * What `cache` keeps under `key` — waited for while it is being made (a render waits: urgent)
   * — or undefined when nothing is kept or making it failed; ABORTED once `signal` aborts.
   */
  function waitKept<T extends object>(cache: PrepCache<T>, key: string, signal?: AbortSignal) {
    const kept = cache.get(key, true)?.catch(() => undefined) ?? Promise.resolve(undefined);
    return unlessAborted(kept, signal);
  }

  /**
   * A quick preview's size: its own (`side`) unless a render there would wait — for a prep
   * being made, or to paint the look's hair layer — and at `draftSide` it would not; then the
   * own size's prep and layer are hurried along (the sharp preview that follows waits for them).
   */
  function previewSide(
    photo: string,
    personId: string,
    look: Selections,
    side: number | undefined,
    draftSide: number,
  ): number | undefined {
    if (side !== undefined && side <= draftSide) return side;
    const own = keysAt(photo, side, personId, look);
    const ownWaits =
      preps.state(own.prepKey) === 'making' ||
      (own.keptLayer !== '' && layers.state(own.keptLayer) !== 'made');
    if (!ownWaits) return side;
    const draft = keysAt(photo, draftSide, personId, look);
    const draftReady =
      preps.state(draft.prepKey) === 'made' &&
      (draft.keptLayer === '' || layers.state(draft.keptLayer) === 'made');
    if (!draftReady) return side;
    void preps.get(own.prepKey, true)?.catch(() => undefined);
    if (own.keptLayer) void layers.get(own.keptLayer, true)?.catch(() => undefined);
    return draftSide;
  }

  return {
    async analyze(image, { level, photoId }) {
      const photo = cacheSize > 0 ? keyOf(image, photoId) : '';
      const run = async (faces?: DetectedFace[]) => {
        const bytes = copyBytes(image);
        const r = await pool.run(
          { kind: 'analyze', image: bytes, level, ...(faces ? { faces } : {}), ...masksOf(photo) },
          [bytes.buffer as ArrayBuffer],
        );
        if (r.kind !== 'analyze') throw new EngineError(engineErrors.unexpectedResponse);
        // kept before the faces resolve: a render waiting for them finds the masks too
        keepMasks(photo, r.masks);
        return r;
      };
      if (cacheSize > 0 && opts.splitGroups !== true) {
        // on a miss one job decodes, detects and analyses, and its faces fill the cache (a
        // render arriving meanwhile waits for them instead of detecting again)
        const miss: { job?: ReturnType<typeof run> } = {};
        const faces = cache.get(photo, async () => {
          miss.job = run();
          const { faces: found } = await miss.job;
          if (!found) throw new EngineError(engineErrors.unexpectedResponse);
          return found;
        });
        if (miss.job) {
          void faces.catch(() => undefined);
          return (await miss.job).people;
        }
        return (await run(await faces)).people;
      }
      const faces = (await facesOf(image, photoId)) ?? (await splitDetect(image));
      return (await run(faces)).people;
    },
    suggest(input) {
      return Promise.resolve(suggestLook(input, catalogue));
    },
    async render(input) {
      const { image, personId, look, reference, encoding = 'png', photoId, signal } = input;
      const t0 = performance.now();
      // a click: no work ahead takes a worker while it waits for its faces, prep or layer
      const release = pool.hold();
      try {
        const photo = cacheSize > 0 ? keyOf(image, photoId) : '';
        const quick = encoding === 'jpeg' && !reference && photo !== '';
        const maxSide =
          quick && input.draftMaxSide !== undefined
            ? previewSide(photo, personId, look, input.maxSide, input.draftMaxSide)
            : input.maxSide;
        const drafted = maxSide !== input.maxSide;
        // people are analysed per size of the photo rendered on; prep and layers kept per size too
        const kept = photo ? keysAt(photo, maxSide, personId) : null;
        const key = kept?.key ?? '';
        // not aborted with the request: a detection in flight also serves the next preview
        const [faces, referenceFaces] = await Promise.all([
          facesOf(image, photoId) ?? splitDetect(image),
          reference ? referenceFacesOf(reference) : undefined,
        ]);
        const t1 = performance.now();
        // the prep of this photo, size and person (waiting for it when it is being made)
        const prepKey = kept?.prepKey ?? '';
        const prep = prepKey ? await waitKept(preps, prepKey, signal) : undefined;
        // a preview's hair layer (waiting for it when it is being painted)
        const layerKey = prepKey && hairLayerKey(look, reference !== undefined);
        const keptLayer = layerKey ? `${prepKey}:${layerKey}` : '';
        const layer =
          keptLayer && encoding === 'jpeg' ? await waitKept(layers, keptLayer, signal) : undefined;
        // looked up after the prep: the job making it analysed the people at this size
        const people = key ? await renderPeople.peek(key) : undefined;
        const t2 = performance.now();
        const bytes = copyBytes(image);
        const ref = reference ? copyBytes(reference) : undefined;
        const transfer = [bytes.buffer as ArrayBuffer, ...(ref ? [ref.buffer as ArrayBuffer] : [])];
        const queued = pool.run(
          {
            kind: 'render',
            image: bytes,
            personId,
            look,
            ...(ref ? { reference: ref } : {}),
            ...(faces ? { faces } : {}),
            ...(referenceFaces ? { referenceFaces } : {}),
            ...(people ? { people } : {}),
            ...masksOf(photo),
            encoding,
            ...(photo ? { photoKey: photo } : {}),
            ...(maxSide ? { maxSide } : {}),
            ...(prep ? { prep } : {}),
            ...(layer ? { layer } : {}),
          },
          transfer,
          signal,
        );
        // queued: the job waits in the pool's queue as any click's
        release();
        const r = await queued;
        if (r.kind !== 'render') throw new EngineError(engineErrors.unexpectedResponse);
        if (key && r.people) renderPeople.set(key, r.people);
        keepMasks(photo, r.masks);
        if (prepKey && r.prep) preps.set(prepKey, r.prep);
        if (keptLayer && r.layer) layers.set(keptLayer, r.layer);
        return {
          image: Buffer.from(r.png.buffer, r.png.byteOffset, r.png.byteLength),
          mimeType: encoding === 'jpeg' ? 'image/jpeg' : 'image/png',
          meta: drafted ? { ...(r.meta as RenderMeta), draft: true } : (r.meta as RenderMeta),
          timings: jobTimings(t0, { faces: t1 - t0, prepWait: t2 - t1 }, r.timings, r.cpu),
        };
      } finally {
        release();
      }
    },
    async prepareLook({ image, personId, photoId, look, maxSide }) {
      if (cacheSize <= 0) return;
      const photo = keyOf(image, photoId);
      const { key, prepKey, keptLayer } = keysAt(photo, maxSide, personId, look);
      if (!keptLayer || layers.get(keptLayer)) return;
      await inBackground(layers, keptLayer, async (queue) => {
        const faces = await facesOf(image, photoId);
        const prep = await preps.get(prepKey)?.catch(() => undefined);
        // after the prep: the job making it analysed the people at this size
        const people = await renderPeople.peek(key);
        const bytes = copyBytes(image);
        const r = await queue(
          {
            kind: 'layer',
            image: bytes,
            personId,
            look,
            ...(faces ? { faces } : {}),
            ...(people ? { people } : {}),
            ...masksOf(photo),
            photoKey: photo,
            ...(maxSide ? { maxSide } : {}),
            ...(prep ? { prep } : {}),
          },
          [bytes.buffer as ArrayBuffer],
        );
        if (r.kind !== 'layer') throw new EngineError(engineErrors.unexpectedResponse);
        if (r.people) renderPeople.set(key, r.people);
        keepMasks(photo, r.masks);
        if (r.prep) preps.set(prepKey, r.prep);
        if (!r.layer) throw new EngineError('no hair layer for this look');
        return r.layer;
      });
    },
    async prepare({ image, personId, photoId, maxSide }) {
      if (cacheSize <= 0) return;
      const photo = keyOf(image, photoId);
      const { key, prepKey } = keysAt(photo, maxSide, personId);
      if (preps.get(prepKey)) return;
      await inBackground(preps, prepKey, async (queue) => {
        const people = await renderPeople.peek(key);
        const faces = await facesOf(image, photoId);
        const bytes = copyBytes(image);
        const r = await queue(
          {
            kind: 'prepare',
            image: bytes,
            personId,
            ...(faces ? { faces } : {}),
            ...(people ? { people } : {}),
            ...masksOf(photo),
            photoKey: photo,
            ...(maxSide ? { maxSide } : {}),
          },
          [bytes.buffer as ArrayBuffer],
        );
        if (r.kind !== 'prepare') throw new EngineError(engineErrors.unexpectedResponse);
        if (r.people) renderPeople.set(key, r.people);
        keepMasks(photo, r.masks);
        return r.prep;
      });
    },
    async fit({ image, personId, generated, encoding = 'png', photoId, signal }) {
      const t0 = performance.now();
      const key = cacheSize > 0 ? keyOf(image, photoId) : '';
      const people = key ? await renderPeople.peek(key) : undefined;
      const descriptorKey = `${key}:${personId}`;
      const descriptor = key ? await fitDescriptors.peek(descriptorKey) : undefined;
      const faces = await (facesOf(image, photoId) ?? splitDetect(image));
      const t1 = performance.now();
      const bytes = copyBytes(image);
      const answer = copyBytes(generated);
      const r = await pool.run(
        {
          kind: 'fit',
          image: bytes,
          personId,
          generated: answer,
          ...(faces ? { faces } : {}),
          ...(people ? { people } : {}),
          ...(descriptor !== undefined ? { descriptor } : {}),
          ...masksOf(key),
          encoding,
        },
        [bytes.buffer as ArrayBuffer, answer.buffer as ArrayBuffer],
        signal,
      );
      if (r.kind !== 'fit') throw new EngineError(engineErrors.unexpectedResponse);
      if (key && r.people) renderPeople.set(key, r.people);
      keepMasks(key, r.masks);
      if (key && r.descriptor !== undefined) fitDescriptors.set(descriptorKey, r.descriptor);
      return {
        image: Buffer.from(r.png.buffer, r.png.byteOffset, r.png.byteLength),
        mimeType: encoding === 'jpeg' ? 'image/jpeg' : 'image/png',
        meta: r.meta,
        timings: jobTimings(t0, { faces: t1 - t0 }, r.timings),
      };
    },
    info() {
      return {
        workers: size,
        loadMs: pool.readyInfo.map((r) => (r.ready ? r.loadMs : 0)),
        warmupMs: pool.readyInfo.map((r) => (r.ready ? r.warmupMs : 0)),
        analysisWarmups: pool.readyInfo.map((r) => (r.ready ? r.analysisWarmups : 0)),
        detectionCache: cache.stats(),
        prepCache: preps.stats(),
        layerCache: layers.stats(),
        backgroundPausedMs: pool.pausedMs,
        jobs: pool.pending,
      };
    },
    close() {
      return pool.close();
    },
  };
}
