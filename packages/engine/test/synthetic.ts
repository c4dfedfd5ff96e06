import type { RawImage } from '../src/image/raw-image';
import { pointInPolygon, type Point2 } from '../src/image/sample';

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
