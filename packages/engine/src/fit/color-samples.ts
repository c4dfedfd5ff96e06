/**
 * Where the colour match samples: pixels of the region that should look the same in the
 * answer — away from the person's face and neck, their old hair and other people's faces.
 * Worked out on a grid of cells (the clearance is a few cells wide), one sample per free cell.
 */
import type { Mask } from '../image/mask';
import { HAIR_BUSY } from './fit-params';

export type SampleInput = {
  width: number;
  height: number;
  core: Mask;
  oldHair: Mask | null;
  protect: Float32Array | undefined;
  /** cell size, px */
  cell: number;
  /** free cells keep this many cells away from any busy one */
  clearance: number;
};

/** 1 at the centre pixel of every free cell, 0 elsewhere (region pixels). */
export function unchangedSamples(input: SampleInput): Uint8Array {
  const { width: w, height: h, core, oldHair, protect } = input;
  const c = Math.max(1, Math.round(input.cell));
  const gw = Math.ceil(w / c);
  const gh = Math.ceil(h / c);
  const busy = new Uint8Array(gw * gh);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / c) * gw;
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (core.data[p] > 0 || (protect && protect[p] > 0)) busy[row + Math.floor(x / c)] = 1;
    }
  }
  if (oldHair) {
    for (let y = 0; y < oldHair.height; y++) {
      const ry = y + oldHair.y0;
      if (ry < 0 || ry >= h) continue;
      const row = Math.floor(ry / c) * gw;
      for (let x = 0; x < oldHair.width; x++) {
        const rx = x + oldHair.x0;
        if (rx < 0 || rx >= w || oldHair.data[y * oldHair.width + x] <= HAIR_BUSY) continue;
        busy[row + Math.floor(rx / c)] = 1;
      }
    }
  }
  const near = dilate(busy, gw, gh, Math.max(0, Math.round(input.clearance)));
  const use = new Uint8Array(w * h);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      if (near[j * gw + i]) continue;
      const x = Math.min(w - 1, i * c + (c >> 1));
      const y = Math.min(h - 1, j * c + (c >> 1));
      use[y * w + x] = 1;
    }
  }
  return use;
}

/** Cells within `r` cells (a square) of a set one. */
function dilate(grid: Uint8Array, gw: number, gh: number, r: number): Uint8Array {
  if (r === 0) return grid;
  const rows = new Uint8Array(grid.length);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      if (!grid[j * gw + i]) continue;
      for (let k = Math.max(0, i - r); k <= Math.min(gw - 1, i + r); k++) rows[j * gw + k] = 1;
    }
  }
  const out = new Uint8Array(grid.length);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      if (!rows[j * gw + i]) continue;
      for (let k = Math.max(0, j - r); k <= Math.min(gh - 1, j + r); k++) out[k * gw + i] = 1;
    }
  }
  return out;
}
