import sharp from 'sharp';
import { encodePng, type RawImage } from '../image/raw-image';

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

/**
 * PNG without the alpha channel when the image is opaque (a photo): half the data to compress,
 * about half the time of encodePng's RGBA (19 vs 36 ms at 688×720); at zlib level 4 rather than
 * 6, 16 instead of 28 ms at 788×1024 for a file 0.8 % larger (843 vs 836 KiB).
 */
export function encodeOpaquePng(img: RawImage, level = 4): Promise<Buffer> {
  const d = img.data;
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) return encodePng(img);
  return sharp(Buffer.from(d.buffer, d.byteOffset, d.byteLength), {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .removeAlpha()
    .png({ compressionLevel: level })
    .toBuffer();
}
