/**
 * Quick previews of a look with a hairstyle while it is customized: the hairstyle (its shape and
 * texture, in the person's own tone) is painted once per photo, size, person and style and kept
 * as a layer; each preview paints only the look's other steps, lays the kept hair over them and
 * recolours it to the chosen colour, as the colour step recolours a person's own hair. For the
 * screen only: saved finals and downloads render every step in order (render-job.ts decides).
 */
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import type { Mask } from '../image/mask';
import { commitWork, loadWork, releaseWork } from '../image/work-image';
import { releaseFloats } from '../image/buffer-pool';
import { createContext, type PersonMask } from './context';
import { isNoChange, needsGenerative, resolveColor } from './catalogue/catalogue-adapter';
import { recolorHair } from './hair-color/hair-color';
import { protectionFor } from './scope';
import type { RenderMeta } from './meta';

/** The selection keys a hair layer stands for (the rest of a look is painted per preview). */
const HAIR_KEYS = ['hairstyle', 'hairColor', 'hairColorVariant', 'hairTexture'] as const;

/** A hairstyle painted on the photo, over its work region. */
export type HairLayer = {
  x0: number;
  y0: number;
  width: number;
  height: number;
  /** the hair render's pixels over the region (RGBA) */
  rgba: Uint8Array;
  /** 1 where the hair render changed the photo's pixel */
  changed: Uint8Array;
  /** the new hair's coverage in region coordinates (what a colour recolours) */
  hair: Mask;
  meta: Pick<RenderMeta, 'applied' | 'skipped' | 'notes'>;
};

const chosen = (v: unknown): string | null => (typeof v === 'string' && !isNoChange(v) ? v : null);

/**
 * The key of the layer a preview of `look` can be made from (style and texture), or null when
 * it is rendered in full: no hairstyle, one only a generative service draws, a custom style
 * reference, procedures (they move the photo first) or facial hair (painted after the hair).
 */
export function hairLayerKey(look: Selections, hasReference: boolean): string | null {
  const style = chosen(look.hairstyle);
  if (!style || needsGenerative(style) || hasReference || look.procedures.length > 0) return null;
  if (chosen(look.facialHairStyle)) return null;
  return JSON.stringify([style, chosen(look.hairTexture)]);
}

/** The look a layer is painted from: the style and texture alone, in the person's own tone. */
export function hairOnlyLook(look: Selections): Selections {
  return { ...emptySelections, hairstyle: look.hairstyle, hairTexture: look.hairTexture };
}

/** The look without its hair: what a layered preview paints before laying the hair over it. */
export function withoutHair(look: Selections): Selections {
  const out: Selections = { ...look };
  for (const k of HAIR_KEYS) out[k] = emptySelections[k];
  return out;
}

/** Whether a look is its own hair layer's look (a hairstyle tile): its render makes the layer. */
export function isHairOnly(look: Selections): boolean {
  return JSON.stringify(look) === JSON.stringify(hairOnlyLook(look));
}

/** The layer from a hair-only render of `photo` and its final hair coverage (work coords). */
export function hairLayerOf(
  photo: RawImage,
  rendered: RawImage,
  hair: Mask,
  region: { x0: number; y0: number; width: number; height: number },
  meta: RenderMeta,
): HairLayer {
  const { x0, y0, width, height } = region;
  const rgba = new Uint8Array(width * height * 4);
  const changed = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = ((y0 + y) * photo.width + x0) * 4;
    rgba.set(rendered.data.subarray(row, row + width * 4), y * width * 4);
    for (let x = 0, i = row; x < width; x++, i += 4) {
      const d = photo.data;
      const r = rendered.data;
      if (d[i] !== r[i] || d[i + 1] !== r[i + 1] || d[i + 2] !== r[i + 2])
        changed[y * width + x] = 1;
    }
  }
  return {
    x0,
    y0,
    width,
    height,
    rgba,
    changed,
    hair: { ...hair, data: hair.data.slice() },
    meta: { applied: [...meta.applied], skipped: [...meta.skipped], notes: [...meta.notes] },
  };
}

/**
 * Lays `layer` over `image` (the look's other steps painted on the photo) and recolours its
 * hair to the look's colour; the keys and notes of the hair go into `meta`.
 */
export function applyHairLayer(
  image: RawImage,
  layer: HairLayer,
  look: Selections,
  person: PersonAnalysis,
  meta: RenderMeta,
  people: PersonAnalysis[],
  personMask?: PersonMask,
): void {
  const d = image.data;
  for (let y = 0; y < layer.height; y++) {
    let i = ((layer.y0 + y) * image.width + layer.x0) * 4;
    for (let x = 0, o = y * layer.width; x < layer.width; x++, o++, i += 4) {
      if (!layer.changed[o]) continue;
      d[i] = layer.rgba[o * 4];
      d[i + 1] = layer.rgba[o * 4 + 1];
      d[i + 2] = layer.rgba[o * 4 + 2];
    }
  }
  const colour = chosen(look.hairColor);
  const variant = chosen(look.hairColorVariant);
  if (colour) {
    const region = { x: layer.x0, y: layer.y0, width: layer.width, height: layer.height };
    const work = loadWork(image, region);
    const ctx = createContext(work, person, meta.notes, meta.applied);
    if (personMask) ctx.personMask = personMask;
    recolorHair(
      ctx,
      { ...layer.hair, data: layer.hair.data.slice() },
      resolveColor(colour, 'hairColor'),
      variant,
    );
    commitWork(work, image, image, protectionFor(work, person, people));
    releaseWork(work);
    releaseFloats(ctx.scratch);
  }
  const add = <T>(to: T[], from: T[]) => {
    for (const v of from) if (!to.includes(v)) to.push(v);
  };
  add(meta.applied, layer.meta.applied);
  if (colour) add(meta.applied, variant ? ['hairColor', 'hairColorVariant'] : ['hairColor']);
  add(meta.notes, layer.meta.notes);
  meta.skipped.push(...layer.meta.skipped);
}
