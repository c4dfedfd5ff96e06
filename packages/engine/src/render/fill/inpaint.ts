/**
 * Push-pull inpainting: fills masked pixels from their surroundings through a weighted image
 * pyramid (fast, smooth, good for erasing brows or hair against skin and plain backgrounds).
 */
import type { Mask } from '../../image/mask';
import type { WorkImage } from '../../image/work-image';
import { pausePoint } from '../../image/pause-point';

type Level = { w: number; h: number; c: Float32Array[]; wt: Float32Array };

/**
 * Fills every pixel of the planes (w×h, any number) from the pixels with weight (0..1, 1 = known) through a
 * pyramid: coarser levels average the known pixels, finer levels take what they miss from the
 * coarser ones. `planes` hold the values (only weighted pixels are read); the result is written
 * back into them.
 */
export function pushPull(planes: Float32Array[], weight: Float32Array, w: number, h: number): void {
  const np = planes.length;
  const base: Level = {
    w,
    h,
    c: planes.map((p) => {
      const c = new Float32Array(w * h);
      for (let i = 0; i < c.length; i++) c[i] = p[i] * weight[i];
      return c;
    }),
    wt: Float32Array.from(weight),
  };
  const levels: Level[] = [base];
  while (levels[levels.length - 1].w > 2 || levels[levels.length - 1].h > 2) {
    const p = levels[levels.length - 1];
    const nw = Math.max(1, Math.ceil(p.w / 2));
    const nh = Math.max(1, Math.ceil(p.h / 2));
    const n: Level = {
      w: nw,
      h: nh,
      c: planes.map(() => new Float32Array(nw * nh)),
      wt: new Float32Array(nw * nh),
    };
    for (let y = 0; y < p.h; y++) {
      pausePoint();
      for (let x = 0; x < p.w; x++) {
        const i = y * p.w + x;
        const j = (y >> 1) * nw + (x >> 1);
        n.wt[j] = n.wt[j] + p.wt[i];
        for (let c = 0; c < np; c++) n.c[c][j] = n.c[c][j] + p.c[c][i];
      }
    }
    // normalise to premultiplied form with weights clamped to 1
    for (let j = 0; j < nw * nh; j++) {
      const wt = n.wt[j];
      if (wt > 1) {
        for (let c = 0; c < np; c++) n.c[c][j] = n.c[c][j] / wt;
        n.wt[j] = 1;
      }
    }
    levels.push(n);
    if (nw === 1 && nh === 1) break;
  }
  // pull: fill each finer level's missing weight from the coarser level (bilinear)
  for (let l = levels.length - 2; l >= 0; l--) {
    const f = levels[l];
    const c = levels[l + 1];
    for (let y = 0; y < f.h; y++) {
      pausePoint();
      const cy = Math.min(c.h - 1, Math.max(0, (y - 0.5) / 2));
      const yA = Math.floor(cy);
      const yB = Math.min(c.h - 1, yA + 1);
      const ty = cy - yA;
      for (let x = 0; x < f.w; x++) {
        const i = y * f.w + x;
        const wt = f.wt[i];
        if (wt >= 1) continue;
        const cx = Math.min(c.w - 1, Math.max(0, (x - 0.5) / 2));
        const xA = Math.floor(cx);
        const xB = Math.min(c.w - 1, xA + 1);
        const tx = cx - xA;
        const k = 1 - wt;
        for (let ch = 0; ch < np; ch++) {
          const p = c.c[ch];
          const v =
            (p[yA * c.w + xA] * (1 - tx) + p[yA * c.w + xB] * tx) * (1 - ty) +
            (p[yB * c.w + xA] * (1 - tx) + p[yB * c.w + xB] * tx) * ty;
          f.c[ch][i] = f.c[ch][i] + v * k;
        }
        f.wt[i] = 1;
      }
    }
  }
  for (let c = 0; c < np; c++) planes[c].set(base.c[c]);
}

/** Fills pixels where the mask is > 0 (blending by the mask) from the surrounding pixels. */
export function inpaint(work: WorkImage, mask: Mask, pad = 8): void {
  const x0 = Math.max(0, mask.x0 - pad);
  const y0 = Math.max(0, mask.y0 - pad);
  const x1 = Math.min(work.width, mask.x0 + mask.width + pad);
  const y1 = Math.min(work.height, mask.y0 + mask.height + pad);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 2 || h <= 2) return;
  const chans = [work.r, work.g, work.b];
  const planes = [new Float32Array(w * h), new Float32Array(w * h), new Float32Array(w * h)];
  const wt = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    pausePoint();
    for (let x = 0; x < w; x++) {
      const wx = x + x0;
      const wy = y + y0;
      const mx = wx - mask.x0;
      const my = wy - mask.y0;
      const m =
        mx >= 0 && my >= 0 && mx < mask.width && my < mask.height
          ? mask.data[my * mask.width + mx]
          : 0;
      const i = y * w + x;
      wt[i] = m < 0.05 ? 1 : 0;
      for (let c = 0; c < 3; c++) planes[c][i] = chans[c][wy * work.width + wx];
    }
  }
  pushPull(planes, wt, w, h);
  for (let y = 0; y < mask.height; y++) {
    pausePoint();
    const wy = y + mask.y0;
    for (let x = 0; x < mask.width; x++) {
      const m = mask.data[y * mask.width + x];
      if (m <= 0.002) continue;
      const wx = x + mask.x0;
      const i = (wy - y0) * w + (wx - x0);
      const j = wy * work.width + wx;
      for (let c = 0; c < 3; c++) {
        const ch = chans[c];
        ch[j] = ch[j] + (planes[c][i] - ch[j]) * Math.min(1, m);
      }
    }
  }
}
