/**
 * The face's skin colour as the photo shows it, before any make-up: the median CIELab of a grid
 * of samples inside the face's oval (shrunk, so no hair or background), which the eyes, brows
 * and lips inside it do not move. It tells the light a catalogue colour is painted in.
 */
import { linearToLab, type Lab } from '../image/color';
import { pts, type Landmarks } from './geometry';
import { centroid, scaleAbout } from '../image/point';
import { MESH } from './landmarks';
import { insidePolygon } from '../image/metrics';
import type { WorkImage } from '../image/work-image';

/** The oval's share kept about its centre, and the samples across its box. */
const SHRINK = 0.8;
const GRID = 24;

function median(v: number[]): number {
  v.sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
}

/** The skin's median colour, or null when the oval holds no pixel of the work region. */
export function sampleSkinTone(work: WorkImage, lm: Landmarks): Lab | null {
  const oval = pts(lm, MESH.faceOval);
  const poly = scaleAbout(oval, centroid(oval), SHRINK);
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const dx = (Math.max(...xs) - x0) / GRID;
  const dy = (Math.max(...ys) - y0) / GRID;
  const L: number[] = [];
  const A: number[] = [];
  const B: number[] = [];
  const lab: Lab = [0, 0, 0];
  for (let j = 0; j < GRID; j++)
    for (let i = 0; i < GRID; i++) {
      const x = Math.round(x0 + (i + 0.5) * dx);
      const y = Math.round(y0 + (j + 0.5) * dy);
      if (x < 0 || y < 0 || x >= work.width || y >= work.height) continue;
      if (!insidePolygon(x, y, poly)) continue;
      const k = y * work.width + x;
      linearToLab(work.r[k], work.g[k], work.b[k], lab);
      L.push(lab[0]);
      A.push(lab[1]);
      B.push(lab[2]);
    }
  if (L.length === 0) return null;
  return [median(L), median(A), median(B)];
}
