/**
 * Where to look for the person's face in the answer, and which face found there is theirs. The
 * answer is the photo re-drawn, so the face mesh runs first on the square where the photo's face
 * is (no detector); when it is not confident, the detector and mesh search a crop around it, at
 * the scale the photo's own faces were detected at.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { visibleFaces } from '../analysis/analyze-image';
import type { RawImage } from '../image/raw-image';
import { faceFrame, type Landmarks } from '../face/geometry';
import type { DetectedFace } from '../runtime/human-runtime';
import { faceSquare, type FaceSquare } from '../runtime/face-square';
import {
  MAX_FACE_OFFSET,
  MAX_FACE_SIZE_RATIO,
  MESH_SQUARE_CENTRE,
  MESH_SQUARE_MOVED,
  MESH_SQUARE_SIDE,
  SEARCH_MARGIN,
} from './fit-params';
import { IDENTITY } from './similarity';
import { answerMap, warpRgba, type Affine, type Rect } from './warp';

export type AnswerCrop = {
  /** the answer around the face, stretched back to the photo's proportions and scaled by `scale` */
  image: RawImage;
  /** the photo's pixels the crop covers */
  rect: Rect;
  /** crop pixels per photo pixel */
  scale: number;
};

/** The face box grown by SEARCH_MARGIN per side, in whole photo pixels. */
export function searchRect(box: PersonAnalysis['faceBox'], width: number, height: number): Rect {
  const x0 = Math.max(0, Math.floor(box.x - box.width * SEARCH_MARGIN));
  const y0 = Math.max(0, Math.floor(box.y - box.height * SEARCH_MARGIN));
  const x1 = Math.min(width, Math.ceil(box.x + box.width * (1 + SEARCH_MARGIN)));
  const y1 = Math.min(height, Math.ceil(box.y + box.height * (1 + SEARCH_MARGIN)));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/**
 * The answer over `rect` of the photo (the answer's stretch undone), sampled at `scale` crop
 * pixels per photo pixel (the scale the photo's faces were detected at).
 */
export function answerCrop(
  answer: RawImage,
  width: number,
  height: number,
  rect: Rect,
  scale: number,
): AnswerCrop {
  const cw = Math.max(1, Math.round(rect.width * scale));
  const ch = Math.max(1, Math.round(rect.height * scale));
  const kx = rect.width / cw;
  const ky = rect.height / ch;
  // crop pixel centre i ↔ photo pixel centre rect.x − ½ + (i + ½)·k, then the answer's stretch
  const toAnswer = answerMap(IDENTITY, width, height, answer.width, answer.height);
  const ox = rect.x - 0.5 + 0.5 * kx;
  const oy = rect.y - 0.5 + 0.5 * ky;
  const m: Affine = [
    toAnswer[0] * kx,
    0,
    toAnswer[0] * ox + toAnswer[2],
    0,
    toAnswer[4] * ky,
    toAnswer[4] * oy + toAnswer[5],
  ];
  return {
    image: warpRgba(answer, m, { x: 0, y: 0, width: cw, height: ch }),
    rect,
    scale: cw / rect.width,
  };
}

/** A face found on the crop, moved to photo pixels (continuous, as the photo's mesh is). */
export function faceToPhoto(face: DetectedFace, crop: AnswerCrop): DetectedFace {
  const kx = crop.rect.width / crop.image.width;
  const ky = crop.rect.height / crop.image.height;
  return {
    ...face,
    box: {
      x: crop.rect.x + face.box.x * kx,
      y: crop.rect.y + face.box.y * ky,
      width: face.box.width * kx,
      height: face.box.height * ky,
    },
    mesh: face.mesh.map(
      ([x, y, z]) =>
        [crop.rect.x + x * kx, crop.rect.y + y * ky, z * kx] as [number, number, number],
    ),
  };
}

/**
 * The found face that is the person's: the one whose eyes' midpoint is nearest to where the
 * person's was, if near enough and of about the same face width (from the mesh: a crop's face
 * box and a whole-photo pass's differ by up to 2× on small faces); null when there is none.
 */
export function matchFace(
  found: readonly DetectedFace[],
  original: PersonAnalysis['landmarks'],
): DetectedFace | null {
  const want = faceFrame(original);
  let best: DetectedFace | null = null;
  let bestD = Infinity;
  for (const f of visibleFaces([...found])) {
    const got = faceFrame(f.mesh);
    const d = Math.hypot(got.origin[0] - want.origin[0], got.origin[1] - want.origin[1]);
    const ratio = got.unit / want.unit;
    if (d > MAX_FACE_OFFSET * want.unit) continue;
    if (ratio > MAX_FACE_SIZE_RATIO || ratio < 1 / MAX_FACE_SIZE_RATIO) continue;
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best;
}

/** A mesh found on a square as a found face (its box: the mesh's bounds). */
export function meshFace(mesh: [number, number, number][], score: number): DetectedFace {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of mesh) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return {
    score,
    box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    mesh,
    age: null,
    gender: null,
    genderScore: 0,
    embedding: null,
    rotation: null,
  };
}

/** Whether the mesh's own square is far enough from the one it was found on to search again. */
export function squareMoved(a: FaceSquare, b: FaceSquare): boolean {
  return (
    Math.hypot(a.cx - b.cx, a.cy - b.cy) > MESH_SQUARE_MOVED * a.side ||
    Math.abs(b.side / a.side - 1) > MESH_SQUARE_MOVED
  );
}

/** The square the answer's face mesh is first searched on: where the photo's face is. */
export function meshSquare(landmarks: Landmarks): FaceSquare {
  return faceSquare(landmarks, MESH_SQUARE_SIDE, MESH_SQUARE_CENTRE);
}
