/**
 * Soft hair mask without a hair model, in the manner of GrabCut: on a grid of small cells
 * (hair-cells.ts) each cell weighs the hair's colour model against the skin's, the body's and
 * the background's (hair-model.ts), under a spatial prior from the face mesh (hair-zones.ts)
 * and the person's segmentation; a minimum graph cut (grid-cut.ts) with contrast-sensitive
 * links then labels hair as one coherent region whose border runs along colour edges. The hair
 * model is refitted from the first cut and the cut repeated. Hair regions not attached to the
 * head are dropped and pin-holes closed; the full-resolution soft edge comes from a guided filter
 * of the labels by the photo itself (hair-matte.ts).
 */
import { fitColorHistogram, histogramLogDensity } from './color-histogram';
import { cellTextureBins, fitTexture } from './texture-model';
import type { RenderContext } from './context';
import { buildHairCells, type HairCells } from './hair-cells';
import { hairMatte } from './hair-matte';
import { smoothstep, ZONE } from './hair-zones';
import type { HairModel } from './hair-model';
import { gridMinCut } from './grid-cut';
import type { Mask } from './mask';

export { buildHairModel, type HairModel } from './hair-model';

/** Colour log-likelihood ratios are over-confident (neighbouring cells are not independent). */
const TEMPER = 0.4;
/** Texture log-likelihood ratios count more: where colours overlap, texture decides. */
const TEXTURE = 1.0;
/** Weight of a label change between two neighbours of the same colour (nats). */
const SMOOTH = 2.2;
/** How much stronger a link along coherent strands is (1 + STRANDS at full coherence). */
const STRANDS = 3;
/** Extra blur passes along lightness for the hair's colours (shine and shadow of one colour). */
const HAIR_SPREAD = 6;
/** The same for skin (on top of its shaded copies). */
const SKIN_SPREAD = 3;
/** Lightness factors of the shaded and lit copies of the skin samples. */
const SHADES = [0.3, 0.5, 0.7, 1, 1.15];

/**
 * Skin in shadow (an ear, the neck under the jaw) or in a highlight keeps its hue and chroma
 * while its lightness changes: the samples at several lightness levels.
 */
function shaded(samples: Float32Array): Float32Array {
  const out = new Float32Array(samples.length * SHADES.length);
  let o = 0;
  for (const k of SHADES) {
    for (let i = 0; i < samples.length; i += 3) {
      out[o++] = Math.min(100, samples[i] * k);
      out[o++] = samples[i + 1];
      out[o++] = samples[i + 2];
    }
  }
  return out;
}
/** GrabCut iterations: cut, refit the hair's colour and texture from the cut, cut again. */
const PASSES = 2;
/** Holes in the hair up to this many cells are closed (shine, shadow specks). */
const MAX_HOLE = 16;

/** Soft hair probability over the work region (cached on the context). */
export function buildHairMask(ctx: RenderContext, model: HairModel): Mask {
  if (ctx.hairMask) return ctx.hairMask;
  const cells = buildHairCells(ctx);
  const labels = labelHair(ctx, cells, model);
  ctx.hairMask = hairMatte(ctx, cells, labels);
  return ctx.hairMask;
}

const logAddExp = (a: number, b: number): number =>
  a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));

/** Contrast-sensitive n-link weights: cheap to cut between cells of different colour. */
function contrastLinks(cells: HairCells): {
  east: Float32Array;
  south: Float32Array;
  southEast: Float32Array;
  southWest: Float32Array;
} {
  const { gw, gh, L, A, B } = cells;
  const n = gw * gh;
  const d2 = (i: number, j: number): number =>
    (L[i] - L[j]) ** 2 + (A[i] - A[j]) ** 2 + (B[i] - B[j]) ** 2;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (x + 1 < gw) {
        sum += d2(i, i + 1);
        count++;
      }
      if (y + 1 < gh) {
        sum += d2(i, i + gw);
        count++;
      }
    }
  }
  const beta = 1 / (2 * Math.max(1e-6, sum / Math.max(1, count)));
  const east = new Float32Array(n);
  const south = new Float32Array(n);
  const southEast = new Float32Array(n);
  const southWest = new Float32Array(n);
  const { coh, dirX, dirY } = cells;
  /** links along coherent strands are stronger: labels travel down the lengths, not across */
  const along = (i: number, j: number, dx: number, dy: number): number => {
    const k = Math.min(coh[i], coh[j]);
    const a = Math.abs(dirX[i] * dx + dirY[i] * dy) * Math.abs(dirX[j] * dx + dirY[j] * dy);
    return 1 + STRANDS * k * k * a;
  };
  const link = (i: number, j: number, dx: number, dy: number): number =>
    SMOOTH * Math.exp(-beta * d2(i, j)) * along(i, j, dx, dy);
  const r = Math.SQRT1_2;
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const i = y * gw + x;
      if (x + 1 < gw) east[i] = link(i, i + 1, 1, 0);
      if (y + 1 < gh) {
        south[i] = link(i, i + gw, 0, 1);
        if (x + 1 < gw) southEast[i] = r * link(i, i + gw + 1, r, r);
        if (x > 0) southWest[i] = r * link(i, i + gw - 1, -r, r);
      }
    }
  }
  return { east, south, southEast, southWest };
}

function samplesWhere(cells: HairCells, pick: (c: number) => boolean, max = 6000): Float32Array {
  const idx: number[] = [];
  const n = cells.gw * cells.gh;
  for (let c = 0; c < n; c++) if (pick(c)) idx.push(c);
  const stride = Math.max(1, Math.floor(idx.length / max));
  const out: number[] = [];
  for (let k = 0; k < idx.length; k += stride) {
    const c = idx[k];
    out.push(cells.L[c], cells.A[c], cells.B[c]);
  }
  return Float32Array.from(out);
}

/** Hair (1) or not (0) per cell. */
export function labelHair(ctx: RenderContext, cells: HairCells, model: HairModel): Uint8Array {
  const { gw, gh, L, A, B, person } = cells;
  const n = gw * gh;
  const { zone, prior } = model.zones;
  const withPerson = Boolean(ctx.personMask);
  const links = contrastLinks(cells);
  const source = new Float32Array(n);
  const sink = new Float32Array(n);
  const density = (samples: ArrayLike<number>, lightnessSpread = 0) => {
    const h = fitColorHistogram(samples, lightnessSpread);
    return (l: number, a: number, b: number): number => histogramLogDensity(h, l, a, b);
  };
  const skin = density(shaded(model.samples.skin), SKIN_SPREAD);
  const background = density(model.samples.background);
  const bins = cellTextureBins(cells, ctx.frame.roll);
  const inPerson = (c: number): boolean => !withPerson || person[c] > 0.6;
  const skinT = fitTexture(bins, (c) => zone[c] === ZONE.face);
  const bodyT = fitTexture(
    bins,
    (c) =>
      inPerson(c) &&
      (zone[c] === ZONE.chest || zone[c] === ZONE.neck) &&
      !(cells.coh[c] > 0.7 && cells.tex[c] > 0.04),
  );
  const backgroundT = withPerson
    ? fitTexture(bins, (c) => person[c] >= 0 && person[c] < 0.08)
    : fitTexture(bins, () => true);
  const body = density(model.samples.body);
  let hairSamples: ArrayLike<number> = model.samples.hair;
  // first the skull's cells whose colour is the hair's; after the first cut, the cut's hair
  const crownColour = density(hairSamples, HAIR_SPREAD);
  let hairT = fitTexture(bins, (c) => {
    if ((zone[c] !== ZONE.crown && zone[c] !== ZONE.skull && zone[c] !== ZONE.top) || !inPerson(c))
      return false;
    const hc = crownColour(L[c], A[c], B[c]);
    return hc > skin(L[c], A[c], B[c]) && hc > body(L[c], A[c], B[c]);
  });
  let labels: Uint8Array = new Uint8Array(n);
  // strands hanging over the rim of the face run down it (lashes and brow ends run across)
  const vx = -Math.sin(ctx.frame.roll);
  const vy = Math.cos(ctx.frame.roll);
  const hangingStrands = (c: number): boolean =>
    cells.coh[c] >= 0.5 &&
    cells.tex[c] >= model.strandTex &&
    Math.abs(cells.dirX[c] * vx + cells.dirY[c] * vy) > 0.8;
  const clothesWeight = new Float32Array(n);
  for (let c = 0; c < n; c++) {
    clothesWeight[c] =
      0.05 + 0.9 * smoothstep(model.zones.chinV - 0.2, model.zones.chinV + 0.6, cells.v[c]);
  }
  for (let pass = 0; pass < PASSES; pass++) {
    const hair = pass === 0 ? crownColour : density(hairSamples, HAIR_SPREAD);
    for (let c = 0; c < n; c++) {
      source[c] = 0;
      sink[c] = 0;
      if (zone[c] === ZONE.face || zone[c] === ZONE.features || (withPerson && person[c] < 0.03)) {
        sink[c] = 40;
        continue;
      }
      // over the rim of the face only strands can be hair (smooth skin there may be any colour)
      if (zone[c] === ZONE.faceEdge && !hangingStrands(c)) {
        sink[c] = 40;
        continue;
      }
      const p = withPerson ? Math.min(0.99, Math.max(0.01, person[c])) : 0.5;
      const l = L[c];
      const a = A[c];
      const b = B[c];
      const t = bins[c];
      const h = TEMPER * hair(l, a, b) + TEXTURE * hairT[t];
      // on the person and not hair: skin, or clothes — which hang below the chin
      const wb = clothesWeight[c];
      const on = logAddExp(
        Math.log(1 - wb) + TEMPER * skin(l, a, b) + TEXTURE * skinT[t],
        Math.log(wb) + TEMPER * body(l, a, b) + TEXTURE * bodyT[t],
      );
      const off = TEMPER * background(l, a, b) + TEXTURE * backgroundT[t];
      const logHair = Math.log(prior[c]) + Math.log(p) + h;
      const logNot = Math.log(1 - prior[c]) + logAddExp(Math.log(p) + on, Math.log(1 - p) + off);
      let d = Math.max(-30, Math.min(30, logHair - logNot));
      // the crown inside the person is hair wherever it looks more like hair than like skin
      if (zone[c] === ZONE.crown && (!withPerson || p > 0.85) && h > on) d = Math.max(d, 6);
      if (d > 0) source[c] = d;
      else sink[c] = -d;
    }
    labels = gridMinCut({ width: gw, height: gh, source, sink, ...links }).labels;
    if (ctx.onHairPass) {
      const unary = new Float32Array(n);
      for (let c = 0; c < n; c++) unary[c] = source[c] - sink[c];
      ctx.onHairPass(pass, unary, labels);
    }
    if (pass === PASSES - 1) break;
    // refit the hair from the cut: the lengths are often lighter or darker than the crown, and
    // show more strand texture
    const cut = labels;
    const hairS = samplesWhere(
      cells,
      (c) => cut[c] === 1 && inPerson(c) && zone[c] !== ZONE.forehead,
    );
    if (hairS.length >= 3 * 60) {
      hairSamples = Float32Array.from([...model.samples.hair, ...hairS]);
      hairT = fitTexture(bins, (c) => cut[c] === 1 && inPerson(c));
    }
  }
  keepHeadComponents(labels, zone, gw, gh);
  closeSmallHoles(labels, zone, gw, gh);
  return labels;
}

/** Flood fill (8-connected) over cells with labels[c] === value; returns the cells. */
function component(
  labels: Uint8Array,
  seen: Uint8Array,
  start: number,
  value: number,
  gw: number,
  gh: number,
  stack: Int32Array,
): number[] {
  const out: number[] = [];
  let sp = 0;
  stack[sp++] = start;
  seen[start] = 1;
  while (sp > 0) {
    const c = stack[--sp];
    out.push(c);
    const x = c % gw;
    const y = (c - x) / gw;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= gh) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= gw) continue;
        const k = yy * gw + xx;
        if (!seen[k] && labels[k] === value) {
          seen[k] = 1;
          stack[sp++] = k;
        }
      }
    }
  }
  return out;
}

/** Drops hair regions that touch neither the skull nor the forehead (hair-coloured things). */
function keepHeadComponents(labels: Uint8Array, zone: Uint8Array, gw: number, gh: number): void {
  const n = gw * gh;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    if (seen[c] || labels[c] !== 1) continue;
    const comp = component(labels, seen, c, 1, gw, gh, stack);
    const head = comp.some(
      (k) =>
        zone[k] === ZONE.crown ||
        zone[k] === ZONE.top ||
        zone[k] === ZONE.skull ||
        zone[k] === ZONE.forehead,
    );
    if (!head) for (const k of comp) labels[k] = 0;
  }
}

/** Closes small enclosed gaps in the hair (never on the face or the forehead). */
function closeSmallHoles(labels: Uint8Array, zone: Uint8Array, gw: number, gh: number): void {
  const n = gw * gh;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    if (seen[c] || labels[c] !== 0) continue;
    const comp = component(labels, seen, c, 0, gw, gh, stack);
    if (comp.length > MAX_HOLE) continue;
    const open = comp.some((k) => {
      const x = k % gw;
      const y = (k - x) / gw;
      return (
        x === 0 ||
        y === 0 ||
        x === gw - 1 ||
        y === gh - 1 ||
        zone[k] === ZONE.face ||
        zone[k] === ZONE.faceEdge ||
        zone[k] === ZONE.forehead
      );
    });
    if (!open) for (const k of comp) labels[k] = 1;
  }
}
