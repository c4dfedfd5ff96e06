/** Measures for the fit's fixture tests: where the fit put the face, and what the hair became. */
import type { PersonAnalysis } from '@looklab/shared';
import type { FitMeta } from '../src/index';
import type { RawImage } from '../src/image/raw-image';
import type { Mask } from '../src/image/mask';
import { MESH } from '../src/face/landmarks';
import { insidePolygon } from '../src/image/metrics';
import type { Lab } from '../src/image/color';
import { toGenerated, type GenerationTruth } from '../src/testing/simulate-generation';

/**
 * The largest distance (photo px) between where the fit's transform sends the person's face
 * mesh points in the answer and where the simulation really put them.
 */
export function transformError(meta: FitMeta, truth: GenerationTruth, person: PersonAnalysis) {
  const s = meta.scale;
  const th = (meta.rotationDeg * Math.PI) / 180;
  const kx = truth.width / truth.photoWidth;
  const ky = truth.height / truth.photoHeight;
  let worst = 0;
  for (const [x, y] of person.landmarks.slice(0, 468)) {
    // photo px → (the answer stretched to the photo's size →) the answer's own px
    const ax = s * Math.cos(th) * x - s * Math.sin(th) * y + meta.shiftPx[0];
    const ay = s * Math.sin(th) * x + s * Math.cos(th) * y + meta.shiftPx[1];
    const stretched = meta.answerModel === 'stretched';
    const gx = stretched ? (ax + 0.5) * kx - 0.5 : ax;
    const gy = stretched ? (ay + 0.5) * ky - 0.5 : ay;
    const [tx, ty] = toGenerated(truth, x, y);
    worst = Math.max(worst, Math.hypot((gx - tx) / kx, (gy - ty) / ky));
  }
  return worst;
}

/** Whether (x, y) lies inside the person's face oval shrunk toward its centre by `k`. */
export function insideFace(person: PersonAnalysis, k: number): (x: number, y: number) => boolean {
  const oval = MESH.faceOval.map((i) => person.landmarks[i]);
  const cx = oval.reduce((a, p) => a + p[0], 0) / oval.length;
  const cy = oval.reduce((a, p) => a + p[1], 0) / oval.length;
  const poly = oval.map((p) => [cx + (p[0] - cx) * k, cy + (p[1] - cy) * k] as [number, number]);
  return (x, y) => insidePolygon(x, y, poly);
}

/** Mean of OKLab colours. */
export function meanLab(samples: Lab[]): Lab {
  const m: Lab = [0, 0, 0];
  for (const s of samples) for (let c = 0; c < 3; c++) m[c] += s[c] / samples.length;
  return m;
}

export function labDistance(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** The same image with every pixel's colour re-toned (a model that relit the whole frame). */
export function retone(img: RawImage, gain: number, offset: number): RawImage {
  const data = new Uint8Array(img.data);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++)
      data[i + c] = Math.min(255, Math.round(data[i + c] * gain + offset));
  }
  return { ...img, data };
}

/** Mean 8-bit R, G, B over a box's pixels where `include` holds. */
export function meanColor(
  img: RawImage,
  box: { x: number; y: number; width: number; height: number },
  include: (x: number, y: number) => boolean,
): [number, number, number] {
  const m: [number, number, number] = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(box.y); y < box.y + box.height; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.width; x++) {
      if (!include(x, y)) continue;
      const i = (y * img.width + x) * 4;
      for (let c = 0; c < 3; c++) m[c] += img.data[i + c];
      n++;
    }
  }
  return [m[0] / n, m[1] / n, m[2] / n];
}

/** A soft mask's value at image pixel (x, y) (the mask in image coordinates; 0 off it or none). */
export function maskValue(m: Mask | null, x: number, y: number): number {
  if (!m) return 0;
  const lx = x - m.x0;
  const ly = y - m.y0;
  if (lx < 0 || ly < 0 || lx >= m.width || ly >= m.height) return 0;
  return m.data[ly * m.width + lx];
}

/** Mean absolute difference of R, G and B at one pixel of two same-sized images. */
export function meanDiff(a: RawImage, b: RawImage, x: number, y: number): number {
  const i = (y * a.width + x) * 4;
  return (
    (Math.abs(a.data[i] - b.data[i]) +
      Math.abs(a.data[i + 1] - b.data[i + 1]) +
      Math.abs(a.data[i + 2] - b.data[i + 2])) /
    3
  );
}

/** Pixels of the image where `where` holds. */
export function countWhere(img: RawImage, where: (x: number, y: number) => boolean): number {
  let n = 0;
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) if (where(x, y)) n++;
  return n;
}

/** Mean of `value` over the pixels where `where` holds. */
export function meanOver(
  img: RawImage,
  where: (x: number, y: number) => boolean,
  value: (x: number, y: number) => number,
): number {
  let s = 0;
  let n = 0;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (!where(x, y)) continue;
      s += value(x, y);
      n++;
    }
  }
  return n > 0 ? s / n : 0;
}
