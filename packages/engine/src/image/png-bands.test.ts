import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeBandedPng, encodeBandedPngAsync, pngBands } from './png-bands';
import type { RawImage } from './raw-image';
import { testCard } from '../../test/synthetic';

/** The PNG decoded back to RGB. */
async function rgbOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Count of RGB values of `img` the decoded PNG gets wrong. */
async function wrongValues(png: Buffer, img: RawImage): Promise<number> {
  const rgb = await rgbOf(png);
  expect([rgb.width, rgb.height, rgb.channels]).toEqual([img.width, img.height, 3]);
  let wrong = 0;
  for (let p = 0; p < img.width * img.height; p++)
    for (let c = 0; c < 3; c++) if (rgb.data[p * 3 + c] !== img.data[p * 4 + c]) wrong++;
  return wrong;
}

describe('banded PNG', () => {
  it('encodes an image losslessly', async () => {
    const img = testCard(97, 150);
    const png = encodeBandedPng(img, pngBands(97, 150), { y0: 0, y1: 0 }, 1);
    expect(await wrongValues(png, img)).toBe(0);
  });

  it('reuses the photo’s bands away from changed rows, and redoes the band below them', async () => {
    const photo = testCard(97, 150);
    const cache = pngBands(97, 150);
    const first = encodeBandedPng(photo, cache, { y0: 0, y1: 0 }, 1);
    // rows 40–63 change: the band from row 64 starts with a row filtered against row 63
    const changed = { ...photo, data: new Uint8Array(photo.data) };
    for (let y = 40; y < 64; y++)
      for (let x = 10; x < 60; x++) changed.data[(y * 97 + x) * 4 + 1] ^= 0x5a;
    const png = encodeBandedPng(changed, cache, { y0: 40, y1: 64 }, 1);
    expect(await wrongValues(png, changed)).toBe(0);
    // the photo's own bands are still the photo's
    expect(encodeBandedPng(photo, cache, { y0: 0, y1: 0 }, 1).equals(first)).toBe(true);
  });

  it('deflates changed rows on the thread pool in pieces to the same image, after the caller changed its own', async () => {
    const photo = testCard(97, 300);
    const cache = pngBands(97, 300);
    const first = encodeBandedPng(photo, cache, { y0: 0, y1: 0 }, 1);
    const changed = { ...photo, data: new Uint8Array(photo.data) };
    // rows 20–269: two pieces of the thread pool's and part of a third
    for (let y = 20; y < 270; y++)
      for (let x = 5; x < 90; x++) changed.data[(y * 97 + x) * 4 + 2] ^= 0x33;
    const want = new Uint8Array(changed.data);
    const pending = encodeBandedPngAsync(changed, cache, { y0: 20, y1: 270 }, 1);
    // the rows were taken before it returned: the caller may reuse its buffer at once
    changed.data.fill(0);
    const png = await pending;
    expect(await wrongValues(png, { ...changed, data: want })).toBe(0);
    expect(encodeBandedPng(photo, cache, { y0: 0, y1: 0 }, 1).equals(first)).toBe(true);
  });
});
