/**
 * Shared measures of the face stages' tests: mirrored photos, the face midline, the change a
 * render made (CIELab ΔE per pixel) by side, and PSNR outside the face.
 */
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../../src/image/raw-image';
import { deltaE2000, type Lab } from '../../src/image/color';
import { faceFrame, pt, pts } from '../../src/face/geometry';
import { MESH } from '../../src/face/landmarks';
import { insidePolygon } from '../../src/image/metrics';
import { labAt } from '../render-helpers';

/** The photo mirrored left to right. */
export function flipImage(img: RawImage): RawImage {
  const out = new Uint8ClampedArray(img.data.length);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      const j = (y * img.width + img.width - 1 - x) * 4;
      for (let c = 0; c < 4; c++) out[j + c] = img.data[i + c];
    }
  return { ...img, data: out };
}

/** ΔE2000 between two renders of one photo at a pixel. */
export function changeAt(a: RawImage, b: RawImage, x: number, y: number): number {
  return deltaE2000(labAt(a, x, y), labAt(b, x, y));
}

/**
 * The render's change on each side of the face's midline (the line from the nose bridge, mesh
 * point 168, to the chin) between face-frame rows v0 and v1: for each side the mean ΔE and the
 * share of pixels changed by more than 3. Each side is sampled across its own visible half-width
 * (midline to that side's cheek edge, from share t0 to t1 of it), so a turned head's nearer, wider
 * side is not counted as more beard.
 */
export function sideChange(
  before: RawImage,
  after: RawImage,
  person: PersonAnalysis,
  band: { t0: number; t1: number; v0: number; v1: number },
): { mean: [number, number]; share: [number, number] } {
  const lm = person.landmarks;
  const f = faceFrame(lm);
  const top = f.toFace(pt(lm, 168));
  const bot = f.toFace(pt(lm, MESH.chin));
  const mid = (v: number): number =>
    top[0] + ((bot[0] - top[0]) * (v - top[1])) / Math.max(1e-3, bot[1] - top[1]);
  const half = (i: number): number => {
    const q = f.toFace(pt(lm, i));
    return Math.abs(q[0] - mid(q[1]));
  };
  const hR = half(MESH.rightCheekEdge);
  const hL = half(MESH.leftCheekEdge);
  const rightSign = f.toFace(pt(lm, MESH.rightCheekEdge))[0] < mid(0) ? -1 : 1;
  const sum: [number, number] = [0, 0];
  const count: [number, number] = [0, 0];
  const n: [number, number] = [0, 0];
  const step = Math.max(1 / f.unit, 0.005);
  for (let v = band.v0; v <= band.v1; v += step)
    for (let t = band.t0 + step / 2; t <= band.t1; t += step)
      for (const side of [0, 1] as const) {
        const du = side === 0 ? rightSign * t * hR : -rightSign * t * hL;
        const p = f.toPx(mid(v) + du, v);
        const x = Math.round(p[0]);
        const y = Math.round(p[1]);
        if (x < 0 || y < 0 || x >= before.width || y >= before.height) continue;
        const d = changeAt(before, after, x, y);
        sum[side] += d;
        n[side]++;
        if (d > 3) count[side]++;
      }
  return {
    mean: [sum[0] / Math.max(1, n[0]), sum[1] / Math.max(1, n[1])],
    share: [count[0] / Math.max(1, n[0]), count[1] / Math.max(1, n[1])],
  };
}

/** min/max of two non-negative numbers (1 = balanced; 0 when one side has nothing). */
export function balance(a: number, b: number): number {
  const hi = Math.max(a, b);
  return hi <= 0 ? 1 : Math.min(a, b) / hi;
}

/** Mean ΔE2000 of a render's change inside a polygon. */
export function meanChangeIn(before: RawImage, after: RawImage, poly: [number, number][]): number {
  const d = changesIn(before, after, poly);
  return d.length ? d.reduce((a, b) => a + b, 0) / d.length : 0;
}

/** The `q` quantile (0..1) of a render's ΔE2000 inside a polygon. */
export function changeQuantile(
  before: RawImage,
  after: RawImage,
  poly: [number, number][],
  q: number,
): number {
  const d = changesIn(before, after, poly).sort((a, b) => a - b);
  return d.length ? d[Math.min(d.length - 1, Math.floor(d.length * q))] : 0;
}

function changesIn(before: RawImage, after: RawImage, poly: [number, number][]): number[] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of poly) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const out: number[] = [];
  for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(before.height - 1, y1); y++)
    for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(before.width - 1, x1); x++)
      if (insidePolygon(x + 0.5, y + 0.5, poly)) out.push(changeAt(before, after, x, y));
  return out;
}

/** The face oval of a person scaled about its centre, as a polygon. */
export function faceOval(person: PersonAnalysis, scale = 1): [number, number][] {
  const p = pts(person.landmarks, MESH.faceOval);
  const cx = p.reduce((s, q) => s + q[0], 0) / p.length;
  const cy = p.reduce((s, q) => s + q[1], 0) / p.length;
  return p.map(([x, y]) => [cx + (x - cx) * scale, cy + (y - cy) * scale]);
}

/** PSNR over the pixels outside a polygon (Infinity when nothing changed). */
export function psnrOutside(a: RawImage, b: RawImage, poly: [number, number][]): number {
  let se = 0;
  let n = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      if (insidePolygon(x + 0.5, y + 0.5, poly)) continue;
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) se += (a.data[i + c] - b.data[i + c]) ** 2;
      n += 3;
    }
  return se === 0 ? Infinity : 10 * Math.log10((255 * 255) / (se / n));
}

export type { Lab };
