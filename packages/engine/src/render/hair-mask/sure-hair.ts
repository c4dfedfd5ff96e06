/**
 * Do no harm below the chin: there the hair lies on clothes, accessories, hands and skin, and a
 * cell the cut took may be any of them (a white frill beside a braid when a white cap taught the
 * crown's colours, lace beside blonde lengths). A labelled cell below the chin stays hair only when
 * it is sure: its colour is not clearly what the torso shows where the cut found no hair (nor skin's
 * or the clothes'), and its lightness lies within the hair's own spread (a white frill is not black
 * hair's shine, whatever a white cap on the crown taught its colours), and it is not textured while
 * running every way (lace, a frill, a knit: strands run one way). Unsure cells go back to the
 * photo.
 */
import { fitColorHistogram, histogramLogDensityAt } from '../../image/color-histogram';
import type { HairCells } from './cells';
import { MAX_RAMP } from './evidence';
import { ZONE } from './zones';
import {
  SURE_BELOW_CHIN,
  TORSO_REACH,
  TORSO_PERSON,
  TORSO_MIN_SAMPLES,
  UNSURE_LEAD,
  LIGHT_BAND,
  STRAND_COHERENCE,
  STRAND_TEXTURE,
  MIN_IQR,
  LACE_COHERENCE,
  LACE_TEXTURE,
} from './params';

export type SureInputs = {
  zone: Uint8Array;
  /** log colour densities: the crown's hair, the refitted hair, skin, clothes */
  crown: Float32Array;
  hair: Float32Array;
  skin: Float32Array;
  body: Float32Array;
  /** 1 where a cell can never be hair */
  fixed: Uint8Array;
  chinV: number;
  unit: number;
  strandTex: number;
  /** the hair samples' (CIELab) lightness: median and interquartile range */
  lightness: { median: number; iqr: number };
};

/** Strands the cut did not take (loose lengths) are no sample of the torso. */
function strands(cells: HairCells, c: number, strandTex: number): boolean {
  return (
    cells.ramp[c] <= MAX_RAMP &&
    cells.coh[c] >= STRAND_COHERENCE &&
    cells.tex[c] >= STRAND_TEXTURE * strandTex
  );
}

/** Cells on the person below the chin that the cut left bare (near the hair): the torso's colours. */
function torsoDensity(labels: Uint8Array, cells: HairCells, g: SureInputs): Float32Array | null {
  const { gw, gh } = cells;
  const n = gw * gh;
  const reach = Math.max(2, Math.round((TORSO_REACH * g.unit) / cells.s));
  // distance (in cells, chessboard) to the nearest hair cell, capped at reach + 1
  const near = new Uint8Array(n);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      if (labels[y * gw + x] !== 1) continue;
      const x0 = Math.max(0, x - reach);
      const x1 = Math.min(gw - 1, x + reach);
      for (let yy = Math.max(0, y - reach); yy <= Math.min(gh - 1, y + reach); yy++) {
        near.fill(1, yy * gw + x0, yy * gw + x1 + 1);
      }
    }
  }
  const samples: number[] = [];
  for (let c = 0; c < n; c++) {
    if (labels[c] === 1 || !near[c] || g.fixed[c] || strands(cells, c, g.strandTex)) continue;
    const x = c % gw;
    if (x === 0 || x === gw - 1 || c < gw || c >= n - gw) continue;
    // (not the mixed cells along the hair's edge)
    if (labels[c - 1] || labels[c + 1] || labels[c - gw] || labels[c + gw]) continue;
    if (cells.v[c] <= g.chinV + SURE_BELOW_CHIN || cells.person[c] < TORSO_PERSON) continue;
    const z = g.zone[c];
    if (z === ZONE.face || z === ZONE.features || z === ZONE.faceEdge) continue;
    samples.push(cells.L[c], cells.A[c], cells.B[c]);
  }
  if (samples.length < 3 * TORSO_MIN_SAMPLES) return null;
  const h = fitColorHistogram(samples);
  const out = new Float32Array(n);
  for (let c = 0; c < n; c++) out[c] = histogramLogDensityAt(h, cells.colorBin[c]);
  return out;
}

/** Returns the count of cells handed back to the photo. */
export function keepSureHair(labels: Uint8Array, cells: HairCells, g: SureInputs): number {
  const n = cells.gw * cells.gh;
  const torso = torsoDensity(labels, cells, g);
  let dropped = 0;
  for (let c = 0; c < n; c++) {
    if (labels[c] !== 1 || cells.v[c] <= g.chinV + SURE_BELOW_CHIN) continue;
    const z = g.zone[c];
    if (z === ZONE.crown || z === ZONE.top) continue;
    const hairC = Math.min(g.crown[c], g.hair[c]);
    const other = Math.max(g.skin[c], g.body[c], torso ? torso[c] : -Infinity);
    const lead = hairC - other;
    const band = LIGHT_BAND * Math.max(MIN_IQR, g.lightness.iqr);
    // textured but running every way: lace, a frill, a knit (strands run one way)
    const lace = cells.coh[c] < LACE_COHERENCE && cells.tex[c] >= LACE_TEXTURE * g.strandTex;
    const sure = !lace && lead > -UNSURE_LEAD && Math.abs(cells.L[c] - g.lightness.median) <= band;
    if (!sure) {
      labels[c] = 0;
      dropped++;
    }
  }
  return dropped;
}
/** Median and interquartile range of the lightness of flat Lab triples. */
export function lightnessSpread(samples: Float32Array): { median: number; iqr: number } {
  const L: number[] = [];
  for (let i = 0; i < samples.length; i += 3) L.push(samples[i]);
  L.sort((a, b) => a - b);
  const q = (p: number): number => L[Math.floor(p * (L.length - 1))] ?? 0;
  return { median: q(0.5), iqr: q(0.75) - q(0.25) };
}
