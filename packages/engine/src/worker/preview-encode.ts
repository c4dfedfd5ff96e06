import sharp from 'sharp';
import type { RawImage } from '../image/raw-image';

/**
 * A quick on-screen preview: JPEG at quality 90 is about 4× faster to encode than the PNG of a
 * generated image (8 vs 37 ms at 554×720) and about 10× smaller on the wire (84 vs 838 KiB).
 */
export function encodeJpeg(img: RawImage, quality = 90): Promise<Buffer> {
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .removeAlpha()
    .jpeg({ quality })
    .toBuffer();
}
