/** Per-render state shared by the category painters. */
import type { PersonAnalysis } from '@looklab/shared';
import { faceFrame, type FaceFrame, type Landmarks } from '../face/geometry';
import type { WorkImage } from '../image/work-image';
import { takeFloats } from '../image/buffer-pool';
import type { Lab } from '../image/color';
import { sampleSkinTone } from '../face/skin-tone';

/**
 * Person probability (0..1) from a segmentation model, on the model's grid: cell (i, j) covers
 * image pixels x0 + i·cellW … and y0 + j·cellH ….
 */
export type PersonMask = {
  x0: number;
  y0: number;
  cellW: number;
  cellH: number;
  width: number;
  height: number;
  data: Float32Array;
};

export type RenderContext = {
  work: WorkImage;
  /** landmarks in work-region coordinates */
  lm: Landmarks;
  frame: FaceFrame;
  person: PersonAnalysis;
  notes: string[];
  applied: string[];
  scratch: Float32Array;
  /** the face skin's colour in the photo before any make-up (null: none sampled) */
  skinTone: Lab | null;
  /** the selected person's segmentation (image coordinates), when the caller has one */
  personMask?: PersonMask;
  /** other people's eye midpoints (work coordinates) and face widths: the hair mask stays
   * nearer to this person's face than to theirs */
  others?: { x: number; y: number; unit: number }[];
};

export function createContext(
  work: WorkImage,
  person: PersonAnalysis,
  notes: string[],
  applied: string[],
): RenderContext {
  const lm: [number, number, number][] = person.landmarks.map((p) => [
    p[0] - work.x0,
    p[1] - work.y0,
    p[2],
  ]);
  return {
    work,
    lm,
    frame: faceFrame(lm),
    skinTone: lm.length >= 468 ? sampleSkinTone(work, lm) : null,
    person,
    notes,
    applied,
    scratch: takeFloats(work.width * work.height, true),
  };
}

/** Other people's face frames in work coordinates (`RenderContext.others`). */
export function otherFaces(
  people: readonly PersonAnalysis[],
  person: PersonAnalysis,
  work: Pick<WorkImage, 'x0' | 'y0'>,
): { x: number; y: number; unit: number }[] {
  return people
    .filter((p) => p.id !== person.id && p.landmarks.length >= 468)
    .map((p) => {
      const fr = faceFrame(p.landmarks);
      return { x: fr.origin[0] - work.x0, y: fr.origin[1] - work.y0, unit: fr.unit };
    });
}

/** Bilinear person probability at work-image pixel (x, y); -1 outside the mask's grid. */
export function personAt(ctx: RenderContext, x: number, y: number): number {
  const pm = ctx.personMask;
  if (!pm) return -1;
  const fx = (x + ctx.work.x0 - pm.x0) / pm.cellW - 0.5;
  const fy = (y + ctx.work.y0 - pm.y0) / pm.cellH - 0.5;
  if (fx < -1 || fy < -1 || fx > pm.width || fy > pm.height) return -1;
  const cx = Math.min(pm.width - 1, Math.max(0, fx));
  const cy = Math.min(pm.height - 1, Math.max(0, fy));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(pm.width - 1, x0 + 1);
  const y1 = Math.min(pm.height - 1, y0 + 1);
  const tx = cx - x0;
  const ty = cy - y0;
  const d = pm.data;
  const w = pm.width;
  const top = d[y0 * w + x0] + (d[y0 * w + x1] - d[y0 * w + x0]) * tx;
  const bot = d[y1 * w + x0] + (d[y1 * w + x1] - d[y1 * w + x0]) * tx;
  return top + (bot - top) * ty;
}
