/**
 * decodeImageAt (the analysis's one-pass decode at the detector's size) must give the very
 * pixels of the two steps it replaces (decode, then resize): the faces and person ids of analyze
 * and of a render, which decodes the full photo, depend on them.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  decodeImage,
  decodeImageAt,
  ImageDecodeError,
  resizeImage,
  type RawImage,
} from '../src/image/raw-image';
import { detectionSize } from '../src/engine-core';
import { photo } from './helpers';

/** How many bytes of `a` and `b` differ (-1: not the same size). */
function differing(a: RawImage, b: RawImage): number {
  if (a.width !== b.width || a.height !== b.height) return -1;
  let n = 0;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) n++;
  return n;
}

async function twoSteps(buf: Buffer): Promise<RawImage> {
  const full = await decodeImage(buf);
  const size = detectionSize(full);
  return size.width === full.width && size.height === full.height
    ? full
    : resizeImage(full, size.width, size.height);
}

describe('decodeImageAt', () => {
  it('gives the pixels of decode then resize, and the full size, on a photo it shrinks', async () => {
    const buf = photo('cgi-model-11.jpg'); // 985×1280
    const { image, full } = await decodeImageAt(buf, detectionSize);
    expect(full).toEqual({ width: 985, height: 1280 });
    expect([image.width, image.height]).toEqual([788, 1024]);
    expect(differing(image, await twoSteps(buf))).toBe(0);
  });

  it('gives the same pixels on the largest upload (Pro: 2048 px)', async () => {
    const buf = await sharp(photo('ai-upper.jpg')).resize(1958, 2048).jpeg().toBuffer();
    const { image, full } = await decodeImageAt(buf, detectionSize);
    expect(full).toEqual({ width: 1958, height: 2048 });
    expect(differing(image, await twoSteps(buf))).toBe(0);
  });

  it('gives the same pixels on a much bigger photo (libvips would decode it at a coarser scale)', async () => {
    const buf = await sharp(photo('ai-upper.jpg')).resize(5600, 6000).jpeg().toBuffer();
    const { image, full } = await decodeImageAt(buf, detectionSize);
    expect(full).toEqual({ width: 5600, height: 6000 });
    expect(differing(image, await twoSteps(buf))).toBe(0);
  });

  it('turns an image by its EXIF orientation as decodeImage does', async () => {
    const turned = await sharp(photo('ai-upper.jpg'))
      .resize(2400, 1200)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { image, full } = await decodeImageAt(turned, detectionSize);
    expect(full).toEqual({ width: 1200, height: 2400 });
    expect(differing(image, await twoSteps(turned))).toBe(0);
  });

  it('leaves a photo within the detector’s size as decoded', async () => {
    const buf = photo('ai-upper.jpg'); // 688×720
    const { image } = await decodeImageAt(buf, detectionSize);
    expect(differing(image, await decodeImage(buf))).toBe(0);
  });

  it('refuses bytes that are no image with the decode error', async () => {
    await expect(decodeImageAt(Buffer.from('not an image'), detectionSize)).rejects.toThrow(
      ImageDecodeError,
    );
  });
});
