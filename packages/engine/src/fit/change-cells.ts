/**
 * Where the aligned answer differs from the photo, per small cell: the difference of the two
 * cells' mean colours, so a sub-pixel misalignment along an edge or the answer's own grain does
 * not read as a change. The photo's means are over every pixel of a cell (once per photo); the
 * answer's over a spread of CELL_SAMPLES² of its pixels, sampled straight from the answer where
 * the alignment puts them, so the fit never warps the whole region (only where the mask is set).
 */
import type { RawImage } from '../image/raw-image';
import { CELL_SAMPLES } from './fit-params';
import { sampleRow, type Affine, type Rect } from './warp';

export type ChangeCells = {
  /** cell size in px */
  cell: number;
  gw: number;
  gh: number;
  /** mean absolute difference of the cells' mean R, G and B (8-bit levels) */
  diff: Float32Array;
};

/** The photo's colour sums per cell (R, G, B) and pixel counts: made once per photo and person. */
export type PhotoCells = {
  cell: number;
  gw: number;
  gh: number;
  sums: Float64Array;
  counts: Uint32Array;
};

/** Per-cell sums of R, G and B of an RGBA image, each row's run in a cell summed first. */
function cellSums(img: RawImage, c: number, gw: number, gh: number): Float64Array {
  const sums = new Float64Array(gw * gh * 3);
  const d = img.data;
  const w = img.width;
  for (let y = 0; y < img.height; y++) {
    const row = Math.floor(y / c) * gw;
    let i = y * w * 4;
    for (let x0 = 0, k = row; x0 < w; x0 += c, k++) {
      const x1 = Math.min(w, x0 + c);
      let r = 0;
      let g = 0;
      let b = 0;
      for (let x = x0; x < x1; x++, i += 4) {
        r += d[i];
        g += d[i + 1];
        b += d[i + 2];
      }
      sums[k * 3] += r;
      sums[k * 3 + 1] += g;
      sums[k * 3 + 2] += b;
    }
  }
  return sums;
}

export function photoCells(photo: RawImage, cell: number): PhotoCells {
  const c = Math.max(1, Math.round(cell));
  const gw = Math.ceil(photo.width / c);
  const gh = Math.ceil(photo.height / c);
  const counts = new Uint32Array(gw * gh);
  for (let j = 0; j < gh; j++) {
    const rows = Math.min(c, photo.height - j * c);
    for (let i = 0; i < gw; i++) counts[j * gw + i] = rows * Math.min(c, photo.width - i * c);
  }
  return { cell: c, gw, gh, sums: cellSums(photo, c, gw, gh), counts };
}

/**
 * Where along one side of the region (`length` px from photo px `origin`) the cells' samples
 * lie, in photo px: up to CELL_SAMPLES pixels spread evenly over each cell (every pixel of a
 * cell that small), and the cell of each.
 */
function sampleLine(
  length: number,
  cell: number,
  origin: number,
): { at: Int32Array; cellOf: Int32Array } {
  const at: number[] = [];
  const cellOf: number[] = [];
  for (let i = 0, x0 = 0; x0 < length; i++, x0 += cell) {
    const n = Math.min(cell, length - x0);
    const k = Math.min(CELL_SAMPLES, n);
    for (let t = 0; t < k; t++) {
      at.push(origin + x0 + Math.floor(((t + 0.5) * n) / k));
      cellOf.push(i);
    }
  }
  return { at: Int32Array.from(at), cellOf: Int32Array.from(cellOf) };
}

/**
 * The change per cell of the answer aligned by `m` (photo px → answer px) over `rect`, each
 * sample as `warpRgba` would give that pixel (colour map `lut` included).
 */
export function changeCells(
  photo: PhotoCells,
  answer: RawImage,
  m: Affine,
  rect: Rect,
  lut: Uint8Array,
): ChangeCells {
  const { cell, gw, gh, counts } = photo;
  const cols = sampleLine(rect.width, cell, rect.x);
  const rows = sampleLine(rect.height, cell, rect.y);
  const a = new Float64Array(gw * gh * 3);
  const taken = new Uint32Array(gw * gh);
  const colours = new Int32Array(cols.at.length);
  for (let r = 0; r < rows.at.length; r++) {
    sampleRow(answer, m, rows.at[r], cols.at, cols.at.length, lut, colours);
    const base = rows.cellOf[r] * gw;
    for (let c = 0; c < colours.length; c++) {
      const v = colours[c];
      const k = base + cols.cellOf[c];
      a[k * 3] += v >>> 16;
      a[k * 3 + 1] += (v >>> 8) & 255;
      a[k * 3 + 2] += v & 255;
      taken[k]++;
    }
  }
  return { cell, gw, gh, diff: cellDiff(photo.sums, counts, a, taken) };
}

/**
 * The mean absolute difference over R, G and B of each cell's mean colour on the photo (`sums`
 * over `counts` pixels) and in the answer (`a` over `taken` samples). (A function of its own:
 * inside changeCells it ran in the code compiled on stack replacement for the loop above,
 * which bailed out here.)
 */
function cellDiff(
  p: Float64Array,
  counts: Uint32Array,
  a: Float64Array,
  taken: Uint32Array,
): Float32Array {
  const diff = new Float32Array(counts.length);
  for (let k = 0; k < diff.length; k++) {
    const n = Math.max(1, counts[k]);
    const t = Math.max(1, taken[k]);
    const s = k * 3;
    diff[k] =
      (Math.abs(p[s] / n - a[s] / t) +
        Math.abs(p[s + 1] / n - a[s + 1] / t) +
        Math.abs(p[s + 2] / n - a[s + 2] / t)) /
      3;
  }
  return diff;
}
