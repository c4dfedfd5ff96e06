import { failedToFetchImage, messages } from '@looklab/shared';

/** Loads an image (data URL or same-origin URL) for drawing on a canvas. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(messages.failedToLoadImage));
    img.src = src;
  });
}

/** A canvas of the given size and its 2D context (spec §8 'Could not get canvas context'). */
export function newCanvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(messages.noCanvasContext);
  ctx.imageSmoothingQuality = 'high';
  return { canvas, ctx };
}

/** The canvas as a PNG blob (spec §8 'Canvas to Blob conversion failed'). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(messages.canvasToBlobFailed))),
      'image/png',
    );
  });
}

/** The bytes behind an image source, as they are (the raw-image fallback of spec §5). */
export async function fetchBlob(src: string): Promise<Blob> {
  const response = await fetch(src, { credentials: 'include' });
  if (!response.ok) throw new Error(failedToFetchImage(src, response.status));
  return response.blob();
}

/** base64 of a blob, without the data-URL prefix (the API's image payloads). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // in slices: String.fromCharCode with millions of arguments overflows the stack
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The app's type faces, for text drawn on canvases (the CSS theme's font stacks). */
export function appFonts(): { sans: string; display: string } {
  const style = getComputedStyle(document.documentElement);
  return {
    sans: style.getPropertyValue('--font-sans').trim() || 'sans-serif',
    display: style.getPropertyValue('--font-display').trim() || 'serif',
  };
}

/** Draws `img` to cover the box (cropped, never stretched), anchored `anchorY` down its height. */
export function drawCover(
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement,
  box: { x: number; y: number; width: number; height: number },
  anchorY = 0.5,
): void {
  const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
  const sw = box.width / scale;
  const sh = box.height / scale;
  const sx = (img.naturalWidth - sw) / 2;
  const sy = (img.naturalHeight - sh) * anchorY;
  ctx.drawImage(img, sx, sy, sw, sh, box.x, box.y, box.width, box.height);
}
