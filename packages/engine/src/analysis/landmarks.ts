/** MediaPipe face-mesh indices used by the analysis (subject's right = image left). */
export const LM = {
  foreheadTop: 10,
  forehead: 151,
  glabella: 9,
  chin: 152,
  faceRight: 234,
  faceLeft: 454,
  cheekboneRight: 116,
  cheekboneLeft: 345,
  jawRight: 172,
  jawLeft: 397,
  jawLowRight: 150,
  jawLowLeft: 379,
  templeRight: 54,
  templeLeft: 284,
  foreheadSideRight: 103,
  foreheadSideLeft: 332,
  cheekRight: 50,
  cheekLeft: 280,
  cheekLowRight: 205,
  cheekLowLeft: 425,
  noseTip: 1,
  noseBridge: 6,
  noseAlaRight: 129,
  noseAlaLeft: 358,
  eyeRightOuter: 33,
  eyeRightInner: 133,
  eyeRightTop: 159,
  eyeRightBottom: 145,
  eyeLeftInner: 362,
  eyeLeftOuter: 263,
  eyeLeftTop: 386,
  eyeLeftBottom: 374,
  mouthRight: 61,
  mouthLeft: 291,
  upperLipTop: 0,
  upperLipInner: 13,
  lowerLipInner: 14,
  lowerLipBottom: 17,
  cupidRight: 37,
  cupidLeft: 267,
} as const;

export const BROW_RIGHT_UPPER = [70, 63, 105, 66, 107];
export const BROW_RIGHT_LOWER = [46, 53, 52, 65, 55];
export const BROW_LEFT_UPPER = [300, 293, 334, 296, 336];
export const BROW_LEFT_LOWER = [276, 283, 282, 295, 285];

export const LIPS_OUTER = [
  61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146,
];
export const LIPS_INNER = [
  78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95,
];

export const EYE_RIGHT = [
  33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7,
];
export const EYE_LEFT = [
  263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249,
];

/** Iris centre + 4 rim points for each eye (Human appends them after the 468 mesh points). */
export const IRIS_A = [468, 469, 470, 471, 472];
export const IRIS_B = [473, 474, 475, 476, 477];

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
  const r = pt(mesh, LM.eyeRightOuter);
  const l = pt(mesh, LM.eyeLeftOuter);
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
