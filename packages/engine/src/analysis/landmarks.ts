/** The analysis's point helpers on the mesh (indices in face/landmarks.ts). */
import { MESH } from '../face/landmarks';

export type Mesh = [number, number, number][];
export type P = { x: number; y: number };

export function pt(mesh: Mesh, i: number): P {
  const p = mesh[i];
  return p ? { x: p[0], y: p[1] } : { x: 0, y: 0 };
}

export function dist(a: P, b: P): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The mesh in a face-aligned frame: origin between the eyes, x along the eye line, y down.
 * Removes head roll so ratios and tilts are measured on the face, not the photo.
 */
export function faceFrame(mesh: Mesh): (i: number) => P {
  const r = pt(mesh, MESH.rightEyeOuter);
  const l = pt(mesh, MESH.leftEyeOuter);
  const ang = Math.atan2(l.y - r.y, l.x - r.x);
  const cx = (r.x + l.x) / 2;
  const cy = (r.y + l.y) / 2;
  const cos = Math.cos(-ang);
  const sin = Math.sin(-ang);
  return (i: number) => {
    const p = pt(mesh, i);
    const dx = p.x - cx;
    const dy = p.y - cy;
    return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
  };
}

/**
 * The side a profile faces: the sign of the image x its nose points to (1: right) when the nose
 * tip lies beyond a cheek edge (the face turned so far that its front is its outline on that
 * side), else 0 (a frontal or three-quarter face, whose nose lies between its cheek edges).
 */
export function profileFront(mesh: Mesh): -1 | 0 | 1 {
  const nose = pt(mesh, MESH.noseTip).x;
  const a = pt(mesh, MESH.rightCheekEdge).x;
  const b = pt(mesh, MESH.leftCheekEdge).x;
  if (nose > Math.max(a, b)) return 1;
  if (nose < Math.min(a, b)) return -1;
  return 0;
}
