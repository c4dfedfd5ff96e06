/**
 * Hair layers and a prep's hair mask in shared memory. The engine keeps them on its main thread
 * and hands them to whichever worker renders a preview (about 6 MB for a layer at 1024 px, 2.5 MB
 * for the mask): a typed array over a SharedArrayBuffer travels to another thread as a reference,
 * so after this one copy, when the worker made them, no preview copies them again. Only data no
 * render writes to is shared: a preview reads a layer's pixels and copies its hair coverage
 * (applyHairLayer), and a render copies the prep's hair mask before painting on it (photoHair);
 * the hair's cells and model, which a render may change, stay private copies.
 */
import type { Mask } from '../image/mask';
import type { PhotoPrep } from '../render/photo-prep';
import type { HairLayer } from '../render/preview-layers';

type Shareable = Uint8Array | Float32Array;

/** `a` in shared memory (itself when it is there already). */
export function shared<T extends Shareable>(a: T): T {
  if (a.buffer instanceof SharedArrayBuffer) return a;
  const copy = (
    a instanceof Uint8Array
      ? new Uint8Array(new SharedArrayBuffer(a.byteLength))
      : new Float32Array(new SharedArrayBuffer(a.byteLength))
  ) as T;
  copy.set(a);
  return copy;
}

const sharedMask = (m: Mask): Mask => ({ ...m, data: shared(m.data) });

/** The layer with its pixels, changed flags and hair coverage in shared memory. */
export function sharedLayer(layer: HairLayer): HairLayer {
  return {
    ...layer,
    rgba: shared(layer.rgba),
    changed: shared(layer.changed),
    hair: sharedMask(layer.hair),
  };
}

/** The prep with its hair mask in shared memory (the rest as it is). */
export function sharedPrep(prep: PhotoPrep): PhotoPrep {
  const mask = prep.hair?.mask;
  if (!prep.hair || !mask) return prep;
  return { ...prep, hair: { ...prep.hair, mask: sharedMask(mask) } };
}
