import sharp from 'sharp';
import { HttpError } from '../lib/http-error';

/** Largest accepted image side and pixel count; larger images are refused before decoding. */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest accepted file (decoded bytes). */
export const MAX_IMAGE_BYTES = 18 * 1024 * 1024;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const invalid = (message: string, code: string) => new HttpError(400, message, code);

/** The image format from the file's first bytes; the declared content type is never trusted. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Decodes base64 (plain or a data URL); rejects anything that is not base64. */
export function decodeBase64(input: string): Buffer {
  const payload = input.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) {
    throw invalid('The file is not valid base64 data.', 'invalid_base64');
  }
  return Buffer.from(payload, 'base64');
}

/**
 * Checks the bytes of an uploaded image (present, a JPEG/PNG/WebP by its magic numbers, within
 * size and dimension limits, fully decodable) and re-encodes it as JPEG (or PNG when asked:
 * `quality` then does not apply), which drops EXIF/GPS and other metadata (orientation is
 * applied first), its longest side at most `maxDimension`.
 */
export async function sanitizeImage(
  bytes: Buffer,
  opts: { quality: number; maxDimension: number; format?: 'jpeg' | 'png' },
): Promise<Buffer> {
  if (bytes.length === 0) throw invalid('The file is empty.', 'empty_file');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new HttpError(
      413,
      `The file is too large (maximum ${MAX_IMAGE_BYTES / 1024 / 1024} MB).`,
      'file_too_large',
    );
  }
  const format = sniffImageFormat(bytes);
  if (!format) {
    throw new HttpError(
      415,
      'The file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
      'unsupported_type',
    );
  }
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
  } catch {
    throw invalid('The image could not be read. It may be damaged or incomplete.', 'undecodable');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      `The image is too large (${width} × ${height} px; maximum ${MAX_IMAGE_SIDE} px per side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
      'image_too_large',
    );
  }
  try {
    const pipeline = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({
        width: opts.maxDimension,
        height: opts.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' });
    return await (
      opts.format === 'png'
        ? pipeline.png()
        : pipeline.jpeg({ quality: opts.quality, mozjpeg: false })
    ).toBuffer();
  } catch {
    throw invalid('The image could not be read. It may be damaged or incomplete.', 'undecodable');
  }
}
