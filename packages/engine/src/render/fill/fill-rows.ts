/**
 * The body behind removed hair, row by row: hair hangs down over a dress or a shoulder, so what
 * lies behind it continues across from either side on the same row — the dress beside a
 * ponytail, the shoulder beside a lock. A push-pull fill also averages in what lies above and
 * below (the neck's skin into a navy dress, in a brown tint); here each unknown cell takes the
 * nearest known cells to its left and right on its row, weighted by nearness, smoothed a little
 * down the columns so the rows do not show. Cells with known cells on neither side within reach
 * keep the push-pull fill.
 */
import { boxBlurColumns } from '../../image/blur';
import { KNOWN, MIN_RUN, SIDE_CELLS } from './params';
import { pausePoint } from '../../image/pause-point';

/**
 * `planes` (3 colour planes, w × h) hold the push-pull fill and are overwritten where rows give
 * a fill; `colour` is the known cells' local mean colour and `weight` their weight.
 */
export function fillAlongRows(
  planes: Float32Array[],
  colour: Float32Array[],
  weight: Float32Array,
  w: number,
  h: number,
  reach: number,
): void {
  const rows = [new Float32Array(w * h), new Float32Array(w * h), new Float32Array(w * h)];
  const got = new Float32Array(w * h);
  const left = new Int32Array(w);
  const right = new Int32Array(w);
  const leftLen = new Int32Array(w);
  const rightLen = new Int32Array(w);
  // per row: the nearest run of known cells on each side (a lone known cell between strands is
  // no source) and the mean colour of its first cells
  const mean = (row: number, from: number, step: 1 | -1, len: number, c: number): number => {
    let sum = 0;
    // (past the run's edge cell, which its boundary mixes)
    const skip = len > SIDE_CELLS ? 1 : 0;
    const n = Math.min(len - skip, SIDE_CELLS);
    for (let k = skip; k < skip + n; k++) sum += colour[c][row + from + k * step];
    return sum / n;
  };
  for (let y = 0; y < h; y++) {
    pausePoint();
    const row = y * w;
    let end = -1;
    let len = 0;
    for (let x = 0; x < w; x++) {
      left[x] = len >= MIN_RUN && x - end <= reach ? end : -1;
      leftLen[x] = len;
      if (weight[row + x] >= KNOWN) {
        len = end === x - 1 ? len + 1 : 1;
        end = x;
      }
    }
    end = -1;
    len = 0;
    for (let x = w - 1; x >= 0; x--) {
      right[x] = len >= MIN_RUN && end - x <= reach ? end : -1;
      rightLen[x] = len;
      if (weight[row + x] >= KNOWN) {
        len = end === x + 1 ? len + 1 : 1;
        end = x;
      }
    }
    for (let x = 0; x < w; x++) {
      const j = row + x;
      if (weight[j] >= KNOWN) continue;
      const l = left[x];
      const r = right[x];
      if (l < 0 && r < 0) continue;
      // inverse distance: the nearer side counts more
      const wl = l >= 0 ? 1 / (x - l) : 0;
      const wr = r >= 0 ? 1 / (r - x) : 0;
      const sum = wl + wr;
      for (let c = 0; c < 3; c++) {
        const cl = l >= 0 ? mean(row, l, -1, leftLen[x], c) : 0;
        const cr = r >= 0 ? mean(row, r, 1, rightLen[x], c) : 0;
        rows[c][j] = (cl * wl + cr * wr) / sum;
      }
      got[j] = 1;
    }
  }
  // (smoothed down the columns, normalised by the cells that had a fill)
  const radius = Math.max(1, Math.round(reach / 12));
  const tmp = new Float32Array(w * h);
  const gotS = Float32Array.from(got);
  boxBlurColumns(gotS, w, h, radius, tmp);
  for (let c = 0; c < 3; c++) {
    const p = rows[c];
    boxBlurColumns(p, w, h, radius, tmp);
    for (let j = 0; j < p.length; j++) {
      if (!got[j] || gotS[j] <= 1e-6) continue;
      planes[c][j] = p[j] / gotS[j];
    }
  }
}
