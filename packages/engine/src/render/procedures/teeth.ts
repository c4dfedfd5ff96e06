/**
 * Cosmetic dentistry inside the mouth opening only. Teeth are the bright, low-red pixels of
 * the inner-lip polygon; gums and tongue are the red ones. A closed mouth changes nothing.
 */
import { labToLinear, linearToLab, srgbToLab, type Lab } from '../../image/color';
import type { ProcedureKind } from '@looklab/shared';
import type { RenderContext } from '../context';
import { procedureOf } from '../catalogue/catalogue-adapter';
import { polygonMask } from '../regions/face-regions';
import { pt, pts } from '../../face/geometry';
import { dist } from '../../image/point';
import type { Mask } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import { edgePreservingSmooth } from '../../image/smooth';
import { meanLab, tintLab } from '../../image/paint';
import { WHITENING_LIFT } from './params';

export function mouthOpenness(ctx: RenderContext): number {
  const gap = dist(pt(ctx.lm, MESH.upperLipInner), pt(ctx.lm, MESH.lowerLipInner));
  const width = dist(pt(ctx.lm, MESH.mouthRight), pt(ctx.lm, MESH.mouthLeft));
  return gap / Math.max(1, width);
}

type Kind = 'whitening' | 'veneers' | 'bonding' | 'aligners' | 'gums' | 'crowns';

/** The catalogue's dental procedures by preview; a name it does not know is whitened. */
const DENTAL: Partial<Record<ProcedureKind, Kind>> = {
  veneers: 'veneers',
  bonding: 'bonding',
  aligners: 'aligners',
  'gum-contouring': 'gums',
  crowns: 'crowns',
};

export function dentalKind(name: string): Kind {
  const kind = procedureOf('dentalProcedure', name);
  return (kind && DENTAL[kind]) ?? 'whitening';
}

/** Returns false (and changes nothing) when the mouth is closed or no teeth are visible. */
export function applyDentistry(ctx: RenderContext, procedure: string): boolean {
  if (mouthOpenness(ctx) < 0.06) return false;
  const inner = pts(ctx.lm, MESH.lipsInner);
  const mouth = polygonMask(ctx, inner, 0.97, Math.max(0.5, ctx.frame.unit * 0.003));
  const lab: Lab = [0, 0, 0];
  const mean = meanLab(ctx.work, mouth, 0.5);
  const teeth: Mask = { ...mouth, data: new Float32Array(mouth.data.length) };
  const gums: Mask = { ...mouth, data: new Float32Array(mouth.data.length) };
  let count = 0;
  for (let y = 0; y < mouth.height; y++) {
    for (let x = 0; x < mouth.width; x++) {
      const i = y * mouth.width + x;
      const m = mouth.data[i];
      if (m <= 0) continue;
      const j = (y + mouth.y0) * ctx.work.width + x + mouth.x0;
      linearToLab(ctx.work.r[j], ctx.work.g[j], ctx.work.b[j], lab);
      const bright = Math.max(0, Math.min(1, (lab[0] - Math.max(30, mean[0] - 5)) / 15));
      const red = Math.max(0, Math.min(1, (lab[1] - 10) / 12));
      teeth.data[i] = m * bright * (1 - red);
      gums.data[i] = m * red * Math.max(0, Math.min(1, (lab[0] - 25) / 15));
      if (teeth.data[i] > 0.5) count++;
    }
  }
  if (count < 12) return false;
  const kind = dentalKind(procedure);
  const teethMean = meanLab(ctx.work, teeth, 0.5);
  if (kind === 'gums') {
    tintLab(ctx.work, gums, srgbToLab([214, 128, 128]), {
      opacity: 0.5,
      lumaWeight: 0.3,
      chromaWeight: 0.5,
      texture: 1,
    });
    whiten(ctx, teeth, teethMean, 6, 0.5, 0);
    return true;
  }
  if (kind === 'veneers' || kind === 'crowns' || kind === 'bonding') {
    edgePreservingSmooth(
      ctx.work,
      teeth,
      Math.max(1, ctx.frame.unit * 0.006),
      kind === 'bonding' ? 0.5 : 0.8,
      0.004,
    );
  }
  const lift =
    kind === 'whitening'
      ? WHITENING_LIFT
      : kind === 'veneers'
        ? 18
        : kind === 'crowns'
          ? 14
          : kind === 'aligners'
            ? 4
            : 8;
  const uniform =
    kind === 'veneers' ? 0.55 : kind === 'crowns' ? 0.45 : kind === 'bonding' ? 0.3 : 0;
  whiten(ctx, teeth, teethMean, lift, kind === 'aligners' ? 0.8 : 0.3, uniform);
  if (kind === 'aligners') {
    // clear trays: a faint sheen and slightly softer edges
    edgePreservingSmooth(ctx.work, teeth, Math.max(1, ctx.frame.unit * 0.004), 0.4, 0.01);
  }
  return true;
}

/** Lifts lightness and removes yellow; `uniform` pulls every tooth toward one shade. */
function whiten(
  ctx: RenderContext,
  teeth: Mask,
  mean: Lab,
  lift: number,
  keepB: number,
  uniform: number,
): void {
  const lab: Lab = [0, 0, 0];
  const rgb: Lab = [0, 0, 0];
  const targetL = Math.min(94, mean[0] + lift);
  for (let y = 0; y < teeth.height; y++) {
    for (let x = 0; x < teeth.width; x++) {
      const m = teeth.data[y * teeth.width + x];
      if (m <= 0.003) continue;
      const j = (y + teeth.y0) * ctx.work.width + x + teeth.x0;
      const r0 = ctx.work.r[j];
      const g0 = ctx.work.g[j];
      const b0 = ctx.work.b[j];
      linearToLab(r0, g0, b0, lab);
      let L = lab[0] + lift * (1 - lab[0] / 110);
      L = L + (targetL - L) * uniform;
      const A = lab[1] * (0.5 + 0.5 * keepB);
      const B = lab[2] * keepB - (1 - keepB) * 1.5;
      labToLinear(Math.min(97, L), A, B, rgb);
      ctx.work.r[j] = r0 + (Math.max(0, rgb[0]) - r0) * m;
      ctx.work.g[j] = g0 + (Math.max(0, rgb[1]) - g0) * m;
      ctx.work.b[j] = b0 + (Math.max(0, rgb[2]) - b0) * m;
    }
  }
}
