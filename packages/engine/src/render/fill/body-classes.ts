/**
 * The body behind removed hair is not one colour: the neck's skin, a navy dress, a lace corset, a
 * black swimsuit. Filled as one source, skin and cloth average into a blotch of neither (a
 * purple-grey patch over navy, skin-coloured streaks over a corset). Here the body's known cells
 * are split into a few colour classes (k-means on their local mean colour, in Lab, classes closer
 * than a just-visible step merged), and every cell takes the class that holds it most once the known
 * body cells that spread one (a class's cores of more than a thin line, in patches of some size: not
 * the loose strands the masks missed) spread over the hole as a membrane, held more along rows than
 * down columns (hair hangs down), so the border between two classes continues through the hole as
 * it entered it: each class is then continued from the hole's boundary inward, from its own cells
 * only.
 */
import { linearToLab, type Lab } from '../../image/color';
import { pausePoint } from '../../image/pause-point';
import { boxBlur } from '../../image/blur';
import { membrane } from './membrane';
import {
  CLASS_CORE,
  CLASS_LIGHTNESS,
  CLASS_MAX,
  CLASS_MERGE,
  CLASS_MIN_PATCH,
  CLASS_MIN_SHARE,
  CLASS_ACROSS,
  CLASS_ROUNDS,
  CLASS_SWEEPS,
  KNOWN,
} from './params';

export type BodyClasses = {
  /** number of classes (≥ 1) */
  count: number;
  /** per cell: its class where it holds any of the body (a partly known cell: the one holding it), else −1 */
  cell: Int8Array;
  /** per cell: the class that holds it (spreadLabels) */
  spread: Int8Array;
};

/**
 * `colour` holds the body's local mean colour per cell (3 linear planes), `weight` the body's
 * known weight per cell (of the 4 pixels a cell sums).
 */
export function bodyClasses(
  colour: Float32Array[],
  weight: Float32Array,
  hw: number,
  hh: number,
  /** half-resolution cells per face width */
  unitCells: number,
  /** per cell: the background's known weight (of 4), which holds no class */
  backWeight?: Float32Array,
): BodyClasses {
  const n = hw * hh;
  const own = new Int8Array(n).fill(-1);
  const lab: Lab = [0, 0, 0];
  const cells: number[] = [];
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  for (let j = 0; j < n; j++) {
    if (weight[j] < KNOWN) continue;
    linearToLab(colour[0][j], colour[1][j], colour[2][j], lab);
    // (lightness counts less: shading changes it across one cloth or skin, hue and chroma part
    // cloth from skin)
    L[j] = lab[0] * CLASS_LIGHTNESS;
    A[j] = lab[1];
    B[j] = lab[2];
    cells.push(j);
  }
  if (cells.length === 0) {
    // (no cell wholly known: one class)
    const cell = new Int8Array(n).fill(-1);
    for (let j = 0; j < n; j++) if (weight[j] > 0) cell[j] = 0;
    return { count: 1, cell, spread: new Int8Array(n).fill(0) };
  }
  // seeds: the first cell, then each time the cell farthest from every seed (a deterministic
  // k-means++), so a small patch of another colour still gets a class
  const cl: number[][] = [[L[cells[0]], A[cells[0]], B[cells[0]]]];
  const d2 = (j: number, c: number[]): number => {
    const dl = L[j] - c[0];
    const da = A[j] - c[1];
    const db = B[j] - c[2];
    return dl * dl + da * da + db * db;
  };
  const stride = Math.max(1, Math.floor(cells.length / 4000));
  while (cl.length < CLASS_MAX) {
    let best = -1;
    let bestD = CLASS_MERGE * CLASS_MERGE;
    for (let k = 0; k < cells.length; k += stride) {
      const j = cells[k];
      let m = Infinity;
      for (const c of cl) m = Math.min(m, d2(j, c));
      if (m > bestD) {
        bestD = m;
        best = j;
      }
    }
    if (best < 0) break;
    cl.push([L[best], A[best], B[best]]);
  }
  const nearestClass = (j: number): number => {
    let bi = 0;
    let bd = Infinity;
    for (let c = 0; c < cl.length; c++) {
      const d = d2(j, cl[c]);
      if (d < bd) {
        bd = d;
        bi = c;
      }
    }
    return bi;
  };
  for (let round = 0; round < CLASS_ROUNDS; round++) {
    pausePoint();
    const sum = cl.map(() => [0, 0, 0, 0]);
    // (on a sample: the centres need no more)
    for (let k = 0; k < cells.length; k += stride) {
      const j = cells[k];
      const c = nearestClass(j);
      sum[c][0] += L[j];
      sum[c][1] += A[j];
      sum[c][2] += B[j];
      sum[c][3]++;
    }
    for (let c = 0; c < cl.length; c++)
      if (sum[c][3] > 0)
        cl[c] = [sum[c][0] / sum[c][3], sum[c][1] / sum[c][3], sum[c][2] / sum[c][3]];
    // classes that came too close, or too small to be a region of their own, go to the others
    const keep = cl.filter((c, i) => {
      const min = (CLASS_MIN_SHARE * cells.length) / stride;
      if (sum[i][3] < min) return false;
      for (let o = 0; o < i; o++)
        if (sum[o][3] >= min && d2Centres(c, cl[o]) < CLASS_MERGE ** 2) return false;
      return true;
    });
    if (keep.length === 0) break;
    cl.splice(0, cl.length, ...keep);
  }
  for (let k = 0; k < cells.length; k++) own[cells[k]] = nearestClass(cells[k]);
  // (only a class's cores spread it, and not its small patches: the loose strands the masks
  // missed, lines of the hair's edge, lie among the known cells as thin lines and specks)
  const core = classCores(own, cl.length, hw, hh, Math.max(1, Math.round(CLASS_CORE * unitCells)));
  const minPatch = Math.max(4, Math.round((CLASS_MIN_PATCH * unitCells) ** 2));
  const seeds = dropSmallPatches(core, hw, minPatch);
  const spread = spreadLabels(
    seeds.some((v) => v >= 0) ? seeds : own,
    cl.length,
    hw,
    hh,
    backWeight,
  );
  const cell = new Int8Array(n).fill(-1);
  for (let j = 0; j < n; j++) if (weight[j] > 0) cell[j] = spread[j];
  return { count: cl.length, cell, spread };
}

function d2Centres(a: number[], b: number[]): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

/** The labels only where a square of side 2r + 1 of the same label fits over them (an opening). */
function classCores(own: Int8Array, count: number, hw: number, hh: number, r: number): Int8Array {
  const out = new Int8Array(own.length).fill(-1);
  const one = new Float32Array(own.length);
  const tmp = new Float32Array(own.length);
  const full = 1 - 0.5 / ((2 * r + 1) * (2 * r + 1));
  for (let k = 0; k < count; k++) {
    for (let j = 0; j < own.length; j++) one[j] = own[j] === k ? 1 : 0;
    boxBlur(one, hw, hh, r, tmp);
    for (let j = 0; j < own.length; j++) one[j] = own[j] === k && one[j] >= full ? 1 : 0;
    // (…and back out to the class's cells within r of a core: an opening, which keeps the
    // outline of what is wider than 2r + 1 cells)
    boxBlur(one, hw, hh, r, tmp);
    for (let j = 0; j < own.length; j++)
      if (own[j] === k && one[j] > 0.5 / ((2 * r + 1) * (2 * r + 1))) out[j] = k;
  }
  return out;
}

/** The labels without their 4-connected patches of fewer than `min` cells. */
function dropSmallPatches(own: Int8Array, hw: number, min: number): Int8Array {
  const out = Int8Array.from(own);
  const seen = new Uint8Array(own.length);
  const stack: number[] = [];
  const patch: number[] = [];
  for (let s = 0; s < own.length; s++) {
    if (own[s] < 0 || seen[s]) continue;
    const k = own[s];
    patch.length = 0;
    stack.push(s);
    seen[s] = 1;
    while (stack.length > 0) {
      const j = stack.pop()!;
      patch.push(j);
      const x = j % hw;
      for (let e = 0; e < 4; e++) {
        const q =
          e === 0
            ? x > 0
              ? j - 1
              : -1
            : e === 1
              ? x < hw - 1
                ? j + 1
                : -1
              : e === 2
                ? j - hw
                : j + hw;
        if (q < 0 || q >= own.length || seen[q] || own[q] !== k) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    if (patch.length < min) for (const j of patch) out[j] = -1;
  }
  return out;
}

/**
 * Per cell: the label that holds it most once every label's cells (and the background's, which
 * holds none) spread over the rest as one membrane (membrane.ts), not the label of the nearest cell. A
 * border between two labels then runs through a hole from where it meets the hole on one side to
 * where it meets it on the other, as the photo's border enters it (a neckline under hair hanging
 * beside the neck, up to the dress's top on the far side): a nearest-cell rule drew it along rows
 * and columns (a block with a level bottom and an upright side).
 */
function spreadLabels(
  own: Int8Array,
  count: number,
  hw: number,
  hh: number,
  back?: Float32Array,
): Int8Array {
  const out = Int8Array.from(own);
  if (count < 2) {
    out.fill(0);
    return out;
  }
  const n = hw * hh;
  // (one plane per label; the background known beside the hole holds every label at 0, so no
  // label reaches round it into the hole, and a border between two labels ends where the
  // background meets them)
  const planes = Array.from({ length: count }, () => new Float32Array(n));
  const held = new Float32Array(n);
  for (let j = 0; j < n; j++) {
    const k = own[j];
    if (k >= 0) planes[k][j] = 1;
    else if (!back || back[j] < KNOWN) continue;
    held[j] = 1;
  }
  membrane(planes, held, hw, hh, CLASS_SWEEPS, CLASS_ACROSS);
  for (let j = 0; j < n; j++) {
    if (own[j] >= 0) continue;
    let best = 0;
    for (let k = 1; k < count; k++) if (planes[k][j] > planes[best][j]) best = k;
    out[j] = best;
  }
  return out;
}
