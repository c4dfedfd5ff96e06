import { emptySelections } from '@looklab/shared';
import type { Selections, SelectionKey } from '@looklab/shared';
import type { StudioImageRecord } from '../store/types';

const selectionKeys = Object.keys(emptySelections) as SelectionKey[];

/** A look as text with its keys in one fixed order, so equal looks give equal keys. */
export function lookKey(look: Selections): string {
  return JSON.stringify(selectionKeys.map((k) => look[k]));
}

/**
 * The whole look an image is customized to: the current selections with the image's own
 * hairstyle (none for a custom style: its hair comes from the reference photo).
 */
export function lookForImage(selections: Selections, image: StudioImageRecord): Selections {
  return { ...selections, hairstyle: image.isCustom ? null : image.look.hairstyle };
}

/** Key of a look generated from one hairstyle image (its id stands for its reference too). */
export function generatedLookKey(image: Pick<StudioImageRecord, 'id'>, look: Selections): string {
  return `${image.id}|${lookKey(look)}`;
}

/** Whether a look changes nothing on its image (the image itself is the result). */
export function isImageOwnLook(image: StudioImageRecord, look: Selections): boolean {
  return lookKey(look) === lookKey(image.look);
}

/** Whether a generated-look key belongs to this image. */
export function isLookOfImage(key: string, imageId: string): boolean {
  return key.startsWith(`${imageId}|`);
}
