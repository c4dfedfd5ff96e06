import { generationErrorText, hasCustomizations, messages, productLook } from '@looklab/shared';
import { isImageOwnLook, lookForImage, lookKey } from '../generation/generated-looks';
import { generateLookFor } from '../generation/look-generation';
import { currentSelections } from '../store/selection-rules';
import { errorDetail, newImageId } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';

/** A final image stands for its look made from the hairstyle image of the same name. */
const finalKey = (image: StudioImageRecord) =>
  `${image.isCustom ? `custom:${image.name}` : ''}${lookKey(image.look)}`;

/** How the finals went: how many there are now, and the text of each look that failed. */
export type FinalizeOutcome = { made: number; failures: string[] };

/**
 * Final images from the selected intermediates (spec §4 Final looks): as they are when nothing
 * is customized (unless they are drafts at the preview's size); reused when a final image already matches; otherwise the whole look in one
 * generation per hairstyle image (at most the per-user bound at once), reusing a look already
 * generated while customizing. The looks that were made are kept when others fail.
 */
export async function finalizeImages(): Promise<FinalizeOutcome> {
  const s = useStudioStore.getState();
  const selections = currentSelections(s);
  if (!s.originalImage) throw new Error(messages.originalImageNotFound);
  if (!s.selectedPersonId) throw new Error(messages.failedToFinalize);

  // a draft (a tile rendered at the preview's size) is made again at the plan's size
  const final = (img: StudioImageRecord) => img.draft !== true;
  if (!hasCustomizations(selections) && s.intermediateImages.every(final)) {
    const asIs = s.intermediateImages.map((img) => ({ ...img, id: newImageId(img.name) }));
    s.setFinalImages(asIs);
    return { made: asIs.length, failures: [] };
  }

  const existing = new Map(s.finalImages.map((f) => [finalKey(f), f]));
  const results = await Promise.allSettled(
    s.intermediateImages.map(async (source, index): Promise<StudioImageRecord> => {
      const look = lookForImage(selections, source);
      const id = newImageId(source.name, index);
      if (isImageOwnLook(source, look) && final(source)) return { ...source, id };
      const custom = source.isCustom ? { isCustom: true, reference: source.reference ?? null } : {};
      const reuse = existing.get(finalKey({ ...source, look, ...custom }));
      if (reuse) return reuse;
      const made = await generateLookFor({ source, look: productLook(look, s.userProducts) });
      return { id, name: source.name, look, ...made, ...custom };
    }),
  );
  const finals: StudioImageRecord[] = [];
  const failures: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') finals.push(result.value);
    else
      failures.push(
        generationErrorText(s.intermediateImages[i]?.name ?? '', errorDetail(result.reason)),
      );
  });
  if (finals.length) useStudioStore.getState().setFinalImages(finals);
  return { made: finals.length, failures };
}
