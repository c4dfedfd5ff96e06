/** The rectangles the fit works in: the head region, the face's, and the answer's around it. */
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { faceFrame } from '../face/geometry';
import type { DetectedFace } from '../runtime/human-runtime';
import {
  COARSE_SEARCH,
  PATCH_RADIUS,
  REGION_BOTTOM,
  REGION_HALF_WIDTH,
  REGION_TOP,
} from './fit-params';
import { lumaPlane, type Rect } from './warp';

/** The whole pixels of a w×h image within `pad` of the points' bounding box. */
export function boundsAround(
  xs: readonly number[],
  ys: readonly number[],
  pad: number,
  w: number,
  h: number,
): Rect {
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const x1 = Math.min(w, Math.ceil(Math.max(...xs) + pad));
  const y1 = Math.min(h, Math.ceil(Math.max(...ys) + pad));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/**
 * The photo's pixels the answer may change: the person's head and shoulders with room for long
 * and big hair (a little more than the renderer's hair work region, so an answer's longer hair
 * is not cut at its edge).
 */
export function headRegion(person: PersonAnalysis, width: number, height: number): Rect {
  const f = faceFrame(person.landmarks);
  const u = REGION_HALF_WIDTH;
  const corners = [
    [-u, REGION_TOP],
    [u, REGION_TOP],
    [-u, REGION_BOTTOM],
    [u, REGION_BOTTOM],
  ];
  const px = corners.map(([cu, cv]) => f.toPx(cu, cv));
  return boundsAround(
    px.map((p) => p[0]),
    px.map((p) => p[1]),
    0,
    width,
    height,
  );
}

/** How far beyond the face the patches and their search reach, px. */
const reach = (unit: number) => Math.ceil((PATCH_RADIUS + COARSE_SEARCH) * unit) + 16;

/** The photo's pixels around the face mesh where the patches are searched. */
export function faceRect(lm: PersonAnalysis['landmarks'], unit: number, w: number, h: number) {
  const mesh = lm.slice(0, 468);
  return boundsAround(
    mesh.map((p) => p[0]),
    mesh.map((p) => p[1]),
    reach(unit),
    w,
    h,
  );
}

/**
 * The answer's luma where the patches may look: around the face rectangle as stretched onto
 * the answer and around the answer's own face mesh, grown by the search's reach.
 */
export function answerLuma(
  answer: RawImage,
  fr: Rect,
  face: DetectedFace,
  width: number,
  height: number,
  unit: number,
) {
  const kx = answer.width / width;
  const ky = answer.height / height;
  const xs = [fr.x, fr.x + fr.width, ...face.mesh.map((p) => p[0])].map((x) => x * kx);
  const ys = [fr.y, fr.y + fr.height, ...face.mesh.map((p) => p[1])].map((y) => y * ky);
  const rect = boundsAround(xs, ys, reach(unit) * Math.max(kx, ky), answer.width, answer.height);
  const data = lumaPlane(answer, rect);
  return { data, width: rect.width, height: rect.height, x0: rect.x, y0: rect.y };
}
