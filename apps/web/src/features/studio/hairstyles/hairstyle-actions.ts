import { customStyleName, emptySelections, generationErrorText, messages } from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import type { ImagePayload } from '../api/ai-api';
import { requestGeneration } from '../generation/generation-client';
import { currentSelections } from '../store/selection-rules';
import { errorDetail, newImageId, originalPayload } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import { resizeImage } from '../upload/resize-image';

/** Longest side of a custom style's reference photo. */
const REFERENCE_MAX_DIMENSION = 1024;

/**
 * Generates one hairstyle into the intermediates (Original copies the photo). The request
 * waits for a free slot first; the tile shows waiting, then the seconds since it was sent.
 */
export async function generateHairstyle(name: string, isOriginal: boolean): Promise<void> {
  const store = useStudioStore.getState();
  const personId = store.selectedPersonId;
  store.startGenerating(name);
  try {
    const original = await originalPayload();
    if (isOriginal) {
      store.finishGenerating(name, {
        image: {
          id: newImageId('Original'),
          name: 'Original',
          // the photo as it is: no hairstyle and no customization
          look: { ...emptySelections },
          base64: original.base64,
          mimeType: original.mimeType,
          url: null,
          storagePath: null,
        },
      });
      return;
    }
    if (!personId) throw new Error('Select a person first.');
    const look: Selections = { ...currentSelections(store), hairstyle: name };
    const res = await requestGeneration(
      { image: original, personId, look, styleName: name, draft: true },
      {
        onSent: () => useStudioStore.getState().generationSent(name, Date.now()),
        onWaiting: () => useStudioStore.getState().generationWaiting(name),
      },
    );
    useStudioStore.getState().finishGenerating(name, {
      image: {
        id: newImageId(name),
        name,
        look: { ...look },
        base64: res.image.base64,
        mimeType: res.image.mimeType,
        url: null,
        storagePath: null,
        ...(res.meta.draft === true ? { draft: true } : {}),
      },
    });
  } catch (e) {
    useStudioStore
      .getState()
      .finishGenerating(name, { error: generationErrorText(name, errorDetail(e)) });
  }
}

/** Custom hairstyle from a reference photo (resized to 1024). */
export async function generateCustom(file: Blob): Promise<void> {
  const store = useStudioStore.getState();
  const personId = store.selectedPersonId;
  store.customStarted();
  const name = customStyleName(store.customCount + 1);
  try {
    let reference: ImagePayload;
    try {
      reference = await resizeImage(file, REFERENCE_MAX_DIMENSION);
    } catch {
      throw new Error(messages.failedToReadReference);
    }
    if (!personId) throw new Error('Select a person first.');
    const original = await originalPayload();
    const look = { ...currentSelections(store), hairstyle: null };
    const res = await requestGeneration({
      image: original,
      personId,
      look,
      referenceImage: reference,
      styleName: name,
      draft: true,
    });
    useStudioStore.getState().customFinished({
      id: newImageId(name),
      name,
      look,
      isCustom: true,
      reference: { ...reference, url: null, storagePath: null },
      base64: res.image.base64,
      mimeType: res.image.mimeType,
      url: null,
      storagePath: null,
      ...(res.meta.draft === true ? { draft: true } : {}),
    });
  } catch (e) {
    useStudioStore.getState().customFailed(generationErrorText(name, errorDetail(e)));
  }
}
