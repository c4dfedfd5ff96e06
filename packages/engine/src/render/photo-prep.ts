/**
 * Per-photo work a render can reuse: what depends only on the photo, its size and the person —
 * never on the look — is computed once and handed to every later render of that photo (the
 * engine keeps it per photo id, size and person; index.ts). Today that is the person's
 * segmentation (the analysis's, kept by the engine per photo: person-masks.ts) and the hair
 * analysis (cell grid, colour model, soft mask of the photo's own hair), which is most of a
 * hair-colour preview's time and a third of a hairstyle's.
 */
import type { Mask } from '../image/mask';
import type { RenderContext, PersonMask } from './context';
import {
  buildHairMask,
  buildHairModel,
  replaceHairMask,
  type HairModel,
} from './hair-mask/hair-mask';
import { buildHairCells, seedHairCells, type HairCells } from './hair-mask/cells';
import { seedHairModel } from './hair-mask/hair-model';

/** The hair as found in the photo before any edit, over one work region. */
export type PhotoHair = {
  /** the work region it was found in (x0, y0, width, height): only that region may reuse it */
  rect: [number, number, number, number];
  cells: HairCells;
  model: HairModel;
  /** the photo's own hair (null: not computed yet, or no hair present) */
  mask: Mask | null;
};

/**
 * Work on one photo at one size for one person. Plain data (structured-cloneable): it travels
 * between the engine's main thread, which keeps it, and the worker that renders.
 */
export type PhotoPrep = { personMask?: PersonMask; hair?: PhotoHair };

const rectOf = (ctx: RenderContext): PhotoHair['rect'] => [
  ctx.work.x0,
  ctx.work.y0,
  ctx.work.width,
  ctx.work.height,
];

const sameRect = (a: PhotoHair['rect'], b: PhotoHair['rect']): boolean =>
  a.every((v, i) => v === b[i]);

const copyMask = (m: Mask): Mask => ({ ...m, data: m.data.slice() });

/**
 * The photo's hair model for this render — and its mask when `withMask` — from `prep` when it
 * has them for this work region (seeded onto the context, so every painter reads them), else
 * found now and kept in `prep`. Only called before any step has painted; no `prep` when the
 * look changes the photo before its hair is found (procedures).
 */
export function photoHair(
  ctx: RenderContext,
  prep: PhotoPrep | undefined,
  withMask: boolean,
): HairModel {
  const kept = prep?.hair && sameRect(prep.hair.rect, rectOf(ctx)) ? prep.hair : undefined;
  if (kept) {
    seedHairCells(ctx, kept.cells);
    seedHairModel(ctx, kept.model);
    // a copy: painters may change the render's mask in place
    if (kept.mask && kept.model.present) replaceHairMask(ctx, copyMask(kept.mask));
    if (!withMask || kept.mask || !kept.model.present) return kept.model;
  }
  const model = buildHairModel(ctx);
  const mask = withMask && model.present ? buildHairMask(ctx, model) : null;
  if (prep) {
    // copies: the render goes on painting with (and may change) its own
    const found = structuredClone({ cells: buildHairCells(ctx), model });
    prep.hair = {
      rect: rectOf(ctx),
      ...found,
      mask: mask ? copyMask(mask) : (kept?.mask ?? null),
    };
  }
  return model;
}
