/**
 * Fits a generative provider's answer back onto the photo (pure: the answer's face has been
 * found already). The answer is aligned to the photo by a similarity (face mesh, then patches),
 * warped into the photo's frame in one resampling (its stretch to the photo's size included),
 * colour-matched to the photo around the head, and composited through a soft mask of the
 * person's face, neck and hair only; every other pixel stays the photo's own.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { cropImage, type RawImage } from '../image/raw-image';
import type { Mask } from '../image/mask';
import { otherFaces } from '../render/context';
import { faceFrame } from '../face/geometry';
import type { DetectedFace } from '../runtime/human-runtime';
import { alignAnswer } from './align';
import { changeCells } from './change-cells';
import { unchangedSamples } from './color-samples';
import { applyColorMap, fitColorMap } from './color-match';
import { compositeMask, headCore } from './composite-mask';
import { FitError } from './fit-error';
import type { FitMeta } from './fit-meta';
import { COLOR_CLEARANCE, DIFF_CELL } from './fit-params';
import { answerLuma, faceRect, headRegion } from './regions';
import { protectOthers } from './protect';
import { similarityDegrees, similarityScale } from './similarity';
import { lumaPlane, warpRgba, type Rect } from './warp';

export type FitInput = {
  /** the photo */
  image: RawImage;
  /** the provider's answer at its own size */
  answer: RawImage;
  person: PersonAnalysis;
  people: readonly PersonAnalysis[];
  /** the person's face found in the answer, in photo pixels (the answer's stretch undone) */
  answerFace: DetectedFace;
  /** the person's hair in the photo over a region (fit/old-hair.ts; the worker remembers it) */
  oldHair: (region: Rect) => Mask | null;
};

/** What the fit measured, but the identity (measured on the result afterwards). */
export type FitMeasures = Omit<FitMeta, 'identity' | 'identityThreshold'>;

export type FitOutput = { image: RawImage; meta: FitMeasures; timings: Record<string, number> };

export function fitAnswer(input: FitInput): FitOutput {
  const { image, answer, person } = input;
  const timings: Record<string, number> = {};

  const t0 = performance.now();
  const frame = faceFrame(person.landmarks);
  const fr = faceRect(person.landmarks, frame.unit, image.width, image.height);
  const alignment = alignAnswer({
    photo: { data: lumaPlane(image, fr), width: fr.width, height: fr.height },
    answer: answerLuma(answer, fr, input.answerFace, image.width, image.height, frame.unit),
    frame: {
      width: image.width,
      height: image.height,
      answerWidth: answer.width,
      answerHeight: answer.height,
    },
    rect: fr,
    original: person.landmarks,
    answerMesh: input.answerFace.mesh,
    unit: frame.unit,
  });
  if (!alignment) throw new FitError('FIT_NO_FACE');
  const t = alignment.transform;
  timings.align = performance.now() - t0;

  const t1 = performance.now();
  const rect = headRegion(person, image.width, image.height);
  const warped = warpRgba(answer, alignment.map, rect);
  timings.warp = performance.now() - t1;

  const t2 = performance.now();
  const oldHair = input.oldHair(rect);
  timings.hairMask = performance.now() - t2;

  const t3 = performance.now();
  const lm = person.landmarks.map(
    ([x, y, z]) => [x - rect.x, y - rect.y, z] as [number, number, number],
  );
  const core = headCore(rect.width, rect.height, lm);
  const others = protectOthers(rect, person, input.people, core);
  const photoRect = cropImage(image, rect.x, rect.y, rect.width, rect.height);
  const colorMap = fitColorMap(
    photoRect,
    warped,
    unchangedSamples({
      width: rect.width,
      height: rect.height,
      core,
      oldHair,
      protect: others?.protect,
      cell: DIFF_CELL * frame.unit,
      clearance: COLOR_CLEARANCE / DIFF_CELL,
    }),
  );
  applyColorMap(colorMap, warped);
  timings.color = performance.now() - t3;

  const t4 = performance.now();
  const alpha = compositeMask({
    width: rect.width,
    height: rect.height,
    landmarks: lm,
    core,
    oldHair,
    change: changeCells(photoRect, warped, DIFF_CELL * frame.unit),
    faces: otherFaces(input.people, person, { x0: rect.x, y0: rect.y }),
    ...(others ? { others } : {}),
    atBorder: {
      left: rect.x === 0,
      top: rect.y === 0,
      right: rect.x + rect.width === image.width,
      bottom: rect.y + rect.height === image.height,
    },
  });
  timings.mask = performance.now() - t4;

  const t5 = performance.now();
  const { out, changed } = blend(image, warped, alpha, rect);
  timings.composite = performance.now() - t5;

  return {
    image: out,
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

/** The photo with the warped answer blended in over `rect`; `changed`: pixels with alpha > 0. */
function blend(
  image: RawImage,
  warped: RawImage,
  alpha: Float32Array,
  rect: Rect,
): { out: RawImage; changed: number } {
  const data = new Uint8Array(image.data);
  let changed = 0;
  for (let y = 0; y < rect.height; y++) {
    let i = ((rect.y + y) * image.width + rect.x) * 4;
    let o = y * rect.width * 4;
    for (let x = 0; x < rect.width; x++, i += 4, o += 4) {
      const a = alpha[y * rect.width + x];
      if (a <= 1 / 512) continue;
      changed++;
      for (let c = 0; c < 3; c++)
        data[i + c] = Math.round(data[i + c] + (warped.data[o + c] - data[i + c]) * a);
    }
  }
  return { out: { data, width: image.width, height: image.height, channels: 4 }, changed };
}
