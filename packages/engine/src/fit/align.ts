/**
 * Aligns the answer to the photo: a trimmed similarity from the face mesh found on both, then
 * refined photometrically — patches around textured, expression-stable features of the photo
 * are located in the answer warped by the current fit, and the similarity is re-fitted to those
 * sub-pixel matches. Two mesh runs on different crops disagree by 2–6 px per point (measured on
 * the fixtures), so the mesh alone cannot align to a pixel; the patches can.
 */
import { MESH } from '../face/landmarks';
import {
  COARSE_SEARCH,
  FINE_SEARCH_PX,
  FINE_UNIT,
  GOOD_ENOUGH_PX,
  HALF_RES_UNIT,
  MIN_PATCHES,
  MIN_PATCH_PX,
  MIN_SEARCH_PX,
  PATCH_RADIUS,
  REFINE_ROUNDS,
  SAME_ASPECT,
  START_STRIDE,
  TRIM_KEEP,
  TRIM_ROUNDS,
} from './fit-params';
import {
  aspectsDiffer,
  frameMap,
  fromAnswer,
  fromStretched,
  type AnswerFrame,
  type AnswerModel,
} from './answer-frame';
import { locate, shrink, type Level, type LocateInput, type Located } from './locate';
import type { Plane } from './patch-match';
import {
  IDENTITY,
  fitSimilarityTrimmed,
  rms,
  similarityScale,
  type Point,
  type Similarity,
} from './similarity';
import type { Affine } from './warp';

/**
 * Mesh points for the first fit: rigid and stable — nose bridge, forehead, brows, cheekbones,
 * jaw outline. Not the lips (a look may change them) and not the eye contours (Human's iris
 * model redraws them when it runs, and the answer is searched without it).
 */
export const COARSE_POINTS: readonly number[] = [
  ...MESH.noseBridge,
  MESH.foreheadTop,
  MESH.foreheadMid,
  MESH.glabella,
  108,
  337,
  67,
  297,
  ...MESH.rightBrowUpper,
  ...MESH.leftBrowUpper,
  MESH.rightCheekbone,
  MESH.leftCheekbone,
  ...MESH.jaw,
];

/** Textured, expression-stable features for the patches: eye corners, brows, nose. */
export const PATCH_POINTS: readonly number[] = [
  MESH.rightEyeOuter,
  MESH.rightEyeInner,
  MESH.leftEyeOuter,
  MESH.leftEyeInner,
  ...MESH.rightBrowUpper,
  ...MESH.leftBrowUpper,
  ...MESH.rightBrowLower,
  ...MESH.leftBrowLower,
  ...MESH.noseBridge,
  ...MESH.rightAlar,
  ...MESH.leftAlar,
  MESH.noseBottom,
  MESH.rightJawAngle,
  MESH.leftJawAngle,
  MESH.chin,
];

export type Alignment = {
  /** how the answer's frame relates to the photo's (answer-frame.ts) */
  model: AnswerModel;
  /** photo pixels → the model's coordinates (answer-frame.ts) */
  transform: Similarity;
  /** photo pixels → answer pixels, the whole map */
  map: Affine;
  /** RMS distance (photo px) features still lie from their place after the transform */
  errorPx: number;
  /** RMS residual (photo px) of the mesh fit alone: the mesh's own disagreement, mostly */
  landmarkErrorPx: number;
  /** features the error was measured on (0: the mesh fit stood alone, errorPx is its own) */
  points: number;
};

type Landmarks = readonly (readonly [number, number, number])[];

export type AlignInput = LocateInput & {
  /** the photo's and the answer's sizes */
  frame: Omit<AnswerFrame, 'model'>;
  /** the photo's luma over `rect` (around the face) at the alignment's levels (alignLevels) */
  levels: Levels;
  /** the photo's face mesh, photo px */
  original: Landmarks;
  /** the answer's face mesh, photo px (the answer's stretch undone) */
  answerMesh: Landmarks;
  /** the face unit (px) */
  unit: number;
};

const pick = (lm: Landmarks, idx: readonly number[]): Point[] =>
  idx.map((i) => [lm[i][0], lm[i][1]] as const);

type Start = { transform: Similarity; found: Located };

/** The photo's luma for the first match and for the refinement. */
export type Levels = { coarse: Level; fine: Level };

/**
 * Faces wider than FINE_UNIT are aligned on the photo shrunk to about that width (sub-pixel
 * matches there are still a fraction of a photo pixel); the first match at half that again
 * when the face is still wider than HALF_RES_UNIT, so its search reaches COARSE_SEARCH.
 */
export function alignLevels(photo: Plane, unit: number): Levels {
  const fine = Math.max(1, Math.floor(unit / FINE_UNIT));
  const coarse = unit / fine >= HALF_RES_UNIT ? 2 * fine : fine;
  return {
    fine: { plane: shrink(photo, fine), factor: fine },
    coarse: { plane: shrink(photo, coarse), factor: coarse },
  };
}

/**
 * The similarity the patches start from — the mesh fit, the mesh's median shift alone (a
 * turned head's or a small face's mesh can be several degrees and percent off) or, for a
 * stretched answer, no change at all — whichever the most patches are found under (ties: the
 * best mean match), and those patches, searched on the coarse level.
 */
function startingPoint(
  input: AlignInput,
  levels: Levels,
  frame: AnswerFrame,
  meshFit: Similarity,
  anchors: readonly Point[],
): Start {
  const src = pick(input.original, COARSE_POINTS);
  const dst = pick(input.answerMesh, COARSE_POINTS).map((p) => fromStretched(frame, p));
  // the mesh's median shift at the mesh fit's scale, and (stretched) at the answer's own
  const shifted = (k: number): Similarity => ({
    a: k,
    b: 0,
    tx: median(src.map((p, i) => dst[i][0] - k * p[0])),
    ty: median(src.map((p, i) => dst[i][1] - k * p[1])),
  });
  const scaled = shifted(similarityScale(meshFit));
  const starts =
    frame.model === 'stretched' ? [meshFit, scaled, shifted(1), IDENTITY] : [meshFit, scaled];
  const level = levels.coarse;
  const r = Math.max(MIN_PATCH_PX, Math.round((PATCH_RADIUS * input.unit) / level.factor));
  const s = Math.max(MIN_SEARCH_PX, Math.round((COARSE_SEARCH * input.unit) / level.factor));
  // the starts are told apart on every START_STRIDE-th feature; the winner then locates all
  const some = anchors.filter((_, i) => i % START_STRIDE === 0);
  let best: { transform: Similarity; found: Located } | null = null;
  for (const t of starts) {
    const found = locate(input, level, frameMap(frame, t), some, r, s, false);
    if (!best || better(found, best.found)) best = { transform: t, found };
  }
  const transform = best?.transform ?? meshFit;
  return {
    transform,
    found: locate(input, level, frameMap(frame, transform), anchors, r, s, false),
  };
}

function better(a: Located, b: Located): boolean {
  if (a.src.length !== b.src.length) return a.src.length > b.src.length;
  return a.meanScore > b.meanScore;
}

function median(values: number[]): number {
  const v = [...values].sort((p, q) => p - q);
  return v.length === 0 ? 0 : v[Math.floor(v.length / 2)];
}

/**
 * Aligns under each frame model (one when the aspects agree) and keeps the one whose features
 * lie closest once aligned (a wrong model leaves the face's far features off by its aspect
 * error), or, when either found too few features to tell, the one that found more; null when
 * the meshes cannot give a similarity.
 */
export function alignAnswer(input: AlignInput): Alignment | null {
  const levels = input.levels;
  const stretched = alignUnder(input, levels, { ...input.frame, model: 'stretched' });
  if (!aspectsDiffer({ ...input.frame, model: 'stretched' }, SAME_ASPECT)) return stretched;
  // lined up to a fifth of a pixel of the level it was matched on already: a re-framing would
  // have left it further off
  const closeEnough = GOOD_ENOUGH_PX * levels.fine.factor;
  if (stretched && stretched.points >= MIN_PATCHES && stretched.errorPx <= closeEnough)
    return stretched;
  const uniform = alignUnder(input, levels, { ...input.frame, model: 'uniform' });
  if (!stretched || !uniform) return stretched ?? uniform;
  const sure = (a: Alignment) => a.points >= MIN_PATCHES;
  if (sure(stretched) && sure(uniform))
    return uniform.errorPx < stretched.errorPx ? uniform : stretched;
  return uniform.points > stretched.points ? uniform : stretched;
}

/** Fits the mesh, then refines on patches, under one frame model. */
function alignUnder(input: AlignInput, levels: Levels, frame: AnswerFrame): Alignment | null {
  const src = pick(input.original, COARSE_POINTS);
  const coarse = fitSimilarityTrimmed(
    src,
    pick(input.answerMesh, COARSE_POINTS).map((p) => fromStretched(frame, p)),
    TRIM_KEEP,
    TRIM_ROUNDS,
  );
  if (!coarse) return null;
  const scale = similarityScale(coarse.transform);
  const kept = coarse.residual.filter((_, i) => coarse.inlier[i]).map((v) => v / scale);
  const landmarkErrorPx = rms(kept);
  const anchors = pick(input.original, PATCH_POINTS);
  let { transform, found } = startingPoint(input, levels, frame, coarse.transform, anchors);
  const fine = levels.fine;
  const r = Math.max(MIN_PATCH_PX, Math.round((PATCH_RADIUS * input.unit) / fine.factor));
  let refined = false;
  for (let round = 0; round < REFINE_ROUNDS; round++) {
    if (found.src.length < MIN_PATCHES) break;
    const dst = found.dst.map((p) => fromAnswer(frame, p));
    const fit = fitSimilarityTrimmed(found.src, dst, TRIM_KEEP, TRIM_ROUNDS);
    if (!fit) break;
    transform = fit.transform;
    refined = true;
    found = locate(input, fine, frameMap(frame, transform), anchors, r, FINE_SEARCH_PX);
  }
  const result = (t: Similarity, errorPx: number, points: number): Alignment => ({
    model: frame.model,
    transform: t,
    map: frameMap(frame, t),
    errorPx,
    landmarkErrorPx,
    points,
  });
  if (!refined) return result(coarse.transform, landmarkErrorPx, 0);
  // the error: how far each feature still lies from its place under the final transform
  const shifts = found.shift.sort((a, b) => a - b);
  const used = shifts.slice(0, Math.ceil(shifts.length * TRIM_KEEP));
  return result(transform, used.length > 0 ? rms(used) : landmarkErrorPx, used.length);
}
