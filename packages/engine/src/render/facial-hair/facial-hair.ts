/**
 * Beards, mustaches and sideburns (men only) from the catalogue's facial hair parameters. The
 * regions are built symmetric about the face's midline (mirrored landmark pairs on a frontal
 * face) from the jaw, cheek, mouth and nose landmarks; the lips and a margin stay clear.
 * Painting (a shadow underlayer and many short hair strokes) is in facial-hair-strokes.ts.
 */
import { srgbToLab, type Lab, type Rgb } from '../../image/color';
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { lerp, type Point } from '../../image/point';
import { facialShapeFor } from '../catalogue/catalogue-adapter';
import { buildHairModel } from '../hair-mask/hair-mask';
import { featherMask, fillPolygon, maskAround, strokePolyline } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { midline } from '../../face/midline';
import { polygonMask } from '../regions/face-regions';
import { paintFacialHair, type FacialRegion } from './strokes';
import { mustacheRegions } from './mustache';
import { JAW_PAIRS } from './params';

export function applyFacialHair(ctx: RenderContext, style: string, color: Rgb | null): boolean {
  const p = facialShapeFor(style);
  const f = ctx.frame;
  const u = f.unit;
  const W = ctx.work.width;
  const H = ctx.work.height;
  // landmark pairs mirrored as shares of each side's half-width (face/midline.ts)
  const pair = midline(ctx.lm, f).pair;
  const down = (q: Point, k: number): Point => {
    const fq = f.toFace(q);
    return f.toPx(fq[0], fq[1] + k);
  };
  // sideways offsets scale with each side's visible half-width (turned heads compress one side)
  const midU0 = f.toFace(pt(ctx.lm, 168))[0];
  const halfR = Math.abs(f.toFace(pt(ctx.lm, MESH.rightCheekEdge))[0] - midU0) / 0.5;
  const halfL = Math.abs(f.toFace(pt(ctx.lm, MESH.leftCheekEdge))[0] - midU0) / 0.5;
  const rightU = f.toFace(pt(ctx.lm, MESH.rightCheekEdge))[0] < midU0 ? -1 : 1;
  const shift = (q: Point, du: number, dv: number): Point => {
    const fq = f.toFace(q);
    const k = Math.sign(fq[0] - midU0) === rightU ? halfR : halfL;
    return f.toPx(fq[0] + du * Math.min(1.3, Math.max(0.3, k)), fq[1] + dv);
  };
  const regions: FacialRegion[] = [];
  const chin = pt(ctx.lm, MESH.chin);
  const [mR, mL] = pair(MESH.mouthRight, MESH.mouthLeft);
  const sgnR = f.toFace(mR)[0] < f.toFace(mL)[0] ? -1 : 1;
  // beard: the jaw band up the cheeks, down past the jaw by the length
  if (p.chin > 0 || p.cheeks > 0) {
    // the beard starts below the cheekbone unless it covers the cheeks fully
    const jaw = p.cheeks >= 0.9 ? JAW_PAIRS : JAW_PAIRS.slice(1);
    const n = jaw.length;
    const right: Point[] = [];
    const left: Point[] = [];
    const innerR: Point[] = [];
    const innerL: Point[] = [];
    const lip = pt(ctx.lm, MESH.lowerLipBottom);
    for (let k = 0; k < n; k++) {
      const t = 1 - k / n; // 1 at the ear … → 0 toward the chin
      const [a, b] = pair(jaw[k][0], jaw[k][1]);
      const len =
        (p.length * 0.9 + 0.03) * (1 - 0.75 * t) * (p.shape === 'pointed' && t < 0.25 ? 1.3 : 1);
      right.push(down(a, len));
      left.push(down(b, len));
      // inner edge: up the cheek by `cheeks`, toward the mouth corner near the chin
      const reach = t > 0.3 ? 0.1 + 0.45 * p.cheeks : 0.6 + 0.4 * Math.min(1, p.chin * 2);
      const toR = t > 0.45 ? shift(a, -sgnR * 0.28, -0.02) : shift(mR, sgnR * 0.035, 0.02);
      const toL = t > 0.45 ? shift(b, sgnR * 0.28, -0.02) : shift(mL, -sgnR * 0.035, 0.02);
      innerR.push(lerp(a, toR, reach));
      innerL.push(lerp(b, toL, reach));
    }
    const under = shift(lip, 0, 0.03);
    const outer = [
      ...right,
      down(chin, p.length * 0.9 + 0.04 + (p.shape === 'pointed' ? 0.05 : 0)),
      ...left.reverse(),
    ];
    const inner = [...innerL, under, ...innerR.reverse()];
    const poly = [...outer, ...inner];
    const m = maskAround(poly, u * 0.1, W, H);
    fillPolygon(m, poly);
    // partial chin coverage (goatee, chin strap without cheeks): a window around the midline
    if (p.chin < 0.95 && p.cheeks <= 0.05) {
      const half = p.chin * 0.45;
      const cu = f.toFace(chin)[0];
      for (let y = 0; y < m.height; y++)
        for (let x = 0; x < m.width; x++) {
          const du = Math.abs(f.toFace([x + m.x0 + 0.5, y + m.y0 + 0.5])[0] - cu);
          m.data[y * m.width + x] *= Math.max(0, Math.min(1, (half - du) / 0.04 + 0.5));
        }
    }
    featherMask(m, Math.max(1, u * 0.02), ctx.scratch);
    regions.push({ mask: m, kind: 'beard' });
  }
  if (p.mustache !== 'none') regions.push(...mustacheRegions(ctx, p.mustache, pair, shift));
  // a connected beard joins the mustache down the sides of the mouth
  if (p.connected && p.mustache !== 'none' && p.chin > 0) {
    for (const [c, s] of [
      [mR, sgnR],
      [mL, -sgnR],
    ] as const) {
      const path = [shift(c, s * 0.02, -0.015), shift(c, s * 0.035, 0.05)];
      const ms = maskAround(path, u * 0.05, W, H);
      strokePolyline(ms, path, [u * 0.035, u * 0.045]);
      featherMask(ms, Math.max(0.8, u * 0.008), ctx.scratch);
      regions.push({ mask: ms, kind: 'mustache' });
    }
  }
  if (p.sideburns > 0) {
    const [topR, topL] = pair(127, 356);
    const [jawR, jawL] = pair(132, 361);
    for (const [a, jawPt] of [
      [topR, jawR],
      [topL, jawL],
    ] as const) {
      const b = lerp(a, jawPt, p.sideburns);
      const ms = maskAround([a, b], u * 0.2, W, H);
      strokePolyline(ms, [a, b], [u * p.sideburnWidth, u * p.sideburnWidth * 0.9]);
      featherMask(ms, Math.max(1, u * 0.012), ctx.scratch);
      regions.push({ mask: ms, kind: 'beard' });
    }
  }
  const model = buildHairModel(ctx);
  const base: Lab = color
    ? srgbToLab(color)
    : model.present
      ? [Math.min(48, model.hairMean[0] * 0.85), model.hairMean[1], model.hairMean[2]]
      : [25, 4, 8];
  const lips = polygonMask(ctx, pts(ctx.lm, MESH.lipsOuter), 1.06, u * 0.004);
  paintFacialHair(ctx, regions, {
    color: base,
    density: p.density,
    length: p.length,
    stubble: p.length < 0.02 && p.density < 0.5,
    lips,
  });
  return true;
}
