import { generationErrorText, hasCustomizations, messages, productLook } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { isImageOwnLook, lookForImage, lookKey } from '../generation/generated-looks';
import { requestGeneration } from '../generation/generation-client';
import { generateLookFor } from '../generation/look-generation';
import { currentSelections } from '../store/selection-rules';
import { ensureBase64, errorDetail, newImageId, originalPayload } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import type { StudioImage, StudioImageRecord } from '../store/types';

/** A final image stands for its look made from the hairstyle image of the same name. */
const finalKey = (image: StudioImageRecord) =>
  `${image.isCustom ? `custom:${image.name}` : ''}${lookKey(image.look)}`;

/** How the finals went: how many there are now, and the text of each look that failed. */
export type FinalizeOutcome = { made: number; failures: string[] };

export type FinalizeOptions = {
  /** called with the first look made (the results open with it) */
  onFirst?: () => void;
  /**
   * The embedded engine makes the looks: they are rendered for the screen (quick previews at
   * most PREVIEW_MAX_DIMENSION large, kept as `draft`) and made at the plan's full size only
   * when saved or downloaded (full-resolution.ts). Otherwise (an image service) each final is
   * generated in full here.
   */
  forScreen?: boolean;
};

/** A look rendered for the screen: the quick preview of the whole look, as JSON. */
async function screenLook(source: StudioImageRecord, look: Selections): Promise<StudioImage> {
  const { selectedPersonId } = useStudioStore.getState();
  if (!selectedPersonId) throw new Error(messages.failedToFinalize);
  const image = await originalPayload();
  const reference =
    source.isCustom && source.reference ? await ensureBase64(source.reference) : undefined;
  const res = await requestGeneration({
    image,
    personId: selectedPersonId,
    look,
    styleName: source.name,
    ...(reference ? { referenceImage: reference } : {}),
    preview: true,
  });
  return { base64: res.image.base64, mimeType: res.image.mimeType, url: null, storagePath: null };
}

/**
 * Final images from the selected intermediates (spec §4 Final looks): as they are when nothing
 * is customized (unless they are drafts: hairstyle tiles, rendered as thumbnails); reused when a final image already matches; otherwise the whole look in one request
 * per hairstyle image (at most the per-user bound at once) — for the screen, a quick preview;
 * else a generation, reusing a look already generated while customizing. The looks that were
 * made are kept when others fail. Each look is in the final images as soon as it is made
 * (`finalsPending` counts the rest), and `onFirst` is called with the first.
 */
export async function finalizeImages({
  onFirst,
  forScreen = false,
}: FinalizeOptions = {}): Promise<FinalizeOutcome> {
  const s = useStudioStore.getState();
  const selections = currentSelections(s);
  if (!s.originalImage) throw new Error(messages.originalImageNotFound);
  if (!s.selectedPersonId) throw new Error(messages.failedToFinalize);

  // a draft (a hairstyle tile: a thumbnail) is made again — for the screen, or in full
  const isFinal = (img: StudioImageRecord) => img.draft !== true;
  if (!hasCustomizations(selections) && s.intermediateImages.every(isFinal)) {
    const asIs = s.intermediateImages.map((img) => ({ ...img, id: newImageId(img.name) }));
    s.setFinalImages(asIs);
    return { made: asIs.length, failures: [] };
  }

  const existing = new Map(s.finalImages.map((f) => [finalKey(f), f]));
  /** the finals made so far, in the intermediates' order */
  const made: (StudioImageRecord | undefined)[] = [];
  let pending = s.intermediateImages.length;
  let first = true;
  const store = useStudioStore.getState;
  store().finalsPendingChanged(pending);
  const results = await Promise.allSettled(
    s.intermediateImages.map(async (source, index): Promise<StudioImageRecord> => {
      const look = lookForImage(selections, source);
      const id = newImageId(source.name, index);
      const custom = source.isCustom ? { isCustom: true, reference: source.reference ?? null } : {};
      const reuse = existing.get(finalKey({ ...source, look, ...custom }));
      try {
        let final: StudioImageRecord;
        if (isImageOwnLook(source, look) && isFinal(source)) final = { ...source, id };
        else if (reuse) final = reuse;
        else if (forScreen) {
          const image = await screenLook(source, productLook(look, s.userProducts));
          final = { id, name: source.name, look, ...image, ...custom, draft: true };
        } else {
          const image = await generateLookFor({ source, look: productLook(look, s.userProducts) });
          final = { id, name: source.name, look, ...image, ...custom };
        }
        // each look is shown as it comes; the first one opens the results
        made[index] = final;
        store().setFinalImages(made.filter((f) => f !== undefined));
        if (first) {
          first = false;
          onFirst?.();
        }
        return final;
      } finally {
        store().finalsPendingChanged(--pending);
      }
    }),
  ).finally(() => store().finalsPendingChanged(0));
  const finals: StudioImageRecord[] = [];
  const failures: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') finals.push(result.value);
    else
      failures.push(
        generationErrorText(s.intermediateImages[i]?.name ?? '', errorDetail(result.reason)),
      );
  });
  if (finals.length) store().setFinalImages(finals);
  return { made: finals.length, failures };
}
