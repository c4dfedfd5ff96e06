import type { ResourceLimits } from 'node:worker_threads';

/**
 * V8 heap limits of an engine worker thread. A render at 1024 px makes about 30 MB of
 * short-lived objects; with V8's default young generation (16 MB semi-spaces) several
 * scavenges per render promoted its working set, and a full collection followed every second or
 * third render — which also drops the optimised code of the render's per-call closures, so they
 * were compiled again. Twice the semi-space (young generation 96 MB) cut a full look's CPU time
 * at 1024 px from about 120 to 90 ms on the render bench; it costs ~50 MB per worker.
 */
export const ENGINE_WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 96 };
