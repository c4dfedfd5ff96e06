/**
 * Coverage masks of a new hairstyle in work pixels: the template silhouette (soft outer edge),
 * minus the visible face and the neck (hair hangs behind them), plus the fringe; and a wide
 * soft face mask used for the shadow the face and neck cast on the hair beside them.
 */
import type { ScalpHairShape } from '@looklab/shared';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { centroid, convexHull, scaleAbout, type Point } from '../../image/point';
import { fringeOutline, sideWidth, silhouette, type TemplateMap } from './template';
import {
  createMask,
  featherMask,
  fillEllipse,
  maskAt,
  fillPolygon,
  maskAround,
  subtractInto,
  unionInto,
  type Mask,
} from '../../image/mask';
import { MESH } from '../../face/landmarks';

export type StyleMasks = {
  /** hair coverage 0..1 with a soft outer ramp (the painter breaks it into wisps) */
  hair: Mask;
  /** fringe coverage (strands hang from the hairline), or null */
  fringe: Mask | null;
  /** visible face (sharp-ish), for keeping it in front */
  face: Mask;
  /** wide blur of the face: hair next to it is in its shadow */
  faceShade: Mask;
  /** the forehead up to the style's natural hairline (soft) */
  forehead: Mask;
};

function faceHull(ctx: RenderContext): Point[] {
  const meshPts: Point[] = [];
  for (let i = 0; i < Math.min(468, ctx.lm.length); i++) meshPts.push(pt(ctx.lm, i));
  return convexHull(meshPts);
}

export function styleMasks(ctx: RenderContext, p: ScalpHairShape, tm: TemplateMap): StyleMasks {
  const { map } = tm;
  const u = ctx.frame.unit;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const sil =
    p.shape === 'shaved'
      ? silhouette({ ...p, volume: 0, length: 0.35, sides: 1 }).map(([x, y]) => map(x * 0.93, y))
      : silhouette(p).map(([x, y]) => map(x, y));
  // only the silhouette's box (plus room for the gathered mass and the feathering)
  const m = maskAround(sil, u * 0.3, w, h);
  fillPolygon(m, sil);
  // a turned head shows the back of the skull on the near side: the style covers it down to
  // the nape (short styles too), so it is never erased into background
  const yaw = ctx.frame.yaw;
  if (Math.abs(yaw) > 0.25 && p.shape !== 'shaved') {
    const sd = yaw > 0 ? 1 : -1;
    const hw = sideWidth(p);
    // the back of the skull, rounded down to the nape
    const back: Point[] = [
      [sd * 0.3, 0.2],
      [sd * hw, 0.2],
      [sd * hw * 0.97, 0.5],
      [sd * hw * 0.85, 0.75],
      [sd * hw * 0.65, 0.9],
      [sd * 0.3, 0.95],
    ];
    fillPolygon(
      m,
      back.map(([x, y]) => map(x, y)),
    );
    // …and short hair on the far side is only a sliver behind the temple, not a bulge
    if (p.length < 0.6) {
      const far = [
        [-sd * 0.5, 0.22],
        [-sd * 1.6, 0.22],
        [-sd * 1.6, 1.2],
        [-sd * 0.5, 1.2],
      ].map(([x, y]) => map(x, y));
      const fm = maskAround(far, 2, w, h);
      fillPolygon(fm, far);
      subtractInto(m, fm);
    }
  }
  if (p.gather !== 'none' && p.gather !== 'nape') {
    const at: Point =
      p.gather === 'top' ? [0, -0.42] : p.gather === 'crown' ? [0, -0.33] : [0.55, 0.7];
    const c = map(at[0], at[1]);
    fillEllipse(m, c[0], c[1], u * 0.2, u * 0.16, ctx.frame.roll, 1, 0.3);
  }
  // soft outer edge: the painter thresholds this ramp with strand noise into wisps
  featherMask(m, Math.max(1, u * 0.012), ctx.scratch);
  // the face stays in front (the hull of the whole mesh: the oval folds when the head turns)
  const oval = faceHull(ctx);
  const face = maskAround(oval, u * 0.3, w, h);
  // (hair hanging beside a face seen from the front falls over the outer rim of its cheeks
  // and temples; on a turned head the far rim is the profile, which stays clear)
  const framed = p.length >= 0.9 && Math.abs(ctx.frame.yaw) < 0.25;
  fillPolygon(face, scaleAbout(oval, centroid(oval), framed ? 0.95 : 0.985));
  // the forehead up to a natural hairline: rounded, higher in the middle, down at the temples
  const line: Point[] = [];
  for (let k = 0; k <= 16; k++) {
    const x = -0.48 + (0.96 * k) / 16;
    line.push(map(x, 0.02 + 0.17 * Math.pow(Math.abs(x) / 0.48, 2.4)));
  }
  const forehead = maskAround(line, u * 0.3, w, h);
  fillPolygon(forehead, [...line, map(0.46, 0.45), map(-0.46, 0.45)]);
  // a hairline is soft: hairs thin out over a few millimetres
  featherMask(forehead, Math.max(1, u * 0.016), ctx.scratch);
  const faceShade = createMask(face.width, face.height, face.x0, face.y0);
  faceShade.data.set(face.data);
  featherMask(faceShade, u * 0.07, ctx.scratch);
  featherMask(face, Math.max(0.8, u * 0.012), ctx.scratch);
  subtractInto(m, face);
  subtractInto(m, forehead);
  unionInto(face, forehead);
  // neck: hair hangs behind the neck, not over it
  const chin = pt(ctx.lm, MESH.chin);
  // (only as far down as the hair reaches)
  const neckEnd = Math.min(3.2, Math.max(1.2, p.length + 0.3));
  const neckPoly = [map(-0.27, 1.0), map(0.27, 1.0), map(0.3, neckEnd), map(-0.3, neckEnd)];
  const neck = maskAround([chin, ...neckPoly], u * 0.08, w, h);
  fillPolygon(neck, neckPoly);
  featherMask(neck, u * 0.02, ctx.scratch);
  subtractInto(m, neck, 0.9);
  let fringe: Mask | null = null;
  const fo = fringeOutline(p);
  if (fo) {
    const poly = fo.map(([x, y]) => map(x, y));
    fringe = maskAround(poly, u * 0.08, w, h);
    fillPolygon(fringe, poly);
    featherMask(fringe, Math.max(1, u * 0.018), ctx.scratch);
    if (p.fringe === 'wispy') for (let i = 0; i < fringe.data.length; i++) fringe.data[i] *= 0.85;
  }
  return { hair: m, fringe, face, faceShade, forehead };
}

/**
 * The person's own hair below the style's natural hairline at the temples, outside the face's
 * hull (where it would otherwise be removed into background): the style covers it, so no
 * wedge of background shows between the new hair and the face.
 */
export function claimOwnHairline(sm: StyleMasks, old: Mask): void {
  const { hair, forehead, faceShade } = sm;
  for (let y = 0; y < hair.height; y++) {
    const wy = y + hair.y0;
    for (let x = 0; x < hair.width; x++) {
      const wx = x + hair.x0;
      const fh = maskAt(forehead, wx, wy);
      if (fh <= 0.05 || maskAt(faceShade, wx, wy) > 0.45) continue;
      const o = maskAt(old, wx, wy);
      if (o <= 0.3) continue;
      const k = Math.min(1, (o - 0.3) * 2.5) * Math.min(1, fh * 3);
      const i = y * hair.width + x;
      if (k > hair.data[i]) hair.data[i] = k;
    }
  }
}
