import { messages } from '@looklab/shared';
import type { ImagePayload } from '../api/ai-api';
import { uploadFile } from '../api/makeovers-api';
import { urlToBase64 } from '../upload/resize-image';
import { useStudioStore } from './studio-store';
import type { StudioImage, StudioImageRecord } from './types';

export function newImageId(name: string, index = 0): string {
  return `${name.replace(/\s+/g, '_')}_${Date.now()}_${index}`;
}

/** base64 of an image held in memory or stored (fetched from its url). */
export async function ensureBase64(img: StudioImage): Promise<ImagePayload> {
  if (img.base64) return { base64: img.base64, mimeType: img.mimeType };
  if (!img.url) throw new Error(messages.originalImageNotFound);
  return urlToBase64(img.url);
}

/** The original photo as base64 (a stored one is fetched once, then kept in the store). */
export async function originalPayload(): Promise<ImagePayload> {
  const { originalImage } = useStudioStore.getState();
  if (!originalImage) throw new Error(messages.originalImageNotFound);
  const payload = await ensureBase64(originalImage);
  if (!originalImage.base64) useStudioStore.getState().originalFetched(payload);
  return payload;
}

/** Uploads an in-memory image so the makeover can reference it by url. */
export async function storeImage<T extends StudioImage>(
  img: T,
  folder: 'generated' | 'originals',
): Promise<T> {
  if (img.storagePath || !img.base64) return img;
  const stored = await uploadFile(img.base64, img.mimeType, folder);
  return { ...img, url: stored.url, storagePath: stored.storagePath };
}

/** Uploads a generated image and, for a custom style, its reference photo. */
export async function storeRecord(img: StudioImageRecord): Promise<StudioImageRecord> {
  const stored = await storeImage(img, 'generated');
  if (stored.reference && stored.reference.base64 && !stored.reference.storagePath) {
    const ref = await uploadFile(stored.reference.base64, stored.reference.mimeType, 'references');
    return { ...stored, reference: { ...stored.reference, ...ref } };
  }
  return stored;
}

/** The error's own text (the server's message for a failed API call). */
export const errorDetail = (e: unknown): string => (e instanceof Error ? e.message : String(e));
