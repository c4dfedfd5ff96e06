/**
 * A hand raised to the head stays in front of a new hairstyle: skin of the person's arm, seen
 * well outside the style's area above the chin, is followed pixel by pixel along its own colour
 * into the area, and the style is not painted there. The face and the ears are never followed
 * into (the style covers ears as it says), nor the old hair; a bare scalp is skin no arm reaches.
 */
import { linearToLab, type Lab } from '../../image/color';
import { likelihood } from '../../image/color-model';
import { floodCells } from '../../image/cell-flood';
import { personAt, type RenderContext } from '../context';
import { pt } from '../../face/geometry';
import type { HairModel } from '../hair-mask/hair-model';
import { earTest } from '../hair-mask/zones';
import type { StyleMasks } from './coverage';
import { createMask, featherMask, maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';

/** How far outside the style's area skin must show to be an arm reaching in (face widths). */
const OUTSIDE = 0.12;
/** How much likelier skin's colour must be than the hair's and the background's, for a seed. */
const SKIN_LEAD = 1.5;
/** Seeds (pixels of arm outside the style) needed to trust that an arm reaches in. */
const MIN_SEEDS = 40;
/** Colour step (ΔE) between neighbouring pixels of one hand, and its distance from the arm's. */
const STEP = 6;
const FAR = 25;

/**
 * The style box's pixels, looked at lazily (only where the arm is followed): colour, and whether
 * the arm may be followed there at all (on the person, above the chin, off the face and the
 * ears, not the old hair).
 */
type Field = {
  w: number;
  h: number;
  L: Float32Array;
  A: Float32Array;
  B: Float32Array;
  /** 0 not looked at yet, 1 open (colour known), 2 closed */
  state: Uint8Array;
  look: (i: number) => boolean;
};

function field(ctx: RenderContext, sm: StyleMasks, old: Mask | null): Field {
  const f = ctx.frame;
  const { width: w, height: h, x0, y0 } = sm.hair;
  const n = w * h;
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const inEar = earTest(ctx);
  const W = ctx.work.width;
  const lab: Lab = [0, 0, 0];
  const fd: Field = {
    w,
    h,
    L: new Float32Array(n),
    A: new Float32Array(n),
    B: new Float32Array(n),
    state: new Uint8Array(n),
    look: (i) => {
      if (fd.state[i] !== 0) return fd.state[i] === 1;
      fd.state[i] = 2;
      const x = i % w;
      const wx = x + x0;
      const wy = (i - x) / w + y0;
      const q = f.toFace([wx + 0.5, wy + 0.5]);
      if (q[1] > chinV || inEar(q[0], q[1])) return false;
      if (maskAt(sm.face, wx, wy) > 0.3 || (old && maskAt(old, wx, wy) > 0.3)) return false;
      if (personAt(ctx, wx, wy) < 0.5) return false;
      const j = wy * W + wx;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      fd.L[i] = lab[0];
      fd.A[i] = lab[1];
      fd.B[i] = lab[2];
      fd.state[i] = 1;
      return true;
    },
  };
  return fd;
}

/** Pixels of arm well outside the style (its coverage spread out by OUTSIDE is nil there). */
function armSeeds(ctx: RenderContext, model: HairModel, sm: StyleMasks, fd: Field): number[] {
  const spread = createMask(fd.w, fd.h, sm.hair.x0, sm.hair.y0);
  spread.data.set(sm.hair.data);
  featherMask(spread, ctx.frame.unit * OUTSIDE * 0.5, ctx.scratch);
  const seeds: number[] = [];
  for (let i = 0; i < fd.w * fd.h; i++) {
    if (spread.data[i] > 0.01 || !fd.look(i)) continue;
    const ps = likelihood(model.skin, fd.L[i], fd.A[i], fd.B[i]);
    const other = Math.max(
      likelihood(model.hair, fd.L[i], fd.A[i], fd.B[i]),
      likelihood(model.background, fd.L[i], fd.A[i], fd.B[i]),
    );
    if (ps > 0.02 && ps > SKIN_LEAD * other) seeds.push(i);
  }
  return seeds;
}

/**
 * Flood from the seeds into open pixels a small colour step from the pixel beside them and near
 * the arm's mean colour (a finger's edge against hair or background stops it).
 */
function followArm(fd: Field, seeds: number[]): Uint8Array {
  const { w, h, L, A, B } = fd;
  let sl = 0;
  let sa = 0;
  let sb = 0;
  for (const i of seeds) {
    sl += L[i] / seeds.length;
    sa += A[i] / seeds.length;
    sb += B[i] / seeds.length;
  }
  const reached = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  for (let s = 0; s < seeds.length; s++) {
    reached[seeds[s]] = 1;
    stack[s] = seeds[s];
  }
  floodCells(
    stack,
    seeds.length,
    reached,
    w,
    h,
    (k, i) =>
      fd.look(k) &&
      Math.hypot(L[k] - L[i], A[k] - A[i], B[k] - B[i]) <= STEP &&
      Math.hypot(L[k] - sl, A[k] - sa, B[k] - sb) <= FAR,
    () => undefined,
  );
  return reached;
}

/** Where the style must leave a hand in front (0..1 over the style's box), or null. */
export function handsInFront(
  ctx: RenderContext,
  model: HairModel,
  sm: StyleMasks,
  old: Mask | null,
): Mask | null {
  if (!ctx.personMask) return null;
  const fd = field(ctx, sm, old);
  const seeds = armSeeds(ctx, model, sm, fd);
  if (seeds.length < MIN_SEEDS) return null;
  const reached = followArm(fd, seeds);
  const { hair } = sm;
  const hand = createMask(hair.width, hair.height, hair.x0, hair.y0);
  let any = false;
  for (let i = 0; i < reached.length; i++) {
    if (!reached[i] || hair.data[i] <= 0.01) continue;
    hand.data[i] = 1;
    any = true;
  }
  if (!any) return null;
  // (a soft edge, as the hand's own outline is)
  featherMask(hand, 0.7, ctx.scratch);
  return hand;
}
