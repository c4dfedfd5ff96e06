/** The face frame (centre, scale, roll) derived from the mesh, and landmark look-ups. */
import { MESH } from './landmarks';
import { dist, lerp, type Point } from '../image/point';

export type Landmarks = readonly (readonly [number, number, number])[];

export function pt(lm: Landmarks, i: number): Point {
  const p = lm[i];
  return p ? [p[0], p[1]] : [0, 0];
}

export function pts(lm: Landmarks, idx: readonly number[]): Point[] {
  return idx.map((i) => pt(lm, i));
}

/**
 * A face-aligned frame: origin at the midpoint between the eyes, x along the eye line, y down
 * the face; unit = face width (cheek to cheek at eye level).
 */
export type FaceFrame = {
  origin: Point;
  unit: number;
  roll: number;
  /** face height in units (forehead landmark to chin) */
  height: number;
  /** -1..1: positive when the head is turned so the image-right cheek is nearer */
  yaw: number;
  /** unit vectors (image coordinates) of the face's "across" (+u) and "up" (−v) */
  across: Point;
  up: Point;
  toPx(u: number, v: number): Point;
  toFace(p: Point): Point;
};

export function faceFrame(lm: Landmarks): FaceFrame {
  const le = pt(lm, MESH.rightEyeOuter);
  const re = pt(lm, MESH.leftEyeOuter);
  const origin = lerp(le, re, 0.5);
  const roll = Math.atan2(re[1] - le[1], re[0] - le[0]);
  const top = pt(lm, MESH.foreheadTop);
  const chin = pt(lm, MESH.chin);
  // turned heads shorten the cheek-to-cheek width but not the forehead-to-chin height
  const unit = Math.max(
    4,
    dist(pt(lm, MESH.rightCheekEdge), pt(lm, MESH.leftCheekEdge)),
    dist(top, chin) * 0.82,
  );
  const c = Math.cos(roll);
  const s = Math.sin(roll);
  const nose = pt(lm, MESH.noseTip);
  const dr = dist(nose, pt(lm, MESH.rightCheekEdge));
  const dl = dist(nose, pt(lm, MESH.leftCheekEdge));
  const yaw = (dl - dr) / Math.max(1, dl + dr);
  const height = dist(top, chin) / unit;
  return {
    origin,
    unit,
    roll,
    height,
    yaw,
    across: [c, s],
    up: [s, -c],
    toPx(u: number, v: number): Point {
      const x = u * unit;
      const y = v * unit;
      return [origin[0] + x * c - y * s, origin[1] + x * s + y * c];
    },
    toFace(p: Point): Point {
      const dx = p[0] - origin[0];
      const dy = p[1] - origin[1];
      return [(dx * c + dy * s) / unit, (-dx * s + dy * c) / unit];
    },
  };
}
