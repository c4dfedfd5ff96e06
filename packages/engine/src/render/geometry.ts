/** Points, the face frame (centre, scale, roll) derived from the mesh, and small vector helpers. */
import { MESH } from './mesh-regions';

export type Point = [number, number];
export type Landmarks = readonly (readonly [number, number, number])[];

export function pt(lm: Landmarks, i: number): Point {
  const p = lm[i];
  return p ? [p[0], p[1]] : [0, 0];
}

export function pts(lm: Landmarks, idx: readonly number[]): Point[] {
  return idx.map((i) => pt(lm, i));
}

export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function centroid(p: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const q of p) {
    x += q[0];
    y += q[1];
  }
  return [x / Math.max(1, p.length), y / Math.max(1, p.length)];
}

export function translate(p: readonly Point[], dx: number, dy: number): Point[] {
  return p.map((q) => [q[0] + dx, q[1] + dy]);
}

/** Scales points about a centre. */
export function scaleAbout(p: readonly Point[], c: Point, sx: number, sy = sx): Point[] {
  return p.map((q) => [c[0] + (q[0] - c[0]) * sx, c[1] + (q[1] - c[1]) * sy]);
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

/** Convex hull (monotone chain), counter-clockwise. */
export function convexHull(points: readonly Point[]): Point[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Point, a: Point, b: Point): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0)
      lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0)
      upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
