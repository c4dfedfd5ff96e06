/**
 * Stored-result watermark (spec §9): the site address in the bottom-right corner, font size
 * width/75 (min 12), margin width/100 (min 8), white text with a soft dark outline.
 */
import sharp from 'sharp';
import type { RawImage } from '../image/raw-image';

export function watermarkGeometry(width: number): { fontSize: number; margin: number } {
  return {
    fontSize: Math.max(12, Math.round(width / 75)),
    margin: Math.max(8, Math.round(width / 100)),
  };
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export async function watermark(img: RawImage, siteAddress: string): Promise<RawImage> {
  const { fontSize, margin } = watermarkGeometry(img.width);
  const text = escapeXml(siteAddress);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}">
  <text x="${img.width - margin}" y="${img.height - margin}" text-anchor="end" font-family="DejaVu Sans, sans-serif"
    font-size="${fontSize}" fill="#ffffff" fill-opacity="0.85" stroke="#000000" stroke-opacity="0.45"
    stroke-width="${Math.max(1, fontSize / 12).toFixed(1)}" paint-order="stroke">${text}</text>
</svg>`;
  const { data, info } = await sharp(
    Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    {
      raw: { width: img.width, height: img.height, channels: 4 },
    },
  )
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    channels: 4,
  };
}
