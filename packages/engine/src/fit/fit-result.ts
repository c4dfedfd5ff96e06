/**
 * Fits a generative provider's answer back onto the photo (pure: the answer's face has been
 * found already). The answer is aligned to the photo by a similarity (face mesh, then patches),
 * colour-matched to the photo around the head, and composited through a soft mask of the
 * person's face, neck and hair only, resampled into the photo's frame in one step (its stretch
 * to the photo's size, the alignment and the colour map) at the mask's pixels only; every other
 * pixel stays the photo's own.
 */
import { releaseBytes, releaseFloats, takeBytes } from '../image/buffer-pool';
import type { ChangedRows } from '../image/png-bands';
import type { RawImage } from '../image/raw-image';
import type { DetectedFace } from '../runtime/human-runtime';
import { alignAnswer } from './align';
import { changeCells } from './change-cells';
import { colorLut, fitColorMap } from './color-match';
import { compositeMask } from './composite-mask';
import { FitError } from './fit-error';
import type { FitMeta } from './fit-meta';
import type { PhotoSide } from './photo-side';
import { answerLuma } from './regions';
import { similarityDegrees, similarityScale } from './similarity';
import { SAME_COLOURS, sampleRow, warpAt, type Affine, type Rect } from './warp';

export type FitInput = {
  /** the photo */
  image: RawImage;
  /** what the fit needs of the photo and person (photo-side.ts; the worker remembers it) */
  photo: PhotoSide;
  /** the provider's answer at its own size */
  answer: RawImage;
  /** the person's face found in the answer, in photo pixels (the answer's stretch undone) */
  answerFace: DetectedFace;
};

/** What the fit measured, but the identity (measured on the result afterwards). */
export type FitMeasures = Omit<FitMeta, 'identity' | 'identityThreshold'>;

export type FitOutput = {
  /** the result (its buffer is pooled: give it back with releaseFitImage once encoded) */
  image: RawImage;
  /** the rows where it differs from the photo */
  changedRows: ChangedRows;
  meta: FitMeasures;
  timings: Record<string, number>;
};

/** Gives the result's buffer back to the pool (fits of one photo come one after another). */
export function releaseFitImage(out: FitOutput): void {
  releaseBytes(out.image.data as Uint8Array<ArrayBuffer>);
}

export function fitAnswer(input: FitInput): FitOutput {
  const { image, answer, photo } = input;
  const { person, unit, region: rect } = photo;
  const timings: Record<string, number> = {};

  const t0 = performance.now();
  const fr = photo.faceRect;
  const alignment = alignAnswer({
    levels: photo.levels,
    answer: answerLuma(answer, fr, input.answerFace, image.width, image.height, unit),
    frame: {
      width: image.width,
      height: image.height,
      answerWidth: answer.width,
      answerHeight: answer.height,
    },
    rect: fr,
    original: person.landmarks,
    answerMesh: input.answerFace.mesh,
    unit,
  });
  if (!alignment) throw new FitError('FIT_NO_FACE');
  const t = alignment.transform;
  timings.align = performance.now() - t0;

  // the colour map from the answer at the colour sites alone, applied as the region is warped
  const t3 = performance.now();
  const colorMap = fitColorMap(
    photo.colorPhoto,
    warpAt(answer, alignment.map, rect, photo.colorSites),
  );
  timings.color = performance.now() - t3;

  // where the answer changed, per cell, from a few of each cell's pixels of the aligned answer
  const t1 = performance.now();
  const lut = colorLut(colorMap) ?? SAME_COLOURS;
  const change = changeCells(photo.cells, answer, alignment.map, rect, lut);
  timings.cells = performance.now() - t1;

  const t4 = performance.now();
  const alpha = compositeMask({
    width: rect.width,
    height: rect.height,
    landmarks: photo.landmarks,
    core: photo.core,
    oldHair: photo.oldHair,
    change,
    faces: photo.faces,
    ...(photo.others ? { others: photo.others } : {}),
    atBorder: photo.atBorder,
    prior: photo.maskPrior,
  });
  timings.mask = performance.now() - t4;

  // the answer is resampled (stretch back, alignment and colour map in one) where the mask is set
  const t5 = performance.now();
  const { out, changed, rows } = blend(image, answer, alignment.map, lut, alpha, rect);
  releaseFloats(alpha);
  timings.composite = performance.now() - t5;

  return {
    image: out,
    changedRows: rows,
    timings,
    meta: {
      engine: 'fit',
      personId: person.id,
      alignmentErrorPx: alignment.errorPx,
      alignmentPoints: alignment.points,
      landmarkErrorPx: alignment.landmarkErrorPx,
      answerModel: alignment.model,
      scale: similarityScale(t),
      rotationDeg: similarityDegrees(t),
      shiftPx: [t.tx, t.ty],
      changedShare: changed / (image.width * image.height),
      answerWidth: answer.width,
      answerHeight: answer.height,
      colorGain: colorMap.gain,
      colorOffset: colorMap.offset,
    },
  };
}

/**
 * The photo with the answer blended in over `rect` through `alpha` (into a pooled buffer), the
 * answer sampled by the map `m` (photo px → answer px) and `lut` at the pixels with alpha > 0
 * only, as `warpRgba` samples them; `changed`: those pixels, `rows`: the rows they lie on.
 */
function blend(
  image: RawImage,
  answer: RawImage,
  m: Affine,
  lut: Uint8Array,
  alpha: Float32Array,
  rect: Rect,
): { out: RawImage; changed: number; rows: ChangedRows } {
  const data = takeBytes(image.data.length);
  data.set(image.data);
  let changed = 0;
  let y0 = rect.height;
  let y1 = 0;
  // each row's pixels with alpha > 0 (photo columns), and the answer there
  const xs = new Int32Array(rect.width);
  const colours = new Int32Array(rect.width);
  for (let y = 0; y < rect.height; y++) {
    const row = y * rect.width;
    let n = 0;
    for (let x = 0; x < rect.width; x++) if (alpha[row + x] > 1 / 512) xs[n++] = rect.x + x;
    if (n === 0) continue;
    changed += n;
    if (y < y0) y0 = y;
    y1 = y + 1;
    sampleRow(answer, m, rect.y + y, xs, n, lut, colours);
    const line = (rect.y + y) * image.width;
    for (let j = 0; j < n; j++) {
      const a = alpha[row + xs[j] - rect.x];
      const i = (line + xs[j]) * 4;
      const v = colours[j];
      const r = v >>> 16;
      const g = (v >>> 8) & 255;
      const b = v & 255;
      if (a === 1) {
        data[i] = r;
        data[i + 1] = g;
        data[i + 2] = b;
        continue;
      }
      // + ½ then the byte store's truncation: rounding (both terms are within 0–255)
      data[i] = data[i] + (r - data[i]) * a + 0.5;
      data[i + 1] = data[i + 1] + (g - data[i + 1]) * a + 0.5;
      data[i + 2] = data[i + 2] + (b - data[i + 2]) * a + 0.5;
    }
  }
  return {
    out: { data, width: image.width, height: image.height, channels: 4 },
    changed,
    rows: y0 < y1 ? { y0: rect.y + y0, y1: rect.y + y1 } : { y0: 0, y1: 0 },
  };
}
