import type { LocalEngine } from '@looklab/engine';
import type { ImageEditProvider } from './image-edit-provider';

/**
 * The embedded engine as an image provider: it renders the structured look itself (the prompt
 * is for generative services), already in the photo's place, so nothing needs fitting back.
 */
export function createLocalImageProvider(engine: LocalEngine): ImageEditProvider {
  return {
    id: 'local',
    model: null,
    remote: false,
    async edit({
      photo,
      reference,
      look,
      personId,
      preview,
      photoId,
      maxSide,
      draftMaxSide,
      signal,
    }) {
      const out = await engine.render({
        image: photo.bytes,
        personId,
        look,
        ...(reference ? { reference: reference.bytes } : {}),
        encoding: preview ? 'jpeg' : 'png',
        ...(photoId ? { photoId } : {}),
        ...(maxSide ? { maxSide } : {}),
        ...(draftMaxSide ? { draftMaxSide } : {}),
        signal,
      });
      return { kind: 'rendered', ...out };
    },
  };
}
