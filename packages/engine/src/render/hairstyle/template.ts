/**
 * Hairstyle templates in the catalogue's frame (x face widths from the centre line, cheeks at
 * ±0.5; y face heights below the hairline) and their mapping onto the photo through the face
 * frame: position, scale and roll from the mesh, each side stretched to the face's own edge so
 * turned heads keep hair beyond the far cheek and show more skull on the near side.
 */
import type { ScalpHairShape } from '@looklab/shared';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { type Point } from '../../image/point';
import { MESH } from '../../face/landmarks';

export type TemplateMap = {
  /** template (x, y) → work pixels */
  map: (x: number, y: number) => Point;
  /** face-frame (u, v) → template (x, y), written into out */
  toTemplate: (u: number, v: number, out: Point) => Point;
  hairlineV: number;
  faceH: number;
};

/** The most a turned head's near-side crown is stretched (where the dome meets the face's edge). */
const CROWN_STRETCH_CAP = 6;

/**
 * The near side's stretch above the ear, per template y, for a dome of half width rx: the dome's
 * outline past the face's edge maps onto a quarter ellipse (from where the dome leaves the face's
 * edge out to its width at the ear), so the back of a turned head's crown is round. Stretched
 * evenly, the outline's short run past the edge became a long straight slope.
 */
function crownStretch(
  rx: number,
  cy: number,
  ry: number,
  earStretch: number,
): ((y: number) => number) | null {
  if (rx <= 0.52 || earStretch <= 1) return null;
  const y0 = -Math.sqrt(1 - (0.5 / rx) ** 2);
  const ear = rx - 0.5;
  return (y) => {
    const Y = (y - cy) / ry;
    if (Y >= 0) return earStretch;
    if (Y <= y0) return CROWN_STRETCH_CAP;
    const template = rx * Math.sqrt(1 - Y * Y) - 0.5;
    const target = ear * earStretch * Math.sqrt(Math.max(0, 1 - (Y / y0) ** 2));
    return Math.max(earStretch, Math.min(CROWN_STRETCH_CAP, target / Math.max(1e-4, template)));
  };
}

export function templateMap(ctx: RenderContext, shape?: ScalpHairShape): TemplateMap {
  const f = ctx.frame;
  const lm = ctx.lm;
  const topV = f.toFace(pt(lm, MESH.foreheadTop))[1];
  const chinV = f.toFace(pt(lm, MESH.chin))[1];
  const hairlineV = topV - 0.04;
  const faceH = Math.max(0.6, chinV - hairlineV);
  const cU = f.toFace(pt(lm, 168))[0];
  // the face's own visible edges (the mesh's extent: on a turned head the far cheek landmark
  // sits inside the outline formed by the temple)
  let minU = Infinity;
  let maxU = -Infinity;
  for (let i = 0; i < Math.min(468, lm.length); i++) {
    const q = f.toFace(pt(lm, i))[0];
    if (q < minU) minU = q;
    if (q > maxU) maxU = q;
  }
  const eL = Math.min(cU - 0.2, minU);
  const eR = Math.max(cU + 0.2, maxU);
  const kL = (cU - eL) / 0.5;
  const kR = (eR - cU) / 0.5;
  // beyond the face edge: the near side shows the side and back of the skull
  const yaw = Math.max(-0.8, Math.min(0.8, f.yaw));
  // …down to the ears; below them the lengths fall behind the neck and shoulder, so the
  // stretch eases off toward the hair's width seen from the front
  const ease = (y: number): number => {
    const t = Math.max(0, Math.min(1, (y - 0.55) / 0.7));
    return 1 - 0.7 * t * t * (3 - 2 * t);
  };
  const gL0 = Math.max(0, -yaw) * 3;
  const gR0 = Math.max(0, yaw) * 3;
  // (with the style's dome known, its crown rounds off on the near side)
  const d = shape ? dome(shape) : null;
  const crownL = d ? crownStretch(d.rx, d.cy, d.ry, 1 + gL0) : null;
  const crownR = d ? crownStretch(d.rx, d.cy, d.ry, 1 + gR0) : null;
  const stretchL = (y: number): number => (crownL && y < 0.55 ? crownL(y) : 1 + gL0 * ease(y));
  const stretchR = (y: number): number => (crownR && y < 0.55 ? crownR(y) : 1 + gR0 * ease(y));
  const xToU = (x: number, y: number): number =>
    x >= 0
      ? x <= 0.5
        ? cU + x * kR
        : eR + (x - 0.5) * stretchR(y)
      : x >= -0.5
        ? cU + x * kL
        : eL + (x + 0.5) * stretchL(y);
  const uToX = (u: number, y: number): number =>
    u >= cU
      ? u <= eR
        ? (u - cU) / kR
        : 0.5 + (u - eR) / stretchR(y)
      : u >= eL
        ? (u - cU) / kL
        : -0.5 + (u - eL) / stretchL(y);
  return {
    map: (x, y) => f.toPx(xToU(x, y), hairlineV + y * faceH),
    toTemplate: (u, v, out) => {
      const y = (v - hairlineV) / faceH;
      out[0] = uToX(u, y);
      out[1] = y;
      return out;
    },
    hairlineV,
    faceH,
  };
}

/** The skull dome of a template: centre y, half width and height (template units). */
export function dome(p: ScalpHairShape): { cy: number; rx: number; ry: number; top: number } {
  const off = 0.05 + 0.35 * p.volume;
  const top = -0.27 - p.crownHeight - off * 0.35;
  return { cy: 0.33, rx: 0.55 + off, ry: 0.33 - top, top };
}

/**
 * Half width of the hair at ear height: short hair is close-cropped at the sides (the volume is
 * on top and the dome's lower half hugs the skull; a pixie is not a helmet), longer hair keeps
 * the dome's width.
 */
export function sideWidth(p: ScalpHairShape): number {
  const { rx } = dome(p);
  return p.length < 0.6 ? Math.min(rx, 0.6 + 0.04 * p.sides) : rx;
}

/** Outline polygon of the hair mass in template coordinates. */
export function silhouette(p: ScalpHairShape): Point[] {
  const { rx: halfW, ry, top } = dome(p);
  const off = halfW - 0.55;
  void top;
  const out: Point[] = [];
  const lenL = Math.max(
    0.05,
    p.length *
      (1 + 0.35 * Math.max(0, -p.asymmetry)) *
      (p.asymmetry > 0 ? 1 - 0.35 * p.asymmetry : 1),
  );
  const lenR = Math.max(
    0.05,
    p.length *
      (1 + 0.35 * Math.max(0, p.asymmetry)) *
      (p.asymmetry < 0 ? 1 + 0.35 * p.asymmetry : 1),
  );
  const sideLen = (len: number): number => Math.max(0.12, len * (0.25 + 0.75 * p.sides));
  const short = p.length < 0.6;
  const hugW = sideWidth(p);
  const steps = 40;
  // dome: from the left ear over the top to the right ear
  for (let k = 0; k <= steps; k++) {
    const a = Math.PI + (Math.PI * k) / steps; // pi..2pi: left -> top -> right
    let rx = halfW;
    if (p.shape === 'mohawk') rx = 0.55 + (Math.abs(Math.cos(a)) < 0.3 ? off : 0.02);
    const wave = p.curl > 0 ? Math.sin(k * 1.7) * p.curl * 0.025 : 0;
    const y = 0.33 + Math.sin(a) * (ry + wave);
    const hug = Math.max(0, Math.min(1, (y + 0.05) / 0.38));
    const toSkull = 1 - hug * hug * (3 - 2 * hug) * (1 - hugW / halfW);
    out.push([Math.cos(a) * (rx + wave) * toSkull, y]);
  }
  // right side down to the length, bottom, left side up
  // short hair hugs the head down to about the ears (sides 0 = clipped high)
  const shortSide = 0.36 + 0.14 * p.sides;
  const sideBottomR = short ? Math.max(sideLen(lenR), shortSide) : lenR;
  const sideBottomL = short ? Math.max(sideLen(lenL), shortSide) : lenL;
  const flare = p.shape === 'afro' ? 0.1 : p.shape === 'bob' ? 0.04 : 0;
  const n = 12;
  for (let k = 1; k <= n; k++) {
    const t = k / n;
    const y = 0.33 + (sideBottomR - 0.33) * t;
    const wave = p.curl > 0 ? Math.sin(t * 9) * p.curl * 0.03 : 0;
    const narrow = short
      ? (hugW - 0.56 - 0.08 * p.sides) * t
      : y > 1.2
        ? Math.min(0.15, (y - 1.2) * 0.1)
        : 0;
    out.push([hugW + flare * t + wave - narrow, y]);
  }
  // rounded ends: the tips curve in toward the centre, slightly shorter in the middle front
  out.push([short ? 0.5 : halfW * 0.8, sideBottomR + 0.03]);
  out.push([0.3, sideBottomR + 0.01 - p.curl * 0.03]);
  out.push([-0.3, sideBottomL + 0.01 - p.curl * 0.03]);
  out.push([short ? -0.5 : -halfW * 0.8, sideBottomL + 0.03]);
  for (let k = n; k >= 1; k--) {
    const t = k / n;
    const y = 0.33 + (sideBottomL - 0.33) * t;
    const wave = p.curl > 0 ? Math.sin(t * 9 + 1) * p.curl * 0.03 : 0;
    const narrow = short
      ? (hugW - 0.56 - 0.08 * p.sides) * t
      : y > 1.2
        ? Math.min(0.15, (y - 1.2) * 0.1)
        : 0;
    out.push([-hugW - flare * t - wave + narrow, y]);
  }
  return out;
}

/** Nine points of y(x) from x0 to x1 (a fringe's outline, piece by piece). */
function sampled(x0: number, x1: number, y: (x: number) => number): Point[] {
  const out: Point[] = [];
  for (let k = 0; k <= 8; k++) {
    const x = x0 + ((x1 - x0) * k) / 8;
    out.push([x, y(x)]);
  }
  return out;
}

/**
 * The top of a fringe polygon: the skull's outline from x0 to x1 (a little inside it), so a
 * fringe never sticks out past the crown at the temples.
 */
function domeArc(p: ScalpHairShape, x0: number, x1: number): Point[] {
  const { cy, rx, ry } = dome(p);
  return sampled(x0, x1, (x) => cy - ry * Math.sqrt(Math.max(0, 1 - (x / rx) ** 2)) + 0.03);
}

/** Fringe outline (template coordinates), or null when the style has none. */
export function fringeOutline(p: ScalpHairShape): Point[] | null {
  if (p.fringe === 'none' || p.fringeLength <= 0) return null;
  const drop = 0.04 + p.fringeLength * 0.26;
  const top = domeArc(p, -0.5, 0.5);
  if (p.fringe === 'side-swept')
    // longest on the side it is swept toward, short where it leaves the parting
    return [...top, ...sampled(0.47, -0.45, (x) => drop * (0.35 + 0.65 * ((0.47 - x) / 0.92)))];
  if (p.fringe === 'curtain')
    return [
      ...top,
      ...sampled(0.47, 0.05, (x) => drop * (0.2 + 0.8 * Math.max(0, (x - 0.05) / 0.42) ** 1.3)),
      ...sampled(-0.05, -0.47, (x) => drop * (0.2 + 0.8 * Math.max(0, (-x - 0.05) / 0.42) ** 1.3)),
    ];
  return [...top, ...sampled(0.47, -0.47, (x) => drop + 0.035 * (x / 0.47) ** 2)];
}
