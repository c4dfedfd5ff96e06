/** Per-render state shared by the category painters. */
import type { PersonAnalysis } from '@looklab/shared';
import { faceFrame, type FaceFrame, type Landmarks } from './geometry';
import type { Mask } from './mask';
import type { HairModel } from './hair-model';
import type { WorkImage } from './work-image';
import { takeFloats } from './buffer-pool';

export type RenderContext = {
  work: WorkImage;
  /** landmarks in work-region coordinates */
  lm: Landmarks;
  frame: FaceFrame;
  person: PersonAnalysis;
  notes: string[];
  applied: string[];
  /** cached soft hair mask (work coordinates) */
  hairMask?: Mask;
  /** cached hair colour model */
  hairModel?: HairModel;
  scratch: Float32Array;
  /** cached face-skin mask */
  skin?: Mask;
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
    person,
    notes,
    applied,
    scratch: takeFloats(work.width * work.height, true),
  };
}
