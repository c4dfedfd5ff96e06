/**
 * Strand geometry and noise for synthetic hair: a strand coordinate field over the template
 * (which strand a point lies on, and how far along it), seeded value noise, and the strand
 * texture built from elongated noise across/along strands with waves and curls.
 */
import type { ScalpHairShape } from '@looklab/shared';
import { hash2 } from '../../image/paint';
import { SQUEEZE_CAP } from './params';

/** Smooth 1D value noise in [0, 1). */
export function vnoise1(x: number, seed: number): number {
  const i = Math.floor(x);
  const t = x - i;
  const s = t * t * (3 - 2 * t);
  return hash2(i, 7, seed) * (1 - s) + hash2(i + 1, 7, seed) * s;
}

/** Smooth 2D value noise in [0, 1). */
export function vnoise2(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const tx = x - ix;
  const ty = y - iy;
  const sx = tx * tx * (3 - 2 * tx);
  const sy = ty * ty * (3 - 2 * ty);
  const a = hash2(ix, iy, seed);
  const b = hash2(ix + 1, iy, seed);
  const c = hash2(ix, iy + 1, seed);
  const d = hash2(ix + 1, iy + 1, seed);
  return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy;
}

export type StrandField = {
  /** dome centre y and radii (template units) */
  cy: number;
  rx: number;
  ry: number;
  /** parting x (template units) */
  partX: number;
  curl: number;
  /** fringe flow: 0 straight down, ±1 swept toward +x / −x */
  fringeSweep: number;
  /** whether a parting line shows */
  parted: boolean;
  /** along-strand variation rate: 5 for long hair, higher for short hair's short fibres */
  along: number;
};

export type StrandPoint = {
  /** across-strand coordinate (template x units where the hair hangs straight) */
  s: number;
  /** along-strand coordinate (template y units) */
  t: number;
  /** how strongly s is compressed here (1 hanging straight, larger near the parting) */
  squeeze: number;
  /** wave phase term in −1..1 (crest facing the light at 1) */
  wave: number;
};

/** Squeeze eases into its cap (a hard cap leaves a band of parallel strands with a ledge). */
function softCap(raw: number): number {
  const knee = 1.5;
  if (raw <= knee) return raw;
  const room = SQUEEZE_CAP - knee;
  return SQUEEZE_CAP - room * Math.exp(-(raw - knee) / room);
}

/**
 * Strands over the skull follow meridians from the parting (front view of a sphere: x scaled
 * by the width of the dome at that height), then hang straight below the dome's equator.
 */
export function strandAt(fld: StrandField, x: number, y: number, out: StrandPoint): StrandPoint {
  const Y = (y - fld.cy) / fld.ry;
  let s: number;
  let squeeze = 1;
  if (Y < 0) {
    const g = Math.sqrt(Math.max(0.0025, 1 - Y * Y));
    const px = fld.partX * Math.min(1, -Y * 1.4);
    squeeze = softCap(1 / Math.pow(g, 1.8));
    s = px + (x - px) * squeeze;
  } else {
    s = x * (1 + 0.06 * Y);
  }
  // even straight hair meanders a little, lock by lock
  s += (vnoise2(s * 5, y * 2.2, 97) - 0.5) * 0.035 * Math.min(1, Math.max(0, (y + 0.2) / 0.4));
  let wave = 0;
  if (fld.curl > 0.05) {
    // loose waves are long and shallow, curls short; past about half curl each clump turns
    // on its own (ringlets: a phase and a wavelength of its own)
    const ring = Math.min(1, Math.max(0, (fld.curl - 0.45) * 4));
    const clump = Math.floor(s / 0.075);
    const lambda =
      (1.05 * Math.pow(1 - fld.curl, 1.3) + 0.12) * (1 + ring * (hash2(clump, 95, 5) - 0.5) * 0.6);
    // whole locks bend together: the phase drifts slowly across the strands
    const phase =
      vnoise1(s * 3.2, 91) * 3 + vnoise1(s * 1.1, 92) * 2.5 + ring * hash2(clump, 93, 5) * 6.3;
    const a = (y * 2 * Math.PI) / lambda + phase;
    const amp =
      0.05 *
      (0.5 + fld.curl) *
      (1 - ring * 0.4) *
      (0.6 + 0.8 * vnoise1(s * 7, 94)) *
      Math.min(1, Math.max(0, (y + 0.1) / 0.3));
    s += Math.sin(a) * amp;
    wave = Math.cos(a) * Math.min(1, Math.max(0, (y + 0.1) / 0.3));
  }
  // along the strand: on the crown the strands radiate from the parting, so the distance from
  // it runs along them; lower down they hang and y does
  let t = y;
  if (Y < 0) {
    const X = x / fld.rx - fld.partX / fld.rx;
    const tDome = fld.cy - fld.ry + fld.ry * Math.sqrt(X * X + (Y + 1) * (Y + 1));
    const k = Math.min(1, -Y * 2);
    t = y + (tDome - y) * k * k * (3 - 2 * k);
  }
  out.s = s;
  out.t = t;
  out.squeeze = squeeze;
  out.wave = wave;
  return out;
}

/**
 * Fringe strands are crown strands combed forward: they continue the crown's meridians (so
 * no ledge shows where the fringe begins) and, for a swept fringe, bend to one side below
 * the hairline.
 */
export function fringeStrandAt(
  fld: StrandField,
  x: number,
  y: number,
  out: StrandPoint,
): StrandPoint {
  strandAt(fld, x, y, out);
  const below = Math.max(0, y + 0.12);
  out.s -= fld.fringeSweep * below * below * 6;
  out.wave = 0;
  return out;
}

/**
 * Strand brightness in about 0..1 at a strand point: fine strands (a few px apart), strand
 * groups and locks, each varying slowly along the strand. `pxPerS` is pixels per s unit.
 */
export function strandTexture(p: StrandPoint, pxPerS: number, seed: number, alongRate = 5): number {
  const k = pxPerS / p.squeeze;
  // fine strands ~2.5 px apart, groups ~7 px, locks ~26 px; octaves fade when they alias
  const fine = k / 1.9;
  const mid = k / 7;
  const lock = k / 26;
  const aF =
    Math.min(1, Math.max(0, (fine - 0.2) / 0.3)) * Math.min(1, Math.max(0, 10 - p.squeeze) / 4);
  const along = p.t * alongRate;
  const n1 = vnoise2(p.s * fine, along * 1.3, seed);
  const n2 = vnoise2(p.s * mid, along * 0.6, seed + 1);
  const n3 = vnoise2(p.s * lock, along * 0.3, seed + 2);
  // crisp single fibres: ridges where the fine noise crosses its middle
  const ridge = 1 - Math.abs(2 * vnoise2(p.s * fine * 0.6, along * 0.7, seed + 3) - 1);
  const fibre = ridge * ridge * ridge;
  return (
    0.5 + aF * (0.26 * (n1 - 0.5) + 0.32 * (fibre - 0.25)) + 0.26 * (n2 - 0.5) + 0.26 * (n3 - 0.5)
  );
}

/** Lock-scale noise only (for strand-length variation and edge wisps). */
export function lockNoise(p: StrandPoint, pxPerS: number, seed: number): number {
  return vnoise1((p.s * pxPerS) / (12 * p.squeeze), seed + 11);
}

export function fieldFor(p: ScalpHairShape, cy: number, rx: number, ry: number): StrandField {
  return {
    cy,
    rx,
    ry,
    partX: p.parting === 'left' ? -0.2 : p.parting === 'right' ? 0.2 : 0,
    curl: p.curl,
    fringeSweep: p.fringe === 'side-swept' ? (p.parting === 'right' ? -1 : 1) * 0.6 : 0,
    parted: p.parting !== 'none' && p.shape !== 'shaved' && p.shape !== 'crop',
    along: 4 + 10 * Math.max(0, 0.8 - p.length),
  };
}

/**
 * How much shorter a strand is than the outline (0..1): locks end at different lengths and
 * taper to points, single strands stray a little.
 */
export function tipShortening(p: StrandPoint, pxPerS: number, seed: number): number {
  const ls = (p.s * pxPerS) / (18 * p.squeeze);
  const id = Math.floor(ls);
  const frac = ls - id;
  const len = hash2(id, 5, seed + 21);
  const a = Math.abs(frac - 0.5) * 2;
  const point = a * (1.35 - 0.35 * a); // ≈ a^0.8, cheaper
  const stray = hash2(Math.floor((p.s * pxPerS) / (2 * p.squeeze)), 9, seed + 23);
  return Math.min(1, len * 0.45 + point * 0.45 + stray * 0.2);
}

export type Clump = {
  /** brightness offset: dark gaps between clumps, each clump a little lighter or darker */
  shade: number;
  /** 0 at a clump's edge … 1 on its crest (highlights sit on the crests) */
  crest: number;
  /** this clump's shift of the sheen band (clumps lie at slightly different angles) */
  shift: number;
  /** clump index (tips end clump by clump) and position across it 0..1 */
  id: number;
  frac: number;
};

/** Clump width in s units (template face widths where the hair hangs straight). */
export const CLUMP = 0.075;
/** The mean of a clump's shading across it (the gaps' ∫(1 − 2f)⁴ = 1/5). */
const CLUMP_MEAN = -(0.34 + 0.09) / 5;

/**
 * Hair gathers into clumps: ribbons a few millimetres wide that meander along the strand, with
 * shadowed gaps between them and smaller sub-clumps inside; each catches the light a little
 * differently. This is the structure the eye reads as hair; fibres are detail on top of it.
 */
export function clumpAt(p: StrandPoint, seed: number, out: Clump, contrast = 1): Clump {
  const x0 = p.s / CLUMP;
  const x = x0 + 0.45 * (vnoise2(x0 * 0.5, p.t * 2.2, seed + 61) - 0.5);
  const id = Math.floor(x);
  const f = x - id;
  // a rounded profile across the clump (4f(1 − f) ≈ sin πf, cheaper)
  const c = 4 * f * (1 - f);
  // sub-clumps: about three per clump, with shallower gaps
  const xs = x * 2.7 + 0.3 * (vnoise2(x * 1.3, p.t * 4, seed + 62) - 0.5);
  const fs = xs - Math.floor(xs);
  const cs = 4 * fs * (1 - fs);
  const g = 1 - c;
  const gs = 1 - cs;
  // clump by clump terms (gaps, each clump's own brightness) alias into noise where clumps are
  // only a few pixels wide: they fade to their mean there
  const own =
    -0.34 * g * g -
    0.09 * gs * gs +
    (hash2(id, 31, seed) - 0.5) * 0.14 +
    (vnoise1(p.t * 3.5 + id * 7.3, seed + 63) - 0.5) * 0.12;
  out.shade =
    CLUMP_MEAN +
    (own - CLUMP_MEAN) * contrast +
    (vnoise2(p.s * 2.2, p.t * 1.1, seed + 64) - 0.5) * 0.55;
  out.crest = 2 / 3 + (c - 2 / 3) * contrast;
  out.shift = (hash2(id, 37, seed) - 0.5) * 0.12;
  out.id = id;
  out.frac = f;
  return out;
}

/**
 * How much shorter than the outline a clump ends (0..1): each clump has a length of its own and
 * tapers to a point across its width; single strands stray a little past it.
 */
export function clumpTip(c: Clump, p: StrandPoint, pxPerS: number, seed: number): number {
  const len = hash2(c.id, 5, seed + 21);
  const a = Math.abs(c.frac - 0.5) * 2;
  const point = a * a;
  const stray = hash2(Math.floor((p.s * pxPerS) / (2 * p.squeeze)), 9, seed + 23);
  return Math.min(1, len * 0.5 + point * 0.4 + stray * 0.15);
}
