/**
 * Float data of tensors read and written in place inside the WASM backend's memory, where
 * TensorFlow.js's own paths copy whole photos: `tf.tensor` fills a JS array first and copies it
 * in, `tf.slice` reads the whole input out before cutting. A view is valid only until the
 * WebAssembly memory grows, so it is used at once, with nothing allocated in between. Null on
 * another backend (callers then use the plain TensorFlow.js calls).
 */
import type * as TfCore from '@tensorflow/tfjs-core';

type Tf = typeof TfCore;
type TensorInfo = TfCore.TensorInfo;

/** The two public methods of BackendWasm used here. */
type HeapBackend = {
  typedArrayFromHeap(t: TensorInfo): Float32Array;
  makeOutput(shape: number[], dtype: 'float32'): TensorInfo;
};

function heapBackend(tf: Tf): HeapBackend | null {
  const b = tf.backend() as unknown as Partial<HeapBackend>;
  return typeof b.typedArrayFromHeap === 'function' && typeof b.makeOutput === 'function'
    ? (b as HeapBackend)
    : null;
}

/** A float32 tensor's data in place (no copy), or null when not on the WASM backend. */
export function heapView(tf: Tf, t: TfCore.Tensor): Float32Array | null {
  const backend = heapBackend(tf);
  return backend && t.dtype === 'float32' ? backend.typedArrayFromHeap(t) : null;
}

/**
 * A new float32 tensor whose data `fill` writes in place (the view holds whatever was in
 * memory: fill must write every element), or null when not on the WASM backend.
 */
export function tensorFilledInPlace(
  tf: Tf,
  shape: number[],
  fill: (data: Float32Array) => void,
): TfCore.Tensor | null {
  const backend = heapBackend(tf);
  if (!backend) return null;
  const info = backend.makeOutput(shape, 'float32');
  fill(backend.typedArrayFromHeap(info));
  return tf.engine().makeTensorFromTensorInfo(info);
}
