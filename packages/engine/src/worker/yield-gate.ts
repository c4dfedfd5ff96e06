/**
 * A gate between the pool (main thread) and one engine worker, in shared memory: the pool
 * closes it while the worker's background job should yield to a click (schedule.ts
 * backgroundYields) and opens it when it need not (the click ended, or someone now waits for
 * the job); the worker, at each pause point of its work (image/pause-point.ts), sleeps while
 * it is closed. A running job cannot be stopped, but it can be made to wait at these points,
 * so a click gets the cores at once rather than sharing them with work ahead of need.
 */

/** How often a waiting worker looks at its gate again, should an opening be missed (ms). */
export const GATE_RECHECK_MS = 50;

const OPEN = 0;
const CLOSED = 1;

export type YieldGate = Int32Array;

/** A new gate, open. */
export function createGate(): YieldGate {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** Closed: the worker waits at its next pause point; open: it goes on (woken at once). */
export function setGate(gate: YieldGate, closed: boolean): void {
  Atomics.store(gate, 0, closed ? CLOSED : OPEN);
  if (!closed) Atomics.notify(gate, 0);
}

export function gateClosed(gate: YieldGate): boolean {
  return Atomics.load(gate, 0) === CLOSED;
}

/** Sleeps while the gate is closed (worker side); returns the ms it waited. */
export function waitAtGate(gate: YieldGate): number {
  if (!gateClosed(gate)) return 0;
  const t0 = performance.now();
  while (gateClosed(gate)) Atomics.wait(gate, 0, CLOSED, GATE_RECHECK_MS);
  return performance.now() - t0;
}
