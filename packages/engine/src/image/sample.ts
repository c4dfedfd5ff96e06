import type { RawImage } from './raw-image';
import { rgbToLab, type Lab } from './color';

export type Point2 = [number, number];

/** Lab values of pixels in a disc (stride keeps the sample count bounded). */
export function sampleDisc(
  img: RawImage,
  cx: number,
  cy: number,
  r: number,
  maxSamples = 400,
): Lab[] {
  const out: Lab[] = [];
  const rr = Math.max(1, r);
  const step = Math.max(1, Math.floor(Math.sqrt((Math.PI * rr * rr) / maxSamples)));
  for (let y = Math.floor(cy - rr); y <= cy + rr; y += step) {
    if (y < 0 || y >= img.height) continue;
    for (let x = Math.floor(cx - rr); x <= cx + rr; x += step) {
      if (x < 0 || x >= img.width) continue;
      if ((x - cx) ** 2 + (y - cy) ** 2 > rr * rr) continue;
      const i = (y * img.width + x) * 4;
      out.push(rgbToLab(img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0));
    }
  }
  return out;
}

/** Lab values of pixels in an axis-aligned rectangle. */
export function sampleRect(
  img: RawImage,
  x0: number,
  y0: number,
  w: number,
  h: number,
  maxSamples = 600,
): Lab[] {
  const out: Lab[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt((Math.max(1, w) * Math.max(1, h)) / maxSamples)));
  const xs = Math.max(0, Math.floor(x0));
  const ys = Math.max(0, Math.floor(y0));
  const xe = Math.min(img.width, Math.ceil(x0 + w));
  const ye = Math.min(img.height, Math.ceil(y0 + h));
  for (let y = ys; y < ye; y += step)
    for (let x = xs; x < xe; x += step) {
      const i = (y * img.width + x) * 4;
      out.push(rgbToLab(img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0));
    }
  return out;
}

export function pointInPolygon(x: number, y: number, poly: Point2[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] ?? [0, 0];
    const [xj, yj] = poly[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi || 1e-9) + xi) inside = !inside;
  }
  return inside;
}

/** Lab values of pixels inside a polygon. */
export function samplePolygon(img: RawImage, poly: Point2[], maxSamples = 500): Lab[] {
  if (poly.length < 3) return [];
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(img.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(img.height - 1, Math.ceil(Math.max(...ys)));
  const area = Math.max(1, (x1 - x0) * (y1 - y0));
  const step = Math.max(1, Math.floor(Math.sqrt(area / maxSamples)));
  const out: Lab[] = [];
  for (let y = y0; y <= y1; y += step)
    for (let x = x0; x <= x1; x += step) {
      if (!pointInPolygon(x + 0.5, y + 0.5, poly)) continue;
      const i = (y * img.width + x) * 4;
      out.push(rgbToLab(img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0));
    }
  return out;
}

/** True when the image has (almost) no colour anywhere, e.g. a black-and-white photo. */
export function isGreyscale(img: RawImage): boolean {
  let colourful = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((img.width * img.height) / 6000));
  for (let p = 0; p < img.width * img.height; p += step) {
    const i = p * 4;
    const r = img.data[i] ?? 0;
    const g = img.data[i + 1] ?? 0;
    const b = img.data[i + 2] ?? 0;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 18) colourful++;
    n++;
  }
  return n > 0 && colourful / n < 0.015;
}
