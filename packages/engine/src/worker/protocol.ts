import type { MembershipLevel, PersonAnalysis, Selections } from '@looklab/shared';
import type { Timings } from '../engine-core';

/** Messages between the pool (main thread) and an engine worker. */
export type WorkerRequest =
  | { id: number; kind: 'analyze'; image: Uint8Array; level: MembershipLevel }
  | {
      id: number;
      kind: 'render';
      image: Uint8Array;
      personId: string;
      look: Selections;
      reference?: Uint8Array;
    }
  | { id: number; kind: 'ping' };

export type WorkerResult =
  | { kind: 'analyze'; people: PersonAnalysis[]; timings: Timings }
  | { kind: 'render'; png: Uint8Array; meta: unknown; timings: Timings }
  | { kind: 'ping'; memory: NodeJS.MemoryUsage };

export type WorkerResponse =
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; error: { name: string; message: string; code?: string } };

export type WorkerReady =
  { ready: true; loadMs: number; warmupMs: number } | { ready: false; error: string };
