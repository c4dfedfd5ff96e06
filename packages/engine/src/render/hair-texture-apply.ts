/**
 * Hair on the existing head: Hair Transplant fills a fuller, lower hairline with strands in
 * the person's hair tone; a texture change smooths (straight) or bends the existing hair into
 * waves/curls and lays a light strand texture of the same tone over it.
 */
import { baseScalpShape } from '@looklab/shared';
import type { RenderContext } from './context';
import type { Point } from './geometry';
import { buildHairMask, buildHairModel } from './hair-mask';
import { dome, templateMap } from './hair-template';
import { paintStrands } from './hair-texture';
import { hairTone, sampleTone } from './hair-texture-tone';
import { createMask, featherMask, fillPolygon, maskAround } from './mask';
import { edgePreservingSmooth } from './smooth';
import { fieldFor } from './strands';
import { warp, type Control } from './warp';

const noShade = createMask(1, 1);

/** Hair Transplant: a fuller, lower hairline in the person's hair colour. */
export function fillHairline(ctx: RenderContext): void {
  const model = buildHairModel(ctx);
  const tm = templateMap(ctx);
  const { map } = tm;
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
  const own = model.present ? sampleTone(ctx, buildHairMask(ctx, model)) : null;
  const tone = hairTone(own, null, ctx.person.estimatedAge > 55 ? [55, 0, 2] : [22, 4, 8]);
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
  const tm = templateMap(ctx);
  const own = sampleTone(ctx, mask);
  const p = { ...baseScalpShape, curl };
  const d = dome(p);
  paintStrands(ctx, {
    hair: mask,
    fringe: null,
    faceShade: noShade,
    tm,
    field: fieldFor(p, d.cy, d.rx, d.ry),
    tone: hairTone(own, null, model.hairMean),
    opacity: 0.4,
  });
  return true;
}
