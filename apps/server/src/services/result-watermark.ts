import sharp from 'sharp';
import { watermark } from '@looklab/engine/render/watermark';

/**
 * Puts the site address in the bottom-right corner of a stored result (spec §6; geometry of
 * spec §9: font width/75, min 12; margin width/100, min 8) and returns it as PNG.
 *
 * Why here, on the server, as the result is stored: every stored result passes through this
 * one place (a browser could skip a client-side step, and an old tab would keep an old one),
 * and sharp draws the SVG text with the installed DejaVu font, so the mark looks the same
 * whatever browser made the result. The browser marks only downloads of images it holds in
 * memory (see `downloadNeedsWatermark`), so no image is marked twice.
 */
export async function markStoredResult(png: Buffer, siteAddress: string): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const marked = await watermark(
    { data, width: info.width, height: info.height, channels: 4 },
    siteAddress,
  );
  return sharp(Buffer.from(marked.data.buffer, marked.data.byteOffset, marked.data.byteLength), {
    raw: { width: marked.width, height: marked.height, channels: 4 },
  })
    .removeAlpha()
    .png()
    .toBuffer();
}
