/**
 * Suppresses the person's original hair outside a new hairstyle: only inside the hair mask
 * (slightly grown so fringe wisps go too, above the chin: below it only the mask's own pixels, the
 * growth there only kept out of the fill's sources), filled from what looks like background
 * around it (the background colour model, away from the face and from other hair).
 */
import { linearToLab, type Lab } from '../../image/color';
import { likelihood } from '../../image/color-model';
import { personAt, type RenderContext } from '../context';
import type { HairModel } from '../hair-mask/hair-model';
import { fillFromBackground } from '../fill/fill';
import { bodyOutline } from './body-outline';
import { pt } from '../../face/geometry';
import { type Point } from '../../image/point';
import { createMask, featherMask, maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import {
  NECK_TOP,
  NECK_BOTTOM,
  NECK_HALF,
  NECK_TURN,
  NECK_FRONT,
  FACE_RIM,
  TEMPLE_BOTTOM,
  GROWN,
  HAIR_LEAD,
  KEEP_FROM,
  KEEP_ALL,
  WHOLE_BELOW_CHIN,
  FAINT_BELOW_CHIN,
} from './params';
import { pausePoint } from '../../image/pause-point';

function kept(cover: number): number {
  const t = Math.max(0, Math.min(1, (cover - KEEP_FROM) / (KEEP_ALL - KEEP_FROM)));
  return t * t * (3 - 2 * t);
}

export function removeHairOutside(
  ctx: RenderContext,
  model: HairModel,
  old: Mask,
  cover: (x: number, y: number) => number,
  faceShade: Mask,
): Mask {
  const u = ctx.frame.unit;
  const rem = createMask(old.width, old.height, old.x0, old.y0);
  let any = false;
  for (let y = 0; y < old.height; y++) {
    pausePoint();
    for (let x = 0; x < old.width; x++) {
      const i = y * old.width + x;
      const o = old.data[i];
      if (o <= 0.01) continue;
      const v = o * (1 - kept(cover(x + old.x0, y + old.y0)));
      rem.data[i] = v > 0.12 ? 1 : v * 8;
      if (v > 0.12) any = true;
    }
  }
  if (!any) return rem;
  // grow a little: the mask's edge misses the finest strands
  featherMask(rem, Math.max(2, u * 0.02), ctx.scratch);
  // the ears sit just behind the face's edge: skin-coloured pixels there are ear, not hair
  const f = ctx.frame;
  const ears: Point[] = [];
  for (const k of [MESH.rightCheekEdge, MESH.leftCheekEdge]) {
    const q = f.toFace(pt(ctx.lm, k));
    const out = q[0] < f.toFace(pt(ctx.lm, 168))[0] ? -1 : 1;
    // on a turned head the near ear sits further behind the cheek's outline; the far one is
    // hidden
    const near = Math.sign(f.yaw) === out ? Math.abs(f.yaw) : 0;
    if (Math.abs(f.yaw) > 0.25 && near === 0) continue;
    ears.push(f.toPx(q[0] + out * (0.07 + 0.3 * near), q[1] + 0.12));
  }
  // on a frontal face only uncertain hair pixels can be ear (blonde hair looks like skin)
  const turned = Math.abs(f.yaw) > 0.25;
  const lab: Lab = [0, 0, 0];
  /** The likelihoods of a pixel's colour under the hair's model and skin's, into `lk`. */
  const lk: [number, number] = [0, 0];
  const hairAndSkin = (x: number, y: number): [number, number] => {
    const j = y * ctx.work.width + x;
    linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
    lk[0] = likelihood(model.hair, lab[0], lab[1], lab[2]);
    lk[1] = likelihood(model.skin, lab[0], lab[1], lab[2]);
    return lk;
  };
  const earSkin = (x: number, y: number): boolean => {
    let near = false;
    for (const e of ears) if (Math.hypot(x - e[0], y - e[1]) < u * 0.2) near = true;
    if (!near) return false;
    const [ph, ps] = hairAndSkin(x, y);
    return ps > ph;
  };
  // the removal's growth past the hair mask takes, beside the face at the temples, only what is
  // clearly hair: skin at a turned head's temple (blonde hair's colour, or nearly) stays skin
  const temple = (x: number, y: number): boolean => f.toFace([x + 0.5, y + 0.5])[1] < TEMPLE_BOTTOM;
  const clearlyHair = (x: number, y: number): boolean => {
    const [ph, ps] = hairAndSkin(x, y);
    return ph > HAIR_LEAD * ps;
  };
  for (let y = 0; y < rem.height; y++) {
    pausePoint();
    for (let x = 0, i = y * rem.width; x < rem.width; x++, i++) {
      if (rem.data[i] <= 0.001) continue;
      // …but never into the new hair's solid part or the face
      const keep = kept(cover(x + rem.x0, y + rem.y0));
      const shade = maskAt(faceShade, x + rem.x0, y + rem.y0);
      const o = maskAt(old, x + rem.x0, y + rem.y0);
      const face =
        shade > 0.45 ||
        ((turned || o < 0.6) && earSkin(x + rem.x0, y + rem.y0)) ||
        (shade > FACE_RIM &&
          o < GROWN &&
          temple(x + rem.x0, y + rem.y0) &&
          !clearlyHair(x + rem.x0, y + rem.y0))
          ? 1
          : 0;
      rem.data[i] = Math.min(1, rem.data[i] * 2.2) * (1 - keep) * (1 - face);
    }
  }
  // below the chin the hair lay on clothes, accessories, hands and skin: the growth there is what
  // the fill leaves out of its sources (the finest strands), but only the hair mask's own pixels
  // are filled — where the mask is unsure, the photo stays
  const reach = Float32Array.from(rem.data);
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  for (let y = 0; y < rem.height; y++) {
    pausePoint();
    for (let x = 0, i = y * rem.width; x < rem.width; x++, i++) {
      if (rem.data[i] <= 0) continue;
      const o = maskAt(old, x + rem.x0, y + rem.y0);
      if (o >= WHOLE_BELOW_CHIN) continue;
      // (and the mask's faint edge there only in part, its faintest not at all: it may be the
      // frill, the lace or the trim beside it)
      if (f.toFace([x + rem.x0 + 0.5, y + rem.y0 + 0.5])[1] > chinV) {
        const part = (o - FAINT_BELOW_CHIN) / (WHOLE_BELOW_CHIN - FAINT_BELOW_CHIN);
        rem.data[i] = Math.min(rem.data[i], Math.max(0, part));
      }
    }
  }
  const reachAt = (wx: number, wy: number): number => {
    const mx = wx - rem.x0;
    const my = wy - rem.y0;
    if (mx < 0 || my < 0 || mx >= rem.width || my >= rem.height) return 0;
    return reach[my * rem.width + mx];
  };
  const W = ctx.work.width;
  // the box of what is removed, with room around it to copy background from
  let bx0 = rem.width;
  let by0 = rem.height;
  let bx1 = -1;
  let by1 = -1;
  for (let y = 0; y < rem.height; y++) {
    pausePoint();
    for (let x = 0, i = y * rem.width; x < rem.width; x++, i++) {
      if (rem.data[i] <= 0.002) continue;
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
    }
  }
  if (bx1 < 0) return rem;
  const pad = Math.round(u * 0.3);
  const x0 = Math.max(0, rem.x0 + bx0 - pad);
  const y0 = Math.max(0, rem.y0 + by0 - pad);
  const x1 = Math.min(W, rem.x0 + bx1 + 1 + pad);
  const y1 = Math.min(ctx.work.height, rem.y0 + by1 + 1 + pad);
  const w = x1 - x0;
  const h = y1 - y0;
  const known = new Float32Array(w * h);
  const side = new Float32Array(w * h);
  const chinF = ctx.frame.toFace(pt(ctx.lm, MESH.chin));
  const chinY = ctx.frame.toPx(0, chinF[1] + 0.4)[1];
  // the neck, below the chin (toward the back of the skull on a turned head, and wider): hair
  // hanging in front of it covered the neck, not the background beside it
  const neckU = chinF[0] + ctx.frame.yaw * 0.35;
  const yaw = ctx.frame.yaw;
  const inNeck = (wx: number, wy: number): boolean => {
    const [fu, fv] = ctx.frame.toFace([wx + 0.5, wy + 0.5]);
    if (fv <= chinF[1] + NECK_TOP || fv >= chinF[1] + NECK_BOTTOM) return false;
    const du = fu - neckU;
    // (toward the throat too: seen turned, the throat runs down from under the chin's far side)
    const front = du * yaw < 0 ? NECK_FRONT * Math.abs(yaw) : 0;
    return Math.abs(du) < NECK_HALF + NECK_TURN * Math.abs(yaw) + front;
  };
  // background likeness on a 2-px lattice (colour models are smooth)
  for (let y = 0; y < h; y += 2) {
    pausePoint();
    for (let x = 0; x < w; x += 2) {
      const wx = x + x0;
      const wy = y + y0;
      const j = wy * W + wx;
      const hair = Math.min(1, maskAt(old, wx, wy) * 2.5);
      const face = maskAt(faceShade, wx, wy) > 0.3 ? 1 : 0;
      const gone = Math.min(1, reachAt(wx, wy) * 4);
      let k = (1 - hair) * (1 - face) * (1 - gone);
      let body = 0;
      // hair lying on the shoulders and chest covered the body, not the background; above
      // the chin only the background counts (the person mask says where it is, when given)
      const neckHere = inNeck(wx, wy);
      const person = k > 0 && wy < chinY && !neckHere ? personAt(ctx, wx, wy) : -1;
      if (neckHere) {
        if (k > 0 && personAt(ctx, wx, wy) > 0.5) body = 1;
      } else if (person >= 0) {
        k *= person < 0.35 ? 1 : 0;
        // loose strands the masks missed are not background either
        if (k > 0) {
          linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
          const ph = likelihood(model.hair, lab[0], lab[1], lab[2]);
          if (ph > 0.05 && ph > likelihood(model.background, lab[0], lab[1], lab[2])) k *= 0.05;
        }
      } else if (k > 0 && wy >= chinY) {
        // below, hair lay over the body or the background beside it: both are sources
        const pb = personAt(ctx, wx, wy);
        if (pb > 0.5) body = 1;
      } else if (k > 0 && wy < chinY) {
        linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
        const pb = likelihood(model.background, lab[0], lab[1], lab[2]);
        const ps = likelihood(model.skin, lab[0], lab[1], lab[2]);
        const ph = likelihood(model.hair, lab[0], lab[1], lab[2]);
        k *= (pb + 0.03) / (pb + ps + ph + 0.06);
      }
      for (let dy = 0; dy < 2 && y + dy < h; dy++)
        for (let dx = 0; dx < 2 && x + dx < w; dx++) {
          known[(y + dy) * w + x + dx] = k;
          side[(y + dy) * w + x + dx] = body;
        }
    }
  }
  const outline = bodyOutline(ctx, old, faceShade, { x0, y0, w, h });
  fillFromBackground(ctx.work, rem, known, { x0, y0, w, h }, u, 5, side, outline, {
    seamless: true,
  });
  return rem;
}
