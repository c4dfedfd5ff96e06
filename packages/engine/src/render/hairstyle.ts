/**
 * Parametric hairstyles aligned to the face: the silhouette comes from the catalogue's hair
 * shape parameters (x in face widths from the centre line, y in face heights below the
 * hairline), is mapped through the face frame (position, scale, roll), the original hair
 * outside it is inpainted away, and strands are painted in the person's (or chosen) colour.
 */
import type { ScalpHairShape } from '@looklab/shared';
import { srgbToLab, type Lab, type Rgb } from './color';
import type { RenderContext } from './context';
import { centroid, convexHull, pt, scaleAbout, type Point } from './geometry';
import { buildHairMask, buildHairModel, type HairModel } from './hair-mask';
import { paintHair } from './hair-paint';
import { scalpParams } from './hair-params';
import { recolorHair } from './hair-color';
import { inpaint } from './inpaint';
import {
  createMask,
  featherMask,
  fillEllipse,
  fillPolygon,
  maskAround,
  maskAt,
  subtractInto,
  type Mask,
} from './mask';
import { MESH } from './mesh-regions';
import type { ReferenceStyle } from './reference';
import { edgePreservingSmooth } from './smooth';
import { warp, type Control } from './warp';

export type HairstyleRequest = {
  style: string | null;
  color: Rgb | null;
  variant: string | null;
  texture: string | null;
  reference: ReferenceStyle | null;
  fullHair: boolean;
};

/** Template coordinates (x face widths, y face heights below the hairline) → work pixels. */
function templateMapper(ctx: RenderContext): {
  map: (x: number, y: number) => Point;
  hairlineV: number;
  faceH: number;
} {
  const f = ctx.frame;
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const hairlineV = topV - 0.04;
  const faceH = Math.max(0.6, chinV - hairlineV);
  // turned heads: the skull sits behind the face, so the template shifts toward the back of the
  // head and the far side is compressed
  const shift = f.yaw * 0.5;
  const map = (x: number, y: number): Point => {
    const far = x * f.yaw < 0 ? 1 - Math.min(0.6, Math.abs(f.yaw) * 1.2) : 1;
    return f.toPx(x * far + shift, hairlineV + y * faceH);
  };
  return { map, hairlineV, faceH };
}

/** Outline polygon of the hair mass in template coordinates. */
export function silhouette(p: ScalpHairShape): Point[] {
  const off = 0.05 + 0.35 * p.volume;
  const top = -0.27 - p.crownHeight - off * 0.35;
  const out: Point[] = [];
  const lenL = Math.max(
    0.05,
    p.length *
      (1 + 0.35 * Math.max(0, -p.asymmetry)) *
      (p.asymmetry > 0 ? 1 - 0.35 * p.asymmetry : 1),
  );
  const lenR = Math.max(
    0.05,
    p.length *
      (1 + 0.35 * Math.max(0, p.asymmetry)) *
      (p.asymmetry < 0 ? 1 + 0.35 * p.asymmetry : 1),
  );
  const sideLen = (len: number): number => Math.max(0.12, len * (0.25 + 0.75 * p.sides));
  const halfW = 0.55 + off;
  const short = p.length < 0.6;
  const steps = 40;
  // dome: from the left ear over the top to the right ear
  for (let k = 0; k <= steps; k++) {
    const a = Math.PI + (Math.PI * k) / steps; // pi..2pi: left -> top -> right
    let rx = halfW;
    const ry = 0.33 - top;
    if (p.shape === 'mohawk') rx = 0.55 + (Math.abs(Math.cos(a)) < 0.3 ? off : 0.02);
    const wave = p.curl > 0 ? Math.sin(k * 1.7) * p.curl * 0.025 : 0;
    out.push([Math.cos(a) * (rx + wave), 0.33 + Math.sin(a) * (ry + wave)]);
  }
  // right side down to the length, bottom, left side up
  const sideBottomR = short ? sideLen(lenR) : lenR;
  const sideBottomL = short ? sideLen(lenL) : lenL;
  const flare = p.shape === 'afro' ? 0.1 : p.shape === 'bob' ? 0.04 : 0;
  const n = 12;
  for (let k = 1; k <= n; k++) {
    const t = k / n;
    const y = 0.33 + (sideBottomR - 0.33) * t;
    const wave = p.curl > 0 ? Math.sin(t * 9) * p.curl * 0.03 : 0;
    const narrow = y > 1.2 ? Math.min(0.15, (y - 1.2) * 0.1) : 0;
    out.push([halfW + flare * t + wave - narrow, y]);
  }
  // rounded ends: the tips curve in toward the centre, slightly shorter in the middle front
  const tipR = sideBottomR;
  const tipL = sideBottomL;
  out.push([halfW * 0.8, tipR + 0.03]);
  out.push([0.3, tipR + 0.01 - p.curl * 0.03]);
  out.push([-0.3, tipL + 0.01 - p.curl * 0.03]);
  out.push([-halfW * 0.8, tipL + 0.03]);
  for (let k = n; k >= 1; k--) {
    const t = k / n;
    const y = 0.33 + (sideBottomL - 0.33) * t;
    const wave = p.curl > 0 ? Math.sin(t * 9 + 1) * p.curl * 0.03 : 0;
    const narrow = y > 1.2 ? Math.min(0.15, (y - 1.2) * 0.1) : 0;
    out.push([-halfW - flare * t - wave + narrow, y]);
  }
  return out;
}

function styleMask(ctx: RenderContext, p: ScalpHairShape): Mask {
  const { map, faceH } = templateMapper(ctx);
  const u = ctx.frame.unit;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const m = createMask(w, h);
  if (p.shape !== 'shaved')
    fillPolygon(
      m,
      silhouette(p).map(([x, y]) => map(x, y)),
    );
  else
    fillPolygon(
      m,
      silhouette({ ...p, volume: 0, length: 0.35, sides: 1 }).map(([x, y]) => map(x * 0.93, y)),
    );
  // gathered mass
  if (p.gather !== 'none') {
    const at: Point =
      p.gather === 'top'
        ? [0, -0.42]
        : p.gather === 'crown'
          ? [0, -0.33]
          : p.gather === 'side'
            ? [0.55, 0.7]
            : [0, 0.9];
    if (p.gather !== 'nape') {
      const c = map(at[0], at[1]);
      fillEllipse(m, c[0], c[1], u * 0.2, u * 0.16, ctx.frame.roll, 1, 0.3);
    }
  }
  // the face stays visible below the hairline (fringe added back below)
  // the visible face is the hull of the whole mesh (the oval indices fold behind the nose when
  // the head is turned)
  const meshPts: Point[] = [];
  for (let i = 0; i < Math.min(468, ctx.lm.length); i++) meshPts.push(pt(ctx.lm, i));
  const oval = convexHull(meshPts);
  const face = maskAround(oval, 2, w, h);
  fillPolygon(face, scaleAbout(oval, centroid(oval), 0.985));
  featherMask(face, Math.max(0.7, u * 0.006));
  subtractInto(m, face);
  // neck: hair hangs behind the neck, not over it
  const chin = pt(ctx.lm, MESH.chin);
  const neck = maskAround([chin, map(0, p.length + 0.5)], u * 0.35, w, h);
  const nl = map(-0.27, 1.0);
  const nr = map(0.27, 1.0);
  const bl = map(-0.3, 3.2);
  const br = map(0.3, 3.2);
  fillPolygon(neck, [nl, nr, br, bl]);
  featherMask(neck, u * 0.02);
  subtractInto(m, neck, 0.9);
  // fringe over the forehead
  if (p.fringe !== 'none' && p.fringeLength > 0) {
    const drop = 0.04 + p.fringeLength * 0.26;
    const fr = createMask(w, h);
    const poly: Point[] =
      p.fringe === 'side-swept'
        ? [map(-0.5, -0.05), map(0.5, -0.05), map(0.45, drop * 0.4), map(-0.45, drop)]
        : p.fringe === 'curtain'
          ? [
              map(-0.5, -0.05),
              map(0.5, -0.05),
              map(0.45, drop),
              map(0.05, drop * 0.2),
              map(-0.05, drop * 0.2),
              map(-0.45, drop),
            ]
          : [map(-0.5, -0.05), map(0.5, -0.05), map(0.47, drop), map(-0.47, drop)];
    fillPolygon(fr, poly);
    const fringeMask = fr;
    featherMask(fringeMask, u * 0.006);
    for (let i = 0; i < m.data.length; i++)
      if (fringeMask.data[i] > m.data[i])
        m.data[i] = fringeMask.data[i] * (p.fringe === 'wispy' ? 0.8 : 1);
  }
  featherMask(m, Math.max(0.8, u * 0.008), ctx.scratch);
  void faceH;
  return m;
}

function hairColorLab(model: HairModel, req: HairstyleRequest, ctx: RenderContext): Lab {
  if (req.color) return srgbToLab(req.color);
  if (model.present) return model.hairMean;
  // bald: a natural colour for the age
  return ctx.person.estimatedAge > 55 ? [55, 0, 2] : [22, 4, 8];
}

export function applyHairstyle(ctx: RenderContext, req: HairstyleRequest): void {
  const params = req.style
    ? scalpParams(req.style)
    : (req.reference?.shape ?? scalpParams('medium'));
  if (req.texture) {
    const t = req.texture.toLowerCase();
    params.curl = /coil/.test(t)
      ? 1
      : /curl/.test(t)
        ? 0.66
        : /wav/.test(t)
          ? 0.33
          : /straight/.test(t)
            ? 0
            : params.curl;
  }
  const model = buildHairModel(ctx);
  const newMask = styleMask(ctx, params);
  // suppress the original hair outside the new style
  if (model.present) {
    const old = buildHairMask(ctx, model);
    const rem = createMask(old.width, old.height, old.x0, old.y0);
    for (let y = 0; y < old.height; y++) {
      for (let x = 0; x < old.width; x++) {
        const i = y * old.width + x;
        const v = old.data[i] * (1 - Math.min(1, maskAt(newMask, x + old.x0, y + old.y0) * 1.5));
        rem.data[i] = v > 0.15 ? 1 : v * 6;
      }
    }
    featherMask(rem, Math.max(1, ctx.frame.unit * 0.01), ctx.scratch);
    inpaint(ctx.work, rem, Math.round(ctx.frame.unit * 0.1));
  }
  const { hairlineV } = templateMapper(ctx);
  const color = hairColorLab(model, { ...req, color: req.variant ? null : req.color }, ctx);
  const partU = params.parting === 'left' ? -0.18 : params.parting === 'right' ? 0.18 : 0;
  paintHair(ctx, newMask, {
    color,
    curl: params.curl,
    crownV: hairlineV - 0.3,
    partU,
    opacity: params.shape === 'shaved' ? 0.55 : 0.96,
    stubble: params.shape === 'shaved',
  });
  if (req.variant && req.color) recolorHair(ctx, newMask, req.color, req.variant);
  ctx.hairMask = newMask;
}

/** Hair Transplant: a fuller, lower hairline in the person's hair colour. */
export function fillHairline(ctx: RenderContext): void {
  const model = buildHairModel(ctx);
  const { map } = templateMapper(ctx);
  const u = ctx.frame.unit;
  const m = maskAround([map(-0.6, -0.3), map(0.6, 0.12)], 4, ctx.work.width, ctx.work.height);
  // band above the hairline with a natural, slightly irregular front edge
  const poly: Point[] = [
    map(-0.56, -0.25),
    map(0.56, -0.25),
    map(0.52, 0.06),
    map(0.3, 0.02),
    map(0.1, 0.05),
    map(-0.1, 0.05),
    map(-0.3, 0.02),
    map(-0.52, 0.06),
  ];
  fillPolygon(m, poly);
  featherMask(m, u * 0.012);
  const color: Lab = model.present
    ? model.hairMean
    : ctx.person.estimatedAge > 55
      ? [55, 0, 2]
      : [22, 4, 8];
  const { hairlineV } = templateMapper(ctx);
  paintHair(ctx, m, { color, curl: 0, crownV: hairlineV - 0.3, partU: 0, opacity: 0.9 });
}

/** Hair texture on the existing hair: straight smooths, wavy/curly warp and add curl texture. */
export function applyHairTexture(ctx: RenderContext, texture: string): boolean {
  const model = buildHairModel(ctx);
  if (!model.present) return false;
  const mask = buildHairMask(ctx, model);
  const t = texture.toLowerCase();
  const u = ctx.frame.unit;
  if (/straight|sleek/.test(t)) {
    edgePreservingSmooth(ctx.work, mask, Math.max(1, u * 0.01), 0.7, 0.003);
    return true;
  }
  const curl = /coil|kink/.test(t) ? 1 : /curl/.test(t) ? 0.66 : 0.33;
  // waves: displacement controls along the hair, alternating sideways
  const controls: Control[] = [];
  const f = ctx.frame;
  const period = 0.22 - curl * 0.12;
  for (let v = -0.6; v < 2.8; v += period / 2) {
    for (const uu of [-0.8, -0.6, 0.6, 0.8]) {
      const p = f.toPx(uu, v);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (
        x < 0 ||
        y < 0 ||
        x >= mask.width ||
        y >= mask.height ||
        mask.data[y * mask.width + x] < 0.5
      )
        continue;
      const dir = Math.round(v / (period / 2)) % 2 === 0 ? 1 : -1;
      const side = f.toPx(uu + dir * 0.02 * (0.5 + curl), v);
      controls.push({ at: p, move: [side[0] - p[0], side[1] - p[1]], sigma: u * period * 0.3 });
    }
  }
  warp(ctx.work, controls);
  paintHair(ctx, mask, {
    color: model.hairMean,
    curl,
    crownV: f.toFace(pt(ctx.lm, MESH.foreheadTop))[1] - 0.35,
    partU: 0,
    opacity: 0.35,
  });
  return true;
}
