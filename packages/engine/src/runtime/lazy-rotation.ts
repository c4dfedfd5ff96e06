/**
 * Human straightens each tilted face by rotating the whole input image about the face's centre
 * (tf.image.rotateWithOffset) and then cutting the face's box out of the rotated copy
 * (tf.image.cropAndResize). On a 1024-px group photo that is one full-image rotation per tilted
 * face — about a sixth of a 15-person detection. While Human detects (withLazyRotation), the
 * rotation is deferred: it returns the image unrotated and marked, and the crop then rotates
 * only a window around the face (the disc about the rotation centre that holds the box) and
 * cuts the box from it, at the same photo positions. The crop is the same pixels as before, up
 * to float rounding of positions. Neither the mark nor the window copies the whole photo (on the
 * WASM backend tf.clone and tf.slice both did: two full-photo copies per tilted face, 11–20 % of
 * a detection's CPU time on the fixtures).
 */
import type * as TfCore from '@tensorflow/tfjs-core';
import { ROTATION_WINDOW_MARGIN } from './params';
import { heapView, tensorFilledInPlace } from './wasm-heap';

type Tf = typeof TfCore;
type Tensor4D = TfCore.Tensor4D;
type Rotation = { radians: number; fill: number; cx: number; cy: number };
type ImageOps = {
  rotateWithOffset: Tf['image']['rotateWithOffset'];
  cropAndResize: Tf['image']['cropAndResize'];
};

const pending = new WeakMap<object, Rotation>();
let active = 0;
let installed: ImageOps | null = null;

/** Window [x0, y0, w, h] of the image holding every pixel the rotated box is cut from. */
function windowFor(box: number[], r: Rotation, width: number, height: number): number[] {
  const [y1 = 0, x1 = 0, y2 = 1, x2 = 1] = box;
  const ys = [y1 * (height - 1), y2 * (height - 1)];
  const xs = [x1 * (width - 1), x2 * (width - 1)];
  let reach = 0;
  for (const y of ys) for (const x of xs) reach = Math.max(reach, Math.hypot(x - r.cx, y - r.cy));
  reach += ROTATION_WINDOW_MARGIN;
  const x0 = Math.max(0, Math.floor(r.cx - reach));
  const y0 = Math.max(0, Math.floor(r.cy - reach));
  const xe = Math.min(width, Math.ceil(r.cx + reach) + 1);
  const ye = Math.min(height, Math.ceil(r.cy + reach) + 1);
  return [x0, y0, xe - x0, ye - y0];
}

/**
 * The window's pixels, copied row by row out of the photo's data in the WASM backend's memory
 * (tf.slice there first reads the whole photo out, the cost of rotating the whole photo again);
 * on another backend, tf.slice.
 */
function cutWindow(tf: Tf, t: Tensor4D, win: number[]): Tensor4D {
  const [x0 = 0, y0 = 0, ww = 1, wh = 1] = win;
  const [, , w = 0, c = 3] = t.shape;
  const row = ww * c;
  if (t.dtype !== 'float32') return tf.slice(t, [0, y0, x0, 0], [1, wh, ww, c]);
  const cut = tensorFilledInPlace(tf, [1, wh, ww, c], (out) => {
    // the photo's view is taken after the window's memory is allocated (a view lasts until then)
    const photo = heapView(tf, t);
    if (!photo) throw new Error('lazy rotation: the photo is not in the WASM backend memory');
    for (let y = 0; y < wh; y++) {
      const from = ((y0 + y) * w + x0) * c;
      out.set(photo.subarray(from, from + row), y * row);
    }
  });
  return (cut as Tensor4D | null) ?? tf.slice(t, [0, y0, x0, 0], [1, wh, ww, c]);
}

/** Patches tf.image once so rotations inside withLazyRotation are cut lazily (see above). */
export function installLazyRotation(tf: Tf): void {
  if (installed) return;
  const ops: ImageOps = {
    rotateWithOffset: tf.image.rotateWithOffset,
    cropAndResize: tf.image.cropAndResize,
  };
  installed = ops;
  const image = tf.image as unknown as ImageOps;
  image.rotateWithOffset = ((t: Tensor4D, radians: number, fill = 0, center = 0.5) => {
    if (active === 0 || t.rank !== 4 || t.shape[0] !== 1 || typeof fill !== 'number') {
      return ops.rotateWithOffset(t, radians, fill, center);
    }
    const [, h = 0, w = 0] = t.shape;
    const [cx, cy] =
      typeof center === 'number' ? [w * center, h * center] : [w * center[0], h * center[1]];
    // an alias of the same data: tf.clone copies the whole photo on the WASM backend
    const marked = tf.reshape(t, t.shape);
    pending.set(marked, { radians, fill, cx, cy });
    return marked;
  }) as ImageOps['rotateWithOffset'];
  image.cropAndResize = (img, boxes, boxInd, cropSize, method, extrapolation) => {
    const r = img instanceof tf.Tensor ? pending.get(img) : undefined;
    const first: unknown = Array.isArray(boxes) && boxes.length === 1 ? boxes[0] : null;
    const box = Array.isArray(first) ? (first as number[]) : null;
    if (!r || !box) {
      return ops.cropAndResize(img, boxes, boxInd, cropSize, method, extrapolation);
    }
    const t = img as Tensor4D;
    const [, h = 0, w = 0] = t.shape;
    const window = windowFor(box, r, w, h);
    const [x0 = 0, y0 = 0, ww = 1, wh = 1] = window;
    return tf.tidy(() => {
      const win = cutWindow(tf, t, window);
      const centre: [number, number] = [(r.cx - x0) / ww, (r.cy - y0) / wh];
      const rotated = ops.rotateWithOffset(win, r.radians, r.fill, centre);
      const [by1 = 0, bx1 = 0, by2 = 1, bx2 = 1] = box;
      // the same photo positions as cropAndResize on the whole image: p·(side − 1) there
      const inWin = [
        (by1 * (h - 1) - y0) / Math.max(1, wh - 1),
        (bx1 * (w - 1) - x0) / Math.max(1, ww - 1),
        (by2 * (h - 1) - y0) / Math.max(1, wh - 1),
        (bx2 * (w - 1) - x0) / Math.max(1, ww - 1),
      ];
      return ops.cropAndResize(rotated, [inWin], boxInd, cropSize, method, extrapolation);
    });
  };
}

/** Runs `fn` (a Human detect) with rotations deferred to the face crops. */
export async function withLazyRotation<T>(fn: () => Promise<T>): Promise<T> {
  active++;
  try {
    return await fn();
  } finally {
    active--;
  }
}
