/**
 * A membrane over the cells without a value: each takes the mean of its four neighbours (a
 * harmonic fill), so what the known cells hold spreads by their shape rather than by the nearest
 * one. Between two known regions the membrane's level lines run from where the regions meet on
 * one side of a gap to where they meet on the other (a border continues through the gap). Solved
 * coarse to fine: the fill of a coarser grid starts each finer one, a few Gauss–Seidel sweeps
 * there settle it.
 */
import { pausePoint } from '../../image/pause-point';

type Level = { w: number; h: number; fixed: Float32Array; value: Float32Array[] };

/** Sweeps on the coarsest grid (a few cells across: settles it fully). */
const COARSEST_SWEEPS = 40;

/**
 * `planes` (w × h each, any number) hold the known values where `fixed` is 1 and get the
 * membrane elsewhere (`fixed` between 0 and 1 holds its cell partly to its value); `sweeps`
 * Gauss–Seidel sweeps per grid, alternately forward and backward.
 */
export function membrane(
  planes: Float32Array[],
  fixed: Float32Array,
  w: number,
  h: number,
  sweeps: number,
  /** how much more a cell holds to its neighbours along its row than to those above and below */
  across = 1,
): void {
  const levels: Level[] = [{ w, h, fixed, value: planes.map((p) => Float32Array.from(p)) }];
  while (levels[levels.length - 1].w > 4 || levels[levels.length - 1].h > 4) {
    const p = levels[levels.length - 1];
    levels.push(coarser(p));
  }
  const top = levels[levels.length - 1];
  // (the coarsest grid starts from the known values' mean)
  let u: Float32Array[] = top.value.map((v) => {
    let sum = 0;
    let k = 0;
    for (let j = 0; j < v.length; j++) {
      sum += v[j] * top.fixed[j];
      k += top.fixed[j];
    }
    return new Float32Array(v.length).fill(k > 0 ? sum / k : 0);
  });
  settle(top, u, COARSEST_SWEEPS, across);
  for (let l = levels.length - 2; l >= 0; l--) {
    pausePoint();
    u = finer(levels[l + 1], u, levels[l]);
    settle(levels[l], u, sweeps, across);
  }
  for (let c = 0; c < planes.length; c++) planes[c].set(u[c]);
}

/** The next grid up: each cell the share of its 2 × 2 cells held and their held values' mean. */
function coarser(p: Level): Level {
  const nw = Math.ceil(p.w / 2);
  const nh = Math.ceil(p.h / 2);
  const fixed = new Float32Array(nw * nh);
  const count = new Float32Array(nw * nh);
  const value = p.value.map(() => new Float32Array(nw * nh));
  for (let y = 0; y < p.h; y++)
    for (let x = 0; x < p.w; x++) {
      const i = y * p.w + x;
      const j = (y >> 1) * nw + (x >> 1);
      const f = p.fixed[i];
      count[j]++;
      fixed[j] += f;
      if (f > 0) for (let c = 0; c < value.length; c++) value[c][j] += p.value[c][i] * f;
    }
  for (let j = 0; j < nw * nh; j++) {
    if (fixed[j] > 0) for (let c = 0; c < value.length; c++) value[c][j] /= fixed[j];
    fixed[j] /= count[j];
  }
  return { w: nw, h: nh, fixed, value };
}

/** The coarser grid's fill brought to the finer grid (bilinear), its known cells held. */
function finer(c: Level, uc: Float32Array[], f: Level): Float32Array[] {
  const out = uc.map(() => new Float32Array(f.w * f.h));
  for (let y = 0; y < f.h; y++) {
    const cy = Math.min(c.h - 1, Math.max(0, (y - 0.5) / 2));
    const yA = Math.floor(cy);
    const yB = Math.min(c.h - 1, yA + 1);
    const ty = cy - yA;
    for (let x = 0; x < f.w; x++) {
      const cx = Math.min(c.w - 1, Math.max(0, (x - 0.5) / 2));
      const xA = Math.floor(cx);
      const xB = Math.min(c.w - 1, xA + 1);
      const tx = cx - xA;
      const i = y * f.w + x;
      const k = f.fixed[i];
      if (k >= 1) {
        for (let ch = 0; ch < out.length; ch++) out[ch][i] = f.value[ch][i];
        continue;
      }
      for (let ch = 0; ch < out.length; ch++) {
        const p = uc[ch];
        const v =
          (p[yA * c.w + xA] * (1 - tx) + p[yA * c.w + xB] * tx) * (1 - ty) +
          (p[yB * c.w + xA] * (1 - tx) + p[yB * c.w + xB] * tx) * ty;
        out[ch][i] = k * f.value[ch][i] + (1 - k) * v;
      }
    }
  }
  return out;
}

/** Gauss–Seidel sweeps over the cells not wholly held: each its neighbours' mean. */
function settle(lv: Level, u: Float32Array[], sweeps: number, across: number): void {
  const { w, h, fixed, value } = lv;
  const np = u.length;
  // (only the cells not wholly held, in raster order)
  let count = 0;
  for (let i = 0; i < w * h; i++) if (fixed[i] < 1) count++;
  const free = new Int32Array(count);
  for (let i = 0, f = 0; i < w * h; i++) if (fixed[i] < 1) free[f++] = i;
  for (let s = 0; s < sweeps; s++) {
    const back = s % 2 === 1;
    for (let f = 0; f < count; f++) {
      const i = free[back ? count - 1 - f : f];
      const x = i % w;
      const k = fixed[i];
      const l = x > 0 ? across : 0;
      const r = x < w - 1 ? across : 0;
      const t = i >= w ? 1 : 0;
      const b = i < w * (h - 1) ? 1 : 0;
      const n = l + r + t + b;
      for (let c = 0; c < np; c++) {
        const p = u[c];
        let sum = 0;
        if (l) sum += p[i - 1] * l;
        if (r) sum += p[i + 1] * r;
        if (t) sum += p[i - w];
        if (b) sum += p[i + w];
        p[i] = k * value[c][i] + (1 - k) * (sum / n);
      }
    }
  }
}
