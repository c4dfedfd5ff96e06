/**
 * The full-resolution soft hair mask from the cell labels: a colour-guided filter of the labels
 * by the photo (coefficients on the cell grid, applied to every pixel) gives edges that follow
 * the strands; the interior stays solid. The face from the brows down fades the mask out over a
 * pixel or two (but for strands the cut followed over it) and the person's segmentation keeps it
 * off the background.
 */
import { boxBlur } from '../../image/blur';
import { gridBox } from '../../image/grid-box';
import { gridSample } from '../../image/grid-sample';
import { personAt, type RenderContext } from '../context';
import {
  guidedCoefficients,
  guidedValue,
  type GuidedCoefficients,
} from '../../image/guided-filter';
import type { HairCells } from './cells';
import { featurePolygons, innerFacePolygon, smoothstep } from './zones';
import { createMask, featherMask, fillPolygon, maskAround, type Mask } from '../../image/mask';
import { RADIUS, EPS, GATE_LO, GATE_HI } from './params';

const OUTSIDE = 0;
const INSIDE = 1;
const EDGE = 2;

/**
 * The filter's coefficients on the cells around the labels' box only: the margin covers the
 * cells the filter decides (within RADIUS of a label change), their bilinear neighbours and the
 * two window means behind each coefficient, so they are what the whole grid would give.
 */
function coefficientsAround(
  cells: HairCells,
  p: Float32Array,
  box: { x0: number; y0: number; x1: number; y1: number },
): { c: GuidedCoefficients; x0: number; y0: number } {
  const { gw, gh } = cells;
  const margin = 3 * RADIUS + 2;
  const x0 = Math.max(0, box.x0 - margin);
  const y0 = Math.max(0, box.y0 - margin);
  const x1 = Math.min(gw - 1, box.x1 + margin);
  const y1 = Math.min(gh - 1, box.y1 + margin);
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  const crop = (src: Float32Array): Float32Array => {
    const out = new Float32Array(bw * bh);
    for (let y = 0; y < bh; y++)
      out.set(src.subarray((y + y0) * gw + x0, (y + y0) * gw + x1 + 1), y * bw);
    return out;
  };
  const c = guidedCoefficients(
    crop(cells.gr),
    crop(cells.gg),
    crop(cells.gb),
    crop(p),
    bw,
    bh,
    RADIUS,
    EPS,
  );
  return { c, x0, y0 };
}

export function hairMatte(ctx: RenderContext, cells: HairCells, labels: Uint8Array): Mask {
  const { gw, gh, s } = cells;
  const { width: w, height: h, r, g, b } = ctx.work;
  const box = gridBox(gw, gh, (i) => labels[i] === 1);
  if (!box) return createMask(1, 1);
  const { x0: cx0, y0: cy0, x1: cx1, y1: cy1 } = box;
  const n = gw * gh;
  const p = new Float32Array(n);
  for (let c = 0; c < n; c++) p[c] = labels[c];
  const coef = coefficientsAround(cells, p, box);
  // per cell: far from any label change the label stands; near one the filter decides
  const near = boxBlur(p, gw, gh, RADIUS);
  const state = new Uint8Array(n);
  for (let c = 0; c < n; c++)
    state[c] = near[c] >= 0.999 ? INSIDE : near[c] <= 0.001 ? OUTSIDE : EDGE;
  // cells the person fills (with their neighbours) need no per-pixel gate
  const withPerson = Boolean(ctx.personMask);
  const solid = new Uint8Array(n);
  if (withPerson) {
    const pp = new Float32Array(n);
    for (let c = 0; c < n; c++) pp[c] = cells.person[c] > 0.6 ? 1 : 0;
    boxBlur(pp, gw, gh, 1);
    for (let c = 0; c < n; c++) solid[c] = pp[c] >= 0.999 ? 1 : 0;
  } else solid.fill(1);

  const pad = RADIUS + 2;
  const x0 = Math.max(0, (cx0 - pad) * s);
  const y0 = Math.max(0, (cy0 - pad) * s);
  const x1 = Math.min(w, (cx1 + pad + 1) * s);
  const y1 = Math.min(h, (cy1 + pad + 1) * s);
  const mask = createMask(x1 - x0, y1 - y0, x0, y0);
  const mw = mask.width;
  const out = mask.data;
  const colCell = new Int32Array(x1 - x0);
  for (let x = x0; x < x1; x++) colCell[x - x0] = Math.min(gw - 1, (x / s) | 0);
  for (let y = y0; y < y1; y++) {
    const row = Math.min(gh - 1, (y / s) | 0) * gw;
    const fy = (y + 0.5) / s - 0.5 - coef.y0;
    const o = (y - y0) * mw - x0;
    for (let x = x0; x < x1; x++) {
      const c = row + colCell[x - x0];
      const st = state[c];
      if (st === OUTSIDE) continue;
      let a = 1;
      if (st === EDGE) {
        const i = y * w + x;
        const q = guidedValue(
          coef.c,
          (x + 0.5) / s - 0.5 - coef.x0,
          fy,
          Math.sqrt(r[i]),
          Math.sqrt(g[i]),
          Math.sqrt(b[i]),
        );
        a = q >= 0.8 ? 1 : (q - 0.2) / 0.6;
        if (a <= 0) continue;
      }
      if (!solid[c]) a *= smoothstep(GATE_LO, GATE_HI, personAt(ctx, x, y));
      out[o + x] = a;
    }
  }
  // the inner face and the features (never hair): the mask fades out just inside their
  // feathered outlines — on the face, but for strands the cut followed over it
  const faceSigma = Math.max(0.8, ctx.frame.unit * 0.008);
  const inner = innerFacePolygon(ctx);
  for (const poly of [inner, ...featurePolygons(ctx)]) {
    const keepStrands = poly === inner;
    const face = maskAround(poly, Math.ceil(faceSigma * 3) + 1, w, h);
    fillPolygon(face, poly);
    featherMask(face, faceSigma, ctx.scratch);
    const fx0 = Math.max(x0, face.x0);
    const fy0 = Math.max(y0, face.y0);
    const fx1 = Math.min(x1, face.x0 + face.width);
    const fy1 = Math.min(y1, face.y0 + face.height);
    for (let y = fy0; y < fy1; y++) {
      for (let x = fx0; x < fx1; x++) {
        const k = (y - y0) * mw + x - x0;
        if (out[k] <= 0) continue;
        // (the strands' cells blend into their neighbours: a missed cell in a lock fades
        // rather than showing as an undyed square)
        const kept = keepStrands
          ? gridSample(p, gw, gh, (x + 0.5) / s - 0.5, (y + 0.5) / s - 0.5)
          : 0;
        if (kept >= 1) continue;
        const f = face.data[(y - face.y0) * face.width + x - face.x0];
        out[k] *= 1 - Math.max(0, f * 2 - 1) * (1 - kept);
      }
    }
  }
  return mask;
}
