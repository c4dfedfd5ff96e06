/**
 * Inverse warps into the original photo's frame: each output pixel samples the source (the
 * provider's answer, at its own size) bilinearly where an affine map sends it. The answer's
 * stretch back to the photo's size and the alignment are one map, so the answer is resampled
 * once.
 */
import type { RawImage } from '../image/raw-image';
import { applySimilarity, type Similarity } from './similarity';

export type Rect = { x: number; y: number; width: number; height: number };

/** x' = m[0]·x + m[1]·y + m[2], y' = m[3]·x + m[4]·y + m[5] (pixel centres at integers). */
export type Affine = readonly [number, number, number, number, number, number];

/**
 * Original-photo pixels → answer pixels for an answer of size gw×gh stretched over a photo of
 * size w×h (pixel centres: (x + ½)·gw/w − ½), after the similarity `t` in photo pixels.
 */
export function answerMap(t: Similarity, w: number, h: number, gw: number, gh: number): Affine {
  const sx = gw / w;
  const sy = gh / h;
  const ox = sx * 0.5 - 0.5;
  const oy = sy * 0.5 - 0.5;
  return [sx * t.a, -sx * t.b, sx * t.tx + ox, sy * t.b, sy * t.a, sy * t.ty + oy];
}

/** Answer pixels → the photo's pixels: the stretch of `answerMap` undone (no alignment). */
export function unstretch(x: number, y: number, w: number, h: number, gw: number, gh: number) {
  return [((x + 0.5) * w) / gw - 0.5, ((y + 0.5) * h) / gh - 0.5] as const;
}

export function mapPoint(m: Affine, x: number, y: number): [number, number] {
  return [m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5]];
}

/** The similarity's map as an affine one (photo pixels on both sides). */
export function similarityMap(t: Similarity): Affine {
  const [tx, ty] = applySimilarity(t, 0, 0);
  return [t.a, -t.b, tx, t.b, t.a, ty];
}

/** Margin (source px) a row keeps from the source's edges to skip the clamps. */
const EDGE_EPS = 1e-6;

/** The identity colour table (color-match.ts colorLut: R, G, B one after another). */
export const SAME_COLOURS = Uint8Array.from({ length: 768 }, (_, i) => i & 255);

/**
 * RGBA of `src` sampled for every pixel of `rect` (photo frame); edges clamp. Written into
 * `out` when given (w·h·4 bytes, every one written), each channel through `lut` when given
 * (a colour map's tables, applied to the rounded sample).
 */
export function warpRgba(
  src: RawImage,
  m: Affine,
  rect: Rect,
  out = new Uint8Array(rect.width * rect.height * 4),
  lut: Uint8Array = SAME_COLOURS,
): RawImage {
  const { width: w, height: h } = rect;
  const xs = Int32Array.from({ length: w }, (_, i) => rect.x + i);
  const row = new Int32Array(w);
  for (let y = 0, o = 0; y < h; y++) {
    sampleRow(src, m, rect.y + y, xs, w, lut, row);
    for (let x = 0; x < w; x++, o += 4) {
      const v = row[x];
      out[o] = v >>> 16;
      out[o + 1] = (v >>> 8) & 255;
      out[o + 2] = v & 255;
      out[o + 3] = 255;
    }
  }
  return { data: out, width: w, height: h, channels: 4 };
}

/**
 * The colour of `src` at source point (fx, fy) as `warpRgba` samples it (bilinear, edges
 * clamped, each channel rounded, then through `lut`), packed as 0xRRGGBB: for the passes that
 * need the warped answer at some pixels only.
 */
export function sampleRgb(src: RawImage, fx: number, fy: number, lut: Uint8Array): number {
  const sw = src.width;
  const maxX = sw - 1;
  const maxY = src.height - 1;
  const d = src.data;
  const cx = fx < 0 ? 0 : fx > maxX ? maxX : fx;
  const cy = fy < 0 ? 0 : fy > maxY ? maxY : fy;
  const x0 = cx | 0;
  const y0 = cy | 0;
  const tx = cx - x0;
  const ty = cy - y0;
  const i00 = (y0 * sw + x0) * 4;
  const i01 = x0 < maxX ? i00 + 4 : i00;
  const i10 = y0 < maxY ? i00 + sw * 4 : i00;
  const i11 = x0 < maxX ? i10 + 4 : i10;
  return blendRgb(d, i00, i01, i10, i11, tx, ty, lut);
}

/**
 * The bilinear mix at (tx, ty) of the RGBA pixels at byte offsets i00 (top left), i01, i10,
 * i11 of `d`, each channel rounded and through `lut`, packed 0xRRGGBB.
 */
function blendRgb(
  d: Uint8Array | Uint8ClampedArray,
  i00: number,
  i01: number,
  i10: number,
  i11: number,
  tx: number,
  ty: number,
  lut: Uint8Array,
): number {
  const w11 = tx * ty;
  const w10 = ty - w11;
  const w01 = tx - w11;
  const w00 = 1 - tx - w10;
  const r = lut[(d[i00] * w00 + d[i01] * w01 + d[i10] * w10 + d[i11] * w11 + 0.5) | 0];
  const g =
    lut[
      256 + ((d[i00 + 1] * w00 + d[i01 + 1] * w01 + d[i10 + 1] * w10 + d[i11 + 1] * w11 + 0.5) | 0)
    ];
  const b =
    lut[
      512 + ((d[i00 + 2] * w00 + d[i01 + 2] * w01 + d[i10 + 2] * w10 + d[i11 + 2] * w11 + 0.5) | 0)
    ];
  return (r << 16) | (g << 8) | b;
}

/**
 * The colours of `src` along photo row `py` at columns `xs[0..n)` (ascending), each as
 * `warpRgba` samples that pixel (`lut` included), packed 0xRRGGBB into `out`: the passes that
 * need the aligned answer at some pixels of a row only (change cells, the composite).
 */
export function sampleRow(
  src: RawImage,
  m: Affine,
  py: number,
  xs: Int32Array,
  n: number,
  lut: Uint8Array,
  out: Int32Array,
): void {
  if (n === 0) return;
  const sw = src.width;
  const d = src.data;
  const m0 = m[0];
  const m3 = m[3];
  const fx0 = m[1] * py + m[2];
  const fy0 = m[4] * py + m[5];
  const ax = m0 * xs[0] + fx0;
  const bx = m0 * xs[n - 1] + fx0;
  const ay = m3 * xs[0] + fy0;
  const by = m3 * xs[n - 1] + fy0;
  // the map is linear: a row whose ends lie inside the source needs no clamping
  if (
    Math.min(ax, bx) < EDGE_EPS ||
    Math.max(ax, bx) >= sw - 1 - EDGE_EPS ||
    Math.min(ay, by) < EDGE_EPS ||
    Math.max(ay, by) >= src.height - 1 - EDGE_EPS
  ) {
    sampleRowNearEdges(src, m0, m3, fx0, fy0, xs, n, lut, out);
    return;
  }
  for (let j = 0; j < n; j++) out[j] = insideRgb(d, sw, m0 * xs[j] + fx0, m3 * xs[j] + fy0, lut);
}

/**
 * `sampleRow` for a row that leaves the source: the samples near or past its edges clamped
 * (sampleRgb), the others as the fast path takes them (the same values: inside, sampleRgb's
 * clamps change nothing).
 */
function sampleRowNearEdges(
  src: RawImage,
  m0: number,
  m3: number,
  fx0: number,
  fy0: number,
  xs: Int32Array,
  n: number,
  lut: Uint8Array,
  out: Int32Array,
): void {
  const sw = src.width;
  const d = src.data;
  const maxX = sw - 1 - EDGE_EPS;
  const maxY = src.height - 1 - EDGE_EPS;
  for (let j = 0; j < n; j++) {
    const fx = m0 * xs[j] + fx0;
    const fy = m3 * xs[j] + fy0;
    if (fx < EDGE_EPS || fx >= maxX || fy < EDGE_EPS || fy >= maxY) {
      out[j] = sampleRgb(src, fx, fy, lut);
      continue;
    }
    out[j] = insideRgb(d, sw, fx, fy, lut);
  }
}

/**
 * `sampleRgb` at a point at least EDGE_EPS inside the source's last pixel centres (no clamps:
 * the four pixels around it all exist), `d` its RGBA of width `sw`.
 */
function insideRgb(
  d: Uint8Array | Uint8ClampedArray,
  sw: number,
  fx: number,
  fy: number,
  lut: Uint8Array,
): number {
  const x0 = fx | 0;
  const y0 = fy | 0;
  const tx = fx - x0;
  const ty = fy - y0;
  const i00 = (y0 * sw + x0) * 4;
  const i10 = i00 + sw * 4;
  return blendRgb(d, i00, i00 + 4, i10, i10 + 4, tx, ty, lut);
}

/**
 * RGBA of `src` sampled as `warpRgba` samples `rect`, at its pixel indices `at` only (n × 4
 * bytes): the colour fit's sites, before the whole region is warped.
 */
export function warpAt(src: RawImage, m: Affine, rect: Rect, at: Int32Array): Uint8Array {
  const out = new Uint8Array(at.length * 4);
  for (let j = 0, o = 0; j < at.length; j++, o += 4) {
    const px = rect.x + (at[j] % rect.width);
    const py = rect.y + Math.floor(at[j] / rect.width);
    const v = sampleRgb(
      src,
      m[0] * px + m[1] * py + m[2],
      m[3] * px + m[4] * py + m[5],
      SAME_COLOURS,
    );
    out[o] = v >>> 16;
    out[o + 1] = (v >>> 8) & 255;
    out[o + 2] = v & 255;
    out[o + 3] = 255;
  }
  return out;
}

/**
 * A single-channel float plane sampled like `warpRgba`; with `only` (one byte per output pixel)
 * the pixels it leaves at 0 are not sampled and stay 0 (the others are as without it).
 */
export function warpPlane(
  src: Float32Array,
  sw: number,
  sh: number,
  m: Affine,
  rect: Rect,
  only?: Uint8Array,
): Float32Array {
  const { width: w, height: h } = rect;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const py = rect.y + y;
    const fx = m[0] * rect.x + m[1] * py + m[2];
    const fy = m[3] * rect.x + m[4] * py + m[5];
    warpRow(src, sw, sh, m[0], m[3], fx, fy, out, y * w, w, only ?? null);
  }
  return out;
}

/**
 * One row of `warpPlane`: w pixels from (fx, fy) in steps of (dx, dy), into out[o…]; with
 * `only`, at the pixels it marks (the steps still taken at every pixel: the same sums).
 */
function warpRow(
  src: Float32Array,
  sw: number,
  sh: number,
  dx: number,
  dy: number,
  fx: number,
  fy: number,
  out: Float32Array,
  o: number,
  w: number,
  only: Uint8Array | null,
): void {
  for (let x = 0; x < w; x++, o++, fx += dx, fy += dy)
    if (only === null || only[o] !== 0) out[o] = planeAt(src, sw, sh, fx, fy);
}

/** `src` (sw×sh) at (fx, fy), bilinear, edges clamped. */
function planeAt(src: Float32Array, sw: number, sh: number, fx: number, fy: number): number {
  const cx = fx < 0 ? 0 : fx > sw - 1 ? sw - 1 : fx;
  const cy = fy < 0 ? 0 : fy > sh - 1 ? sh - 1 : fy;
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = x0 + 1 < sw ? x0 + 1 : x0;
  const y1 = y0 + 1 < sh ? y0 + 1 : y0;
  const tx = cx - x0;
  const ty = cy - y0;
  const top = src[y0 * sw + x0] + (src[y0 * sw + x1] - src[y0 * sw + x0]) * tx;
  const bot = src[y1 * sw + x0] + (src[y1 * sw + x1] - src[y1 * sw + x0]) * tx;
  return top + (bot - top) * ty;
}

/** Luma (Rec. 601 weights on the 8-bit values) of an RGBA image, or of a rectangle of it. */
export function lumaPlane(img: RawImage, rect?: Rect): Float32Array {
  const r = rect ?? { x: 0, y: 0, width: img.width, height: img.height };
  const out = new Float32Array(r.width * r.height);
  const d = img.data;
  let o = 0;
  for (let y = 0; y < r.height; y++) {
    let i = ((r.y + y) * img.width + r.x) * 4;
    for (let x = 0; x < r.width; x++, i += 4, o++) {
      out[o] = 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
    }
  }
  return out;
}
