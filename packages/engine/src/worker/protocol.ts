import type { MembershipLevel, PersonAnalysis, Selections } from '@looklab/shared';
import type { Strip, StripResult, Timings } from '../engine-core';
import type { DetectedFace } from '../runtime/human-runtime';
import type { FitMeta } from '../fit/fit-meta';
import type { PhotoPrep } from '../render/photo-prep';
import type { PhotoMasks } from '../person-masks';
import type { HairLayer } from '../render/preview-layers';
import type { YieldGate } from './yield-gate';

/** Messages between the pool (main thread) and an engine worker. */
export type WorkerRequest =
  | {
      id: number;
      kind: 'analyze';
      image: Uint8Array;
      level: MembershipLevel;
      /** faces found beforehand (split detection), in detection-image pixels */
      faces?: DetectedFace[];
      /** the photo's person segmentations an earlier analysis made (the engine's cache, in the
       * pixels of `faces`): not made again */
      masks?: PhotoMasks;
    }
  | { id: number; kind: 'detect-strip'; image: Uint8Array; strip: Strip }
  | { id: number; kind: 'boxes'; image: Uint8Array }
  /** every face in the photo, in detection-image pixels (what analyze and render detect) */
  | { id: number; kind: 'detect'; image: Uint8Array }
  | {
      id: number;
      kind: 'render';
      image: Uint8Array;
      personId: string;
      look: Selections;
      reference?: Uint8Array;
      /** the photo's faces from an earlier detection (the engine's cache): no detection then */
      faces?: DetectedFace[];
      /** the photo's people as an earlier render analysed them (the engine's cache) */
      people?: PersonAnalysis[];
      /** the photo's person segmentations an earlier analysis made (the engine's cache, in the
       * pixels of `faces`): not made again */
      masks?: PhotoMasks;
      /** the reference photo's faces from an earlier detection (the engine's cache) */
      referenceFaces?: DetectedFace[];
      /** 'jpeg' for a quick preview; default 'png' (the `png` field then holds the JPEG) */
      encoding?: 'png' | 'jpeg';
      /** names the photo for the worker's decoded-photo cache (the same key, the same bytes) */
      photoKey?: string;
      /** renders on the photo downscaled to at most this long side (a preview) */
      maxSide?: number;
      /** per-photo work of earlier renders of this photo, size and person (the engine's cache) */
      prep?: PhotoPrep;
      /** the look's hair layer at this size, painted earlier (the engine's cache): a preview */
      layer?: HairLayer;
    }
  | {
      id: number;
      /**
       * the hair layer of `look` (its style and texture, render/preview-layers.ts) painted
       * ahead of the previews that are made from it
       */
      kind: 'layer';
      image: Uint8Array;
      personId: string;
      look: Selections;
      faces?: DetectedFace[];
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
      photoKey?: string;
      maxSide?: number;
      prep?: PhotoPrep;
    }
  | {
      id: number;
      /** the per-photo work of hair looks for one person, ahead of the first render */
      kind: 'prepare';
      image: Uint8Array;
      personId: string;
      faces?: DetectedFace[];
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
      photoKey?: string;
      maxSide?: number;
    }
  | {
      id: number;
      kind: 'fit';
      /** the photo */
      image: Uint8Array;
      personId: string;
      /** the generative provider's answer (any size, any format sharp decodes) */
      generated: Uint8Array;
      /** the photo's faces from an earlier detection (the engine's cache), detection-image px */
      faces?: DetectedFace[];
      /** the photo's people as an earlier render or fit analysed them (the engine's cache) */
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
      /** the person's face descriptor as an earlier fit measured it (the engine's cache) */
      descriptor?: number[] | null;
      encoding?: 'png' | 'jpeg';
    }
  | { id: number; kind: 'ping' };

export type WorkerResult =
  | {
      kind: 'analyze';
      people: PersonAnalysis[];
      timings: Timings;
      /** the photo's faces, when none were given (detected in the same job) */
      faces?: DetectedFace[];
      /** the person segmentations its analysis made, when it made any (for the engine's cache,
       * in the pixels of the photo's detection image) */
      masks?: PhotoMasks;
    }
  | { kind: 'detect-strip'; result: StripResult }
  | { kind: 'boxes'; boxes: DetectedFace['box'][]; width: number }
  | { kind: 'detect'; faces: DetectedFace[]; timings: Timings }
  | {
      kind: 'render';
      png: Uint8Array;
      meta: unknown;
      timings: Timings;
      /** the worker thread's CPU time per step (ms), where the OS tells it (thread-cpu.ts) */
      cpu?: Timings;
      /** the people it analysed (Pro, no profile), when none were given */
      people?: PersonAnalysis[];
      /** the person segmentations its analysis made, when it made any (for the engine's cache,
       * in the pixels of the photo's detection image) */
      masks?: PhotoMasks;
      /** the per-photo work, when this render added to it (for the engine's cache) */
      prep?: PhotoPrep;
      /** the look's hair layer, when this render painted it (for the engine's cache) */
      layer?: HairLayer;
    }
  | {
      kind: 'layer';
      /** null when the look has no layer or the person no face mesh */
      layer: HairLayer | null;
      timings: Timings;
      cpu?: Timings;
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
      prep?: PhotoPrep;
    }
  | {
      kind: 'prepare';
      /** empty when the person has no face mesh */
      prep: PhotoPrep;
      timings: Timings;
      cpu?: Timings;
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
    }
  | {
      kind: 'fit';
      /** the encoded result (PNG, or JPEG when asked for) */
      png: Uint8Array;
      meta: FitMeta;
      timings: Timings;
      /** the photo's faces, when none were given (detected here) */
      faces?: DetectedFace[];
      /** the people it analysed (Pro, no profile), when none were given */
      people?: PersonAnalysis[];
      masks?: PhotoMasks;
      /** the person's descriptor as the fit measures it, when none was given */
      descriptor?: number[] | null;
    }
  | { kind: 'ping'; memory: NodeJS.MemoryUsage };

export type WorkerResponse =
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; error: { name: string; message: string; code?: string } };

/** What the pool gives each engine worker when it starts (its `workerData`). */
export type EngineWorkerData = {
  /** closed while its background job should wait for a click (yield-gate.ts) */
  gate: YieldGate;
  /** warm the hair jobs' code before reporting ready (warmup/job-warmup.ts) */
  warmRenderer: boolean;
  /** analyse the painted portrait before reporting ready (warmup/analysis-warmup.ts) */
  warmAnalysis: boolean;
};

export type WorkerReady =
  | {
      ready: true;
      loadMs: number;
      warmupMs: number;
      /** people found by its warm-up analyses (analysis-warmup.ts: one per run when they ran) */
      analysisWarmups: number;
      /** the worker's OS thread id, for its priority (thread-priority.ts), where known */
      threadId?: number;
    }
  | { ready: false; error: string };
