import fs from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** Decoded RGB pixels of an image file or buffer. */
export async function rgb(input: string | Buffer) {
  const { data, info } = await sharp(input)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How many channel values differ by more than `tolerance` between two images of one size,
 * inside the box (fractions of the width and height).
 */
export function changedValues(
  a: { data: Buffer; width: number; height: number },
  b: { data: Buffer; width: number; height: number },
  box: { x: number; y: number; w: number; h: number },
  tolerance = 8,
): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('sizes differ');
  const x0 = Math.floor(box.x * a.width);
  const y0 = Math.floor(box.y * a.height);
  const x1 = Math.floor((box.x + box.w) * a.width);
  const y1 = Math.floor((box.y + box.h) * a.height);
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * a.width + x) * 3 + c;
        if (Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > tolerance) n++;
      }
  return n;
}

/** The text of a QR code found in the region of a PNG (jsQR on its pixels), or null. */
export async function decodeQr(
  file: string,
  region: { left: number; top: number; width: number; height: number },
): Promise<string | null> {
  const { data, info } = await sharp(file)
    .extract(region)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return found?.data ?? null;
}

/** Share of pixels darker than mid-grey in a region: ink (text, drawings) against white paper. */
export async function inkShare(
  file: string,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const { data } = await sharp(file)
    .extract(region)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const v of data) if (v < 128) dark++;
  return dark / data.length;
}

/** Page count and each page's MediaBox (PDF points) read from the PDF's bytes. */
export function pdfPages(file: string): { count: number; mediaBoxes: number[][] } {
  const text = fs.readFileSync(file).toString('latin1');
  const count = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
  const mediaBoxes = [...text.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((m) =>
    // to 0.01 pt: jsPDF writes the first page's box rounded, later ones in full
    (m[1] ?? '')
      .trim()
      .split(/\s+/)
      .map((v) => Math.round(Number(v) * 100) / 100),
  );
  return { count, mediaBoxes };
}
