/**
 * Fits a generative provider's answer back onto the photo (pure: the answer's face has been
 * found already). The answer is aligned to the photo by a similarity (face mesh, then patches),
 * warped into the photo's frame in one resampling (its stretch to the photo's size included),
 * colour-matched to the photo around the head, and composited through a soft mask of the
 * person's face, neck and hair only; every other pixel stays the photo's own.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { cropImage, type RawImage } from '../image/raw-image';
import type { PersonMask } from '../render';
import { gaussianBlur } from '../render/blur';
import { otherFaces } from '../render/context';
import { faceFrame } from '../render/geometry';
import type { Mask } from '../render/mask';
import type { DetectedFace } from '../runtime/human-runtime';
import { alignAnswer } from './align';
import { changeCells } from './change-cells';
import { applyColorMap, fitColorMap } from './color-match';
import { compositeMask, headCore } from './composite-mask';
import { FitError } from './fit-error';
import type { FitMeta } from './fit-meta';
import {
  COARSE_SEARCH,
  DIFF_CELL,
  PATCH_RADIUS,
  REGION_BOTTOM,
  REGION_HALF_WIDTH,
  REGION_TOP,
} from './fit-params';
import { oldHairMask } from './old-hair';
import { protectOthers } from './protect';
import { similarityDegrees, similarityScale } from './similarity';
import { answerMap, lumaPlane, warpRgba, type Rect } from './warp';

export type FitInput = {
  /** the photo */
  image: RawImage;
  /** the provider's answer at its own size */
  answer: RawImage;
  person: PersonAnalysis;
  people: readonly PersonAnalysis[];
  /** the person's face found in the answer, in photo pixels (the answer's stretch undone) */
  answerFace: DetectedFace;
  /** the person's segmentation, for the engine's hair mask */
  personMask?: PersonMask;
};

/** What the fit measured, but the identity (measured on the result afterwards). */
export type FitMeasures = Omit<FitMeta, 'identity' | 'identityThreshold'>;

export type FitOutput = { image: RawImage; meta: FitMeasures; timings: Record<string, number> };

/**
 * The photo's pixels the answer may change: the person's head and shoulders with room for long
 * and big hair (a little more than the renderer's hair work region, so an answer's longer hair
 * is not cut at its edge), in whole pixels.
 */
export function headRegion(person: PersonAnalysis, width: number, height: number): Rect {
  const f = faceFrame(person.landmarks);
  const u = REGION_HALF_WIDTH;
  const corners = [
    f.toPx(-u, REGION_TOP),
    f.toPx(u, REGION_TOP),
    f.toPx(-u, REGION_BOTTOM),
    f.toPx(u, REGION_BOTTOM),
  ];
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[0]))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[1]))));
  const x1 = Math.min(width, Math.ceil(Math.max(...corners.map((p) => p[0]))));
  const y1 = Math.min(height, Math.ceil(Math.max(...corners.map((p) => p[1]))));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/** The photo's pixels around the face oval where the patches are searched. */
function faceRect(lm: PersonAnalysis['landmarks'], unit: number, w: number, h: number): Rect {
  const pad = Math.ceil((PATCH_RADIUS + COARSE_SEARCH) * unit) + 16;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of lm.slice(0, 468)) {
    x0 = Math.min(x0, p[0]);
    y0 = Math.min(y0, p[1]);
    x1 = Math.max(x1, p[0]);
    y1 = Math.max(y1, p[1]);
  }
  const rx = Math.max(0, Math.floor(x0 - pad));
  const ry = Math.max(0, Math.floor(y0 - pad));
  return {
    x: rx,
    y: ry,
    width: Math.max(1, Math.min(w, Math.ceil(x1 + pad)) - rx),
    height: Math.max(1, Math.min(h, Math.ceil(y1 + pad)) - ry),
  };
}

export function fitAnswer(input: FitInput): FitOutput {
  const { image, answer, person } = input;
  const timings: Record<string, number> = {};

  const t0 = performance.now();
  const frame = faceFrame(person.landmarks);
  const fr = faceRect(person.landmarks, frame.unit, image.width, image.height);
  const alignment = alignAnswer({
    photo: { data: lumaPlane(image, fr), width: fr.width, height: fr.height },
    answer: { data: lumaPlane(answer), width: answer.width, height: answer.height },
    width: image.width,
    height: image.height,
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
  const warped = warpRgba(
    answer,
    answerMap(t, image.width, image.height, answer.width, answer.height),
    rect,
  );
  timings.warp = performance.now() - t1;

  const t2 = performance.now();
  const oldHair = oldHairMask(image, person, input.people, rect, input.personMask);
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
    unchangedPixels(rect, core, oldHair, others?.protect, frame.unit),
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

/** Zero within this many face units of the head, the old hair or another face. */
const COLOR_CLEARANCE = 0.04;

/**
 * Pixels of the region that should be the same in the answer: away from the face, neck, old
 * hair and other people's faces.
 */
function unchangedPixels(
  rect: Rect,
  core: Mask,
  oldHair: Mask | null,
  protect: Float32Array | undefined,
  unit: number,
): Uint8Array {
  const n = rect.width * rect.height;
  const busy = new Float32Array(n);
  for (let p = 0; p < n; p++) busy[p] = Math.max(core.data[p], protect ? protect[p] : 0);
  if (oldHair) {
    for (let y = 0; y < oldHair.height; y++) {
      for (let x = 0; x < oldHair.width; x++) {
        const p = (y + oldHair.y0) * rect.width + x + oldHair.x0;
        busy[p] = Math.max(busy[p], oldHair.data[y * oldHair.width + x] > 0.05 ? 1 : 0);
      }
    }
  }
  gaussianBlur(busy, rect.width, rect.height, Math.max(1, COLOR_CLEARANCE * unit));
  const use = new Uint8Array(n);
  for (let p = 0; p < n; p++) use[p] = busy[p] < 0.02 ? 1 : 0;
  return use;
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
