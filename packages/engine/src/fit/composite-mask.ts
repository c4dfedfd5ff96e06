/**
 * The soft mask through which the aligned answer replaces the photo: the selected person's
 * face, neck and hair — the engine's hair mask on the photo (the old hair) united with what
 * the answer changed around the head and is connected to it (the new hair) — feathered, zero
 * over other people's faces and fading out before the region's border. Elsewhere the photo's
 * own pixels stay.
 */
import { gaussianBlur } from '../image/blur';
import { releaseFloats, takeFloats } from '../image/buffer-pool';
import { faceFrame, pts, type Landmarks } from '../face/geometry';
import { scaleAbout, centroid, type Point } from '../image/point';
import { createMask, fillPolygon, type Mask } from '../image/mask';
import { MESH } from '../face/landmarks';
import type { ChangeCells } from './change-cells';
import type { Protection } from './protect';
import {
  CHEST_HALF_WIDTH,
  CHEST_TOP,
  DIFF_HIGH,
  DIFF_LOW,
  FEATHER,
  FEATHER_MIN_PX,
  NECK_DEPTH,
  NECK_HALF_WIDTH,
  OLD_HAIR_MIN,
  OVAL_GROW,
  REGION_FADE,
} from './fit-params';

export type MaskInput = {
  /** size of the region that may change; all coordinates below are relative to it */
  width: number;
  height: number;
  /** the person's face mesh */
  landmarks: Landmarks;
  /** the face and neck (headCore) */
  core: Mask;
  /** the engine's hair mask of the person on the photo (null: no hair found) */
  oldHair: Mask | null;
  /** where the aligned answer differs from the photo */
  change: ChangeCells;
  /** other people's eye midpoints and face units */
  faces: readonly { x: number; y: number; unit: number }[];
  /** other people's faces (none when no one else is near) */
  others?: Protection;
  /** which of the region's sides are the photo's own border (no fade-out needed there) */
  atBorder: { left: boolean; top: boolean; right: boolean; bottom: boolean };
  /** what of the mask depends on the photo alone (maskPrior; made here when not given) */
  prior?: MaskPrior;
};

/** The cell grid of the change (change-cells.ts): fixed per photo and person. */
type CellGrid = Pick<ChangeCells, 'cell' | 'gw' | 'gh'>;

/**
 * What of the mask depends on the photo and person alone, made once per photo and person
 * (photo-side.ts): the cells the new hair may be grown through and those it grows from, and
 * the face, neck and old hair at the feather's working resolution.
 */
export type MaskPrior = {
  /** cells the new hair may take: nearer this face than any other, not the chest, not others' */
  allowed: Uint8Array;
  /** cells it grows from: the face and neck core or the old hair */
  seed: Uint8Array;
  /** max(core, old hair counted fully from 2 × OLD_HAIR_MIN) at 1/f of the resolution */
  base: Float32Array;
};

export function maskPrior(input: Omit<MaskInput, 'change' | 'prior'>, cells: CellGrid): MaskPrior {
  const { allowed, seed } = headCells(input, cells);
  const { f, sw, sh } = workingSize(input);
  return { allowed, seed, base: headBase(input, f, sw, sh) };
}

/** The feather's σ (px), the working plane's scale-down f and its size. */
function workingSize(input: Pick<MaskInput, 'width' | 'height' | 'landmarks'>) {
  const sigma = Math.max(1, FEATHER * faceFrame(input.landmarks).unit);
  const f = Math.max(1, Math.round(sigma / FEATHER_MIN_PX));
  return { sigma, f, sw: Math.ceil(input.width / f), sh: Math.ceil(input.height / f) };
}

/** The face oval grown a little, and the neck below the jaw down to NECK_DEPTH. */
export function headCore(width: number, height: number, lm: Landmarks): Mask {
  const mask = createMask(width, height);
  const oval = pts(lm, MESH.faceOval);
  fillPolygon(mask, scaleAbout(oval, centroid(oval), 1 + OVAL_GROW));
  const f = faceFrame(lm);
  const chinV = f.toFace(pts(lm, [MESH.chin])[0])[1];
  const jaw = pts(lm, MESH.jaw);
  const bottom = chinV + NECK_DEPTH;
  // the jaw runs from the image's left ear to its right one (+u)
  const neck: Point[] = [...jaw, f.toPx(NECK_HALF_WIDTH, bottom), f.toPx(-NECK_HALF_WIDTH, bottom)];
  fillPolygon(mask, neck);
  return mask;
}

/**
 * Cells the answer changed that belong to the person's head: grown from the head (core or old
 * hair) through changed cells that are nearer this face than any other and are not the chest
 * below the neck (clothes). Returns each cell's share of the answer (0 for cells not reached).
 */
export function grownChange(input: MaskInput): Float32Array {
  const { gw, gh, diff } = input.change;
  const { allowed, seed } = input.prior ?? headCells(input, input.change);
  const share = new Float32Array(gw * gh);
  const queue = new Int32Array(gw * gh);
  let tail = 0;
  const seen = new Uint8Array(gw * gh);
  for (let k = 0; k < seed.length; k++) {
    if (!seed[k]) continue;
    seen[k] = 1;
    queue[tail++] = k;
  }
  const visit = (n: number) => {
    if (seen[n] || !allowed[n] || diff[n] < DIFF_LOW) return;
    seen[n] = 1;
    queue[tail++] = n;
  };
  for (let q = 0; q < tail; q++) {
    const k = queue[q];
    const d = diff[k];
    share[k] = Math.max(0, Math.min(1, (d - DIFF_LOW) / (DIFF_HIGH - DIFF_LOW)));
    const i = k % gw;
    const j = (k - i) / gw;
    if (i > 0) visit(k - 1);
    if (i + 1 < gw) visit(k + 1);
    if (j > 0) visit(k - gw);
    if (j + 1 < gh) visit(k + gw);
  }
  return share;
}

/** The cells the new hair may be grown through (`allowed`) and those it grows from (`seed`). */
function headCells(
  input: Omit<MaskInput, 'change' | 'prior'>,
  cells: CellGrid,
): { allowed: Uint8Array; seed: Uint8Array } {
  const { landmarks, faces, core } = input;
  const { gw, gh, cell } = cells;
  const f = faceFrame(landmarks);
  const chinV = f.toFace(pts(landmarks, [MESH.chin])[0])[1];
  const allowed = new Uint8Array(gw * gh);
  const seed = new Uint8Array(gw * gh);
  const [ax, ay] = f.across;
  const [ox, oy] = f.origin;
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const k = j * gw + i;
      const cx = Math.min(input.width - 1, Math.floor((i + 0.5) * cell));
      const cy = Math.min(input.height - 1, Math.floor((j + 0.5) * cell));
      const p = cy * input.width + cx;
      if (input.others && (input.others.protect[p] > 0.5 || input.others.claimed[p])) continue;
      // face coordinates: u along the eyes, v down the face (render/geometry.ts faceFrame)
      const u = ((cx - ox) * ax + (cy - oy) * ay) / f.unit;
      const v = (-(cx - ox) * ay + (cy - oy) * ax) / f.unit;
      if (v > chinV + CHEST_TOP && Math.abs(u) < CHEST_HALF_WIDTH) continue;
      const own = Math.sqrt(u * u + v * v);
      if (nearerAnother(faces, cx, cy, own)) continue;
      allowed[k] = 1;
      if (core.data[p] >= 0.5 || (input.oldHair && hairAt(input.oldHair, cx, cy) >= 0.5))
        seed[k] = 1;
    }
  }
  return { allowed, seed };
}

/** Whether (x, y) lies nearer another face than `own` (in each face's own units). */
function nearerAnother(faces: MaskInput['faces'], x: number, y: number, own: number): boolean {
  for (const o of faces) {
    const dx = x - o.x;
    const dy = y - o.y;
    if (Math.sqrt(dx * dx + dy * dy) < own * o.unit) return true;
  }
  return false;
}

function hairAt(m: Mask, x: number, y: number): number {
  const lx = x - m.x0;
  const ly = y - m.y0;
  if (lx < 0 || ly < 0 || lx >= m.width || ly >= m.height) return 0;
  return m.data[ly * m.width + lx];
}

/**
 * The composite's alpha (0 = the photo, 1 = the answer) over the region. A wide feather is
 * worked at 1/f of the resolution (f = σ / FEATHER_MIN_PX rounded: cells, face, old hair and the blur
 * there, bilinear back up), then other people's faces and the region's edges at full.
 */
export function compositeMask(input: MaskInput): Float32Array {
  const { width: w, height: h } = input;
  const fr = faceFrame(input.landmarks);
  const { sigma, f, sw, sh } = workingSize(input);
  const alpha = upsampleCells(grownChange(input), input.change, sw, sh, f);
  const base = input.prior?.base ?? headBase(input, f, sw, sh);
  for (let o = 0; o < sw * sh; o++) if (base[o] > alpha[o]) alpha[o] = base[o];
  const set = blurWhereSet(alpha, sw, sh, sigma / f);
  if (!set) {
    if (f === 1) return alpha;
    releaseFloats(alpha);
    return takeFloats(w * h, true);
  }
  // outside `box` (full px) the alpha is exactly 0: the steps below only work inside it
  const box = f > 1 ? fullBox(set, f, w, h) : set;
  const full = f > 1 ? upsample(alpha, sw, sh, w, h, f, box) : alpha;
  if (f > 1) releaseFloats(alpha);
  const protect = input.others?.protect;
  if (protect)
    for (let y = box.y0; y <= box.y1; y++)
      for (let p = y * w + box.x0; p <= y * w + box.x1; p++) full[p] *= 1 - protect[p];
  fadeAtEdges(full, w, h, Math.max(3 * sigma, REGION_FADE * fr.unit), input.atBorder, box);
  return full;
}

/** The face, neck and old hair (counted fully from 2 × OLD_HAIR_MIN) at 1/f: sw×sh. */
function headBase(
  input: Pick<MaskInput, 'width' | 'height' | 'core' | 'oldHair'>,
  f: number,
  sw: number,
  sh: number,
): Float32Array {
  const { width: w, height: h, core } = input;
  const base = new Float32Array(sw * sh);
  // the full-resolution pixel each working pixel stands for
  const xs = new Int32Array(sw);
  for (let i = 0; i < sw; i++) xs[i] = Math.min(w - 1, Math.floor((i + 0.5) * f));
  const hair = input.oldHair;
  // the hair mask's soft edge counts fully from 2 × OLD_HAIR_MIN
  const k = 1 / (2 * OLD_HAIR_MIN);
  for (let j = 0; j < sh; j++) {
    const y = Math.min(h - 1, Math.floor((j + 0.5) * f));
    const hy = hair ? y - hair.y0 : -1;
    const inHair = hair !== null && hy >= 0 && hy < hair.height;
    for (let i = 0; i < sw; i++) {
      const x = xs[i];
      const o = j * sw + i;
      let v = core.data[y * w + x];
      if (inHair) {
        const hx = x - hair.x0;
        if (hx >= 0 && hx < hair.width)
          v = Math.max(v, Math.min(1, hair.data[hy * hair.width + hx] * k));
      }
      base[o] = v;
    }
  }
  return base;
}

/** Inclusive pixel bounds. */
type Box = { x0: number; y0: number; x1: number; y1: number };

/** The full-resolution pixels whose bilinear samples of the 1/f plane may touch `small`. */
function fullBox(small: Box, f: number, w: number, h: number): Box {
  return {
    x0: Math.max(0, Math.floor((small.x0 - 1) * f)),
    y0: Math.max(0, Math.floor((small.y0 - 1) * f)),
    x1: Math.min(w - 1, Math.ceil((small.x1 + 2) * f)),
    y1: Math.min(h - 1, Math.ceil((small.y1 + 2) * f)),
  };
}

/**
 * The Gaussian feather over the bounding box of the mask's non-zero pixels grown by the blur's
 * reach only (beyond it the blur of zeros is zero: the same result for a fraction of the work).
 * Returns that box (null: the mask is all zero), outside which the mask stays 0.
 */
function blurWhereSet(alpha: Float32Array, w: number, h: number, sigma: number): Box | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      if (alpha[o + x] <= 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  if (x1 < 0) return null;
  // three box passes of radius ≈ σ each: the reach is under 4σ + 3
  const reach = Math.ceil(4 * sigma) + 3;
  x0 = Math.max(0, x0 - reach);
  y0 = Math.max(0, y0 - reach);
  x1 = Math.min(w - 1, x1 + reach);
  y1 = Math.min(h - 1, y1 + reach);
  const cw = x1 - x0 + 1;
  const ch = y1 - y0 + 1;
  if (cw === w && ch === h) {
    gaussianBlur(alpha, w, h, sigma);
    return { x0, y0, x1, y1 };
  }
  const crop = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++)
    crop.set(alpha.subarray((y0 + y) * w + x0, (y0 + y) * w + x1 + 1), y * cw);
  gaussianBlur(crop, cw, ch, sigma);
  for (let y = 0; y < ch; y++) alpha.set(crop.subarray(y * cw, (y + 1) * cw), (y0 + y) * w + x0);
  return { x0, y0, x1, y1 };
}

/**
 * A plane at 1/f of w×h brought back to w×h, bilinear between its pixels' centres; only inside
 * `box` (the rest stays 0).
 */
function upsample(
  small: Float32Array,
  sw: number,
  sh: number,
  w: number,
  h: number,
  f: number,
  box: Box,
) {
  const out = takeFloats(w * h, true);
  const i0s = new Int32Array(w);
  const i1s = new Int32Array(w);
  const txs = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / f - 0.5));
    i0s[x] = Math.floor(fx);
    i1s[x] = Math.min(sw - 1, i0s[x] + 1);
    txs[x] = fx - i0s[x];
  }
  for (let y = box.y0; y <= box.y1; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const r0 = Math.floor(fy) * sw;
    const r1 = Math.min(sh - 1, Math.floor(fy) + 1) * sw;
    const ty = fy - Math.floor(fy);
    const o = y * w;
    // runs of pixels between the same four working pixels; where those agree (0 or 1 over most
    // of the plane) the run is that value, as the bilinear sum would be
    for (let x = box.x0; x <= box.x1;) {
      const i0 = i0s[x];
      const i1 = i1s[x];
      let end = x + 1;
      while (end <= box.x1 && i0s[end] === i0) end++;
      const a = small[r0 + i0];
      const b = small[r0 + i1];
      const c = small[r1 + i0];
      const d = small[r1 + i1];
      if (a === b && a === c && a === d) {
        if (a !== 0) out.fill(a, o + x, o + end);
      } else {
        for (let k = x; k < end; k++) {
          const top = a + (b - a) * txs[k];
          const bot = c + (d - c) * txs[k];
          out[o + k] = top + (bot - top) * ty;
        }
      }
      x = end;
    }
  }
  return out;
}

/** Cell values to a w×h plane whose pixels are f full pixels each, bilinear between cell centres. */
function upsampleCells(share: Float32Array, cells: ChangeCells, w: number, h: number, f: number) {
  const { cell, gw, gh } = cells;
  // every value is written below
  const out = takeFloats(w * h);
  const i0s = new Int32Array(w);
  const i1s = new Int32Array(w);
  const txs = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(gw - 1, Math.max(0, ((x + 0.5) * f) / cell - 0.5));
    i0s[x] = Math.floor(fx);
    i1s[x] = Math.min(gw - 1, i0s[x] + 1);
    txs[x] = fx - i0s[x];
  }
  for (let y = 0; y < h; y++) {
    const fy = Math.min(gh - 1, Math.max(0, ((y + 0.5) * f) / cell - 0.5));
    const r0 = Math.floor(fy) * gw;
    const r1 = Math.min(gh - 1, Math.floor(fy) + 1) * gw;
    const ty = fy - Math.floor(fy);
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const i0 = i0s[x];
      const i1 = i1s[x];
      const tx = txs[x];
      const top = share[r0 + i0] + (share[r0 + i1] - share[r0 + i0]) * tx;
      const bot = share[r1 + i0] + (share[r1 + i1] - share[r1 + i0]) * tx;
      out[o + x] = top + (bot - top) * ty;
    }
  }
  return out;
}

/**
 * Alpha falls to 0 over `fade` px toward each side of the region that is not the photo's border
 * (only the pixels within `fade` of such a side are touched).
 */
function fadeAtEdges(
  alpha: Float32Array,
  w: number,
  h: number,
  fade: number,
  atBorder: MaskInput['atBorder'],
  box: Box,
): void {
  const reach = Math.ceil(fade);
  const dxs = new Float32Array(w);
  for (let x = 0; x < w; x++)
    dxs[x] = Math.min(atBorder.left ? Infinity : x, atBorder.right ? Infinity : w - 1 - x);
  // the columns near a faded side: the row's first and last `reach` pixels
  const left = atBorder.left ? box.x0 : Math.min(box.x1 + 1, Math.max(box.x0, reach));
  const right = atBorder.right ? box.x1 : Math.max(left - 1, Math.min(box.x1, w - 1 - reach));
  for (let y = box.y0; y <= box.y1; y++) {
    const dy = Math.min(atBorder.top ? Infinity : y, atBorder.bottom ? Infinity : h - 1 - y);
    const o = y * w;
    if (dy < fade) {
      for (let x = box.x0; x <= box.x1; x++) {
        const d = dxs[x] < dy ? dxs[x] : dy;
        if (d < fade) alpha[o + x] *= d / fade;
      }
      continue;
    }
    for (let x = box.x0; x < left; x++) if (dxs[x] < fade) alpha[o + x] *= dxs[x] / fade;
    for (let x = right + 1; x <= box.x1; x++) if (dxs[x] < fade) alpha[o + x] *= dxs[x] / fade;
  }
}
