import sharp from 'sharp';
import { apiMessages, fileTooLarge, imageTooLarge } from '@looklab/shared';
import { HttpError } from '../lib/http-error';

/** Largest accepted image side and pixel count; larger images are refused before decoding. */
export const MAX_IMAGE_SIDE = 8192;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest accepted file (decoded bytes). */
export const MAX_IMAGE_BYTES = 18 * 1024 * 1024;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the header of an accepted image says; nothing of it was decoded. */
export type ImageHeader = { format: ImageFormat; width: number; height: number };

/** Why an image was refused before decoding, for callers that answer in their own words. */
export type ImageRefusal = 'empty' | 'too_many_bytes' | 'not_an_image' | 'unreadable' | 'too_large';

/** An image refused by its bytes or header (status and text as the uploads answer). */
export class ImageRefusedError extends HttpError {
  constructor(
    readonly refusal: ImageRefusal,
    status: number,
    message: string,
    code: string,
  ) {
    super(status, message, code);
    this.name = 'ImageRefusedError';
  }
}

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
    throw new HttpError(400, apiMessages.invalidBase64, 'invalid_base64');
  }
  return Buffer.from(payload, 'base64');
}

/**
 * Checks an image by its bytes and header only (sharp's metadata reads no pixels): present,
 * within the byte limit, a JPEG/PNG/WebP by its magic numbers, and within the side and pixel
 * limits. Throws ImageRefusedError otherwise, so nothing oversized is ever decoded.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageHeader> {
  if (bytes.length === 0)
    throw new ImageRefusedError('empty', 400, apiMessages.emptyFile, 'empty_file');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ImageRefusedError(
      'too_many_bytes',
      413,
      fileTooLarge(MAX_IMAGE_BYTES),
      'file_too_large',
    );
  const format = sniffImageFormat(bytes);
  if (!format)
    throw new ImageRefusedError(
      'not_an_image',
      415,
      apiMessages.unsupportedImage,
      'unsupported_type',
    );
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRefusedError('unreadable', 400, apiMessages.undecodableImage, 'undecodable');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRefusedError(
      'too_large',
      413,
      imageTooLarge(width, height, MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS),
      'image_too_large',
    );
  }
  return { format, width, height };
}

/**
 * Decodes an inspected image within the pixel limit, reading it top to bottom (a large image
 * is never held whole), applies its orientation, fits it inside `maxDimension` and re-encodes
 * it on white as JPEG (or PNG when asked: `quality` then does not apply), which drops EXIF/GPS
 * and other metadata.
 */
export async function resizeAndReencode(
  bytes: Buffer,
  opts: { quality: number; maxDimension: number; format?: 'jpeg' | 'png' },
): Promise<Buffer> {
  try {
    const pipeline = sharp(bytes, {
      failOn: 'truncated',
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
    })
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
    throw new ImageRefusedError('unreadable', 400, apiMessages.undecodableImage, 'undecodable');
  }
}

/**
 * Checks the bytes of an uploaded image (see inspectImage), decodes it fully and re-encodes it
 * as JPEG (or PNG) without metadata, its longest side at most `maxDimension`.
 */
export async function sanitizeImage(
  bytes: Buffer,
  opts: { quality: number; maxDimension: number; format?: 'jpeg' | 'png' },
): Promise<Buffer> {
  await inspectImage(bytes);
  return resizeAndReencode(bytes, opts);
}
