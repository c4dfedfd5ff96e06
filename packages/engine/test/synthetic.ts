import type { RawImage } from '../src/image/raw-image';
import { pointInPolygon, type Point2 } from '../src/image/sample';
import { MESH } from '../src/face/landmarks';
import type { DetectedFace } from '../src/runtime/human-runtime';

const EYE_RIGHT = [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7];
const EYE_LEFT = [263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249];

/** Paints dark, flat lenses over both eyes (scaled-up eye outlines), like sunglasses. */
export function paintSunglasses(img: RawImage, mesh: [number, number, number][]): RawImage {
  const out: RawImage = { ...img, data: new Uint8Array(img.data) };
  for (const ids of [EYE_RIGHT, EYE_LEFT]) {
    const pts = ids.map((i) => mesh[i] ?? [0, 0, 0]);
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    const lens: Point2[] = pts.map((p) => [cx + (p[0] - cx) * 1.9, cy + (p[1] - cy) * 3.6]);
    const xs = lens.map((p) => p[0]);
    const ys = lens.map((p) => p[1]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++)
      for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
        if (x < 0 || y < 0 || x >= img.width || y >= img.height || !pointInPolygon(x, y, lens))
          continue;
        const i = (y * img.width + x) * 4;
        out.data[i] = 18;
        out.data[i + 1] = 18;
        out.data[i + 2] = 22;
      }
  }
  return out;
}

/** A smooth, textured RGBA test card (no two nearby pixels alike). */
export function testCard(w: number, h: number): RawImage {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      data[i] = 128 + 90 * Math.sin(x / 7 + y / 13);
      data[i + 1] = 128 + 90 * Math.cos(x / 11 - y / 5);
      data[i + 2] = 128 + 60 * Math.sin((x + y) / 9);
      data[i + 3] = 255;
    }
  }
  return { data, width: w, height: h, channels: 4 };
}

/**
 * A 478-point face mesh with the points the fit and the face frame use in place: the face oval
 * on an ellipse (top at the forehead, chin at the bottom, the jaw its lower half), eye corners
 * at ±0.3 face units either side of (cx, cy), the nose on the axis; every other point at the
 * eyes' midpoint. `unit` is the face's width in px.
 */
export function syntheticMesh(cx: number, cy: number, unit: number): [number, number, number][] {
  const mesh: [number, number, number][] = Array.from({ length: 478 }, () => [cx, cy, 0]);
  MESH.faceOval.forEach((id, k) => {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / MESH.faceOval.length;
    mesh[id] = [cx + 0.5 * unit * Math.cos(a), cy + 0.15 * unit + 0.6 * unit * Math.sin(a), 0];
  });
  mesh[MESH.rightEyeOuter] = [cx - 0.3 * unit, cy, 0];
  mesh[MESH.rightEyeInner] = [cx - 0.1 * unit, cy, 0];
  mesh[MESH.leftEyeInner] = [cx + 0.1 * unit, cy, 0];
  mesh[MESH.leftEyeOuter] = [cx + 0.3 * unit, cy, 0];
  mesh[MESH.noseTip] = [cx, cy + 0.25 * unit, 0];
  return mesh;
}

/** A detected face around `syntheticMesh`, its box `boxScale` face units wide (a detector's box
 * is wider than the face: ~1.7×, up to 2.4× on small faces). */
export function syntheticFace(cx: number, cy: number, unit: number, boxScale = 1.2): DetectedFace {
  const w = unit * boxScale;
  return {
    score: 0.9,
    box: { x: cx - w / 2, y: cy - w / 2, width: w, height: w },
    mesh: syntheticMesh(cx, cy, unit),
    age: null,
    gender: null,
    genderScore: 0,
    embedding: null,
    rotation: null,
  };
}
