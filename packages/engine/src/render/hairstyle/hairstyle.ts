/**
 * Parametric hairstyles aligned to the face: the silhouette comes from the catalogue's hair
 * shape parameters (x in face widths from the centre line, y in face heights below the
 * hairline), is mapped through the face frame (position, scale, roll), the original hair
 * outside it is removed into the background, and strands are painted along the style's flow
 * in the person's own hair tone (or the chosen colour).
 */
import type { ScalpHairShape } from '@looklab/shared';
import { srgbToLab, type Lab, type Rgb } from '../../image/color';
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { centroid, scaleAbout } from '../../image/point';
import {
  buildHairMask,
  buildHairModel,
  replaceHairMask,
  type HairModel,
} from '../hair-mask/hair-mask';
import { curlOf, scalpShapeFor } from '../catalogue/catalogue-adapter';
import { MEDIUM_LAYERED, TIP_LENGTH } from './params';
import { recolorHair } from '../hair-color/hair-color';
import { removeHairOutside } from './removal';
import { castHairShadow } from './shadow';
import { paintFlyaways } from './flyaways';
import { claimOwnHairline, styleMasks } from './coverage';
import { handsInFront } from './hands';
import { dome, silhouette, templateMap } from './template';
import { paintStrands } from './paint-hair';
import { hairExemplar, syntheticExemplar } from './exemplar';
import { hairTone, sampleTone } from './hair-tone';
import {
  createMask,
  fillPolygon,
  maskAround,
  maskAt,
  subtractInto,
  type Mask,
} from '../../image/mask';
import { MESH } from '../../face/landmarks';
import type { ReferenceStyle } from './reference';
import { fieldFor } from '../strands/strands';
import { pausePoint } from '../../image/pause-point';

export { silhouette } from './template';
export { applyHairTexture, fillHairline } from './own-hair';

export type HairstyleRequest = {
  style: string | null;
  color: Rgb | null;
  variant: string | null;
  texture: string | null;
  reference: ReferenceStyle | null;
  fullHair: boolean;
};

/** A natural colour for someone without visible hair. */
export function defaultHairLab(ctx: RenderContext): Lab {
  return ctx.person.estimatedAge > 55 ? [55, 0, 2] : [22, 4, 8];
}

function styleParams(req: HairstyleRequest): ScalpHairShape {
  const params = req.style
    ? scalpShapeFor(req.style)
    : { ...(req.reference?.shape ?? MEDIUM_LAYERED) };
  if (req.texture) params.curl = curlOf(req.texture) ?? params.curl;
  return params;
}

/**
 * The person's own fringe (hair inside the face hull above the brows) joins the new style's
 * fringe: it cannot be removed convincingly, so it is painted over with new strands. With a
 * style reaching the chin, hair hanging beside the features inside the hull joins it too.
 */
function adoptOwnFringe(
  ctx: RenderContext,
  old: Mask,
  face: Mask,
  fringe: Mask | null,
  long: boolean,
): Mask {
  const f = ctx.frame;
  const browV =
    Math.min(f.toFace(pt(ctx.lm, 105))[1], f.toFace(pt(ctx.lm, 334))[1]) - 0.02 * f.height;
  const out = fringe ?? createMask(old.width, old.height, old.x0, old.y0);
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1] - 0.1;
  // the features (eyes, nose, mouth) with a margin stay the person's own
  const oval = pts(ctx.lm, MESH.faceOval);
  const core = scaleAbout(oval, centroid(oval), 0.78);
  const innerM = maskAround(core, 2, ctx.work.width, ctx.work.height);
  fillPolygon(innerM, core);
  const inner = (x: number, y: number): boolean => maskAt(innerM, x, y) > 0.5;
  // only where the hair mask and the face's box overlap
  const ya = Math.max(0, face.y0 - old.y0);
  const yb = Math.min(old.height, face.y0 + face.height - old.y0);
  const xa = Math.max(0, face.x0 - old.x0);
  const xb = Math.min(old.width, face.x0 + face.width - old.x0);
  for (let y = ya; y < yb; y++) {
    for (let x = xa; x < xb; x++) {
      const o = old.data[y * old.width + x];
      if (o < 0.3) continue;
      const wx = x + old.x0;
      const wy = y + old.y0;
      // the style's own hair fades out where the face begins: the fringe fades in there
      const inFace = maskAt(face, wx, wy);
      if (inFace <= 0.05) continue;
      // above the brows (a fringe), or hanging beside the features down the cheeks
      const q = f.toFace([wx + 0.5, wy + 0.5]);
      if (q[1] > browV && (!long || q[1] > chinV || inner(wx, wy))) continue;
      const lx = wx - out.x0;
      const ly = wy - out.y0;
      if (lx < 0 || ly < 0 || lx >= out.width || ly >= out.height) continue;
      const k = Math.min(1, (o - 0.3) * 2.5) * Math.min(1, inFace * 1.25);
      const i = ly * out.width + lx;
      if (k > out.data[i]) out.data[i] = k;
    }
  }
  return out;
}

/** Where the hair ends on each side (template y), for the darker turned-under tips. */
function ends(p: ScalpHairShape): { bottomL: number; bottomR: number } {
  const ys = silhouette(p).map((q) => q[1]);
  const maxY = Math.max(...ys);
  const a = p.asymmetry * 0.35 * p.length;
  return { bottomL: maxY - Math.max(0, a), bottomR: maxY + Math.min(0, a) };
}

/**
 * The style's coverage as far as its painted locks surely reach: at the lengths' ends each lock
 * stops up to a tip length short of the outline, so the original hair there goes too (its pale
 * ends would show between the new tips).
 */
function belowTips(
  ctx: RenderContext,
  cover: (x: number, y: number) => number,
  tipLength: number,
): (x: number, y: number) => number {
  const f = ctx.frame;
  const dn = f.toPx(0, tipLength);
  const dx = dn[0] - f.origin[0];
  const dy = dn[1] - f.origin[1];
  return (x, y) => Math.min(cover(x, y), cover(Math.round(x + dx), Math.round(y + dy)));
}

export function applyHairstyle(ctx: RenderContext, req: HairstyleRequest): void {
  const params = styleParams(req);
  const model: HairModel = buildHairModel(ctx);
  const tm = templateMap(ctx, params);
  pausePoint();
  const sm = styleMasks(ctx, params, tm);
  pausePoint();
  const old = model.present ? buildHairMask(ctx, model) : null;
  if (old) claimOwnHairline(sm, old);
  // a hand raised to the head stays in front of the new hair
  pausePoint();
  const hands = handsInFront(ctx, model, sm, old);
  if (hands) subtractInto(sm.hair, hands);
  const own = old ? sampleTone(ctx, old) : null;
  const fringe = old
    ? adoptOwnFringe(ctx, old, sm.face, sm.fringe, params.length >= 0.9)
    : sm.fringe;
  const cover = (x: number, y: number): number =>
    Math.max(maskAt(sm.hair, x, y), fringe ? maskAt(fringe, x, y) : 0);
  pausePoint();
  const ex = old ? hairExemplar(ctx, old) : null;
  // own hair the new style leaves showing (a lock beside the face) takes the chosen colour; the
  // rest is removed or painted over
  pausePoint();
  if (old && req.color) recolorHair(ctx, old, req.color, req.variant);
  // how far the lengths' locks end short of the outline (face widths)
  const tipLength = TIP_LENGTH[params.shape];
  pausePoint();
  if (old) removeHairOutside(ctx, model, old, belowTips(ctx, cover, tipLength), sm.faceShade);
  const chosen = req.color && !req.variant ? srgbToLab(req.color) : null;
  pausePoint();
  const tone = hairTone(
    model.present ? own : null,
    chosen,
    model.present ? model.hairMean : defaultHairLab(ctx),
  );
  // the person's own strands when a patch of them shows, else synthetic ones of the tone
  const texture =
    ex ?? syntheticExemplar(ctx.frame.unit, tone.median, (tone.q[9] - tone.q[1]) * 0.6);
  const d = dome(params);
  const field = fieldFor(params, d.cy, d.rx, d.ry);
  pausePoint();
  if (params.shape !== 'shaved') castHairShadow(ctx, sm.hair, fringe, sm.face);
  pausePoint();
  paintStrands(ctx, {
    hair: sm.hair,
    fringe,
    faceShade: sm.faceShade,
    tm,
    field,
    tone,
    ...ends(params),
    opacity: params.shape === 'shaved' ? 0.6 : 1,
    short: params.shape === 'shaved',
    // the detail scales with the new colour's lightness against the person's own
    exemplar: {
      ex: texture,
      gain: Math.max(0.45, Math.min(1.3, tone.median / Math.max(8, texture.median))),
    },
    // a blunt fringe is cut straight; a wispy one ends in separate pieces of any length
    fringeTips: params.fringe === 'wispy' ? 0.12 : params.fringe === 'blunt' ? 0.025 : 0.06,
    tipLength,
  });
  pausePoint();
  if (params.shape !== 'shaved') paintFlyaways(ctx, sm.hair, sm.faceShade, tm, field, tone, 41);
  pausePoint();
  if (req.variant && req.color) recolorHair(ctx, sm.hair, req.color, req.variant);
  replaceHairMask(ctx, sm.hair);
}
