import { failedToFetchImage, fitWithin, messages, RESIZE_JPEG_QUALITY } from '@looklab/shared';

export type ResizedImage = { base64: string; mimeType: string; width: number; height: number };

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error(messages.failedToReadFile));
    reader.readAsDataURL(blob);
  });
}

/**
 * Longest side capped at `maxDimension`, EXIF orientation applied, re-encoded as JPEG 0.9
 * (spec §5). Always re-encodes so the rotation is baked into the pixels.
 */
export async function resizeImage(file: Blob, maxDimension: number): Promise<ResizedImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxDimension);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(messages.noCanvasContext);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error(messages.canvasToBlobFailed))),
        'image/jpeg',
        RESIZE_JPEG_QUALITY,
      ),
    );
    return {
      base64: await blobToBase64(blob),
      mimeType: 'image/jpeg',
      width: size.width,
      height: size.height,
    };
  } finally {
    bitmap.close();
  }
}

/** Fetches a stored image and returns its base64 (spec §7 "Images from a url"). */
export async function urlToBase64(url: string): Promise<{ base64: string; mimeType: string }> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(failedToFetchImage(url, res.status));
  const blob = await res.blob();
  return { base64: await blobToBase64(blob), mimeType: blob.type || 'image/png' };
}
