/**
 * The hair mask works on a grid of small cells (1/36 of a face width or a little more): per cell the mean
 * colour (CIELab for the colour models, square-root RGB as the guided filter's guide), the
 * strand texture (mean gradient of perceptual luminance), the orientation coherence of that
 * gradient (strands run one way; skin, lace and noise do not), the cell's position in the face
 * frame and the person probability from the segmentation.
 */
import { linearToLab, type Lab } from '../../image/color';
import { colorBin } from '../../image/color-histogram';
import { personAt, type RenderContext } from '../context';
import { MIN_OWN_SAMPLES } from './params';

export type HairCells = {
  gw: number;
  gh: number;
  /** cell size in work pixels */
  s: number;
  L: Float32Array;
  A: Float32Array;
  B: Float32Array;
  /** the colour histogram's bin of (L, A, B) */
  colorBin: Uint16Array;
  /** √(mean linear RGB): the guided filter's guide at cell level */
  gr: Float32Array;
  gg: Float32Array;
  gb: Float32Array;
  tex: Float32Array;
  coh: Float32Array;
  /**
   * |mean gradient| / mean |gradient| (0..1): near 1 on a shading ramp or a single edge (every
   * gradient points one way), low on strands (light and dark lines alternate)
   */
  ramp: Float32Array;
  /**
   * The same over the 3×3 cells alone: a lock of hair wider than a cell is a bright band whose
   * flanks ramp opposite ways, so it cancels here where each flank's own cell does not
   */
  bandRamp: Float32Array;
  /** the dominant strand direction (unit vector across the luminance gradient), image axes */
  dirX: Float32Array;
  dirY: Float32Array;
  /** face-frame coordinates of the cell centre (face widths; v down from the eyes) */
  u: Float32Array;
  v: Float32Array;
  /** person probability, or -1 without a segmentation */
  person: Float32Array;
  /** 1 where texture was measured: everywhere but the clear background, which is sampled */
  measured: Uint8Array;
};

/**
 * Cells of 1/36 face width, and never single pixels: on a small face (ai-body's, 64 px across)
 * a pixel's gradient is noise, and the cut drew a line of hair along the far cheek's contour.
 */
function cellSize(unit: number): number {
  return Math.max(2, Math.floor(unit / 36));
}

/** One grid per render, shared by every step of the hair mask. */
const grids = new WeakMap<RenderContext, HairCells>();

/** Gives a render the grid an earlier render of the same photo made (render/photo-prep.ts). */
export function seedHairCells(ctx: RenderContext, cells: HairCells): void {
  grids.set(ctx, cells);
}

export function buildHairCells(ctx: RenderContext): HairCells {
  const cached = grids.get(ctx);
  if (cached) return cached;
  const { width: w, height: h, r, g, b } = ctx.work;
  const f = ctx.frame;
  const s = cellSize(f.unit);
  const gw = Math.ceil(w / s);
  const gh = Math.ceil(h / s);
  const n = gw * gh;
  const sr = new Float64Array(n);
  const sg = new Float64Array(n);
  const sb = new Float64Array(n);
  const qr = new Float32Array(n);
  const qg = new Float32Array(n);
  const qb = new Float32Array(n);
  const tex = new Float32Array(n);
  const jxx = new Float32Array(n);
  const jyy = new Float32Array(n);
  const jxy = new Float32Array(n);
  const fxx = new Float32Array(n);
  const fyy = new Float32Array(n);
  const fxy = new Float32Array(n);
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const gm = new Float32Array(n);
  const count = new Float32Array(n);
  const u = new Float32Array(n);
  const v = new Float32Array(n);
  const person = new Float32Array(n);
  const measured = new Uint8Array(n);
  const cos = Math.cos(f.roll) / f.unit;
  const sin = Math.sin(f.roll) / f.unit;
  for (let c = 0; c < n; c++) {
    const cx = (c % gw) * s + s / 2;
    const cy = Math.floor(c / gw) * s + s / 2;
    const dx = cx - f.origin[0];
    const dy = cy - f.origin[1];
    u[c] = dx * cos + dy * sin;
    v[c] = -dx * sin + dy * cos;
    person[c] = ctx.personMask ? personAt(ctx, Math.min(w - 1, cx), Math.min(h - 1, cy)) : -1;
    // the clear background's texture is only learnt, never decided on: every third cell
    const lattice = (c % gw) % 3 === 0 && Math.floor(c / gw) % 3 === 0;
    measured[c] = person[c] < 0 || person[c] >= 0.02 || lattice ? 1 : 0;
  }
  // Large cells are measured on every other pixel of every other row (each still compared with
  // its right and lower neighbours, so the gradients keep full resolution): a quarter of the work.
  const step = s >= 4 ? 2 : 1;
  const lum = (i: number): number => Math.sqrt(0.2126 * r[i] + 0.7152 * g[i] + 0.0722 * b[i]);
  for (let y = 0; y < h; y += step) {
    const cy = ((y / s) | 0) * gw;
    const below = y + 1 < h ? w : 0;
    const row = y * w;
    // a cell's samples on this row are summed in locals, then added to the cell once
    for (let cx = 0; cx < gw; cx++) {
      const c = cy + cx;
      const xs = cx * s;
      const xe = Math.min(w, xs + s);
      const first = xs + ((step - (xs % step)) % step);
      if (first >= xe) continue;
      let ar = 0;
      let ag = 0;
      let ab = 0;
      let cnt = 0;
      for (let x = first; x < xe; x += step) {
        const i = row + x;
        ar += r[i];
        ag += g[i];
        ab += b[i];
        cnt++;
      }
      sr[c] += ar;
      sg[c] += ag;
      sb[c] += ab;
      count[c] += cnt;
      if (!measured[c]) continue;
      let t = 0;
      let xx = 0;
      let yy = 0;
      let xy = 0;
      let oxx = 0;
      let oyy = 0;
      let oxy = 0;
      let sx = 0;
      let sy = 0;
      let sm = 0;
      for (let x = first; x < xe; x += step) {
        const i = row + x;
        // texture, ramp and coherence take both differences over one 2×2 block (centred on one
        // point), so a flipped photo only flips their signs: forward differences from the pixel
        // itself meet a thin strand leaning one way in step and one leaning the other way out of
        // step (cgi-model-11's lengths measured 0.56 coherent, the same lengths flipped 0.81)
        const right = x + 1 < w ? 1 : 0;
        const p00 = lum(i);
        const p10 = lum(i + right);
        const p01 = lum(i + below);
        const p11 = lum(i + below + right);
        const dx = right ? (p10 - p00 + p11 - p01) / 2 : 0;
        const dy = below ? (p01 - p00 + p11 - p10) / 2 : 0;
        t += (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
        xx += dx * dx;
        yy += dy * dy;
        xy += dx * dy;
        // (the strand direction still comes from the forward differences' tensor, as the
        // cut's texture bins and the strands followed over the face were tuned on it)
        const fx = right ? p10 - p00 : 0;
        const fy = below ? p01 - p00 : 0;
        oxx += fx * fx;
        oyy += fy * fy;
        oxy += fx * fy;
        sx += dx;
        sy += dy;
        sm += Math.sqrt(dx * dx + dy * dy);
      }
      tex[c] += t;
      jxx[c] += xx;
      jyy[c] += yy;
      jxy[c] += xy;
      fxx[c] += oxx;
      fyy[c] += oyy;
      fxy[c] += oxy;
      gx[c] += sx;
      gy[c] += sy;
      gm[c] += sm;
    }
  }
  const L = new Float32Array(n);
  const ramp = new Float32Array(n);
  const bandRamp = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  const bins = new Uint16Array(n);
  const lab: Lab = [0, 0, 0];
  for (let c = 0; c < n; c++) {
    const k = 1 / Math.max(1, count[c]);
    linearToLab(sr[c] * k, sg[c] * k, sb[c] * k, lab);
    L[c] = lab[0];
    A[c] = lab[1];
    B[c] = lab[2];
    bins[c] = colorBin(lab[0], lab[1], lab[2]);
    qr[c] = Math.sqrt(sr[c] * k);
    qg[c] = Math.sqrt(sg[c] * k);
    qb[c] = Math.sqrt(sb[c] * k);
    tex[c] *= k;
  }
  // coherence of the summed structure tensor, and the ramp, over 3×3 cells (small cells hold a
  // handful of samples)
  const coh = new Float32Array(n);
  const dirX = new Float32Array(n);
  const dirY = new Float32Array(n);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      let a = 0;
      let d = 0;
      let e = 0;
      let oa = 0;
      let od = 0;
      let oe = 0;
      let sx = 0;
      let sy = 0;
      let sm = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(gh - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(gw - 1, x + 1); xx++) {
          const c = yy * gw + xx;
          a += jxx[c];
          d += jyy[c];
          e += jxy[c];
          oa += fxx[c];
          od += fyy[c];
          oe += fxy[c];
          sx += gx[c];
          sy += gy[c];
          sm += gm[c];
        }
      }
      // a cell of a few samples (a small face) leans on its neighbours; a cell of enough samples
      // also speaks for itself (3×3 cells across a curved contour mix its directions)
      const c0 = y * gw + x;
      const around = sm > 0 ? Math.sqrt(sx * sx + sy * sy) / sm : 1;
      const own = gm[c0] > 0 ? Math.sqrt(gx[c0] * gx[c0] + gy[c0] * gy[c0]) / gm[c0] : 1;
      ramp[c0] = count[c0] >= MIN_OWN_SAMPLES ? Math.max(own, around) : around;
      bandRamp[c0] = around;
      const r = Math.sqrt((a - d) * (a - d) + 4 * e * e);
      coh[y * gw + x] = r / (a + d + 1e-9);
      // the gradient's angle θ is half the tensor's (cos 2θ = (a − d)/r, sin 2θ = 2e/r); strands
      // run across it, along θ + π/2 = (−sin θ, cos θ)
      const ro = Math.sqrt((oa - od) * (oa - od) + 4 * oe * oe);
      const c2 = ro > 0 ? (oa - od) / ro : 1;
      const sinT = Math.sqrt(Math.max(0, (1 - c2) / 2));
      dirX[y * gw + x] = oe < 0 ? sinT : -sinT;
      dirY[y * gw + x] = Math.sqrt(Math.max(0, (1 + c2) / 2));
    }
  }
  const cells: HairCells = {
    gw,
    gh,
    s,
    L,
    A,
    B,
    colorBin: bins,
    gr: qr,
    gg: qg,
    gb: qb,
    tex,
    coh,
    ramp,
    bandRamp,
    dirX,
    dirY,
    u,
    v,
    person,
    measured,
  };
  grids.set(ctx, cells);
  return cells;
}
