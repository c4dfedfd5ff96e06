/**
 * A working copy of a rectangular region of the image in linear-light float RGB. Edits happen
 * here; `commit` writes back only the pixels that actually changed, so untouched pixels stay
 * byte-identical.
 */
import type { RawImage } from './raw-image';
import { SRGB_TO_LINEAR, linearToSrgbByte } from './color';
import { releaseFloats, takeFloats } from './buffer-pool';

export type Rect = { x: number; y: number; width: number; height: number };

export type WorkImage = {
  /** region in image pixels */
  x0: number;
  y0: number;
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
};

export function clampRect(r: Rect, w: number, h: number): Rect {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const x1 = Math.min(w, Math.ceil(r.x + r.width));
  const y1 = Math.min(h, Math.ceil(r.y + r.height));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Whether a 32-bit read of RGBA bytes has red in its low byte. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function loadWork(img: RawImage, rect: Rect): WorkImage {
  const rc = clampRect(rect, img.width, img.height);
  const n = rc.width * rc.height;
  const r = takeFloats(n);
  const g = takeFloats(n);
  const b = takeFloats(n);
  const d = img.data;
  const lin = SRGB_TO_LINEAR;
  let o = 0;
  if (LITTLE_ENDIAN && d.byteOffset % 4 === 0) {
    // one 32-bit read per pixel (RGBA, little-endian: red in the low byte)
    const px = new Uint32Array(d.buffer, d.byteOffset, d.length >> 2);
    for (let y = 0; y < rc.height; y++) {
      const end = o + rc.width;
      for (let p = (rc.y + y) * img.width + rc.x; o < end; p++, o++) {
        const v = px[p];
        r[o] = lin[v & 255];
        g[o] = lin[(v >>> 8) & 255];
        b[o] = lin[(v >>> 16) & 255];
      }
    }
  } else {
    for (let y = 0; y < rc.height; y++) {
      let i = ((rc.y + y) * img.width + rc.x) * 4;
      for (let x = 0; x < rc.width; x++, i += 4, o++) {
        r[o] = lin[d[i]];
        g[o] = lin[d[i + 1]];
        b[o] = lin[d[i + 2]];
      }
    }
  }
  return { x0: rc.x, y0: rc.y, width: rc.width, height: rc.height, r, g, b };
}

/** Returns a work image's buffers to the pool (it must not be used afterwards). */
export function releaseWork(w: WorkImage): void {
  releaseFloats(w.r, w.g, w.b);
}

/**
 * Writes the work region back into `out` (same size as `source`, the image the work region was
 * loaded from). Pixels whose linear value is unchanged — equal to their source byte's — keep
 * their original bytes; `protect` (0..1 per work pixel, 1 = keep the original) blends back
 * toward the original, e.g. over other people.
 */
export function commitWork(
  w: WorkImage,
  source: RawImage,
  out: RawImage,
  protect?: Float32Array,
): void {
  const s = source.data;
  const d = out.data;
  const lin = SRGB_TO_LINEAR;
  let o = 0;
  for (let y = 0; y < w.height; y++) {
    let i = ((w.y0 + y) * out.width + w.x0) * 4;
    for (let x = 0; x < w.width; x++, i += 4, o++) {
      let r = w.r[o];
      let g = w.g[o];
      let b = w.b[o];
      const r0 = lin[s[i]];
      const g0 = lin[s[i + 1]];
      const b0 = lin[s[i + 2]];
      if (r === r0 && g === g0 && b === b0) continue;
      if (protect) {
        const p = protect[o];
        if (p >= 1) continue;
        if (p > 0) {
          r += (r0 - r) * p;
          g += (g0 - g) * p;
          b += (b0 - b) * p;
        }
      }
      d[i] = linearToSrgbByte(r);
      d[i + 1] = linearToSrgbByte(g);
      d[i + 2] = linearToSrgbByte(b);
    }
  }
}
