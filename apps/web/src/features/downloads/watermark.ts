import { siteAddress, watermarkGeometry } from '@looklab/shared';
import { appFonts, canvasToPng, fetchBlob, loadImage, newCanvas } from './canvas';

/**
 * The site address in the bottom-right corner, as stored results carry it (spec §6; geometry
 * of spec §9). The server draws the same mark on stored Freemium results; this one marks
 * Freemium downloads of images the browser holds in memory (`downloadNeedsWatermark`).
 */
export function drawSiteMark(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const { fontSize, margin } = watermarkGeometry(width);
  ctx.save();
  ctx.font = `600 ${fontSize}px ${appFonts().sans}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, fontSize / 12);
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  const text = siteAddress(window.location.origin);
  ctx.strokeText(text, width - margin, height - margin);
  ctx.fillText(text, width - margin, height - margin);
  ctx.restore();
}

/** The image as PNG, marked in its corner when `mark`; the raw bytes if drawing fails (spec §5). */
export async function imageAsPng(src: string, mark: boolean): Promise<Blob> {
  try {
    const img = await loadImage(src);
    const { canvas, ctx } = newCanvas(img.naturalWidth, img.naturalHeight);
    ctx.drawImage(img, 0, 0);
    if (mark) drawSiteMark(ctx, canvas.width, canvas.height);
    return await canvasToPng(canvas);
  } catch {
    return fetchBlob(src);
  }
}
