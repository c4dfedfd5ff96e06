import sharp from 'sharp';

/** A small real JPEG (solid colour) as base64. */
export async function jpegBase64(width = 64, height = 48): Promise<string> {
  const buf = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return buf.toString('base64');
}

/** A minimal makeover create payload pointing at an uploaded original. */
export function makeoverPayload(original: { url: string; storagePath: string }, name?: string) {
  return {
    ...(name ? { name } : {}),
    originalImage: { url: original.url, storagePath: original.storagePath, mimeType: 'image/jpeg' },
  };
}
