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

/**
 * V8's old-generation growth between full collections, in percent: the next is started once
 * the old generation has grown to (1 + p/100)× what survived the last, plus the young
 * generation. V8's own factor follows the rate objects are promoted; a fit promotes little, so
 * it stayed near 1.1, and with the young generation above the ~42 MB worker started
 * incremental marking ("Start (task)") right after each full collection: 39–53 of them in
 * 20 × 4 warm fits (~30–45 ms CPU each, steps included), against 12 at 100 (9 at 200), mostly
 * the start-up's; CPU per warm fit (median) 143/134/98/176 → 112/73/82/129 ms on the fit
 * bench's photos. A V8 flag, set when the worker starts: it holds for every heap of the
 * process (a heap then waits to about double before its next full collection).
 */
export const HEAP_GROWING_PERCENT = 100;
