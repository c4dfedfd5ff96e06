import { RESIZE_JPEG_QUALITY } from '@looklab/shared';
import {
  ImageRefusedError,
  inspectImage,
  resizeAndReencode,
  type ImageHeader,
} from '../services/image-validation';
import { AiProviderError } from './ai-provider';
import { ImageEditError, type ImageBytes } from './image-edit-provider';

/** A photo the AI endpoints accepted by its header, not yet decoded. */
export type InspectedPhoto = { bytes: Buffer; header: ImageHeader };

/**
 * Checks a photo (or reference) by its bytes and header before anything decodes it: over the
 * uploads' limits it is refused as they refuse it (413); not a JPEG, PNG or WebP, or a header
 * that cannot be read, is a bad image (400 with the AI endpoints' text).
 */
export async function inspectPhoto(bytes: Buffer): Promise<InspectedPhoto> {
  try {
    return { bytes, header: await inspectImage(bytes) };
  } catch (err) {
    if (err instanceof ImageRefusedError && err.statusCode !== 413)
      throw new AiProviderError('BAD_IMAGE', err.message);
    throw err;
  }
}

/**
 * The photo with its longest side at most `maxSide` (the caller's plan), before the engine's
 * workers see it: the same bytes when it already fits (so its cached detections still match),
 * otherwise downscaled from a sequential read and re-encoded as uploads are (JPEG, quality 0.9).
 */
export async function fitPhoto(photo: InspectedPhoto, maxSide: number): Promise<ImageBytes> {
  const { bytes, header } = photo;
  if (Math.max(header.width, header.height) <= maxSide)
    return { bytes, mimeType: `image/${header.format}` };
  try {
    const jpeg = await resizeAndReencode(bytes, {
      quality: Math.round(RESIZE_JPEG_QUALITY * 100),
      maxDimension: maxSide,
    });
    return { bytes: jpeg, mimeType: 'image/jpeg' };
  } catch (err) {
    if (err instanceof ImageRefusedError) throw new AiProviderError('BAD_IMAGE', err.message);
    throw err;
  }
}

/** A generative service's answer within the same limits before the engine decodes it. */
export async function inspectAnswer(answer: ImageBytes, provider: string): Promise<void> {
  try {
    await inspectImage(answer.bytes);
  } catch (err) {
    if (!(err instanceof ImageRefusedError)) throw err;
    throw new ImageEditError(
      'bad_output',
      `${provider} answered an image refused: ${err.message}`,
      {
        answered: true,
      },
    );
  }
}
