import { engineErrors } from '@looklab/shared';
import sharp, { type Sharp } from 'sharp';

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
  return failingAsDecode(() => {
    const pipeline = sharp(buf, { failOn: 'error' }).rotate();
    return rawOf(
      opts.maxSide
        ? pipeline.resize({
            width: opts.maxSide,
            height: opts.maxSide,
            fit: 'inside',
            withoutEnlargement: true,
          })
        : pipeline,
    );
  });
}

export type Size = { width: number; height: number };

/**
 * The largest shrink decodeImageAt makes in one pass. Up to about 3× libvips decodes a JPEG at
 * full scale and gives the two steps' very pixels (measured on the fixtures, at 2× and 2.9×);
 * at 5.9× it decodes at a coarser scale first, off by up to 2 levels. 2 covers every upload
 * (the largest, Pro's 2048 px, shrinks 2× to the detector's 1024).
 */
const ONE_PASS_MAX_SHRINK = 2;

/**
 * The image decoded straight at the size `sizeOf` picks from its full size (EXIF orientation
 * applied), and that full size. One libvips pass, without the full-size RGBA copied out and
 * back in: the same pixels as decodeImage then resizeImage in about half the time. Two cases
 * take the two steps, as one pass would differ by a level or two: an image whose EXIF
 * orientation turns it (libvips would resize it before turning it; uploads reach the engine
 * turned already), and a shrink over ONE_PASS_MAX_SHRINK.
 */
export async function decodeImageAt(
  buf: Buffer,
  sizeOf: (full: Size) => Size,
): Promise<{ image: RawImage; full: Size }> {
  const meta = await failingAsDecode(() => sharp(buf, { failOn: 'error' }).metadata());
  const full = { width: meta.autoOrient.width, height: meta.autoOrient.height };
  const size = sizeOf(full);
  const same = size.width === full.width && size.height === full.height;
  const shrink = Math.max(full.width / size.width, full.height / size.height);
  if (!same && ((meta.orientation ?? 1) !== 1 || shrink > ONE_PASS_MAX_SHRINK)) {
    return { image: await resizeImage(await decodeImage(buf), size.width, size.height), full };
  }
  const image = await failingAsDecode(() => {
    const pipeline = sharp(buf, { failOn: 'error' }).rotate();
    return rawOf(same ? pipeline : pipeline.resize({ ...size, fit: 'fill' }));
  });
  return { image, full };
}

/** The pipeline's output as RGBA. */
async function rawOf(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new ImageDecodeError(`unexpected channel count ${info.channels}`);
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    channels: 4,
  };
}

/** Runs a step of decoding, its failures as ImageDecodeError. */
async function failingAsDecode<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
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
