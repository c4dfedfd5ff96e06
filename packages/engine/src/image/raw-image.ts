import { engineErrors } from '@looklab/shared';
import sharp from 'sharp';

/** Decoded image, always RGBA (4 channels), row-major, top-left origin. */
export type RawImage = {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 4;
};

export class ImageDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

export type DecodeOptions = {
  /** Downscale so the longest side is at most this many pixels (never upscales). */
  maxSide?: number;
};

/** Decodes any image sharp can read, applies EXIF orientation, returns RGBA. */
export async function decodeImage(buf: Buffer, opts: DecodeOptions = {}): Promise<RawImage> {
  try {
    let pipeline = sharp(buf, { failOn: 'error' }).rotate();
    if (opts.maxSide) {
      pipeline = pipeline.resize({
        width: opts.maxSide,
        height: opts.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const { data, info } = await pipeline
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4)
      throw new ImageDecodeError(`unexpected channel count ${info.channels}`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      channels: 4,
    };
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    const detail = err instanceof Error ? err.message : String(err);
    throw new ImageDecodeError(engineErrors.unreadableImage(detail));
  }
}

/** Encodes an RGBA image as PNG. */
export async function encodePng(img: RawImage): Promise<Buffer> {
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Resizes an RGBA image (bilinear via sharp). */
export async function resizeImage(img: RawImage, width: number, height: number): Promise<RawImage> {
  const { data, info } = await sharp(
    Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    { raw: { width: img.width, height: img.height, channels: 4 } },
  )
    .resize({ width, height, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    channels: 4,
  };
}

/** Copies a rectangular region (clamped to the image). */
export function cropImage(img: RawImage, x: number, y: number, w: number, h: number): RawImage {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(img.width, Math.ceil(x + w));
  const y1 = Math.min(img.height, Math.ceil(y + h));
  const cw = Math.max(0, x1 - x0);
  const ch = Math.max(0, y1 - y0);
  const out = new Uint8Array(cw * ch * 4);
  for (let row = 0; row < ch; row++) {
    const src = ((y0 + row) * img.width + x0) * 4;
    out.set(img.data.subarray(src, src + cw * 4), row * cw * 4);
  }
  return { data: out, width: cw, height: ch, channels: 4 };
}
