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

/** `photo` and `answer` are the same size (the region that may change). */
export function changeCells(photo: RawImage, answer: RawImage, cell: number): ChangeCells {
  const c = Math.max(1, Math.round(cell));
  const gw = Math.ceil(photo.width / c);
  const gh = Math.ceil(photo.height / c);
  const sums = new Float64Array(gw * gh * 6);
  const counts = new Uint32Array(gw * gh);
  const p = photo.data;
  const a = answer.data;
  const w = photo.width;
  for (let y = 0; y < photo.height; y++) {
    const row = Math.floor(y / c) * gw;
    let i = y * w * 4;
    // a cell's run of pixels in this row summed first, then added to the cell once
    for (let x0 = 0, k = row; x0 < w; x0 += c, k++) {
      const x1 = Math.min(w, x0 + c);
      let pr = 0;
      let pg = 0;
      let pb = 0;
      let ar = 0;
      let ag = 0;
      let ab = 0;
      for (let x = x0; x < x1; x++, i += 4) {
        pr += p[i];
        pg += p[i + 1];
        pb += p[i + 2];
        ar += a[i];
        ag += a[i + 1];
        ab += a[i + 2];
      }
      const s = k * 6;
      sums[s] += pr;
      sums[s + 1] += pg;
      sums[s + 2] += pb;
      sums[s + 3] += ar;
      sums[s + 4] += ag;
      sums[s + 5] += ab;
      counts[k] += x1 - x0;
    }
  }
  const diff = new Float32Array(gw * gh);
  for (let k = 0; k < diff.length; k++) {
    const n = Math.max(1, counts[k]);
    const s = k * 6;
    diff[k] =
      (Math.abs(sums[s] - sums[s + 3]) +
        Math.abs(sums[s + 1] - sums[s + 4]) +
        Math.abs(sums[s + 2] - sums[s + 5])) /
      (3 * n);
  }
  return { cell: c, gw, gh, diff };
}
