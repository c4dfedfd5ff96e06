/**
 * Paints a hairstyle from its strand field: clumps with shadowed gaps between them (the
 * structure the eye reads as hair), fibres on top following the flow from the parting
 * (waves/curls bend them coherently), lightness mapped through the person's
 * own hair distribution, shading (shadow beside the face and under the lengths, darker roots,
 * a soft anisotropic sheen band on the crown and on wave crests) and wispy alpha at the edges
 * where individual locks end at different lengths.
 */
import { labToLinear, type Lab } from '../../image/color';
import { pt } from '../../face/geometry';
import type { RenderContext } from '../context';
import type { TemplateMap } from './template';
import { toneAB, toneL, type HairTone } from './hair-tone';
import { exemplarAt, type HairExemplar } from './exemplar';
import { maskAt, type Mask } from '../../image/mask';
import {
  CLUMP,
  clumpAt,
  clumpTip,
  type Clump,
  fringeStrandAt,
  lockNoise,
  strandAt,
  strandTexture,
  tipShortening,
  type StrandField,
  type StrandPoint,
} from '../strands/strands';
import { pausePoint } from '../../image/pause-point';

export type StrandPaintOptions = {
  hair: Mask;
  fringe: Mask | null;
  faceShade: Mask;
  tm: TemplateMap;
  field: StrandField;
  tone: HairTone;
  /** 0..1 overall opacity (shaved styles let the scalp show) */
  opacity: number;
  /** very short hair: no sheen band, finer texture */
  short?: boolean;
  /** how much lock ends vary (face widths): 0.03 crops … 0.12 layered */
  tipLength?: number;
  /** how much the fringe's pieces vary in length (face widths): blunt 0.025 … wispy 0.12 */
  fringeTips?: number;
  /** template y of the hair's ends on each side (the tips turn under and darken) */
  bottomL?: number;
  bottomR?: number;
  seed?: number;
  /** strand detail (hair-exemplar.ts: the person's own, or synthetic) in place of noise fibres */
  exemplar?: { ex: HairExemplar; gain: number } | null;
};

/** Share of the synthetic fibre noise kept on top of the clumps (they carry the structure). */
const FIBRES = 0.4;
/** Brightness below which shadows compress (the tone's lowest eighth is often not hair). */
const SHADE_FLOOR = 0.12;
/** Share of the exemplar's fibre detail kept (at full strength it reads as brushed metal). */
const OWN_DETAIL = 0.7;

const smooth = (e0: number, e1: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

export function paintStrands(ctx: RenderContext, o: StrandPaintOptions): void {
  const f = ctx.frame;
  const work = ctx.work;
  const { hair, fringe, faceShade, tm, field, tone } = o;
  const seed = o.seed ?? 17;
  const pxPerS = f.unit;
  const rgb: Lab = [0, 0, 0];
  const fc = f.toFace([0, 0]);
  const fx = f.toFace([1, 0]);
  const fy = f.toFace([0, 1]);
  const dux = fx[0] - fc[0];
  const dvx = fx[1] - fc[1];
  const duy = fy[0] - fc[0];
  const dvy = fy[1] - fc[1];
  const tp: [number, number] = [0, 0];
  const tp2: [number, number] = [0, 0];
  const ab: [number, number] = [0, 0];
  const sp: StrandPoint = { s: 0, t: 0, squeeze: 1, wave: 0 };
  const fp: StrandPoint = { s: 0, t: 0, squeeze: 1, wave: 0 };
  const cl: Clump = { shade: 0, crest: 0, shift: 0, id: 0, frac: 0 };
  const fcl: Clump = { shade: 0, crest: 0, shift: 0, id: 0, frac: 0 };
  const x0 = hair.x0;
  const y0 = hair.y0;
  // image direction of "down the face" (strand tips are read back along it)
  const dn = f.toPx(0, 1);
  const dnx = (dn[0] - f.origin[0]) / f.unit;
  const dny = (dn[1] - f.origin[1]) / f.unit;
  const tipPx = (o.tipLength ?? 0.06) * f.unit;
  const hairAt = (x: number, y: number): number => maskAt(hair, Math.round(x), Math.round(y));
  // the scene's key light: which cheek is brighter (hair on that side is lit too)
  const light = sceneLight(ctx);
  const bottom = (x: number): number => (x < 0 ? (o.bottomL ?? 9) : (o.bottomR ?? 9));
  const ex = o.exemplar ?? null;
  // brightness units per L* unit along the tone's curve (its middle 80 % spans 0.8)
  const detailToB = 0.8 / Math.max(8, tone.q[9] - tone.q[1]);
  // strand coordinates → exemplar pixels (across: image px at the strand's spacing; along)
  const own = (p: StrandPoint, sd: number): number =>
    ex ? exemplarAt(ex.ex, (p.s * pxPerS) / p.squeeze, p.t * pxPerS, sd) * ex.gain : 0;
  // the strand coordinate of the row above and of this row so far (NaN where not painted): how
  // densely strands run across the pixels, for fading detail that would alias
  let sAbove = new Float32Array(hair.width).fill(NaN);
  let sHere = new Float32Array(hair.width).fill(NaN);
  const spNext: StrandPoint = { s: 0, t: 0, squeeze: 1, wave: 0 };
  for (let y = 0; y < hair.height; y++) {
    pausePoint();
    const wy = y + y0;
    const swap = sAbove;
    sAbove = sHere;
    sHere = swap.fill(NaN);
    for (let x = 0; x < hair.width; x++) {
      const wx = x + x0;
      let m = hair.data[y * hair.width + x];
      let fm = fringe ? maskAt(fringe, wx, wy) : 0;
      if (m <= 0.02 && fm <= 0.02) continue;
      const u = fc[0] + (wx + 0.5) * dux + (wy + 0.5) * duy;
      const v = fc[1] + (wx + 0.5) * dvx + (wy + 0.5) * dvy;
      tm.toTemplate(u, v, tp);
      strandAt(field, tp[0], tp[1], sp);
      sHere[x] = sp.s;
      let dsx = x > 0 ? sp.s - sHere[x - 1] : NaN;
      const dsy = sp.s - sAbove[x];
      if (Number.isNaN(dsx)) {
        tm.toTemplate(u + dux, v + dvx, tp2);
        dsx = strandAt(field, tp2[0], tp2[1], spNext).s - sp.s;
      }
      const ds = Number.isNaN(dsy) ? Math.abs(dsx) : Math.hypot(dsx, dsy);
      // pixels per strand unit here against the nominal (below 1 where strands crowd together)
      const crowd = Math.min(1, sp.squeeze / pxPerS / Math.max(1e-6, ds));
      const clumpPx = CLUMP / Math.max(1e-6, ds);
      clumpAt(sp, seed, cl, smooth(2.5, 6, clumpPx));
      // hanging lengths: clumps end at different lengths, tapering to points
      // (only near an end: where the mask a full tip length further down is lower)
      if (tp[1] > field.cy * 0.5 && m > 0.02 && hairAt(wx + dnx * tipPx, wy + dny * tipPx) < m) {
        const d =
          clumpTip(cl, sp, pxPerS, seed) * tipPx * Math.min(1, (tp[1] - field.cy * 0.5) * 4);
        m = Math.min(m, hairAt(wx + dnx * d, wy + dny * d));
      }
      let tex = strandTexture(sp, pxPerS * crowd, seed, field.along);
      // lock noise only shapes edges; solid interior pixels skip it
      let lock = m < 0.999 || fm > 0.02 ? lockNoise(sp, pxPerS, seed) : 0.5;
      let cover = m;
      let wave = sp.wave;
      if (fm > 0.02) {
        fringeStrandAt(field, tp[0], tp[1], fp);
        if (fringe) {
          const d = tipShortening(fp, pxPerS, seed) * f.unit * (o.fringeTips ?? 0.05);
          fm = Math.min(fm, maskAt(fringe, Math.round(wx + dnx * d), Math.round(wy + dny * d)));
        }
        const ft = strandTexture(fp, pxPerS * crowd, seed, field.along);
        const fl = lockNoise(fp, pxPerS, seed);
        // the fringe lies on top: its strands win where it covers (with the crown's noise: its
        // strands continue the crown's, so none of them jumps)
        const k = smooth(0.2, 0.7, fm) * smooth(-0.28, 0.02, tp[1]);
        tex = tex + (ft - tex) * k;
        lock = lock + (fl - lock) * k;
        clumpAt(fp, seed, fcl, smooth(2.5, 6, clumpPx));
        cl.shade += (fcl.shade - cl.shade) * k;
        cl.crest += (fcl.crest - cl.crest) * k;
        cl.shift += (fcl.shift - cl.shift) * k;
        wave *= 1 - k;
        // the crown and the fringe overlap where one hands over to the other: no gap between
        cover = Math.min(1, cover + fm);
      }
      // wisps: the soft ramp thresholded by strand and lock noise, so locks end at different
      // lengths and single strands stray past the outline
      // at the front hairline single hairs thin out over the skin
      const hz =
        cover < 0.98
          ? smooth(0.58, 0.45, Math.abs(tp[0])) *
            smooth(-0.22, -0.1, tp[1]) *
            smooth(0.32, 0.15, tp[1])
          : 0;
      const edge = cover + (tex - 0.5) * (0.5 + 0.5 * hz) + (lock - 0.5) * 0.25;
      let alpha = smooth(0.3, 0.62, edge);
      if (cover > 0.97) alpha = Math.max(alpha, (cover - 0.97) * 33);
      alpha *= o.opacity;
      if (alpha <= 0.004) continue;
      // shading in brightness units (0..1 through the tone's quantiles)
      // a fringe lies over the forehead, lit as the crown is: the shade beside the face is not on it
      const ao = maskAt(faceShade, wx, wy) * (1 - smooth(0.2, 0.7, fm));
      const Y = (tp[1] - field.cy) / field.ry;
      const root = Y < 0 ? 0.08 * smooth(-0.3, -0.9, Y) : 0;
      const under = 0.12 * smooth(0.9, 2.2, tp[1]) + 0.1 * (1 - Math.min(1, cover * 1.15));
      // form: the hanging sheet turns away at its sides, the top of the dome faces the light
      const side = Math.abs(tp[0]) / field.rx;
      const form =
        0.06 * (1 - side) * smooth(0.2, -0.2, Y) -
        0.2 * smooth(0.6, 1.05, side) * smooth(-0.2, 0.2, Y) +
        light * (tp[0] / field.rx) -
        0.16 * smooth(0.2, 0, bottom(tp[0]) - tp[1]);
      // clumps carry the structure; synthetic fibres only a little of it (the exemplar's
      // real fibres are added below)
      const texB = 0.5 + (tex - 0.5) * FIBRES;
      let b = 0.58 + cl.shade + (texB - 0.5) * 1.25 + wave * 0.07 - ao * 0.38 - root - under + form;
      // the parting: a thin line of scalp from the front hairline back over the top
      if (field.parted && Y < 0 && tp[1] < 0.03) {
        const px = field.partX * Math.min(1, -Y * 1.4);
        b -= 0.35 * Math.exp(-(((tp[0] - px) / 0.007) ** 2));
      }
      // anisotropic sheen: a band across the strands, broken up by them
      // the halo: a ring around the dome, across the strands, brightest on top
      const X = tp[0] / field.rx;
      const rr = Math.sqrt(X * X + Y * Y);
      const rs = rr + cl.shift;
      let sheen = o.short ? 0 : Math.exp(-(((rs - 0.8) / 0.1) ** 2)) * smooth(0.15, -0.35, Y);
      sheen *= 0.55 + 0.45 * Math.max(0, -Y);
      if (wave > 0.55) sheen += (wave - 0.55) * 0.3 * smooth(0.2, 0.6, tp[1]);
      // strongest on the clumps' crests
      sheen *= (0.25 + 0.75 * cl.crest) * (0.7 + tex * 0.6) * (1 - ao);
      b += sheen * 0.3;
      if (ex) {
        let detail = own(sp, seed);
        if (fm > 0.02) {
          const k = smooth(0.2, 0.7, fm) * smooth(-0.28, 0.02, tp[1]);
          detail += (own(fp, seed) - detail) * k;
        }
        // lightness detail through the tone's own curve: a bright fibre takes a bright
        // fibre's colour
        b += detail * detailToB * OWN_DETAIL * smooth(0.3, 0.7, crowd);
      }
      // the deepest shadows compress toward the tone's darks instead of clipping at its very
      // darkest (which may be the background between strands): gaps read as shade, not ink
      if (b < SHADE_FLOOR) b = SHADE_FLOOR - (SHADE_FLOOR - b) * 0.35;
      const L = toneL(tone, b) + sheen * 9;
      toneAB(tone, b, ab);
      const cScale =
        (0.82 + 0.18 * Math.min(1.3, L / Math.max(8, tone.median))) * (1 - Math.min(0.4, sheen));
      labToLinear(Math.max(1, Math.min(98, L)), ab[0] * cScale, ab[1] * cScale, rgb);
      const j = wy * work.width + wx;
      const a = Math.min(1, alpha);
      work.r[j] = work.r[j] + (Math.max(0, rgb[0]) - work.r[j]) * a;
      work.g[j] = work.g[j] + (Math.max(0, rgb[1]) - work.g[j]) * a;
      work.b[j] = work.b[j] + (Math.max(0, rgb[2]) - work.b[j]) * a;
    }
  }
}

/** −0.12..0.12: brightness slope across the head from the cheeks' lightness difference. */
function sceneLight(ctx: RenderContext): number {
  const side = (idx: number): number => {
    const p = ctx.lm[idx];
    if (!p) return 0;
    const r = Math.max(1, Math.round(ctx.frame.unit * 0.04));
    let s = 0;
    let n = 0;
    for (let dy = -r; dy <= r; dy += 2)
      for (let dx = -r; dx <= r; dx += 2) {
        const x = Math.round(p[0] + dx);
        const y = Math.round(p[1] + dy);
        if (x < 0 || y < 0 || x >= ctx.work.width || y >= ctx.work.height) continue;
        const j = y * ctx.work.width + x;
        s += 0.2126 * ctx.work.r[j] + 0.7152 * ctx.work.g[j] + 0.0722 * ctx.work.b[j];
        n++;
      }
    return n ? s / n : 0;
  };
  const a = side(205);
  const b = side(425);
  // image-left cheek (205) brighter → light from the left → positive x darker
  const d = (b - a) / Math.max(1e-3, a + b);
  const rightU = ctx.frame.toFace(pt(ctx.lm, 205))[0] < 0 ? 1 : -1;
  return Math.max(-0.12, Math.min(0.12, d * 0.6 * rightU));
}
