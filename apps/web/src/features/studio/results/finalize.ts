import { hasCustomizations, messages } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { generateLook } from '../api/ai-api';
import { currentSelections } from '../store/selection-rules';
import { ensureBase64, newImageId } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';

const lookKey = (look: Selections, source: StudioImageRecord) =>
  `${source.isCustom ? `custom:${source.name}` : ''}${JSON.stringify(look)}`;

/**
 * Final images from the selected intermediates (spec §4 Final looks): as they are when nothing
 * is customized; reused when a final image already matches; otherwise generated.
 */
export async function finalizeImages(): Promise<void> {
  const s = useStudioStore.getState();
  const selections = currentSelections(s);
  const original = s.originalImage;
  const personId = s.selectedPersonId;
  if (!original) throw new Error(messages.originalImageNotFound);
  if (!personId) throw new Error(messages.failedToFinalize);

  if (!hasCustomizations(selections)) {
    const asIs = s.intermediateImages.map((img) => ({ ...img, id: newImageId(img.name) }));
    s.setFinalImages(asIs);
    return;
  }

  const existing = new Map(
    s.finalImages.map((f) => [
      `${f.isCustom ? `custom:${f.name}` : ''}${JSON.stringify(f.look)}`,
      f,
    ]),
  );
  const image = await ensureBase64(original);
  const finals = await Promise.all(
    s.intermediateImages.map(async (source, index): Promise<StudioImageRecord> => {
      const look: Selections = {
        ...selections,
        hairstyle: source.isCustom ? null : source.look.hairstyle,
      };
      const reuse = existing.get(lookKey(look, source));
      if (reuse) return reuse;
      const reference =
        source.isCustom && source.reference ? await ensureBase64(source.reference) : undefined;
      const res = await generateLook({
        image,
        personId,
        look,
        ...(reference ? { referenceImage: reference } : {}),
      });
      return {
        id: newImageId(source.name, index),
        name: source.name,
        look,
        base64: res.image.base64,
        mimeType: res.image.mimeType,
        url: null,
        storagePath: null,
        ...(source.isCustom ? { isCustom: true, reference: source.reference ?? null } : {}),
      };
    }),
  );
  useStudioStore.getState().setFinalImages(finals);
}
