/** Local image measures for the hair grid's cells: strand texture and strand orientation. */
import type { RenderContext } from './context';

/** Mean relative luminance gradient over an s×s cell (strand texture measure). */
export function cellTexture(ctx: RenderContext, cx: number, cy: number, s: number): number {
  const w = ctx.work.width;
  const h = ctx.work.height;
  const { r, g, b } = ctx.work;
  const half = Math.max(1, s >> 1);
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, cy - half); y < Math.min(h - 1, cy + half + 1); y++) {
    for (let x = Math.max(0, cx - half); x < Math.min(w - 1, cx + half + 1); x++) {
      const i = y * w + x;
      const y0 = 0.2126 * r[i] + 0.7152 * g[i] + 0.0722 * b[i];
      const y1 = 0.2126 * r[i + 1] + 0.7152 * g[i + 1] + 0.0722 * b[i + 1];
      const y2 = 0.2126 * r[i + w] + 0.7152 * g[i + w] + 0.0722 * b[i + w];
      sum += (Math.abs(y1 - y0) + Math.abs(y2 - y0)) / (y0 + 0.03);
      n++;
    }
  }
  return n ? sum / n : 0;
}

/**
 * Orientation coherence (0..1) of the luminance gradients in a (2·rad+1)² window: strands run
 * one way; lace, skin pores and noise do not.
 */
export function strandCoherence(ctx: RenderContext, x0: number, y0: number, rad: number): number {
  const w = ctx.work.width;
  const h = ctx.work.height;
  const cx = Math.min(w - 2, Math.max(1, x0));
  const cy = Math.min(h - 2, Math.max(1, y0));
  const { r, g, b } = ctx.work;
  const lum = (i: number): number => 0.2126 * r[i] + 0.7152 * g[i] + 0.0722 * b[i];
  let jxx = 0;
  let jyy = 0;
  let jxy = 0;
  for (let y = Math.max(1, cy - rad); y <= Math.min(h - 2, cy + rad); y++) {
    for (let x = Math.max(1, cx - rad); x <= Math.min(w - 2, cx + rad); x++) {
      const i = y * w + x;
      const dx = lum(i + 1) - lum(i - 1);
      const dy = lum(i + w) - lum(i - w);
      jxx += dx * dx;
      jyy += dy * dy;
      jxy += dx * dy;
    }
  }
  return Math.sqrt((jxx - jyy) ** 2 + 4 * jxy * jxy) / (jxx + jyy + 1e-9);
}
