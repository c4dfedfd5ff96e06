/**
 * Aligns the answer to the photo: a trimmed similarity from the face mesh found on both, then
 * refined photometrically — patches around textured, expression-stable features of the photo
 * are located in the answer warped by the current fit, and the similarity is re-fitted to those
 * sub-pixel matches. Two mesh runs on different crops disagree by 2–6 px per point (measured on
 * the fixtures), so the mesh alone cannot align to a pixel; the patches can.
 */
import { MESH } from '../render/mesh-regions';
import {
  COARSE_SEARCH,
  FINE_SEARCH_PX,
  HALF_RES_UNIT,
  MIN_PATCHES,
  MIN_PATCH_PX,
  MIN_SEARCH_PX,
  PATCH_RADIUS,
  REFINE_ROUNDS,
  TRIM_KEEP,
  TRIM_ROUNDS,
} from './fit-params';
import { halve, locate, type Level, type LocateInput, type Located } from './locate';
import type { Plane } from './patch-match';
import {
  IDENTITY,
  fitSimilarityTrimmed,
  rms,
  similarityScale,
  type Point,
  type Similarity,
} from './similarity';

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
  /** photo pixels → the answer's pixels, the answer stretched to the photo's size */
  transform: Similarity;
  /** RMS distance (photo px) features still lie from their place after the transform */
  errorPx: number;
  /** RMS residual (photo px) of the mesh fit alone: the mesh's own disagreement, mostly */
  landmarkErrorPx: number;
  /** features the error was measured on (0: the mesh fit stood alone, errorPx is its own) */
  points: number;
};

type Landmarks = readonly (readonly [number, number, number])[];

export type AlignInput = LocateInput & {
  /** the photo's luma over `rect` (around the face) */
  photo: Plane;
  /** the photo's face mesh, photo px */
  original: Landmarks;
  /** the answer's face mesh, photo px (the answer's stretch undone) */
  answerMesh: Landmarks;
  /** the face unit (px) */
  unit: number;
};

const pick = (lm: Landmarks, idx: readonly number[]): Point[] =>
  idx.map((i) => [lm[i][0], lm[i][1]] as const);

/**
 * The similarity the patches start from — the mesh fit, the mesh's median shift alone (a
 * turned head's mesh can be several degrees and percent off) or no change at all — whichever
 * the most patches are found under (ties: the best mean match), and those patches. Searched at
 * half resolution for faces wide enough, so the search reaches COARSE_SEARCH face units.
 */
function startingPoint(input: AlignInput, meshFit: Similarity, anchors: readonly Point[]) {
  const src = pick(input.original, COARSE_POINTS);
  const dst = pick(input.answerMesh, COARSE_POINTS);
  const shift: Similarity = {
    a: 1,
    b: 0,
    tx: median(src.map((p, i) => dst[i][0] - p[0])),
    ty: median(src.map((p, i) => dst[i][1] - p[1])),
  };
  const factor = input.unit >= HALF_RES_UNIT ? 2 : 1;
  const level: Level = { plane: factor === 2 ? halve(input.photo) : input.photo, factor };
  const r = Math.max(MIN_PATCH_PX, Math.round((PATCH_RADIUS * input.unit) / factor));
  const s = Math.max(MIN_SEARCH_PX, Math.round((COARSE_SEARCH * input.unit) / factor));
  let best: { transform: Similarity; found: Located } | null = null;
  for (const t of [meshFit, shift, IDENTITY]) {
    const found = locate(input, level, t, anchors, r, s);
    if (!best || better(found, best.found)) best = { transform: t, found };
  }
  return best ?? { transform: meshFit, found: locate(input, level, meshFit, anchors, r, s) };
}

function better(a: Located, b: Located): boolean {
  if (a.src.length !== b.src.length) return a.src.length > b.src.length;
  return a.meanScore > b.meanScore;
}

function median(values: number[]): number {
  const v = [...values].sort((p, q) => p - q);
  return v.length === 0 ? 0 : v[Math.floor(v.length / 2)];
}

/** Fits the mesh, then refines on patches; null when the meshes cannot give a similarity. */
export function alignAnswer(input: AlignInput): Alignment | null {
  const coarse = fitSimilarityTrimmed(
    pick(input.original, COARSE_POINTS),
    pick(input.answerMesh, COARSE_POINTS),
    TRIM_KEEP,
    TRIM_ROUNDS,
  );
  if (!coarse) return null;
  const scale = similarityScale(coarse.transform);
  const kept = coarse.residual.filter((_, i) => coarse.inlier[i]).map((v) => v / scale);
  const landmarkErrorPx = rms(kept);
  const anchors = pick(input.original, PATCH_POINTS);
  let { transform, found } = startingPoint(input, coarse.transform, anchors);
  const full: Level = { plane: input.photo, factor: 1 };
  const r = Math.max(MIN_PATCH_PX, Math.round(PATCH_RADIUS * input.unit));
  let refined = false;
  for (let round = 0; round < REFINE_ROUNDS; round++) {
    if (found.src.length < MIN_PATCHES) break;
    const fit = fitSimilarityTrimmed(found.src, found.dst, TRIM_KEEP, TRIM_ROUNDS);
    if (!fit) break;
    transform = fit.transform;
    refined = true;
    found = locate(input, full, transform, anchors, r, FINE_SEARCH_PX);
  }
  if (!refined)
    return { transform: coarse.transform, errorPx: landmarkErrorPx, landmarkErrorPx, points: 0 };
  // the error: how far each feature still lies from its place under the final transform
  const shifts = found.shift.sort((a, b) => a - b);
  const used = shifts.slice(0, Math.ceil(shifts.length * TRIM_KEEP));
  return {
    transform,
    errorPx: used.length > 0 ? rms(used) : landmarkErrorPx,
    landmarkErrorPx,
    points: used.length,
  };
}
