/**
 * Sub-pixel displacement of a small patch between two planes of the same size: normalised
 * cross-correlation over integer offsets, a parabola through the peak in x and in y, then
 * Lucas–Kanade steps. Both ignore a change of brightness and contrast, so a recoloured or relit
 * answer still matches.
 */
import { REFINE_STEPS } from './fit-params';

export type Plane = { data: Float32Array; width: number; height: number };

export type PatchMatch = { dx: number; dy: number; score: number };

/**
 * Where the patch of `a` centred on (cx, cy) with half-size `r` lies in `b`, within `s` px
 * either way; null when the patch is flat (std below `minStd`), the patch or search leaves the
 * planes, or the best offset is on the search's border (the true one may be further).
 */
export function matchPatch(
  a: Plane,
  b: Plane,
  cx: number,
  cy: number,
  r: number,
  s: number,
  minStd: number,
  /** refine the shift sub-pixel by Lucas–Kanade (else a parabola through the peak only) */
  subpixel = true,
): PatchMatch | null {
  const x0 = Math.round(cx) - r;
  const y0 = Math.round(cy) - r;
  const size = 2 * r + 1;
  if (x0 - s < 0 || y0 - s < 0 || x0 + size + s > a.width || y0 + size + s > a.height) return null;
  const n = size * size;
  const pa = new Float32Array(n);
  const va = zeroMeanPatch(a, x0, y0, size, pa);
  if (Math.sqrt(va / n) < minStd) return null;
  const side = 2 * s + 1;
  const scores = new Float64Array(side * side);
  const bi = correlations(pa, va, b, x0, y0, size, s, scores);
  const best = scores[bi];
  const col = bi % side;
  const bx = col - s;
  const by = (bi - col) / side - s;
  if (Math.abs(bx) === s || Math.abs(by) === s) return null;
  // the peak is off the border: its four neighbours are scores too
  const dx = bx + parabolaPeak(scores[bi - 1], best, scores[bi + 1]);
  const dy = by + parabolaPeak(scores[bi - side], best, scores[bi + side]);
  if (!subpixel) return { dx, dy, score: best };
  const fine = refineShift(pa, b, x0, y0, size, dx, dy, s);
  return { dx: fine.dx, dy: fine.dy, score: best };
}

/**
 * The size×size patch of `a` at (x0, y0) less its mean, into `pa`; returns its sum of squares.
 * (matchPatch's loops live in functions of their own: inside it they were compiled on stack
 * replacement, and that code, made before the lines after the loops had run, bailed out at
 * their first operation on every later call.)
 */
function zeroMeanPatch(a: Plane, x0: number, y0: number, size: number, pa: Float32Array): number {
  const n = size * size;
  let mean = 0;
  for (let y = 0, k = 0; y < size; y++) {
    const row = (y0 + y) * a.width + x0;
    for (let x = 0; x < size; x++, k++) {
      const v = a.data[row + x];
      pa[k] = v;
      mean += v;
    }
  }
  mean /= n;
  let va = 0;
  for (let k = 0; k < n; k++) {
    pa[k] -= mean;
    va += pa[k] * pa[k];
  }
  return va;
}

/**
 * The normalised cross-correlation of the zero-mean patch `pa` (sum of squares `va`) with `b`
 * at every offset within `s` px of (x0, y0), into `scores` (row-major, (2s+1)²); returns the
 * index of the best.
 */
function correlations(
  pa: Float32Array,
  va: number,
  b: Plane,
  x0: number,
  y0: number,
  size: number,
  s: number,
  scores: Float64Array,
): number {
  const n = size * size;
  const side = 2 * s + 1;
  // b's sums and sums of squares over the search area, summed-area tables: each offset's
  // window sums in four look-ups, the correlation alone summed per pixel
  const area = size + 2 * s;
  const { sum, sq } = areaSums(b, x0 - s, y0 - s, area);
  const stride = area + 1;
  const sabs = patchProducts(pa, b, x0, y0, size, s);
  let best = -Infinity;
  let bi = 0;
  for (let oy = -s; oy <= s; oy++) {
    for (let ox = -s; ox <= s; ox++) {
      const t = (oy + s) * stride + ox + s;
      const e = t + size * stride;
      const sb = sum[e + size] - sum[e] - sum[t + size] + sum[t];
      const sbb = sq[e + size] - sq[e] - sq[t + size] + sq[t];
      const i = (oy + s) * side + (ox + s);
      // Σ(a−ā)(b−b̄) = Σ(a−ā)b since Σ(a−ā) = 0
      const vb = sbb - (sb * sb) / n;
      const score = vb > 1e-6 ? sabs[i] / Math.sqrt(va * vb) : -1;
      scores[i] = score;
      if (score > best) {
        best = score;
        bi = i;
      }
    }
  }
  return bi;
}

/**
 * Σ pa·b over the patch at every offset within `s` px of (x0, y0) ((2s+1)², row-major). Four
 * neighbouring offsets are summed together, each patch value loaded once for them and b's
 * values passed along in registers: 40–60 % of the time of one offset at a time, every
 * sum taken in the same order.
 */
function patchProducts(
  pa: Float32Array,
  b: Plane,
  x0: number,
  y0: number,
  size: number,
  s: number,
): Float64Array {
  const side = 2 * s + 1;
  const out = new Float64Array(side * side);
  const bd = b.data;
  const bw = b.width;
  for (let oy = -s; oy <= s; oy++) {
    const o = (oy + s) * side + s;
    let ox = -s;
    for (; ox + 3 <= s; ox += 4) {
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let y = 0, k = 0; y < size; y++) {
        const row = (y0 + oy + y) * bw + x0 + ox;
        let b0 = bd[row];
        let b1 = bd[row + 1];
        let b2 = bd[row + 2];
        for (let x = 0; x < size; x++, k++) {
          const p = pa[k];
          const b3 = bd[row + x + 3];
          s0 += p * b0;
          s1 += p * b1;
          s2 += p * b2;
          s3 += p * b3;
          b0 = b1;
          b1 = b2;
          b2 = b3;
        }
      }
      out[o + ox] = s0;
      out[o + ox + 1] = s1;
      out[o + ox + 2] = s2;
      out[o + ox + 3] = s3;
    }
    for (; ox <= s; ox++) {
      let sab = 0;
      for (let y = 0, k = 0; y < size; y++) {
        const row = (y0 + oy + y) * bw + x0 + ox;
        for (let x = 0; x < size; x++, k++) sab += pa[k] * bd[row + x];
      }
      out[o + ox] = sab;
    }
  }
  return out;
}

/** Summed-area tables ((n+1)² each, a zero first row and column) of `p` and of its squares over the n×n square at (x0, y0). */
function areaSums(p: Plane, x0: number, y0: number, n: number) {
  const stride = n + 1;
  const sum = new Float64Array(stride * stride);
  const sq = new Float64Array(stride * stride);
  for (let y = 0; y < n; y++) {
    const row = (y0 + y) * p.width + x0;
    let rs = 0;
    let rq = 0;
    const o = (y + 1) * stride;
    for (let x = 0; x < n; x++) {
      const v = p.data[row + x];
      rs += v;
      rq += v * v;
      sum[o + x + 1] = sum[o - stride + x + 1] + rs;
      sq[o + x + 1] = sq[o - stride + x + 1] + rq;
    }
  }
  return { sum, sq };
}

/**
 * Lucas–Kanade refinement of a patch's shift: the zero-mean patch `pa` is fitted, with its own
 * gain, to `b` sampled bilinearly at the shifted positions (a parabola through the correlation
 * peak is off by up to ~0.4 px on broad texture). Keeps the start when a step would leave the
 * search window.
 */
function refineShift(
  pa: Float32Array,
  b: Plane,
  x0: number,
  y0: number,
  size: number,
  dx0: number,
  dy0: number,
  s: number,
): { dx: number; dy: number } {
  let dx = dx0;
  let dy = dy0;
  const n = size * size;
  const gs = size + 2;
  // b sampled at the shifted patch with a one-pixel border, for central differences
  const grid = new Float32Array(gs * gs);
  const v = new Float32Array(n);
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const cols = new Int32Array(2 * gs);
  const rows = new Int32Array(2 * gs);
  const tx = new Float64Array(gs);
  const ty = new Float64Array(gs);
  for (let step = 0; step < REFINE_STEPS; step++) {
    // the grid's columns and rows as bilinear() takes them (one shift for all its points)
    bilinearAxis(x0 - 1, dx, gs, b.width, cols, tx);
    bilinearAxis(y0 - 1, dy, gs, b.height, rows, ty);
    sampleGrid(b, cols, tx, rows, ty, gs, grid);
    let mean = 0;
    for (let y = 0, k = 0; y < size; y++) {
      for (let x = 0; x < size; x++, k++) {
        const c = (y + 1) * gs + x + 1;
        v[k] = grid[c];
        gx[k] = 0.5 * (grid[c + 1] - grid[c - 1]);
        gy[k] = 0.5 * (grid[c + gs] - grid[c - gs]);
        mean += v[k];
      }
    }
    mean /= n;
    // b's patch ≈ g·pa + mean: the gain g by least squares, then the shift that explains the rest
    let spv = 0;
    let spp = 0;
    for (let k = 0; k < n; k++) {
      spv += pa[k] * (v[k] - mean);
      spp += pa[k] * pa[k];
    }
    const g = spp > 0 ? spv / spp : 1;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    let sxe = 0;
    let sye = 0;
    for (let k = 0; k < n; k++) {
      const e = g * pa[k] + mean - v[k];
      sxx += gx[k] * gx[k];
      sxy += gx[k] * gy[k];
      syy += gy[k] * gy[k];
      sxe += gx[k] * e;
      sye += gy[k] * e;
    }
    const det = sxx * syy - sxy * sxy;
    if (!(det > 1e-9)) break;
    const ux = (syy * sxe - sxy * sye) / det;
    const uy = (sxx * sye - sxy * sxe) / det;
    if (Math.abs(dx + ux) > s || Math.abs(dy + uy) > s) break;
    dx += ux;
    dy += uy;
    if (Math.abs(ux) < 0.005 && Math.abs(uy) < 0.005) break;
  }
  return { dx, dy };
}

/**
 * Along one axis of a plane `size` px long, the points (origin + i) + shift for i < n, edges
 * clamped, as bilinear sampling takes them: each point's pixel and the next (at[2i],
 * at[2i + 1]) and its weight toward the next (t[i]).
 */
function bilinearAxis(
  origin: number,
  shift: number,
  n: number,
  size: number,
  at: Int32Array,
  t: Float64Array,
): void {
  for (let i = 0; i < n; i++) {
    const v = origin + i + shift;
    const c = v < 0 ? 0 : v > size - 1 ? size - 1 : v;
    const k = Math.floor(c);
    at[2 * i] = k;
    at[2 * i + 1] = k + 1 < size ? k + 1 : k;
    t[i] = c - k;
  }
}

/** The plane sampled bilinearly at the grid of `bilinearAxis` columns × rows (n×n) into `grid`. */
function sampleGrid(
  p: Plane,
  cols: Int32Array,
  tx: Float64Array,
  rows: Int32Array,
  ty: Float64Array,
  n: number,
  grid: Float32Array,
): void {
  const d = p.data;
  const w = p.width;
  for (let y = 0; y < n; y++) {
    const r0 = rows[2 * y] * w;
    const r1 = rows[2 * y + 1] * w;
    const fy = ty[y];
    for (let x = 0; x < n; x++) {
      const ix = cols[2 * x];
      const jx = cols[2 * x + 1];
      const fx = tx[x];
      const top = d[r0 + ix] + (d[r0 + jx] - d[r0 + ix]) * fx;
      const bot = d[r1 + ix] + (d[r1 + jx] - d[r1 + ix]) * fx;
      grid[y * n + x] = top + (bot - top) * fy;
    }
  }
}

/** Offset (−½…½) of the vertex of the parabola through (−1, l), (0, c), (1, r). */
export function parabolaPeak(l: number, c: number, r: number): number {
  const d = l - 2 * c + r;
  if (d >= 0) return 0;
  return Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / d));
}
