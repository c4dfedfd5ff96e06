/**
 * Mustache shapes between the nose and the upper lip (never over it), in face-frame offsets
 * from the mirrored mouth and nose landmarks: natural, chevron, pencil, walrus, english,
 * toothbrush, handlebar (upturned tips), horseshoe / fu manchu (bars down past the mouth).
 */
import type { FacialHairShape } from '@looklab/shared';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { lerp, type Point } from '../../image/point';
import { featherMask, fillPolygon, maskAround, strokePolyline } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import type { FacialRegion } from './strokes';

type Pair = (iR: number, iL: number) => [Point, Point];
type Shift = (q: Point, du: number, dv: number) => Point;

export function mustacheRegions(
  ctx: RenderContext,
  kind: FacialHairShape['mustache'],
  pair: Pair,
  shift: Shift,
): FacialRegion[] {
  const f = ctx.frame;
  const u = f.unit;
  const W = ctx.work.width;
  const H = ctx.work.height;
  const [mR, mL] = pair(MESH.mouthRight, MESH.mouthLeft);
  const [nR, nL] = pair(98, 327);
  const [lR, lL] = pair(40, 270); // upper lip edge between the corners and the middle
  const sR = f.toFace(mR)[0] < f.toFace(mL)[0] ? -1 : 1;
  const sub = pt(ctx.lm, MESH.noseBottom);
  const lipTop = pt(ctx.lm, MESH.upperLipTop);
  // the gap from the nose to the lip, and how much of it the mustache fills
  const fill =
    kind === 'pencil'
      ? 0.35
      : kind === 'walrus' || kind === 'chevron' || kind === 'handlebar'
        ? 0.92
        : kind === 'english'
          ? 0.55
          : 0.75;
  const above = (q: Point, k: number): Point => lerp(q, lerp(nR, nL, 0.5), k);
  const topMid = lerp(lipTop, sub, fill);
  // bottom edge: just above the lip line (a small margin), out to the corners
  const bR = shift(lR, 0, -0.012);
  const bL = shift(lL, 0, -0.012);
  const bMid = shift(lipTop, 0, -0.012);
  const cornerDrop = kind === 'walrus' || kind === 'chevron' ? 0.03 : 0.012;
  const wide = kind === 'english' ? 0.06 : kind === 'chevron' ? 0.01 : 0.02;
  let poly: Point[] = [
    shift(mR, sR * wide, cornerDrop),
    shift(above(lR, fill * 0.8), 0, 0),
    lerp(nR, sub, 0.35),
    topMid,
    lerp(nL, sub, 0.35),
    shift(above(lL, fill * 0.8), 0, 0),
    shift(mL, -sR * wide, cornerDrop),
    bL,
    bMid,
    bR,
  ];
  if (kind === 'pencil')
    poly = [
      shift(mR, sR * 0.01, -0.005),
      above(lR, 0.3),
      topMid,
      above(lL, 0.3),
      shift(mL, -sR * 0.01, -0.005),
      bL,
      bMid,
      bR,
    ];
  if (kind === 'toothbrush') {
    const a = lerp(bMid, bR, 0.45);
    const b = lerp(bMid, bL, 0.45);
    poly = [a, shift(a, 0, -0.07), shift(b, 0, -0.07), b];
  }
  const m = maskAround(poly, u * 0.25, W, H);
  fillPolygon(m, poly);
  featherMask(m, Math.max(0.8, u * 0.007), ctx.scratch);
  const out: FacialRegion[] = [{ mask: m, kind: 'mustache' }];
  if (kind === 'handlebar') {
    for (const [c, s] of [
      [mR, sR],
      [mL, -sR],
    ] as const) {
      const path = [
        shift(c, s * -0.01, -0.025),
        shift(c, s * 0.05, -0.03),
        shift(c, s * 0.1, -0.05),
        shift(c, s * 0.12, -0.085),
        shift(c, s * 0.105, -0.11),
      ];
      const t = maskAround(path, u * 0.06, W, H);
      strokePolyline(t, path, [u * 0.055, u * 0.045, u * 0.032, u * 0.02, u * 0.009]);
      featherMask(t, Math.max(0.7, u * 0.004), ctx.scratch);
      out.push({ mask: t, kind: 'tip', path });
    }
  }
  if (kind === 'horseshoe' || kind === 'fu-manchu') {
    for (const [c, s] of [
      [mR, sR],
      [mL, -sR],
    ] as const) {
      const len = kind === 'fu-manchu' ? 0.3 : 0.22;
      const path = [shift(c, s * 0.015, 0), shift(c, s * 0.02, len)];
      const t = maskAround(path, u * 0.06, W, H);
      strokePolyline(t, path, [u * 0.04, kind === 'fu-manchu' ? u * 0.01 : u * 0.035]);
      featherMask(t, Math.max(0.7, u * 0.005), ctx.scratch);
      out.push({ mask: t, kind: 'beard' });
    }
  }
  return out;
}
