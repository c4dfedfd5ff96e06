import { messages, RESIZE_JPEG_QUALITY } from '@looklab/shared';
import type { PersonAnalysis } from '@looklab/shared';
import type { StoredFile } from '@looklab/shared/api/file.schema';
import { uploadFile } from '../api/makeovers-api';
import { personCrop } from '../components/person-image';
import { blobToBase64 } from '../upload/resize-image';

/** Longest side of a favourite's icon made from the look on screen (px). */
const ICON_SIZE = 256;

/**
 * The look as shown (`src`: the preview, the look or the hairstyle image), cut to the person's
 * head and shoulders as the studio shows it and made a small JPEG, stored as a favourite's icon.
 */
export async function storeLookIcon(
  src: string,
  person: PersonAnalysis | null,
): Promise<StoredFile> {
  const res = await fetch(src, { credentials: 'include' });
  if (!res.ok) throw new Error(messages.failedToReadFile);
  const bitmap = await createImageBitmap(await res.blob());
  try {
    const crop = personCrop(person);
    // the crop is in the analysed photo's pixels; the shown image may be smaller or larger
    const sx = crop ? bitmap.width / crop.iw : 1;
    const sy = crop ? bitmap.height / crop.ih : 1;
    const box = crop
      ? { x: crop.x * sx, y: crop.y * sy, w: crop.w * sx, h: crop.h * sy }
      : { x: 0, y: 0, w: bitmap.width, h: bitmap.height };
    const scale = Math.min(1, ICON_SIZE / Math.max(box.w, box.h));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(box.w * scale));
    canvas.height = Math.max(1, Math.round(box.h * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(messages.noCanvasContext);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, box.x, box.y, box.w, box.h, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error(messages.canvasToBlobFailed))),
        'image/jpeg',
        RESIZE_JPEG_QUALITY,
      ),
    );
    return await uploadFile(await blobToBase64(blob), 'image/jpeg', 'favorite-icons');
  } finally {
    bitmap.close();
  }
}
