/**
 * Hair on the existing head: Hair Transplant fills a fuller, lower hairline with strands in
 * the person's hair tone; a texture change smooths (straight) or bends the existing hair into
 * waves/curls and lays a light strand texture of the same tone over it.
 */
import { baseScalpShape } from '@looklab/shared';
import type { Lab } from '../../image/color';
import type { RenderContext } from '../context';
import type { Point } from '../../image/point';
import { buildHairMask, buildHairModel } from '../hair-mask/hair-mask';
import { dome, templateMap } from './template';
import { curlOf } from '../catalogue/catalogue-adapter';
import { paintStrands } from './paint-hair';
import { hairTone, sampleTone } from './hair-tone';
import { createMask, featherMask, fillPolygon, maskAround } from '../../image/mask';
import { edgePreservingSmooth } from '../../image/smooth';
import { fieldFor, strandAt, strandTexture, type StrandPoint } from '../strands/strands';
import { warp, type Control } from '../../image/warp';

const noShade = createMask(1, 1);

/** Hair Transplant: a fuller, lower hairline in the person's hair colour. */
export function fillHairline(ctx: RenderContext): void {
  const model = buildHairModel(ctx);
  const tm = templateMap(ctx);
  const { map } = tm;
  const u = ctx.frame.unit;
  const m = maskAround([map(-0.6, -0.5), map(0.6, 0.12)], 4, ctx.work.width, ctx.work.height);
  // band above the hairline with a natural, slightly irregular front edge
  const poly: Point[] = [
    map(-0.56, -0.45),
    map(0.56, -0.45),
    map(0.52, 0.06),
    map(0.3, 0.02),
    map(0.1, 0.05),
    map(-0.1, 0.05),
    map(-0.3, 0.02),
    map(-0.52, 0.06),
  ];
  fillPolygon(m, poly);
  featherMask(m, u * 0.012);
  // it fades into the existing hair above instead of ending in an edge
  const tp: Point = [0, 0];
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++) {
      const q = ctx.frame.toFace([x + m.x0 + 0.5, y + m.y0 + 0.5]);
      tm.toTemplate(q[0], q[1], tp);
      const k = Math.max(0, Math.min(1, (tp[1] + 0.42) / 0.3));
      m.data[y * m.width + x] *= k * k * (3 - 2 * k);
    }
  const own = model.present ? sampleTone(ctx, buildHairMask(ctx, model)) : null;
  const fallback: Lab = model.present
    ? model.hairMean
    : ctx.person.estimatedAge > 55
      ? [55, 0, 2]
      : [22, 4, 8];
  const tone = hairTone(own, null, fallback);
  const p = { ...baseScalpShape, shape: 'crop' as const, volume: 0.15 };
  const d = dome(p);
  paintStrands(ctx, {
    hair: m,
    fringe: null,
    faceShade: noShade,
    tm,
    field: fieldFor(p, d.cy, d.rx, d.ry),
    tone,
    opacity: 0.92,
    short: true,
  });
}

/** Hair texture on the existing hair: straight smooths, wavy/curly warp and add curl texture. */
export function applyHairTexture(ctx: RenderContext, texture: string): boolean {
  const model = buildHairModel(ctx);
  if (!model.present) return false;
  const mask = buildHairMask(ctx, model);
  const curl = curlOf(texture);
  if (curl === null) return false;
  const u = ctx.frame.unit;
  if (curl === 0) {
    edgePreservingSmooth(ctx.work, mask, Math.max(1, u * 0.01), 0.7, 0.003);
    return true;
  }
  // waves: displacement controls along the hair, alternating sideways
  const controls: Control[] = [];
  const f = ctx.frame;
  const period = 0.22 - curl * 0.12;
  for (let v = -0.6; v < 2.8; v += period / 2) {
    for (const uu of [-0.8, -0.6, 0.6, 0.8]) {
      const p = f.toPx(uu, v);
      const x = Math.round(p[0]) - mask.x0;
      const y = Math.round(p[1]) - mask.y0;
      if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) continue;
      if (mask.data[y * mask.width + x] < 0.5) continue;
      const dir = Math.round(v / (period / 2)) % 2 === 0 ? 1 : -1;
      const side = f.toPx(uu + dir * 0.02 * (0.5 + curl), v);
      controls.push({ at: p, move: [side[0] - p[0], side[1] - p[1]], sigma: u * period * 0.3 });
    }
  }
  warp(ctx.work, controls);
  // the person's own hair stays: the waves/curls modulate its lightness (lit crests, shaded
  // troughs) with a little strand texture; no new colour is painted over it
  const tm = templateMap(ctx);
  const p = { ...baseScalpShape, curl };
  const d = dome(p);
  const field = fieldFor(p, d.cy, d.rx, d.ry);
  const tp: Point = [0, 0];
  const sp: StrandPoint = { s: 0, t: 0, squeeze: 1, wave: 0 };
  const W = ctx.work.width;
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++) {
      const a = mask.data[y * mask.width + x];
      if (a <= 0.02) continue;
      const q = f.toFace([x + mask.x0 + 0.5, y + mask.y0 + 0.5]);
      tm.toTemplate(q[0], q[1], tp);
      strandAt(field, tp[0], tp[1], sp);
      const tex = strandTexture(sp, u, 17, field.along);
      const k = 1 + a * (0.28 * sp.wave + 0.3 * (tex - 0.5));
      const j = (y + mask.y0) * W + x + mask.x0;
      ctx.work.r[j] *= k;
      ctx.work.g[j] *= k;
      ctx.work.b[j] *= k;
    }
  return true;
}
