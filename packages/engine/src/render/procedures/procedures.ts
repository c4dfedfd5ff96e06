/**
 * Cosmetic procedures as honest previews: shape procedures are small landmark-driven warps,
 * skin procedures are edge-preserving smoothing on the relevant skin, Hair Transplant fills
 * the hairline. Procedures with nothing visible on a face photo are listed in the notes.
 */
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { centroid, dist, lerp, type Point } from '../../image/point';
import { polygonMask, skinMask, underEyePolygon } from '../regions/face-regions';
import { meanLab, tintLab } from '../../image/paint';
import {
  LINE_SMOOTH_EPS,
  LINE_SMOOTH_RADIUS,
  EAR_OUT,
  EAR_PIN,
  EAR_ROWS,
  EAR_SIGMA,
  LIP_CORNER_SHARE,
  LIP_FILL,
  LIP_FILL_SIGMA,
  LIP_FLIP,
  LIP_FLIP_SIGMA,
  LIP_LIFT,
  LIP_LIFT_INNER,
  LIP_LIFT_SIGMA,
  NOSE_NARROWING,
  NOSE_SIGMA,
  UNDER_EYE_LIFT,
} from './params';
import { fillEllipse, featherMask, maskAround } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import type { RenderMeta } from '../meta';
import { edgePreservingSmooth } from '../../image/smooth';
import { warp, type Control } from '../../image/warp';
import type { ProcedureKind } from '@looklab/shared';
import { isNoChange, procedureOf } from '../catalogue/catalogue-adapter';
import { fillHairlineWithinHead } from './hairline';

function toward(a: Point, b: Point, amount: number): Point {
  const d = dist(a, b) || 1;
  return [((b[0] - a[0]) / d) * amount, ((b[1] - a[1]) / d) * amount];
}

function upVec(ctx: RenderContext, amount: number): Point {
  const [x, y] = ctx.frame.up;
  return [x * amount, y * amount];
}

/** The two corners of the mouth stay put; the upper lip's other outer points (right to left). */
const UPPER_BORDER = [185, 40, 39, 37, 0, 267, 269, 270, 409] as const;
/** The upper lip's inner edge (right to left), without the corners. */
const UPPER_INNER = [191, 80, 81, 82, 13, 312, 311, 310, 415] as const;

/**
 * Moves the upper lip up: its outer border by `border`, its inner edge by `inner` face widths,
 * most at the centre and a share toward the corners.
 */
function upperLipUp(ctx: RenderContext, border: number, inner: number, sigma: number): Control[] {
  const f = ctx.frame;
  const u = f.unit;
  const midU = f.toFace(pt(ctx.lm, MESH.upperLipTop))[0];
  const halfW = Math.max(
    0.05,
    Math.abs(f.toFace(pt(ctx.lm, MESH.mouthLeft))[0] - f.toFace(pt(ctx.lm, MESH.mouthRight))[0]) /
      2,
  );
  const at = (i: number, amount: number): Control => {
    const p = pt(ctx.lm, i);
    const w = 1 - LIP_CORNER_SHARE * Math.min(1, Math.abs(f.toFace(p)[0] - midU) / halfW);
    return { at: p, move: upVec(ctx, u * amount * w), sigma: u * sigma };
  };
  const c = UPPER_BORDER.map((i) => at(i, border));
  if (inner > 0) c.push(...UPPER_INNER.map((i) => at(i, inner)));
  return c;
}

/** Otoplasty: each ear's region beside the face moves in toward the head. */
function pinEars(ctx: RenderContext): Control[] {
  const f = ctx.frame;
  const u = f.unit;
  const midU = f.toFace(pt(ctx.lm, MESH.noseTip))[0];
  const c: Control[] = [];
  for (const i of [MESH.rightCheekEdge, MESH.leftCheekEdge]) {
    const [eu, ev] = f.toFace(pt(ctx.lm, i));
    const out = Math.sign(eu - midU) || 1;
    for (const dv of EAR_ROWS) {
      c.push({
        at: f.toPx(eu + out * EAR_OUT, ev + dv),
        move: [-f.across[0] * out * u * EAR_PIN, -f.across[1] * out * u * EAR_PIN],
        sigma: u * EAR_SIGMA,
      });
    }
  }
  return c;
}

function shapeControls(ctx: RenderContext, kind: ProcedureKind): Control[] | null {
  const u = ctx.frame.unit;
  const lm = ctx.lm;
  const c: Control[] = [];
  switch (kind) {
    case 'rhinoplasty': {
      // the wings move straight across toward the nose's midline (not down toward the
      // subnasale, which mostly shortened them): a visibly narrower nose
      const f = ctx.frame;
      const midU = f.toFace(pt(lm, MESH.noseTip))[0];
      for (const i of [...MESH.rightAlar, ...MESH.leftAlar]) {
        const p = pt(lm, i);
        const side = Math.sign(midU - f.toFace(p)[0]);
        c.push({
          at: p,
          move: [f.across[0] * side * u * NOSE_NARROWING, f.across[1] * side * u * NOSE_NARROWING],
          sigma: u * NOSE_SIGMA,
        });
      }
      c.push({ at: pt(lm, MESH.noseTip), move: upVec(ctx, u * 0.012), sigma: u * 0.04 });
      return c;
    }
    case 'lip-filler': {
      const ctr = centroid(pts(lm, MESH.lipsOuter));
      for (const i of MESH.lipsOuter) {
        const p = pt(lm, i);
        const isCorner = i === MESH.mouthLeft || i === MESH.mouthRight;
        c.push({
          at: p,
          move: toward(ctr, p, isCorner ? 0 : u * LIP_FILL),
          sigma: u * LIP_FILL_SIGMA,
        });
      }
      return c;
    }
    case 'lip-lift':
      // a shorter philtrum: the whole upper lip rises (the border most), the nose stays
      return upperLipUp(ctx, LIP_LIFT, LIP_LIFT * LIP_LIFT_INNER, LIP_LIFT_SIGMA);
    case 'lip-flip':
      // the upper lip's vermilion turns out: its border rises a little, its inner edge stays
      return upperLipUp(ctx, LIP_FLIP, 0, LIP_FLIP_SIGMA);
    case 'otoplasty':
      return pinEars(ctx);
    case 'chin-augmentation': {
      const ch = pt(lm, MESH.chin);
      c.push({ at: ch, move: toward(ctx.frame.origin, ch, u * 0.03), sigma: u * 0.08 });
      return c;
    }
    case 'jawline-contouring':
    case 'neck-lift':
    case 'neck-liposuction': {
      const ctr = pt(lm, MESH.noseBottom);
      for (const i of [172, 136, 150, 58, 397, 365, 379, 288]) {
        const p = pt(lm, i);
        c.push({ at: p, move: toward(p, ctr, u * 0.022), sigma: u * 0.07 });
      }
      return c;
    }
    case 'cheek-filler':
      for (const i of [116, 123, 345, 352]) {
        const p = pt(lm, i);
        const up = upVec(ctx, u * 0.01);
        const o = toward(ctx.frame.origin, p, u * 0.012);
        c.push({ at: p, move: [o[0] + up[0], o[1] + up[1]], sigma: u * 0.06 });
      }
      return c;
    case 'buccal-fat-removal':
      for (const i of [207, 427, 187, 411]) {
        const p = pt(lm, i);
        c.push({ at: p, move: toward(p, ctx.frame.origin, u * 0.018), sigma: u * 0.06 });
      }
      return c;
    case 'brow-lift':
      for (const i of [
        ...MESH.rightBrowUpper,
        ...MESH.rightBrowLower,
        ...MESH.leftBrowUpper,
        ...MESH.leftBrowLower,
      ]) {
        c.push({ at: pt(lm, i), move: upVec(ctx, u * 0.018), sigma: u * 0.05 });
      }
      return c;
    case 'blepharoplasty':
      for (const i of [160, 159, 158, 387, 386, 385])
        c.push({ at: pt(lm, i), move: upVec(ctx, u * 0.005), sigma: u * 0.02 });
      return c;
    case 'facelift':
    case 'thread-lift':
      for (const i of [172, 136, 150, 58, 132, 397, 365, 379, 288, 361]) {
        const p = pt(lm, i);
        const up = upVec(ctx, u * 0.02);
        const out = toward(ctx.frame.origin, p, u * 0.006);
        c.push({ at: p, move: [up[0] + out[0], up[1] + out[1]], sigma: u * 0.08 });
      }
      return c;
    default:
      return null;
  }
}

type SkinArea = 'forehead' | 'eyes' | 'underEye' | 'folds' | 'all';

/** The skin a procedure smooths (fillers also soften the folds beside the mouth). */
const SKIN_AREAS: Partial<Record<ProcedureKind, SkinArea[]>> = {
  botox: ['forehead', 'eyes'],
  'under-eye-filler': ['underEye'],
  'cheek-filler': ['folds'],
  'lip-filler': ['folds'],
  'chemical-peel': ['all'],
  'laser-resurfacing': ['all'],
  microneedling: ['all'],
  facelift: ['all'],
  'thread-lift': ['all'],
};

/** Procedures on the hairline: the hairline is filled in with the person's own hair. */
const HAIRLINE = new Set<ProcedureKind>(['hair-transplant', 'hairline-lowering']);

function smoothAreas(ctx: RenderContext, areas: SkinArea[]): void {
  const u = ctx.frame.unit;
  const f = ctx.frame;
  if (areas.includes('all')) {
    edgePreservingSmooth(ctx.work, skinMask(ctx), Math.max(1, u * 0.015), 0.7, 0.0012);
    return;
  }
  const m = maskAround(pts(ctx.lm, MESH.faceOval), 0, ctx.work.width, ctx.work.height);
  if (areas.includes('forehead')) {
    const c = f.toPx(0, -0.32);
    fillEllipse(m, c[0], c[1], u * 0.34, u * 0.14, f.roll, 1, 0.6);
    const g = pt(ctx.lm, MESH.glabella);
    fillEllipse(m, g[0], g[1], u * 0.07, u * 0.06, f.roll, 1, 0.6);
  }
  if (areas.includes('eyes')) {
    for (const i of [MESH.rightEyeOuter, MESH.leftEyeOuter]) {
      const p = pt(ctx.lm, i);
      const q = lerp(p, ctx.frame.origin, -0.18);
      fillEllipse(m, q[0], q[1], u * 0.06, u * 0.07, f.roll, 1, 0.6);
    }
  }
  if (areas.includes('folds')) {
    for (const [a, b] of [
      [129, 61],
      [358, 291],
    ] as const) {
      const pa = pt(ctx.lm, a);
      const pb = pt(ctx.lm, b);
      const mid = lerp(pa, pb, 0.5);
      fillEllipse(
        m,
        mid[0],
        mid[1],
        u * 0.04,
        dist(pa, pb) * 0.6,
        Math.atan2(pb[1] - pa[1], pb[0] - pa[0]) - Math.PI / 2,
        1,
        0.7,
      );
    }
  }
  featherMask(m, u * 0.02, ctx.scratch);
  if (areas.includes('underEye')) fillUnderEyes(ctx);
  const skin = skinMask(ctx);
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const sx = x + m.x0 - skin.x0;
      const sy = y + m.y0 - skin.y0;
      const s =
        sx >= 0 && sy >= 0 && sx < skin.width && sy < skin.height
          ? skin.data[sy * skin.width + sx]
          : 0;
      m.data[y * m.width + x] = m.data[y * m.width + x] * s;
    }
  }
  edgePreservingSmooth(ctx.work, m, Math.max(1, u * LINE_SMOOTH_RADIUS), 0.85, LINE_SMOOTH_EPS);
}

/** Filler under the eyes: the hollow's shadow lifted toward the cheek's lightness, smoothed. */
function fillUnderEyes(ctx: RenderContext): void {
  const u = ctx.frame.unit;
  for (const side of ['right', 'left'] as const) {
    const m = polygonMask(ctx, underEyePolygon(ctx, side), 1, u * 0.02);
    const mean = meanLab(ctx.work, m);
    edgePreservingSmooth(ctx.work, m, Math.max(1, u * 0.012), 0.6);
    tintLab(ctx.work, m, [Math.min(100, mean[0] + UNDER_EYE_LIFT), mean[1], mean[2]], {
      opacity: 0.8,
      lumaWeight: 0.7,
      chromaWeight: 0.2,
      texture: 0.8,
      finish: 'natural',
    });
  }
}

/** Stages of a higher layer a procedure's preview borrows (look-steps wires them). */
export type ProcedureHelpers = {
  /** Beard Transplant: grows a full beard in the person's own hair colour */
  growBeard?: () => boolean;
};

/** Applies the procedures; returns whether anything visible was done. */
export function applyProcedures(
  ctx: RenderContext,
  procedures: readonly string[],
  meta: RenderMeta,
  helpers: ProcedureHelpers = {},
): boolean {
  let any = false;
  const controls: Control[] = [];
  const skin = new Set<SkinArea>();
  const notShown: string[] = [];
  let beard = false;
  for (const p of procedures) {
    if (isNoChange(p)) continue;
    const kind = procedureOf('cosmeticProcedure', p);
    if (kind && HAIRLINE.has(kind)) {
      fillHairlineWithinHead(ctx);
      any = true;
      continue;
    }
    if (kind === 'beard-transplant' && helpers.growBeard) {
      beard = true;
      continue;
    }
    const c = kind ? shapeControls(ctx, kind) : null;
    const s = kind ? SKIN_AREAS[kind] : undefined;
    if (c) controls.push(...c);
    if (s) for (const a of s) skin.add(a);
    if (!c && !s) notShown.push(p);
  }
  if (controls.length) {
    warp(ctx.work, controls);
    any = true;
  }
  if (skin.size) {
    smoothAreas(ctx, [...skin]);
    any = true;
  }
  if (beard && helpers.growBeard?.()) any = true;
  if (notShown.length) meta.notes.push(`Not visible in a face preview: ${notShown.join(', ')}.`);
  return any;
}
