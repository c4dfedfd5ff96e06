/**
 * Eyebrows for everyone: a new style erases the original brow (inpainting from the skin
 * around it) and draws a parametric brow with hair-like texture; a colour alone recolours the
 * brow hair (dark pixels under the brow mask) keeping skin between hairs.
 */
import { linearToLab, srgbToLab, type Lab, type Rgb } from '../../image/color';
import type { RenderContext } from '../context';
import { browPolygon, polygonMask } from '../regions/face-regions';
import { pts } from '../../face/geometry';
import { dist, lerp, type Point } from '../../image/point';
import { fillFromBackground } from '../fill/fill';
import { paintBrowStrokes } from './strokes';
import {
  createMask,
  featherMask,
  maskAround,
  maskAt,
  strokePolyline,
  type Mask,
} from '../../image/mask';
import { OWN_BROW_DARK, OWN_BROW_REACH } from './params';
import { MESH } from '../../face/landmarks';
import { meanLab, tintLab } from '../../image/paint';
import { underSkinLight } from '../regions/scene-cast';

type Side = 'right' | 'left';

/** How far past each edge of the mesh's brow a new style erases (the brow's thicknesses). */
const ERASE_GROW = 0.3;

export type BrowParams = {
  thickness: number;
  arch: number;
  tail: number;
  softness: number;
  lift: number;
};

export function browParams(style: string): BrowParams {
  const s = style.toLowerCase();
  const p: BrowParams = { thickness: 1, arch: 0, tail: 1, softness: 0.5, lift: 0 };
  if (/thin|pencil|90s|skinny/.test(s)) p.thickness = 0.55;
  if (/bold|thick|full|bushy|laminat|fluffy|brushed|power/.test(s)) p.thickness = 1.35;
  if (/high arch|dramatic arch|arched/.test(s)) p.arch = 0.6;
  else if (/soft arch|natural arch|arch/.test(s)) p.arch = 0.3;
  if (/straight|flat|korean|horizontal/.test(s)) p.arch = -0.5;
  if (/s-shape|s shape|wave/.test(s)) p.arch = 0.45;
  if (/lift|fox|siren/.test(s)) p.lift = 0.25;
  if (/long|extended|fox/.test(s)) p.tail = 1.12;
  if (/short|round/.test(s)) p.tail = 0.85;
  if (/feather|brushed|natural|fluffy|microblad/.test(s)) p.softness = 0.8;
  if (/sharp|defined|sculpt|ombre|ombré|powder/.test(s)) p.softness = 0.3;
  return p;
}

/** Mean colour of the brow hair (the darker half of the brow region). */
function browHairColor(ctx: RenderContext, m: Mask): Lab {
  const mean = meanLab(ctx.work, m, 0.5);
  const lab: Lab = [0, 0, 0];
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let n = 0;
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      if (m.data[y * m.width + x] < 0.5) continue;
      const j = (y + m.y0) * ctx.work.width + x + m.x0;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      if (lab[0] > mean[0]) continue;
      s0 += lab[0];
      s1 += lab[1];
      s2 += lab[2];
      n++;
    }
  }
  return n ? [s0 / n, s1 / n, s2 / n] : mean;
}

function drawBrow(ctx: RenderContext, side: Side, p: BrowParams, color: Lab): void {
  const upper = pts(ctx.lm, side === 'right' ? MESH.rightBrowUpper : MESH.leftBrowUpper);
  const lower = pts(ctx.lm, side === 'right' ? MESH.rightBrowLower : MESH.leftBrowLower);
  const n = upper.length;
  const f = ctx.frame;
  const upDir = f.up;
  const centre: Point[] = [];
  const widths: number[] = [];
  const len = dist(upper[0], upper[n - 1]);
  for (let i = 0; i < n; i++) {
    const c = lerp(upper[i], lower[i], 0.5);
    const th = dist(upper[i], lower[i]);
    // t: 0 at the tail (outer) … 1 at the head (inner)
    const t = i / (n - 1);
    const archShape = Math.sin(Math.PI * Math.min(1, (1 - t) / 0.7)) * (t > 0.3 ? 1 : 0.6);
    const lift = p.arch * archShape * len * 0.08 + p.lift * (1 - t) * len * 0.08;
    centre.push([c[0] + upDir[0] * lift, c[1] + upDir[1] * lift]);
    widths.push(th * p.thickness * (0.55 + 0.45 * t));
  }
  // tail extension / shortening along the first segment direction
  const a = centre[0];
  const b = centre[1];
  centre[0] = [b[0] + (a[0] - b[0]) * p.tail, b[1] + (a[1] - b[1]) * p.tail];
  widths[0] = widths[0] * 0.5;
  const m = maskAround(centre, len * 0.3, ctx.work.width, ctx.work.height);
  strokePolyline(m, centre, widths);
  featherMask(m, Math.max(0.6, len * 0.012 * (0.5 + p.softness)));
  // feathered front: the head of the brow thins out
  const tail = centre[0];
  const head = centre[n - 1];
  const ax = head[0] - tail[0];
  const ay = head[1] - tail[1];
  const a2 = ax * ax + ay * ay || 1;
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++) {
      const t = ((x + m.x0 - tail[0]) * ax + (y + m.y0 - tail[1]) * ay) / a2;
      const k = Math.max(0, Math.min(1, (t - 0.8) / 0.22));
      m.data[y * m.width + x] *= 1 - 0.55 * k * k;
    }
  const eye = polygonMask(
    ctx,
    pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye),
    1.25,
    ctx.frame.unit * 0.006,
  );
  paintBrowStrokes(ctx, {
    centre,
    widths,
    mask: m,
    color,
    softness: p.softness,
    keepOut: eye,
    seed: side === 'right' ? 3 : 4,
  });
}

/**
 * The photo's own brow where the mesh's misses it (a brow drawn higher, lower or thicker than
 * the mesh's): within the mesh's brow grown by OWN_BROW_REACH of its thickness above and below,
 * the pixels darker than the band's skin (its brighter quarter) by OWN_BROW_DARK L*, away from
 * the eye, are added to the erased region so no old brow shows beside the new one.
 */
function withOwnBrow(ctx: RenderContext, erase: Mask, side: Side): Mask {
  const u = ctx.frame.unit;
  const band = polygonMask(ctx, browPolygon(ctx, side, OWN_BROW_REACH), 1, 0);
  const eye = polygonMask(
    ctx,
    pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye),
    1.6,
    u * 0.01,
  );
  const W = ctx.work.width;
  const lab: Lab = [0, 0, 0];
  const Ls = new Float32Array(band.width * band.height).fill(NaN);
  const seen: number[] = [];
  for (let y = 0; y < band.height; y++)
    for (let x = 0; x < band.width; x++) {
      if (band.data[y * band.width + x] < 0.5) continue;
      const j = (y + band.y0) * W + x + band.x0;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      Ls[y * band.width + x] = lab[0];
      seen.push(lab[0]);
    }
  if (seen.length < 8) return erase;
  seen.sort((a, b) => a - b);
  const skin = seen[Math.floor(seen.length * 0.75)];
  const dark = createMask(band.width, band.height, band.x0, band.y0);
  for (let i = 0; i < Ls.length; i++) {
    const L = Ls[i];
    if (!(L < skin - OWN_BROW_DARK)) continue;
    const x = (i % band.width) + band.x0;
    const y = Math.floor(i / band.width) + band.y0;
    dark.data[i] = 1 - Math.min(1, maskAt(eye, x, y) * 2);
  }
  featherMask(dark, Math.max(0.6, u * 0.006));
  const x0 = Math.min(erase.x0, dark.x0);
  const y0 = Math.min(erase.y0, dark.y0);
  const out = createMask(
    Math.max(erase.x0 + erase.width, dark.x0 + dark.width) - x0,
    Math.max(erase.y0 + erase.height, dark.y0 + dark.height) - y0,
    x0,
    y0,
  );
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++)
      out.data[y * out.width + x] = Math.max(
        maskAt(erase, x + x0, y + y0),
        maskAt(dark, x + x0, y + y0),
      );
  return out;
}

/** Erases the brow: a fill from the skin around it, with the skin's own fine texture. */
function eraseBrow(ctx: RenderContext, erase: Mask, side: Side): void {
  const W = ctx.work.width;
  const pad = Math.round(ctx.frame.unit * 0.12);
  const x0 = Math.max(0, erase.x0 - pad);
  const y0 = Math.max(0, erase.y0 - pad);
  const x1 = Math.min(W, erase.x0 + erase.width + pad);
  const y1 = Math.min(ctx.work.height, erase.y0 + erase.height + pad);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 2 || h <= 2) return;
  const eye = polygonMask(
    ctx,
    pts(ctx.lm, side === 'right' ? MESH.rightEye : MESH.leftEye),
    1.6,
    ctx.frame.unit * 0.01,
  );
  const known = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const e = maskAt(erase, x + x0, y + y0);
      known[y * w + x] = e > 0.03 ? 0 : 1 - Math.min(1, maskAt(eye, x + x0, y + y0) * 2);
    }
  fillFromBackground(ctx.work, erase, known, { x0, y0, w, h }, ctx.frame.unit, 13);
}

export function applyEyebrows(
  ctx: RenderContext,
  style: string | null,
  colorRgb: Rgb | null,
): void {
  // a catalogue colour is lit as the photo's skin is
  const chosen = colorRgb ? underSkinLight(srgbToLab(colorRgb), ctx.skinTone) : null;
  for (const side of ['right', 'left'] as const) {
    const poly = browPolygon(ctx, side);
    const orig = polygonMask(ctx, poly, 1, ctx.frame.unit * 0.006);
    const hairColor = browHairColor(ctx, orig);
    const target: Lab = chosen ?? hairColor;
    if (style) {
      // the photo's brow is often thicker than the mesh's: the erased band reaches past both edges
      const erase = polygonMask(
        ctx,
        browPolygon(ctx, side, ERASE_GROW),
        1.2,
        ctx.frame.unit * 0.012,
      );
      eraseBrow(ctx, withOwnBrow(ctx, erase, side), side);
      drawBrow(ctx, side, browParams(style), target);
    } else if (colorRgb) {
      // recolour the hairs only: weight by how much darker than the surrounding skin they are
      const ring = polygonMask(ctx, poly, 1.8, ctx.frame.unit * 0.01);
      const skin = meanLab(ctx.work, ring, 0.05);
      const m = polygonMask(ctx, poly, 1.1, ctx.frame.unit * 0.006);
      const lab: Lab = [0, 0, 0];
      for (let y = 0; y < m.height; y++) {
        for (let x = 0; x < m.width; x++) {
          const i = y * m.width + x;
          if (m.data[i] <= 0) continue;
          const j = (y + m.y0) * ctx.work.width + x + m.x0;
          linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
          const dark = Math.max(
            0,
            Math.min(1, (skin[0] - lab[0]) / Math.max(8, skin[0] - hairColor[0])),
          );
          m.data[i] = m.data[i] * dark;
        }
      }
      tintLab(ctx.work, m, target, {
        opacity: 0.9,
        lumaWeight: 0.7,
        chromaWeight: 0.9,
        texture: 0.8,
        finish: 'matte',
      });
    }
  }
}
