/**
 * Soft masks (Float32 alpha 0..1) in the coordinates of a work region, rasterised from
 * polygons, ellipses and thick polylines. Feathering is done with a Gaussian blur.
 */
import { gaussianBlur } from './blur';
import type { Point } from './point';

/** A soft mask over a sub-rectangle (x0, y0, width, height) of a work region. */
export type Mask = { data: Float32Array; x0: number; y0: number; width: number; height: number };

export function createMask(width: number, height: number, x0 = 0, y0 = 0): Mask {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return {
    data: new Float32Array(w * h),
    x0: Math.round(x0),
    y0: Math.round(y0),
    width: w,
    height: h,
  };
}

/** A mask covering the points' bounding box plus `pad`, clipped to a work region of size w×h. */
export function maskAround(pts: readonly Point[], pad: number, w: number, h: number): Mask {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    minX = Math.min(minX, p[0]);
    minY = Math.min(minY, p[1]);
    maxX = Math.max(maxX, p[0]);
    maxY = Math.max(maxY, p[1]);
  }
  const x0 = Math.max(0, Math.floor(minX - pad));
  const y0 = Math.max(0, Math.floor(minY - pad));
  const x1 = Math.min(w, Math.ceil(maxX + pad));
  const y1 = Math.min(h, Math.ceil(maxY + pad));
  return createMask(Math.max(1, x1 - x0), Math.max(1, y1 - y0), x0, y0);
}

/** Value of the mask at work coordinates (0 outside). */
export function maskAt(m: Mask, x: number, y: number): number {
  const lx = x - m.x0;
  const ly = y - m.y0;
  if (lx < 0 || ly < 0 || lx >= m.width || ly >= m.height) return 0;
  return m.data[ly * m.width + lx];
}

/** Copies another mask's values (max-combined) into this one where they overlap. */
export function unionInto(dst: Mask, src: Mask, k = 1): Mask {
  const xa = Math.max(dst.x0, src.x0);
  const ya = Math.max(dst.y0, src.y0);
  const xb = Math.min(dst.x0 + dst.width, src.x0 + src.width);
  const yb = Math.min(dst.y0 + dst.height, src.y0 + src.height);
  for (let y = ya; y < yb; y++) {
    for (let x = xa; x < xb; x++) {
      const v = src.data[(y - src.y0) * src.width + (x - src.x0)] * k;
      const i = (y - dst.y0) * dst.width + (x - dst.x0);
      if (v > dst.data[i]) dst.data[i] = v;
    }
  }
  return dst;
}

/** dst *= (1 - k*src) where they overlap. */
export function subtractInto(dst: Mask, src: Mask, k = 1): Mask {
  const xa = Math.max(dst.x0, src.x0);
  const ya = Math.max(dst.y0, src.y0);
  const xb = Math.min(dst.x0 + dst.width, src.x0 + src.width);
  const yb = Math.min(dst.y0 + dst.height, src.y0 + src.height);
  for (let y = ya; y < yb; y++) {
    for (let x = xa; x < xb; x++) {
      const v = src.data[(y - src.y0) * src.width + (x - src.x0)] * k;
      const i = (y - dst.y0) * dst.width + (x - dst.x0);
      dst.data[i] = dst.data[i] * Math.max(0, 1 - v);
    }
  }
  return dst;
}

/** Fills a polygon (even-odd, pixel centres) with value v using max-combination. */
export function fillPolygon(mask: Mask, pts: readonly Point[], v = 1): Mask {
  const n = pts.length;
  if (n < 3) return mask;
  pts = pts.map((p): Point => [p[0] - mask.x0, p[1] - mask.y0]);
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of pts) {
    if (p[1] < minY) minY = p[1];
    if (p[1] > maxY) maxY = p[1];
  }
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(mask.height - 1, Math.ceil(maxY));
  const xs = new Float64Array(n);
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    let k = 0;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const pi = pts[i];
      const pj = pts[j];
      if (pi[1] > cy !== pj[1] > cy) {
        xs[k++] = pi[0] + ((cy - pi[1]) / (pj[1] - pi[1])) * (pj[0] - pi[0]);
      }
    }
    // insertion sort: k is tiny (2-6 crossings per row)
    for (let i = 1; i < k; i++) {
      const v = xs[i];
      let j = i - 1;
      while (j >= 0 && xs[j] > v) {
        xs[j + 1] = xs[j]!;
        j--;
      }
      xs[j + 1] = v;
    }
    for (let i = 0; i + 1 < k; i += 2) {
      const xa = Math.max(0, Math.ceil(xs[i] - 0.5));
      const xb = Math.min(mask.width - 1, Math.floor(xs[i + 1] - 0.5));
      const row = y * mask.width;
      for (let x = xa; x <= xb; x++) if (mask.data[row + x] < v) mask.data[row + x] = v;
    }
  }
  return mask;
}

/** Soft ellipse (1 inside, smooth falloff over `soft` of the radius), rotated by angle. */
export function fillEllipse(
  mask: Mask,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle = 0,
  v = 1,
  soft = 0.5,
): Mask {
  cx -= mask.x0;
  cy -= mask.y0;
  const r = Math.max(rx, ry);
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(mask.width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(mask.height - 1, Math.ceil(cy + r));
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const inner = 1 - soft;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = (dx * ca + dy * sa) / rx;
      const w = (-dx * sa + dy * ca) / ry;
      const d = Math.sqrt(u * u + w * w);
      if (d >= 1) continue;
      let a = d <= inner ? 1 : (1 - d) / soft;
      a = a * a * (3 - 2 * a);
      const val = a * v;
      const i = y * mask.width + x;
      if (mask.data[i] < val) mask.data[i] = val;
    }
  }
  return mask;
}

/**
 * Thick polyline with per-vertex width (anti-aliased by distance), max-combined.
 * widths[i] is the full width at pts[i].
 */
export function strokePolyline(
  mask: Mask,
  pts: readonly Point[],
  widths: readonly number[],
  v = 1,
): Mask {
  for (let s = 0; s + 1 < pts.length; s++) {
    const a: Point = [pts[s][0] - mask.x0, pts[s][1] - mask.y0];
    const b: Point = [pts[s + 1][0] - mask.x0, pts[s + 1][1] - mask.y0];
    const wa = widths[s] / 2;
    const wb = widths[s + 1] / 2;
    const pad = Math.max(wa, wb) + 1;
    const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - pad));
    const x1 = Math.min(mask.width - 1, Math.ceil(Math.max(a[0], b[0]) + pad));
    const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - pad));
    const y1 = Math.min(mask.height - 1, Math.ceil(Math.max(a[1], b[1]) + pad));
    const vx = b[0] - a[0];
    const vy = b[1] - a[1];
    const len2 = vx * vx + vy * vy || 1e-6;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - a[0];
        const py = y + 0.5 - a[1];
        const t = Math.max(0, Math.min(1, (px * vx + py * vy) / len2));
        const dx = px - t * vx;
        const dy = py - t * vy;
        const d = Math.sqrt(dx * dx + dy * dy);
        const half = wa + (wb - wa) * t;
        const alpha = Math.max(0, Math.min(1, half - d + 0.5));
        if (alpha <= 0) continue;
        const val = alpha * v;
        const i = y * mask.width + x;
        if (mask.data[i] < val) mask.data[i] = val;
      }
    }
  }
  return mask;
}

export function featherMask(mask: Mask, sigma: number, tmp?: Float32Array): Mask {
  gaussianBlur(mask.data, mask.width, mask.height, sigma, tmp);
  return mask;
}

export function scaleMask(a: Mask, k: number): Mask {
  const ad = a.data;
  for (let i = 0; i < ad.length; i++) ad[i] = Math.min(1, ad[i] * k);
  return a;
}

export function maskSum(a: Mask): number {
  let s = 0;
  for (let i = 0; i < a.data.length; i++) s += a.data[i];
  return s;
}
