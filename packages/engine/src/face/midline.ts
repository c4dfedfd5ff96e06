/**
 * The face's midline (nose bridge, mesh point 168, to the chin) and each side's visible
 * half-width (midline to that side's cheek edge). A turned head shows its far side narrower;
 * placing a left/right pair as the same share of each side's own half-width keeps a drawn
 * feature symmetric on the face, whatever the yaw.
 */
import { pt, type FaceFrame, type Landmarks } from './geometry';
import { MESH } from './landmarks';
import type { Point } from '../image/point';

export type Midline = {
  /** the midline's u (face widths) at row v of the face frame */
  midU: (v: number) => number;
  /** half-widths of the subject's right and left side, face widths */
  halfRight: number;
  halfLeft: number;
  /** −1: the subject's right side lies at smaller u (the frame runs from the right eye) */
  rightSign: number;
  /** a point `t` half-widths out from the midline on one side, at row v */
  place: (side: 'right' | 'left', t: number, v: number) => Point;
  /** the share of its side's half-width at which a point lies, and its row */
  share: (p: Point) => { t: number; v: number };
  /** a right/left landmark pair put at their mean share and row on each side */
  pair: (iR: number, iL: number) => [Point, Point];
  /** two points (the subject's right and left) put at their mean share and row */
  mirror: (r: Point, l: Point) => [Point, Point];
};

export function midline(lm: Landmarks, f: FaceFrame): Midline {
  const top = f.toFace(pt(lm, 168));
  const bot = f.toFace(pt(lm, MESH.chin));
  const midU = (v: number): number =>
    top[0] + ((bot[0] - top[0]) * (v - top[1])) / Math.max(1e-3, bot[1] - top[1]);
  const edgeR = f.toFace(pt(lm, MESH.rightCheekEdge));
  const edgeL = f.toFace(pt(lm, MESH.leftCheekEdge));
  // the frame's u runs from the subject's right eye to the left one, so the right side lies at
  // smaller u; a far cheek edge hidden behind the nose (a near-profile) leaves that side thin
  const rightSign = -1;
  const halfRight = Math.max(0.05, midU(edgeR[1]) - edgeR[0]);
  const halfLeft = Math.max(0.05, edgeL[0] - midU(edgeL[1]));
  const place = (side: 'right' | 'left', t: number, v: number): Point =>
    side === 'right'
      ? f.toPx(midU(v) + rightSign * t * halfRight, v)
      : f.toPx(midU(v) - rightSign * t * halfLeft, v);
  const share = (p: Point): { t: number; v: number } => {
    const q = f.toFace(p);
    const side = Math.sign(q[0] - midU(q[1])) === rightSign ? halfRight : halfLeft;
    return { t: Math.abs(q[0] - midU(q[1])) / side, v: q[1] };
  };
  const mirror = (r: Point, l: Point): [Point, Point] => {
    const a = f.toFace(r);
    const b = f.toFace(l);
    const v = (a[1] + b[1]) / 2;
    const t =
      (Math.abs(a[0] - midU(a[1])) / halfRight + Math.abs(b[0] - midU(b[1])) / halfLeft) / 2;
    return [place('right', t, v), place('left', t, v)];
  };
  return {
    midU,
    halfRight,
    halfLeft,
    rightSign,
    place,
    share,
    mirror,
    pair: (iR, iL) => mirror(pt(lm, iR), pt(lm, iL)),
  };
}
