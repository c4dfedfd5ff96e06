/**
 * The person's hair in the photo (the old hair), as the renderer's hair mask finds it (GrabCut-
 * style on the face mesh and the person's segmentation, render/hair-mask.ts), moved into the
 * fit's region.
 */
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { workRect, type PersonMask } from '../render';
import { releaseFloats } from '../image/buffer-pool';
import { createContext, otherFaces } from '../render/context';
import { buildHairMask, buildHairModel } from '../render/hair-mask/hair-mask';
import type { Mask } from '../image/mask';
import { loadWork, releaseWork } from '../image/work-image';
import type { Rect } from './warp';

/** The hair mask in `region`'s coordinates, or null when the person has no hair to find. */
export function oldHairMask(
  image: RawImage,
  person: PersonAnalysis,
  people: readonly PersonAnalysis[],
  region: Rect,
  personMask?: PersonMask,
): Mask | null {
  const work = loadWork(image, workRect(person, image));
  const ctx = createContext(work, person, [], []);
  if (personMask) ctx.personMask = personMask;
  ctx.others = otherFaces(people, person, work);
  const model = buildHairModel(ctx);
  const mask = model.present ? buildHairMask(ctx, model) : null;
  releaseWork(work);
  releaseFloats(ctx.scratch);
  if (!mask) return null;
  return { ...mask, x0: mask.x0 + work.x0 - region.x, y0: mask.y0 + work.y0 - region.y };
}
