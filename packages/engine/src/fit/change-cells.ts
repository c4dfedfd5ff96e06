/**
 * Where the aligned answer differs from the photo, per small cell: the difference of the two
 * cells' mean colours, so a sub-pixel misalignment along an edge or the answer's own grain does
 * not read as a change.
 */
import type { RawImage } from '../image/raw-image';

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

/** `answer` is the size of the photo's region the cells were made over. */
export function changeCells(photo: PhotoCells, answer: RawImage): ChangeCells {
  const { cell, gw, gh, counts } = photo;
  const p = photo.sums;
  const a = cellSums(answer, cell, gw, gh);
  const diff = new Float32Array(gw * gh);
  for (let k = 0; k < diff.length; k++) {
    const n = Math.max(1, counts[k]);
    const s = k * 3;
    diff[k] =
      (Math.abs(p[s] - a[s]) + Math.abs(p[s + 1] - a[s + 1]) + Math.abs(p[s + 2] - a[s + 2])) /
      (3 * n);
  }
  return { cell, gw, gh, diff };
}
