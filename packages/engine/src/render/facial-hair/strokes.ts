/**
 * Paints facial hair: a soft shadow underlayer (the skin seen through dense hair, patchy), then
 * many short tapered strokes whose density follows the region's soft mask (so edges thin out)
 * and whose direction follows growth: down and toward the chin on the cheeks, down and outward
 * from the philtrum on the mustache, along the curl of handlebar tips. The lips stay clear.
 */
import { labToLinear, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { type Point } from '../../image/point';
import { createMask, maskAt, type Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { drawStroke, rng } from '../strands/stroke';
import { vnoise2 } from '../strands/strands';
import {
  BEARD_SHADOW,
  BEARD_SHADOW_LENGTH,
  BEARD_STROKE_LENGTH,
  BEARD_STROKE_LENGTH_GROWTH,
  BEARD_STROKE_SPACING,
  BEARD_STROKE_WIDTH,
  MUSTACHE_STROKE_LENGTH,
  MUSTACHE_STROKE_SPACING,
  STUBBLE_SHADOW,
  STUBBLE_STROKE_LENGTH,
  STUBBLE_STROKE_SPACING,
  STUBBLE_STROKE_WIDTH,
  TIP_STROKE_LENGTH,
} from './params';

export type FacialRegion = {
  mask: Mask;
  kind: 'beard' | 'mustache' | 'tip';
  /** root → tip polyline of a handlebar tip */
  path?: Point[];
};

export type FacialPaintOptions = {
  color: Lab;
  density: number;
  length: number;
  stubble: boolean;
  lips: Mask;
};

function union(regions: readonly FacialRegion[], lips: Mask): Mask {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of regions) {
    x0 = Math.min(x0, r.mask.x0);
    y0 = Math.min(y0, r.mask.y0);
    x1 = Math.max(x1, r.mask.x0 + r.mask.width);
    y1 = Math.max(y1, r.mask.y0 + r.mask.height);
  }
  const d = createMask(x1 - x0, y1 - y0, x0, y0);
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++) {
      let v = 0;
      for (const r of regions) v = Math.max(v, maskAt(r.mask, x + x0, y + y0));
      d.data[y * d.width + x] = v * (1 - maskAt(lips, x + x0, y + y0));
    }
  return d;
}

function pathDir(path: readonly Point[], x: number, y: number): Point {
  let best = 0;
  let bd = Infinity;
  for (let k = 0; k + 1 < path.length; k++) {
    const m = [(path[k][0] + path[k + 1][0]) / 2, (path[k][1] + path[k + 1][1]) / 2];
    const d = (m[0] - x) ** 2 + (m[1] - y) ** 2;
    if (d < bd) {
      bd = d;
      best = k;
    }
  }
  const a = path[best];
  const b = path[best + 1];
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
}

export function paintFacialHair(
  ctx: RenderContext,
  regions: readonly FacialRegion[],
  o: FacialPaintOptions,
): void {
  if (regions.length === 0) return;
  const f = ctx.frame;
  const u = f.unit;
  const work = ctx.work;
  const D = union(regions, o.lips);
  const rgb: Lab = [0, 0, 0];
  // 1. underlayer: the shadow of dense hair, patchy at a few-mm scale
  const full = Math.min(1, o.length * 4);
  const baseA =
    (o.stubble ? STUBBLE_SHADOW : BEARD_SHADOW + BEARD_SHADOW_LENGTH * full) *
    (0.4 + 0.6 * o.density);
  labToLinear(o.color[0] * 0.62, o.color[1] * 0.8, o.color[2] * 0.8, rgb);
  for (let y = 0; y < D.height; y++) {
    for (let x = 0; x < D.width; x++) {
      const d = D.data[y * D.width + x];
      if (d <= 0.01) continue;
      const wx = x + D.x0;
      const wy = y + D.y0;
      const patch = 0.7 + 0.6 * vnoise2((wx / u) * 40, (wy / u) * 40, 31);
      const a = Math.min(1, d * baseA * patch);
      const j = wy * work.width + wx;
      work.r[j] += (rgb[0] - work.r[j]) * a;
      work.g[j] += (rgb[1] - work.g[j]) * a;
      work.b[j] += (rgb[2] - work.b[j]) * a;
    }
  }
  // 2. strokes, region by region (mustache and tips last, on top)
  const rand = rng(23);
  const midU = f.toFace(pt(ctx.lm, MESH.chin))[0];
  const lipsFree = (x: number, y: number): number => 1 - maskAt(o.lips, x, y);
  const order = [...regions].sort(
    (a, b) => (a.kind === 'beard' ? 0 : 1) - (b.kind === 'beard' ? 0 : 1),
  );
  for (const r of order) {
    const m = r.mask;
    const sp =
      r.kind === 'beard'
        ? Math.max(1, u * (o.stubble ? STUBBLE_STROKE_SPACING : BEARD_STROKE_SPACING))
        : Math.max(0.8, u * MUSTACHE_STROKE_SPACING);
    for (let gy = 0; gy < m.height; gy += sp) {
      for (let gx = 0; gx < m.width; gx += sp) {
        const x = gx + rand() * sp;
        const y = gy + rand() * sp;
        const wx = x + m.x0;
        const wy = y + m.y0;
        const d =
          maskAt(m, Math.floor(wx), Math.floor(wy)) * lipsFree(Math.floor(wx), Math.floor(wy));
        if (rand() > d * (0.35 + 0.65 * o.density)) continue;
        const fu = f.toFace([wx, wy]);
        const side = fu[0] < midU ? -1 : 1;
        let dir: Point;
        let len: number;
        if (r.kind === 'tip' && r.path) {
          dir = pathDir(r.path, wx, wy);
          len = u * TIP_STROKE_LENGTH;
        } else {
          const U = Math.abs(fu[0] - midU);
          const du = r.kind === 'mustache' ? side * 0.65 : -side * 0.3 * Math.min(1, U / 0.3);
          const a = f.toPx(fu[0], fu[1]);
          const b = f.toPx(fu[0] + du * 0.01, fu[1] + 0.01);
          const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
          dir = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
          len =
            r.kind === 'mustache'
              ? u * MUSTACHE_STROKE_LENGTH
              : o.stubble
                ? u * STUBBLE_STROKE_LENGTH
                : u *
                  (BEARD_STROKE_LENGTH + BEARD_STROKE_LENGTH_GROWTH * Math.min(1, o.length * 3));
        }
        // a little angular jitter and length variation
        const ang = (rand() - 0.5) * 0.6;
        const c = Math.cos(ang);
        const s = Math.sin(ang);
        const L = Math.max(3, Math.min(62, o.color[0] * (0.42 + 1.0 * rand())));
        labToLinear(L, o.color[1] * 0.9, o.color[2] * 0.9, rgb);
        drawStroke(
          work,
          {
            x: wx,
            y: wy,
            dx: dir[0] * c - dir[1] * s,
            dy: dir[0] * s + dir[1] * c,
            length: len * (0.55 + 0.7 * rand()),
            width: Math.max(0.55, u * (o.stubble ? STUBBLE_STROKE_WIDTH : BEARD_STROKE_WIDTH)),
            r: Math.max(0, rgb[0]),
            g: Math.max(0, rgb[1]),
            b: Math.max(0, rgb[2]),
            alpha: (0.45 + 0.5 * rand()) * Math.min(1, 0.4 + d),
            bend: o.stubble ? 0 : (rand() - 0.5) * len * 0.5,
          },
          lipsFree,
        );
      }
    }
  }
}
