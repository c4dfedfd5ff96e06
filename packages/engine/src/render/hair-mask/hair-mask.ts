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
import type { RenderContext } from '../context';
import { FixedGridCutter } from '../../image/grid-cut-fixed';
import { buildHairCells, type HairCells } from './cells';
import { cellColourDensity, HAIR_SPREAD, hairEvidence, TEMPER, TEXTURE } from './evidence';
import { floodCells } from '../../image/cell-flood';
import { growStrands } from './growth';
import { hairLinks } from './links';
import { hairMatte } from './matte';
import { reachFringe } from './fringe';
import { fadeOverSkin } from './skin-edge';
import { releaseSkin } from './skin-release';
import type { HairModel } from './hair-model';
import { ZONE } from './zones';
import type { Mask } from '../../image/mask';
import { fitTexture } from './texture-model';
import { keepSureHair, lightnessSpread } from './sure-hair';
import { closeGapsBelowChin, dropSpecksBelowChin } from './gaps';
import { addPartedLengths } from './parted-lengths';
import { sideHairLightness } from './side-hair';
import { PASSES, MAX_HOLE, NOTCH, LIGHT_BAND, MIN_IQR } from './params';
import { pausePoint } from '../../image/pause-point';

export { buildHairModel, type HairModel } from './hair-model';

/** The render's hair: the photo's own until a new hairstyle replaces it. */
const masks = new WeakMap<RenderContext, Mask>();

/** Soft hair probability over the work region (one per render). */
export function buildHairMask(ctx: RenderContext, model: HairModel): Mask {
  const cached = masks.get(ctx);
  if (cached) return cached;
  // work ahead of need (a photo's prep) may wait between these steps for a click
  const cells = buildHairCells(ctx);
  pausePoint();
  const labels = labelHair(ctx, cells, model);
  pausePoint();
  const mask = hairMatte(ctx, cells, labels);
  pausePoint();
  reachFringe(ctx, mask);
  fadeOverSkin(ctx, mask, model, cells, labels);
  pausePoint();
  const sideHair = sideHairLightness(ctx, mask, model.zones.chinV);
  if (sideHair) closeGapsBelowChin(ctx, mask, model.zones.chinV, sideHair);
  dropSpecksBelowChin(ctx, mask, model.zones.chinV);
  masks.set(ctx, mask);
  return mask;
}

/** A new hairstyle's coverage becomes the hair later steps (colour, facial hair) work on. */
export function replaceHairMask(ctx: RenderContext, mask: Mask): void {
  masks.set(ctx, mask);
}

function samplesWhere(cells: HairCells, pick: (c: number) => boolean, max = 6000): Float32Array {
  const idx: number[] = [];
  const n = cells.gw * cells.gh;
  for (let c = 0; c < n; c++) if (pick(c)) idx.push(c);
  const stride = Math.max(1, Math.floor(idx.length / max));
  const out = new Float32Array(Math.ceil(idx.length / stride) * 3);
  let o = 0;
  for (let k = 0; k < idx.length; k += stride) {
    const c = idx[k];
    out[o++] = cells.L[c];
    out[o++] = cells.A[c];
    out[o++] = cells.B[c];
  }
  return out.subarray(0, o);
}

/** Hair (1) or not (0) per cell. */
export function labelHair(ctx: RenderContext, cells: HairCells, model: HairModel): Uint8Array {
  const { gw, gh, person } = cells;
  const n = gw * gh;
  const { zone } = model.zones;
  const withPerson = Boolean(ctx.personMask);
  const ev = hairEvidence(ctx, cells, model);
  const links = hairLinks(cells, ev.fixed);
  const source = new Float32Array(n);
  const sink = new Float32Array(n);
  const inPerson = (c: number): boolean => !withPerson || person[c] > 0.6;
  const crownColour = cellColourDensity(cells, model.samples.hair, HAIR_SPREAD);
  let hairColour = crownColour;
  let hairT = ev.hairTexture;
  let labels: Uint8Array = new Uint8Array(n);
  // the second pass starts from the first one's flow
  const cutter = new FixedGridCutter(gw, gh, links, ev.fixed);
  for (let pass = 0; pass < PASSES; pass++) {
    pausePoint();
    for (let c = 0; c < n; c++) {
      if (ev.fixed[c]) {
        source[c] = 0;
        sink[c] = 40;
        continue;
      }
      const h = TEMPER * hairColour[c] + TEXTURE * hairT[ev.bins[c]];
      let d = Math.max(-30, Math.min(30, ev.hairBase[c] + h - ev.notHair[c]));
      // the crown inside the person is hair wherever it looks more like hair than like skin
      if (zone[c] === ZONE.crown && (!withPerson || person[c] > 0.85) && h > ev.onPerson[c]) {
        d = Math.max(d, 6);
      }
      source[c] = d > 0 ? d : 0;
      sink[c] = d < 0 ? -d : 0;
    }
    labels = cutter.solve(source, sink);
    if (pass === PASSES - 1) break;
    // refit the hair from the cut: the lengths are often lighter or darker than the crown, and
    // show more strand texture
    const cut = labels;
    const hairS = samplesWhere(
      cells,
      (c) => cut[c] === 1 && inPerson(c) && zone[c] !== ZONE.forehead,
    );
    if (hairS.length >= 3 * 60) {
      const all = new Float32Array(model.samples.hair.length + hairS.length);
      all.set(model.samples.hair);
      all.set(hairS, model.samples.hair.length);
      hairColour = cellColourDensity(cells, all, HAIR_SPREAD);
      hairT = fitTexture(ev.bins, (c) => cut[c] === 1 && inPerson(c));
    }
  }
  growStrands(labels, cells, {
    zone,
    hair: hairColour,
    crown: crownColour,
    skin: ev.skin,
    body: ev.body,
    strandTex: model.strandTex,
    unit: ctx.frame.unit,
    chinV: model.zones.chinV,
    roll: ctx.frame.roll,
  });
  keepSureHair(labels, cells, {
    zone,
    crown: crownColour,
    hair: hairColour,
    skin: ev.skin,
    body: ev.body,
    fixed: ev.fixed,
    chinV: model.zones.chinV,
    unit: ctx.frame.unit,
    strandTex: model.strandTex,
    lightness: lightnessSpread(model.samples.hair),
  });
  releaseSkin(labels, ev.skin, hairColour, zone, model.zones.ear, cells);
  keepHeadComponents(labels, zone, cells.v, model.zones.chinV, gw, gh);
  const light = lightnessSpread(model.samples.hair);
  addPartedLengths(labels, cells, {
    zone,
    crown: crownColour,
    hair: hairColour,
    skin: ev.skin,
    body: ev.body,
    chinV: model.zones.chinV,
    unit: ctx.frame.unit,
    strandTex: model.strandTex,
    hairLight: (c) =>
      Math.abs(cells.L[c] - light.median) <= LIGHT_BAND * Math.max(MIN_IQR, light.iqr),
  });
  closeSmallHoles(labels, zone, gw, gh);
  fillNotches(labels, zone, gw, gh);
  return labels;
}

/**
 * Flood fill (8-connected) over cells with labels[c] === value from `start`: writes the cells to
 * `out` and returns how many there are.
 */
function component(
  labels: Uint8Array,
  seen: Uint8Array,
  start: number,
  value: number,
  gw: number,
  gh: number,
  stack: Int32Array,
  out: Int32Array,
): number {
  let count = 0;
  stack[0] = start;
  seen[start] = 1;
  floodCells(
    stack,
    1,
    seen,
    gw,
    gh,
    (k) => labels[k] === value,
    (k) => {
      out[count++] = k;
    },
  );
  return count;
}

const HEAD_ZONES = new Set<number>([ZONE.crown, ZONE.top, ZONE.skull, ZONE.forehead]);

/**
 * Drops hair regions that touch neither the skull nor the forehead (hair-coloured things), and
 * regions that touch the skull's ellipse only below the chin, where it reaches past the jaw:
 * hair there hangs from the head and joins it, while a patch on its own is the background
 * between a raised hand and the neck.
 */
function keepHeadComponents(
  labels: Uint8Array,
  zone: Uint8Array,
  v: Float32Array,
  chinV: number,
  gw: number,
  gh: number,
): void {
  const n = gw * gh;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const comp = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    if (seen[c] || labels[c] !== 1) continue;
    const size = component(labels, seen, c, 1, gw, gh, stack, comp);
    let head = false;
    for (let i = 0; i < size && !head; i++) {
      const c = comp[i];
      head = HEAD_ZONES.has(zone[c]) && (zone[c] !== ZONE.skull || v[c] < chinV);
    }
    if (!head) for (let i = 0; i < size; i++) labels[comp[i]] = 0;
  }
}

/**
 * Fills notches and one-cell gaps in the hair over the face, the brows and the forehead (kept
 * open by closeSmallHoles): a lock hanging over a cheek is followed cell by cell, and a cell or a
 * row it missed would show as an undyed square in it.
 */
function fillNotches(labels: Uint8Array, zone: Uint8Array, gw: number, gh: number): void {
  const add: number[] = [];
  for (let y = 1; y < gh - 1; y++) {
    for (let x = 1; x < gw - 1; x++) {
      const c = y * gw + x;
      if (labels[c] === 1 || !OPEN_ZONES.has(zone[c])) continue;
      let hair = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) hair += labels[c + dy * gw + dx];
      }
      if (hair >= NOTCH) add.push(c);
    }
  }
  for (const c of add) labels[c] = 1;
}

const OPEN_ZONES = new Set<number>([ZONE.face, ZONE.faceEdge, ZONE.brow, ZONE.forehead]);

/** Closes small enclosed gaps in the hair (never on the face or the forehead). */
function closeSmallHoles(labels: Uint8Array, zone: Uint8Array, gw: number, gh: number): void {
  const n = gw * gh;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const comp = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    if (seen[c] || labels[c] !== 0) continue;
    const size = component(labels, seen, c, 0, gw, gh, stack, comp);
    if (size > MAX_HOLE) continue;
    let open = false;
    for (let i = 0; i < size && !open; i++) {
      const k = comp[i];
      const x = k % gw;
      const y = (k - x) / gw;
      open = x === 0 || y === 0 || x === gw - 1 || y === gh - 1 || OPEN_ZONES.has(zone[k]);
    }
    if (!open) for (let i = 0; i < size; i++) labels[comp[i]] = 1;
  }
}
