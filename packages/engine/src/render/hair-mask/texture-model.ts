/**
 * Texture models for the hair mask: a smoothed histogram of (strand texture, orientation
 * coherence) over a class's cells, learnt per photo. Hair shows fine, oriented detail; skin is
 * smooth; lace, knit and backgrounds have their own signatures — which matters where colours
 * alone overlap (blonde hair on a cream dress, hair beside a shadowed neck).
 */
import type { HairCells } from './cells';

const TEX_BINS = 8;
/** weak coherence (two levels), or coherent: four strand directions at two strengths */
const COH_BINS = 10;
const BINS = TEX_BINS * COH_BINS;
const LOG_TEX_MIN = Math.log(0.004);
const LOG_TEX_MAX = Math.log(0.25);

/** Log-probability per bin. */
export type TextureModel = Float32Array;

/**
 * The bin of a cell's texture: its strength (log scale), its coherence and, where coherent, the
 * strands' direction relative to the face's vertical (hanging lengths run down it; lace, knit
 * and skin have no direction of their own).
 */
function textureBin(tex: number, coh: number, angle: number): number {
  const t = (Math.log(tex + 1e-4) - LOG_TEX_MIN) / (LOG_TEX_MAX - LOG_TEX_MIN);
  const tb = Math.min(TEX_BINS - 1, Math.max(0, Math.floor(t * TEX_BINS)));
  let cb: number;
  if (coh < 0.5) cb = coh < 0.25 ? 0 : 1;
  else {
    const a = ((angle % Math.PI) + Math.PI) % Math.PI;
    const dir = Math.round(a / (Math.PI / 4)) % 4;
    cb = 2 + dir + (coh >= 0.8 ? 4 : 0);
  }
  return tb * COH_BINS + cb;
}

/** Bin of every cell, computed once; `roll` is the face's tilt (the frame's x axis angle). */
export function cellTextureBins(cells: HairCells, roll: number): Uint8Array {
  const n = cells.gw * cells.gh;
  const out = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const angle = Math.atan2(cells.dirY[c], cells.dirX[c]) - roll;
    out[c] = textureBin(cells.tex[c], cells.coh[c], angle);
  }
  return out;
}

/**
 * Histogram of the picked cells' bins, smoothed (a count of one per bin, then a tenth of a
 * uniform distribution mixed in) so that no texture is impossible; uniform without cells.
 */
export function fitTexture(bins: Uint8Array, pick: (c: number) => boolean): TextureModel {
  const counts = new Float64Array(BINS).fill(1);
  let total = BINS;
  for (let c = 0; c < bins.length; c++) {
    if (!pick(c)) continue;
    counts[bins[c]]++;
    total++;
  }
  const out = new Float32Array(BINS);
  for (let k = 0; k < BINS; k++) out[k] = Math.log(0.9 * (counts[k] / total) + 0.1 / BINS);
  return out;
}

/**
 * Per bin the likelier of two models: a texture belongs to a class when either sample of it
 * shows it (no longer normalised; used as a likelihood beside normalised ones, it only favours
 * the class where one of its samples does).
 */
export function eitherTexture(a: TextureModel, b: TextureModel): TextureModel {
  const out = new Float32Array(a.length);
  for (let k = 0; k < a.length; k++) out[k] = Math.max(a[k], b[k]);
  return out;
}
