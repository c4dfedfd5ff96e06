/**
 * Smooth landmark-driven warps: each control point moves by a displacement with a Gaussian
 * falloff; the image is resampled backward (bilinear) over the affected box only.
 */
import type { Point } from './point';
import type { WorkImage } from './work-image';

export type Control = { at: Point; move: Point; sigma: number };

export function warp(work: WorkImage, controls: readonly Control[]): void {
  if (controls.length === 0) return;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of controls) {
    const r = c.sigma * 3 + Math.hypot(c.move[0], c.move[1]);
    x0 = Math.min(x0, c.at[0] - r);
    y0 = Math.min(y0, c.at[1] - r);
    x1 = Math.max(x1, c.at[0] + r);
    y1 = Math.max(y1, c.at[1] + r);
  }
  const bx0 = Math.max(0, Math.floor(x0));
  const by0 = Math.max(0, Math.floor(y0));
  const bx1 = Math.min(work.width, Math.ceil(x1));
  const by1 = Math.min(work.height, Math.ceil(y1));
  const w = bx1 - bx0;
  const h = by1 - by0;
  if (w <= 0 || h <= 0) return;
  const chans = [work.r, work.g, work.b];
  const copies = chans.map((c) => c.slice());
  const inv = controls.map((c) => 1 / (2 * c.sigma * c.sigma));
  const W = work.width;
  const H = work.height;
  for (let y = by0; y < by1; y++) {
    for (let x = bx0; x < bx1; x++) {
      let dx = 0;
      let dy = 0;
      for (let k = 0; k < controls.length; k++) {
        const c = controls[k];
        const ex = x - c.at[0];
        const ey = y - c.at[1];
        const g = Math.exp(-(ex * ex + ey * ey) * inv[k]);
        dx += c.move[0] * g;
        dy += c.move[1] * g;
      }
      if (Math.abs(dx) < 0.02 && Math.abs(dy) < 0.02) continue;
      const sx = Math.min(W - 1.001, Math.max(0, x - dx));
      const sy = Math.min(H - 1.001, Math.max(0, y - dy));
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const tx = sx - ix;
      const ty = sy - iy;
      const i00 = iy * W + ix;
      const i = y * W + x;
      for (let c = 0; c < 3; c++) {
        const src = copies[c];
        chans[c][i] =
          (src[i00] * (1 - tx) + src[i00 + 1] * tx) * (1 - ty) +
          (src[i00 + W] * (1 - tx) + src[i00 + W + 1] * tx) * ty;
      }
    }
  }
}
