/**
 * The hair cut's links between neighbouring cells: cheap to cut between cells of different
 * colour (contrast-sensitive, as in GrabCut), dearer along coherent strands so that a label
 * travels down the lengths rather than across them.
 */
import type { HairCells } from './cells';
import { STRANDS, LINK_SMOOTH } from './params';

export type HairLinks = {
  east: Float32Array;
  south: Float32Array;
  southEast: Float32Array;
  southWest: Float32Array;
};

function colourDistance2(
  L: Float32Array,
  A: Float32Array,
  B: Float32Array,
  i: number,
  j: number,
): number {
  const l = L[i] - L[j];
  const a = A[i] - A[j];
  const b = B[i] - B[j];
  return l * l + a * a + b * b;
}

/** The link between cells i and j, a step (dx, dy) apart. */
function linkWeight(
  cells: HairCells,
  fixed: Uint8Array,
  beta: number,
  i: number,
  j: number,
  dx: number,
  dy: number,
): number {
  if (fixed[i] && fixed[j]) return 0;
  const { coh, dirX, dirY } = cells;
  const k = Math.min(coh[i], coh[j]);
  const a = Math.abs(dirX[i] * dx + dirY[i] * dy) * Math.abs(dirX[j] * dx + dirY[j] * dy);
  return (
    LINK_SMOOTH *
    Math.exp(-beta * colourDistance2(cells.L, cells.A, cells.B, i, j)) *
    (1 + STRANDS * k * k * a)
  );
}

/** `fixed` cells are known not to be hair: links between two of them never matter. */
export function hairLinks(cells: HairCells, fixed: Uint8Array): HairLinks {
  const { gw, gh, L, A, B } = cells;
  const n = gw * gh;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (x + 1 < gw) {
        sum += colourDistance2(L, A, B, i, i + 1);
        count++;
      }
      if (y + 1 < gh) {
        sum += colourDistance2(L, A, B, i, i + gw);
        count++;
      }
    }
  }
  const beta = 1 / (2 * Math.max(1e-6, sum / Math.max(1, count)));
  const east = new Float32Array(n);
  const south = new Float32Array(n);
  const southEast = new Float32Array(n);
  const southWest = new Float32Array(n);
  const r = Math.SQRT1_2;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (x + 1 < gw) east[i] = linkWeight(cells, fixed, beta, i, i + 1, 1, 0);
      if (y + 1 < gh) {
        south[i] = linkWeight(cells, fixed, beta, i, i + gw, 0, 1);
        if (x + 1 < gw) southEast[i] = r * linkWeight(cells, fixed, beta, i, i + gw + 1, r, r);
        if (x > 0) southWest[i] = r * linkWeight(cells, fixed, beta, i, i + gw - 1, -r, r);
      }
    }
  }
  return { east, south, southEast, southWest };
}
