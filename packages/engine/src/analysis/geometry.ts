import type { FaceShape } from '@looklab/shared';
import { dist, faceFrame, type Mesh, type P } from './landmarks';
import { MESH } from '../face/landmarks';

/** Ratios measured on the roll-corrected mesh. All pure. */
export type FaceMetrics = {
  faceWidth: number;
  faceLength: number;
  lengthRatio: number;
  foreheadRatio: number;
  jawRatio: number;
  chinRatio: number;
  eyeAspect: number;
  eyeTilt: number;
  eyeSpacing: number;
  upperLip: number;
  lowerLip: number;
  lipWidthRatio: number;
  lipFullness: number;
  cupidBow: number;
  mouthOpen: number;
  lipAsymmetry: number;
  browArch: number;
  browThickness: number;
  noseWidthRatio: number;
  yaw: number;
};

export function faceMetrics(mesh: Mesh): FaceMetrics {
  const q = faceFrame(mesh);
  const w = dist(q(MESH.rightCheekEdge), q(MESH.leftCheekEdge)) || 1;
  // mesh point 10 sits below the hairline: add ~18 % of the width for the upper forehead
  const length = q(MESH.chin).y - q(MESH.foreheadTop).y + 0.18 * w;
  const forehead = dist(q(MESH.rightForeheadSide), q(MESH.leftForeheadSide));
  const jaw = dist(q(MESH.rightJawAngle), q(MESH.leftJawAngle));
  const chin = dist(q(MESH.rightJawLow), q(MESH.leftJawLow));
  const eye = (outer: P, inner: P, top: P, bottom: P) => ({
    width: dist(outer, inner) || 1,
    height: dist(top, bottom),
    tilt: (inner.y - outer.y) / (dist(outer, inner) || 1),
  });
  const er = eye(
    q(MESH.rightEyeOuter),
    q(MESH.rightEyeInner),
    q(MESH.rightEyeTop),
    q(MESH.rightEyeBottom),
  );
  const el = eye(
    q(MESH.leftEyeOuter),
    q(MESH.leftEyeInner),
    q(MESH.leftEyeTop),
    q(MESH.leftEyeBottom),
  );
  const eyeW = (er.width + el.width) / 2;
  const mouthW = dist(q(MESH.mouthRight), q(MESH.mouthLeft)) || 1;
  const upper = q(MESH.upperLipInner).y - q(MESH.upperLipTop).y;
  const lower = q(MESH.lowerLipBottom).y - q(MESH.lowerLipInner).y;
  const cupid = (q(MESH.cupidRight).y + q(MESH.cupidLeft).y) / 2 - q(MESH.upperLipTop).y;
  const mid = q(MESH.noseBridgeMid).x;
  const lipAsym = Math.abs(mid - q(MESH.mouthRight).x - (q(MESH.mouthLeft).x - mid)) / mouthW;
  const browArch = (ids: readonly number[]) => {
    const pts = ids.map(q);
    const a = pts[0] ?? { x: 0, y: 0 };
    const b = pts[pts.length - 1] ?? { x: 0, y: 0 };
    const len = dist(a, b) || 1;
    const top = Math.min(...pts.map((p) => p.y));
    return ((a.y + b.y) / 2 - top) / len;
  };
  const browThick = (dist(q(105), q(52)) + dist(q(334), q(282))) / 2 / (eyeW || 1);
  const noseW = dist(q(MESH.rightNoseWing), q(MESH.leftNoseWing));
  const nose = q(MESH.noseTip);
  const yaw = (nose.x - (q(MESH.rightCheekEdge).x + q(MESH.leftCheekEdge).x) / 2) / w;
  return {
    faceWidth: w,
    faceLength: length,
    lengthRatio: length / w,
    foreheadRatio: forehead / w,
    jawRatio: jaw / w,
    chinRatio: chin / w,
    eyeAspect: (er.height / er.width + el.height / el.width) / 2,
    eyeTilt: (er.tilt + el.tilt) / 2,
    eyeSpacing: dist(q(MESH.rightEyeInner), q(MESH.leftEyeInner)) / eyeW,
    upperLip: upper / mouthW,
    lowerLip: lower / mouthW,
    lipWidthRatio: mouthW / w,
    lipFullness: (upper + lower) / mouthW,
    cupidBow: cupid / mouthW,
    mouthOpen: (q(MESH.lowerLipInner).y - q(MESH.upperLipInner).y) / mouthW,
    lipAsymmetry: lipAsym,
    browArch: (browArch(MESH.rightBrowUpper) + browArch(MESH.leftBrowUpper)) / 2,
    browThickness: browThick,
    noseWidthRatio: noseW / w,
    yaw,
  };
}

/** Face shape from proportions (length/width, forehead, jaw and chin widths). */
export function classifyFaceShape(m: FaceMetrics): FaceShape {
  if (m.lengthRatio > 1.52) return 'oblong';
  if (m.foreheadRatio > m.jawRatio + 0.12 && m.chinRatio < 0.42) return 'heart';
  if (m.foreheadRatio < 0.72 && m.jawRatio < 0.74 && m.chinRatio < 0.48) return 'diamond';
  if (m.lengthRatio < 1.3) return m.jawRatio > 0.8 ? 'square' : 'round';
  if (m.jawRatio > 0.83) return 'square';
  return 'oval';
}

export function describeFaceShape(shape: FaceShape, m: FaceMetrics): string {
  const base: Record<FaceShape, string> = {
    oval: 'Oval',
    round: 'Round',
    square: 'Square',
    heart: 'Heart',
    oblong: 'Oblong',
    diamond: 'Diamond',
  };
  return `${base[shape]} (length ${m.lengthRatio.toFixed(2)}× width, jaw ${Math.round(
    m.jawRatio * 100,
  )}% of cheek width)`;
}

export function describeEyes(m: FaceMetrics): string {
  const shape =
    m.eyeAspect > 0.36 ? 'round' : m.eyeAspect < 0.24 ? 'narrow, slightly hooded' : 'almond-shaped';
  const tilt = m.eyeTilt > 0.07 ? 'upturned' : m.eyeTilt < -0.03 ? 'slightly downturned' : 'level';
  const spacing =
    m.eyeSpacing > 1.12 ? 'wide-set' : m.eyeSpacing < 0.92 ? 'close-set' : 'evenly spaced';
  return `${shape[0]?.toUpperCase()}${shape.slice(1)}, ${tilt} eyes, ${spacing}`;
}

export function describeBones(m: FaceMetrics): string {
  const cheek =
    m.jawRatio < 0.76
      ? 'high, prominent cheekbones'
      : m.jawRatio < 0.84
        ? 'balanced cheekbones'
        : 'broad cheekbones';
  const jaw =
    m.jawRatio > 0.84
      ? 'a strong, angular jawline'
      : m.chinRatio < 0.44
        ? 'a tapered jaw and pointed chin'
        : 'a softly defined jawline';
  return `${cheek[0]?.toUpperCase()}${cheek.slice(1)} with ${jaw}`;
}
