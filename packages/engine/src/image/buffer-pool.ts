/**
 * A small pool of float buffers for the per-render working copies (work image, original,
 * scratch): a render of the same size as the previous one reuses them instead of allocating
 * several megabytes and leaving them to the garbage collector. Renders are synchronous, so a
 * buffer is never shared between two renders in flight.
 */
const MAX_FLOATS = 24 * 1024 * 1024; // ≈ 96 MB kept at most
const pool: Float32Array[] = [];
let pooled = 0;

/** A buffer of exactly `n` floats; zero-filled only when `zero` (fresh ones always are). */
export function takeFloats(n: number, zero = false): Float32Array {
  const i = pool.findIndex((b) => b.length === n);
  if (i < 0) return new Float32Array(n);
  const b = pool.splice(i, 1)[0];
  pooled -= b.length;
  if (zero) b.fill(0);
  return b;
}

/** Gives buffers back; the caller must not use them afterwards. */
export function releaseFloats(...bufs: Float32Array[]): void {
  for (const b of bufs) {
    if (pool.includes(b)) continue;
    pool.push(b);
    pooled += b.length;
  }
  while (pooled > MAX_FLOATS && pool.length > 0) pooled -= pool.shift()!.length;
}

const bytePool: Uint8Array<ArrayBuffer>[] = [];
const MAX_BYTE_BUFFERS = 4;

/** A byte buffer of exactly `n` bytes, not cleared (the caller writes every byte). */
export function takeBytes(n: number): Uint8Array<ArrayBuffer> {
  const i = bytePool.findIndex((b) => b.length === n);
  return i < 0 ? new Uint8Array(n) : bytePool.splice(i, 1)[0];
}

/** Gives a byte buffer back; the caller must not use it afterwards. */
export function releaseBytes(b: Uint8Array<ArrayBuffer>): void {
  if (bytePool.includes(b)) return;
  bytePool.push(b);
  if (bytePool.length > MAX_BYTE_BUFFERS) bytePool.shift();
}
