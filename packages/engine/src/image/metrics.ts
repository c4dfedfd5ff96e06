/** Image-quality measures used by tests and the gallery. */
import type { RawImage } from './raw-image';

export type Region = { x: number; y: number; width: number; height: number };

/**
 * PSNR (dB) over RGB of the pixels where `include(x, y)` is true (default: all), optionally
 * limited to a box. Identical pixels give Infinity.
 */
export function psnr(
  a: RawImage,
  b: RawImage,
  box?: Region,
  include?: (x: number, y: number) => boolean,
): number {
  const x0 = Math.max(0, Math.floor(box?.x ?? 0));
  const y0 = Math.max(0, Math.floor(box?.y ?? 0));
  const x1 = Math.min(a.width, Math.ceil(box ? box.x + box.width : a.width));
  const y1 = Math.min(a.height, Math.ceil(box ? box.y + box.height : a.height));
  let se = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (include && !include(x, y)) continue;
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const d = a.data[i + c] - b.data[i + c];
        se += d * d;
      }
      n += 3;
    }
  }
  if (n === 0 || se === 0) return Infinity;
  return 10 * Math.log10((255 * 255) / (se / n));
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return dot / Math.max(1e-12, Math.sqrt(na * nb));
}

/** Even-odd point-in-polygon test. */
export function insidePolygon(
  x: number,
  y: number,
  poly: readonly (readonly [number, number])[],
): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
