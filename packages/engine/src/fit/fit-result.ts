/**
 * Fits a generative provider's answer back onto the photo (pure: the answer's face has been
 * found already). The answer is aligned to the photo by a similarity (face mesh, then patches),
 * warped into the photo's frame in one resampling (its stretch to the photo's size included),
 * colour-matched to the photo around the head, and composited through a soft mask of the
 * person's face, neck and hair only; every other pixel stays the photo's own.
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
import { warpAt, warpRgba, type Rect } from './warp';

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

  const t1 = performance.now();
  // the warped answer and the alpha are pooled: fits of one photo come one after another
  const warpBytes = takeBytes(rect.width * rect.height * 4);
  const lut = colorLut(colorMap);
  const warped = warpRgba(answer, alignment.map, rect, warpBytes, lut ?? undefined);
  timings.warp = performance.now() - t1;

  const t4 = performance.now();
  const alpha = compositeMask({
    width: rect.width,
    height: rect.height,
    landmarks: photo.landmarks,
    core: photo.core,
    oldHair: photo.oldHair,
    change: changeCells(photo.cells, warped),
    faces: photo.faces,
    ...(photo.others ? { others: photo.others } : {}),
    atBorder: photo.atBorder,
  });
  timings.mask = performance.now() - t4;

  const t5 = performance.now();
  const { out, changed, rows } = blend(image, warped, alpha, rect);
  releaseBytes(warpBytes);
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
 * The photo with the warped answer blended in over `rect` (into a pooled buffer); `changed`:
 * pixels with alpha > 0, `rows`: the rows they lie on.
 */
function blend(
  image: RawImage,
  warped: RawImage,
  alpha: Float32Array,
  rect: Rect,
): { out: RawImage; changed: number; rows: ChangedRows } {
  const data = takeBytes(image.data.length);
  data.set(image.data);
  const w = warped.data;
  let changed = 0;
  let y0 = rect.height;
  let y1 = 0;
  for (let y = 0; y < rect.height; y++) {
    let i = ((rect.y + y) * image.width + rect.x) * 4;
    let o = y * rect.width * 4;
    const before = changed;
    for (let x = 0, p = y * rect.width; x < rect.width; x++, i += 4, o += 4, p++) {
      const a = alpha[p];
      if (a <= 1 / 512) continue;
      changed++;
      // + ½ then the byte store's truncation: rounding (both terms are within 0–255)
      data[i] = data[i] + (w[o] - data[i]) * a + 0.5;
      data[i + 1] = data[i + 1] + (w[o + 1] - data[i + 1]) * a + 0.5;
      data[i + 2] = data[i + 2] + (w[o + 2] - data[i + 2]) * a + 0.5;
    }
    if (changed > before) {
      if (y < y0) y0 = y;
      y1 = y + 1;
    }
  }
  return {
    out: { data, width: image.width, height: image.height, channels: 4 },
    changed,
    rows: y0 < y1 ? { y0: rect.y + y0, y1: rect.y + y1 } : { y0: 0, y1: 0 },
  };
}
