/**
 * The person's own hair as texture for a new style: a patch of their hair where its strands
 * hang (beside the face) or run back (the crown), resampled in the face frame so strands run
 * down the patch, reduced to its fine detail (lightness minus its local mean). The painter looks
 * it up by strand coordinates (across, along), so real fibres, gaps and flyaways follow the new
 * style's flow instead of synthetic noise.
 */
import { boxBlur } from '../../image/blur';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { hash2 } from '../../image/paint';
import { vnoise2 } from '../strands/strands';

export type HairExemplar = {
  w: number;
  h: number;
  /** lightness detail (CIE L* units, about ±15) */
  detail: Float32Array;
  /** median lightness of the patch (to scale the detail for another colour) */
  median: number;
};

/** Share of a patch that must be confident hair. */
const MIN_COVER = 0.7;
/** Strands must run one way in the patch (else its tiles show as a pattern). */
const MIN_COHERENCE = 0.6;
/** How much of the dark gaps' depth is kept. */
const DARK_GAPS = 0.6;
/** Local-mean radius (face widths): detail finer than this is texture, coarser is shading. */
const DETAIL_RADIUS = 0.012;

type Band = { u0: number; u1: number; v0: number; v1: number };

const toL = (y: number): number => (y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y);

type Patch = { w: number; h: number; L: Float32Array; ok: Uint8Array; cover: number };

/**
 * Samples a w × h patch of the work image, one pixel per step, centred on face-frame (cu, cv)
 * with its rows running along the unit vector (au, av) in the face frame.
 */
function samplePatch(
  ctx: RenderContext,
  old: Mask,
  cu: number,
  cv: number,
  w: number,
  h: number,
  au: number,
  av: number,
): Patch {
  const f = ctx.frame;
  const { width: W, height: H, r, g, b } = ctx.work;
  const L = new Float32Array(w * h);
  const ok = new Uint8Array(w * h);
  let n = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const dx = (x + 0.5 - w / 2) / f.unit;
      const dy = (y + 0.5 - h / 2) / f.unit;
      // across the strands is (av, −au)
      const p = f.toPx(cu + dx * av + dy * au, cv - dx * au + dy * av);
      // bilinear: a rotated patch sampled by nearest pixels turns fine strands into steps
      const fx = p[0] - 0.5;
      const fy = p[1] - 0.5;
      const px = Math.floor(fx);
      const py = Math.floor(fy);
      if (px < 0 || py < 0 || px + 1 >= W || py + 1 >= H) continue;
      if (maskAt(old, Math.round(fx), Math.round(fy)) < 0.9) continue;
      const tx = fx - px;
      const ty = fy - py;
      const lum = (j: number): number => 0.2126 * r[j] + 0.7152 * g[j] + 0.0722 * b[j];
      const j = py * W + px;
      const top = lum(j) + (lum(j + 1) - lum(j)) * tx;
      const bot = lum(j + W) + (lum(j + W + 1) - lum(j + W)) * tx;
      L[y * w + x] = toL(top + (bot - top) * ty);
      ok[y * w + x] = 1;
      n++;
    }
  }
  return { w, h, L, ok, cover: n / (w * h) };
}

/** Strand direction (unit vector, pointing down the patch) and its coherence 0..1. */
function strandDirection(p: Patch): { du: number; dv: number; coherence: number } {
  let jxx = 0;
  let jyy = 0;
  let jxy = 0;
  for (let y = 0; y < p.h - 1; y++) {
    for (let x = 0; x < p.w - 1; x++) {
      const i = y * p.w + x;
      if (!p.ok[i] || !p.ok[i + 1] || !p.ok[i + p.w]) continue;
      const gx = p.L[i + 1] - p.L[i];
      const gy = p.L[i + p.w] - p.L[i];
      jxx += gx * gx;
      jyy += gy * gy;
      jxy += gx * gy;
    }
  }
  const tr = jxx + jyy;
  if (tr <= 0) return { du: 0, dv: 1, coherence: 0 };
  // the gradient's dominant angle; strands run across it
  const phi = 0.5 * Math.atan2(2 * jxy, jxx - jyy);
  let du = -Math.sin(phi);
  let dv = Math.cos(phi);
  if (dv < 0) {
    du = -du;
    dv = -dv;
  }
  return { du, dv, coherence: Math.sqrt((jxx - jyy) ** 2 + 4 * jxy * jxy) / tr };
}

/**
 * The patch's detail as the painter uses it: the dark gaps between strands weakened (bent into
 * waves and curls, thin dark lines read as marble), and both tails clamped.
 */
const soften = (d: number): number => Math.max(-15, Math.min(25, d < 0 ? d * DARK_GAPS : d));

export function hairExemplar(ctx: RenderContext, old: Mask): HairExemplar | null {
  const f = ctx.frame;
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  // the crown of a turned head lies toward its back
  const c = f.yaw * 0.3;
  // hanging lengths beside the face first (strands run down them), then the crown (strands run
  // back from the hairline, which the photo shows as running up)
  const bands: Band[] = [
    { u0: -0.92, u1: -0.6, v0: -0.1, v1: 0.7 },
    { u0: 0.6, u1: 0.92, v0: -0.1, v1: 0.7 },
    { u0: c - 0.25, u1: c + 0.25, v0: topV - 0.42, v1: topV - 0.1 },
    { u0: c - 0.2, u1: c + 0.2, v0: topV - 0.3, v1: topV - 0.06 },
  ];
  let best: Patch | null = null;
  let bestScore = 0;
  for (const band of bands) {
    const cu = (band.u0 + band.u1) / 2;
    const cv = (band.v0 + band.v1) / 2;
    const w = Math.round((band.u1 - band.u0) * f.unit);
    const h = Math.round((band.v1 - band.v0) * f.unit);
    if (w < 12 || h < 24) continue;
    const probe = samplePatch(ctx, old, cu, cv, w, h, 0, 1);
    if (probe.cover < MIN_COVER) continue;
    // resample with the rows along the strands (a patch inside the band whatever its tilt)
    const dir = strandDirection(probe);
    const side = Math.min(w, h);
    const p = samplePatch(
      ctx,
      old,
      cu,
      cv,
      Math.round(side * 0.7),
      Math.round(Math.max(w, h) * 0.7),
      dir.du,
      dir.dv,
    );
    const score = p.cover * dir.coherence;
    if (
      p.cover >= MIN_COVER &&
      dir.coherence >= MIN_COHERENCE &&
      p.w >= 16 &&
      p.h >= 40 &&
      score > bestScore
    ) {
      best = p;
      bestScore = score;
    }
  }
  if (!best) return null;
  const { w, h, L, ok } = best;
  // fill the few holes with the patch's mean, then take the detail against the local mean
  let sum = 0;
  let n = 0;
  for (let i = 0; i < L.length; i++) {
    if (!ok[i]) continue;
    sum += L[i];
    n++;
  }
  const mean = sum / n;
  for (let i = 0; i < L.length; i++) if (!ok[i]) L[i] = mean;
  const low = Float32Array.from(L);
  boxBlur(low, w, h, Math.max(2, Math.round(f.unit * DETAIL_RADIUS)), new Float32Array(w * h));
  const detail = new Float32Array(w * h);
  for (let i = 0; i < L.length; i++) detail[i] = ok[i] ? soften(L[i] - low[i]) : 0;
  const sorted = Array.from(L).sort((a, b) => a - b);
  return { w, h, detail, median: sorted[sorted.length >> 1] };
}

/**
 * Where the person shows no usable patch (short, slicked or no hair): a patch of synthetic
 * strands of the same kind — fibres a few pixels apart, groups and locks, varying slowly along
 * their length — whose detail spans `spread` lightness units around `median`.
 */
export function syntheticExemplar(unit: number, median: number, spread: number): HairExemplar {
  const w = Math.max(24, Math.round(unit * 0.3));
  const h = Math.max(48, Math.round(unit * 0.8));
  const detail = new Float32Array(w * h);
  const octaves = [
    { across: 2.2, along: 40, amp: 0.45, seed: 61 },
    { across: 6, along: 90, amp: 0.35, seed: 62 },
    { across: 16, along: 160, amp: 0.2, seed: 63 },
  ];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let v = 0;
      for (const o of octaves) {
        // periodic across the patch's width, so tiles meet without a seam
        const n = vnoise2(x / o.across, y / o.along, o.seed);
        v += (n - 0.5) * o.amp;
      }
      // dark gaps between fibres are narrower than the fibres
      detail[y * w + x] = (v < 0 ? v * 1.4 : v) * spread;
    }
  return { w, h, detail, median };
}

const mirror = (x: number, n: number): number => {
  const m = ((x % (2 * n)) + 2 * n) % (2 * n);
  return m < n ? m : 2 * n - 1 - m;
};

/**
 * The detail at strand coordinates in pixels (x across, y along). The patch is tiled across the
 * strands, each tile shifted along them at random so tiles read as different locks; along the
 * strands it is mirrored.
 */
export function exemplarAt(ex: HairExemplar, x: number, y: number, seed: number): number {
  const u = x / ex.w;
  const tile = Math.floor(u);
  const f = u - tile;
  const xi = Math.floor(f * ex.w);
  const own = ex.detail[mirror(Math.floor(y + hash2(tile, 3, seed) * ex.h * 2), ex.h) * ex.w + xi];
  // the last fifth of a tile fades into the next one (mirrored, so the strands meet)
  if (f < 0.8) return own;
  const k = (f - 0.8) / 0.2;
  const xn = ex.w - 1 - xi;
  const next =
    ex.detail[mirror(Math.floor(y + hash2(tile + 1, 3, seed) * ex.h * 2), ex.h) * ex.w + xn];
  return own + (next - own) * k * k * (3 - 2 * k);
}
