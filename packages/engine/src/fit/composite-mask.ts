/**
 * The soft mask through which the aligned answer replaces the photo: the selected person's
 * face, neck and hair — the engine's hair mask on the photo (the old hair) united with what
 * the answer changed around the head and is connected to it (the new hair) — feathered, zero
 * over other people's faces and fading out before the region's border. Elsewhere the photo's
 * own pixels stay.
 */
import { gaussianBlur } from '../render/blur';
import {
  faceFrame,
  pts,
  scaleAbout,
  centroid,
  type Landmarks,
  type Point,
} from '../render/geometry';
import { createMask, fillPolygon, type Mask } from '../render/mask';
import { MESH } from '../render/mesh-regions';
import type { ChangeCells } from './change-cells';
import type { Protection } from './protect';
import {
  CHEST_HALF_WIDTH,
  CHEST_TOP,
  DIFF_HIGH,
  DIFF_LOW,
  FEATHER,
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
};

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
  const { change, landmarks, faces, core } = input;
  const { gw, gh, cell, diff } = change;
  const f = faceFrame(landmarks);
  const chinV = f.toFace(pts(landmarks, [MESH.chin])[0])[1];
  const allowed = new Uint8Array(gw * gh);
  const seed = new Uint8Array(gw * gh);
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const k = j * gw + i;
      const cx = Math.min(input.width - 1, Math.floor((i + 0.5) * cell));
      const cy = Math.min(input.height - 1, Math.floor((j + 0.5) * cell));
      const p = cy * input.width + cx;
      if (input.others && (input.others.protect[p] > 0.5 || input.others.claimed[p])) continue;
      const [u, v] = f.toFace([cx, cy]);
      if (v > chinV + CHEST_TOP && Math.abs(u) < CHEST_HALF_WIDTH) continue;
      const own = Math.hypot(cx - f.origin[0], cy - f.origin[1]) / f.unit;
      if (faces.some((o) => Math.hypot(cx - o.x, cy - o.y) / o.unit < own)) continue;
      allowed[k] = 1;
      if (core.data[p] >= 0.5 || (input.oldHair && hairAt(input.oldHair, cx, cy) >= 0.5))
        seed[k] = 1;
    }
  }
  const share = new Float32Array(gw * gh);
  const queue: number[] = [];
  for (let k = 0; k < seed.length; k++) if (seed[k]) queue.push(k);
  const seen = new Uint8Array(gw * gh);
  for (const k of queue) seen[k] = 1;
  for (let q = 0; q < queue.length; q++) {
    const k = queue[q];
    const d = diff[k];
    share[k] = Math.max(0, Math.min(1, (d - DIFF_LOW) / (DIFF_HIGH - DIFF_LOW)));
    const i = k % gw;
    const j = (k - i) / gw;
    const next = [i > 0 ? k - 1 : -1, i + 1 < gw ? k + 1 : -1, j > 0 ? k - gw : -1];
    next.push(j + 1 < gh ? k + gw : -1);
    for (const n of next) {
      if (n < 0 || seen[n] || !allowed[n] || diff[n] < DIFF_LOW) continue;
      seen[n] = 1;
      queue.push(n);
    }
  }
  return share;
}

function hairAt(m: Mask, x: number, y: number): number {
  const lx = x - m.x0;
  const ly = y - m.y0;
  if (lx < 0 || ly < 0 || lx >= m.width || ly >= m.height) return 0;
  return m.data[ly * m.width + lx];
}

/** The composite's alpha (0 = the photo, 1 = the answer) over the region. */
export function compositeMask(input: MaskInput): Float32Array {
  const { width: w, height: h } = input;
  const { core } = input;
  const share = grownChange(input);
  const alpha = new Float32Array(w * h);
  const { cell, gw, gh } = input.change;
  const hair = input.oldHair;
  for (let y = 0; y < h; y++) {
    // bilinear between cell centres
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const j0 = Math.floor(fy);
    const j1 = Math.min(gh - 1, j0 + 1);
    const ty = fy - j0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const i0 = Math.floor(fx);
      const i1 = Math.min(gw - 1, i0 + 1);
      const tx = fx - i0;
      const top = share[j0 * gw + i0] + (share[j0 * gw + i1] - share[j0 * gw + i0]) * tx;
      const bot = share[j1 * gw + i0] + (share[j1 * gw + i1] - share[j1 * gw + i0]) * tx;
      let a = top + (bot - top) * ty;
      const p = y * w + x;
      if (core.data[p] > a) a = core.data[p];
      if (hair) {
        const v = Math.min(1, hairAt(hair, x, y) / (2 * OLD_HAIR_MIN));
        if (v > a) a = v;
      }
      alpha[p] = a;
    }
  }
  const f = faceFrame(input.landmarks);
  const sigma = Math.max(1, FEATHER * f.unit);
  gaussianBlur(alpha, w, h, sigma);
  const protect = input.others?.protect;
  if (protect) for (let p = 0; p < alpha.length; p++) alpha[p] *= 1 - protect[p];
  fadeAtEdges(alpha, w, h, Math.max(3 * sigma, REGION_FADE * f.unit), input.atBorder);
  return alpha;
}

/** Alpha falls to 0 over `fade` px toward each side of the region that is not the photo's border. */
function fadeAtEdges(
  alpha: Float32Array,
  w: number,
  h: number,
  fade: number,
  atBorder: MaskInput['atBorder'],
): void {
  for (let y = 0; y < h; y++) {
    const dy = Math.min(atBorder.top ? Infinity : y, atBorder.bottom ? Infinity : h - 1 - y);
    for (let x = 0; x < w; x++) {
      const dx = Math.min(atBorder.left ? Infinity : x, atBorder.right ? Infinity : w - 1 - x);
      const d = Math.min(dx, dy);
      if (d < fade) alpha[y * w + x] *= d / fade;
    }
  }
}
