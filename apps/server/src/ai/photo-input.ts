import sharp from 'sharp';
import { AiProviderError } from './ai-provider';
import { sniffImage, type ImageBytes } from './image-edit-provider';

/**
 * The photo as PNG, JPEG or WebP bytes with their type told from the bytes (every provider
 * takes these three); another format sharp reads (GIF, TIFF, AVIF…) is converted to PNG.
 */
export async function imageBytesOf(bytes: Buffer): Promise<ImageBytes> {
  const mimeType = sniffImage(bytes);
  if (mimeType) return { bytes, mimeType };
  try {
    return { bytes: await sharp(bytes).png().toBuffer(), mimeType: 'image/png' };
  } catch {
    throw new AiProviderError('BAD_IMAGE', 'The image could not be read.');
  }
}
