/** Beards, mustaches and sideburns (men only) from the catalogue's facial hair parameters. */
import { srgbToLab, type Lab, type Rgb } from './color';
import type { RenderContext } from './context';
import { lerp, pt, pts, type Point } from './geometry';
import { paintHair } from './hair-paint';
import { facialParams } from './hair-params';
import {
  createMask,
  featherMask,
  fillPolygon,
  maskAround,
  strokePolyline,
  subtractInto,
} from './mask';
import { MESH } from './mesh-regions';
import { polygonMask } from './face-regions';
import { buildHairModel } from './hair-mask';

export function applyFacialHair(ctx: RenderContext, style: string, color: Rgb | null): boolean {
  const p = facialParams(style);
  const u = ctx.frame.unit;
  const f = ctx.frame;
  const lm = ctx.lm;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const m = createMask(w, h);
  const chin = pt(lm, MESH.chin);
  const down = (q: Point, k: number): Point => {
    const fq = f.toFace(q);
    return f.toPx(fq[0], fq[1] + k);
  };
  // beard: jaw band from cheek height down past the jaw by `length`
  if (p.chin > 0 || p.cheeks > 0) {
    const jaw = pts(lm, MESH.jaw).slice(2, -2);
    const n = jaw.length;
    const mid = (n - 1) / 2;
    const centre = pt(lm, 5);
    const lipBottom = pt(lm, MESH.lowerLipBottom);
    const inner: Point[] = [];
    const outer: Point[] = [];
    for (let i = 0; i < n; i++) {
      const t = Math.abs(i - mid) / mid; // 0 chin … 1 ear
      const onChin = t <= Math.max(0.15, p.chin);
      if (!onChin && p.cheeks <= 0) continue;
      const q = jaw[i];
      const cover = onChin && t < 0.4 ? 0.9 : 0.1 + 0.4 * p.cheeks;
      const innerPt = t < 0.4 ? lerp(q, lipBottom, onChin ? cover : 0.1) : lerp(q, centre, cover);
      const lenBelow =
        (p.length + 0.03) * (1 - t * 0.8) * (p.shape === 'pointed' && t < 0.2 ? 1.4 : 1);
      outer.push(down(q, lenBelow));
      inner.push(innerPt);
    }
    // one quad per jaw segment (a single polygon can self-intersect where the inner line
    // switches from the lower lip to the cheeks)
    for (let i = 0; i + 1 < outer.length; i++) {
      fillPolygon(m, [outer[i], outer[i + 1], inner[i + 1], inner[i]]);
    }
    // keep the lips and the mouth clear
    const lips = polygonMask(ctx, pts(lm, MESH.lipsOuter), 1.12, u * 0.006);
    subtractInto(m, lips);
  }
  // mustache between the nose and the upper lip
  if (p.mustache !== 'none') {
    const nl = pt(lm, 98);
    const nr = pt(lm, 327);
    const ml = pt(lm, MESH.mouthRight);
    const mr = pt(lm, MESH.mouthLeft);
    const top = pt(lm, 164);
    const lipTop = pt(lm, MESH.upperLipTop);
    const thick = p.mustache === 'pencil' ? 0.35 : p.mustache === 'walrus' ? 1.2 : 0.8;
    const poly: Point[] = [
      lerp(nl, ml, 0.15),
      lerp(top, lipTop, 1 - thick * 0.9),
      lerp(nr, mr, 0.15),
      lerp(mr, mr, 0),
      lerp(lipTop, lipTop, 0),
      ml,
    ];
    if (p.mustache === 'toothbrush')
      poly.splice(
        0,
        poly.length,
        lerp(nl, ml, 0.1),
        lerp(nr, mr, 0.1),
        lerp(lipTop, mr, 0.35),
        lerp(lipTop, ml, 0.35),
      );
    const mm = maskAround(poly, u * 0.2, w, h);
    fillPolygon(mm, poly);
    if (p.mustache === 'handlebar') {
      for (const [a, s] of [
        [ml, -1],
        [mr, 1],
      ] as const) {
        const tip = f.toPx(f.toFace(a)[0] + s * 0.09, f.toFace(a)[1] - 0.06);
        strokePolyline(mm, [a, tip], [u * 0.03, u * 0.008]);
      }
    }
    if (p.mustache === 'horseshoe' || p.mustache === 'fu-manchu') {
      for (const a of [ml, mr]) strokePolyline(mm, [a, down(a, 0.22)], [u * 0.04, u * 0.03]);
    }
    for (let i = 0; i < m.data.length; i++) {
      const x = i % w;
      const y = (i - x) / w;
      const lx = x - mm.x0;
      const ly = y - mm.y0;
      if (lx >= 0 && ly >= 0 && lx < mm.width && ly < mm.height)
        m.data[i] = Math.max(m.data[i], mm.data[ly * mm.width + lx]);
    }
  }
  // sideburns: from the ear top down toward the jaw
  if (p.sideburns > 0) {
    for (const [earTop, jawPt] of [
      [127, 132],
      [356, 361],
    ] as const) {
      const a = pt(lm, earTop);
      const b = lerp(a, pt(lm, jawPt), p.sideburns);
      const ms = maskAround([a, b], u * 0.2, w, h);
      strokePolyline(ms, [a, b], [u * p.sideburnWidth, u * p.sideburnWidth * 0.9]);
      for (let y = 0; y < ms.height; y++)
        for (let x = 0; x < ms.width; x++) {
          const i = (y + ms.y0) * w + x + ms.x0;
          m.data[i] = Math.max(m.data[i], ms.data[y * ms.width + x]);
        }
    }
  }
  featherMask(m, Math.max(0.8, u * 0.01), ctx.scratch);
  const model = buildHairModel(ctx);
  const base: Lab = color
    ? srgbToLab(color)
    : model.present
      ? [model.hairMean[0] * 0.9, model.hairMean[1], model.hairMean[2]]
      : [25, 4, 8];
  const stubble = p.length < 0.02 && p.density < 0.5;
  paintHair(ctx, m, {
    color: base,
    curl: 0.8,
    crownV: f.toFace(chin)[1] - 0.6,
    partU: 0,
    opacity: Math.min(1, 0.25 + p.density * 0.7),
    stubble,
    breakup: 0.55,
    seed: 23,
  });
  return true;
}
