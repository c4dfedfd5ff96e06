/**
 * What each cell says about hair, apart from the hair's own model: which cells can never be hair
 * (the face, the features, off the person, smooth skin over the face's rim, a zero prior such as
 * beside a head in a crowd), the prior and person terms, and the log-probability of everything
 * else — skin (at any shading), clothes (below the chin) and background — from smoothed colour
 * histograms and texture histograms. These stay fixed while the hair's model is refitted
 * between cuts.
 */
import { fitColorHistogram, histogramLogDensityAt } from '../../image/color-histogram';
import type { RenderContext } from '../context';
import type { HairCells } from './cells';
import { isChestSample, isClothesSample } from './clothes';
import type { HairModel } from './hair-model';
import { smoothstep, ZONE } from './zones';
import { cellTextureBins, eitherTexture, fitTexture, type TextureModel } from './texture-model';
import {
  SKIN_SPREAD,
  SHADES,
  HANGING_PRIOR,
  RIM_MARGIN,
  EDGE_RAMP,
  EDGE_TEXTURE,
  EDGE_PENALTY,
} from './params';

/** Colour log-likelihood ratios are over-confident (neighbouring cells are not independent). */
export const TEMPER = 0.4;
/** Texture log-likelihood ratios count more: where colours overlap, texture decides. */
export const TEXTURE = 1.0;
/** Extra blur passes along lightness for the hair's colours (shine and shadow of one colour). */
export const HAIR_SPREAD = 6;
/**
 * Strands alternate light and dark, so their gradients cancel; above this share of one direction
 * (hair-cells.ts `ramp`) a cell is shading or the face's contour.
 */
export const MAX_RAMP = 0.6;

export type HairEvidence = {
  /** 1 where a cell can never be hair */
  fixed: Uint8Array;
  /** log prior of hair + log person probability */
  hairBase: Float32Array;
  /** log-probability of not hair: skin or clothes on the person, or background */
  notHair: Float32Array;
  /** the on-person part of it (skin or clothes), for the crown rule */
  onPerson: Float32Array;
  /** log colour density of skin (at any shading) */
  skin: Float32Array;
  /** log colour density of the clothes */
  body: Float32Array;
  /** texture bin of every cell */
  bins: Uint8Array;
  /** the hair's texture first guessed: skull cells whose colour is the crown's hair */
  hairTexture: TextureModel;
};

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

/** Log colour density of every cell under the samples' histogram. */
export function cellColourDensity(
  cells: HairCells,
  samples: ArrayLike<number>,
  lightnessSpread = 0,
): Float32Array {
  const h = fitColorHistogram(samples, lightnessSpread);
  const n = cells.gw * cells.gh;
  const out = new Float32Array(n);
  for (let c = 0; c < n; c++) out[c] = histogramLogDensityAt(h, cells.colorBin[c]);
  return out;
}

const logAddExp = (a: number, b: number): number =>
  a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));

export function hairEvidence(ctx: RenderContext, cells: HairCells, model: HairModel): HairEvidence {
  const { gw, gh, person } = cells;
  const n = gw * gh;
  const { zone, prior, chinV } = model.zones;
  const withPerson = Boolean(ctx.personMask);
  const inPerson = (c: number): boolean => !withPerson || person[c] > 0.6;
  const skin = cellColourDensity(cells, shaded(model.samples.skin), SKIN_SPREAD);
  const body = cellColourDensity(cells, model.samples.body);
  const background = cellColourDensity(cells, model.samples.background);
  const crown = cellColourDensity(cells, model.samples.hair, HAIR_SPREAD);
  const bins = cellTextureBins(cells, ctx.frame.roll);
  const skinT = fitTexture(bins, (c) => zone[c] === ZONE.face);
  // the clothes' texture: at the chest centre, or smooth over the torso (a low neckline leaves the
  // centre bare skin; a black satin strap beside black hair is told apart by its smoothness)
  const bodyT = eitherTexture(
    fitTexture(bins, (c) => inPerson(c) && isChestSample(cells, model.zones, c)),
    fitTexture(bins, (c) => inPerson(c) && isClothesSample(cells, model.zones, model.strandTex, c)),
  );
  const backgroundT = withPerson
    ? fitTexture(bins, (c) => person[c] >= 0 && person[c] < 0.08 && cells.measured[c] === 1)
    : fitTexture(bins, () => true);
  const hairTexture = fitTexture(
    bins,
    (c) =>
      (zone[c] === ZONE.crown || zone[c] === ZONE.skull || zone[c] === ZONE.top) &&
      inPerson(c) &&
      crown[c] > skin[c] &&
      crown[c] > body[c],
  );
  // strands hanging over the rim of the face run down it (lashes and brow ends run across)
  const vx = -Math.sin(ctx.frame.roll);
  const vy = Math.cos(ctx.frame.roll);
  const hangingStrands = (c: number): boolean =>
    cells.ramp[c] <= MAX_RAMP &&
    cells.coh[c] >= 0.5 &&
    cells.tex[c] >= model.strandTex &&
    Math.abs(cells.dirX[c] * vx + cells.dirY[c] * vy) > 0.8;

  const ux = Math.cos(ctx.frame.roll);
  const uy = Math.sin(ctx.frame.roll);
  const alongBrow = (c: number): boolean =>
    cells.coh[c] >= 0.4 && Math.abs(cells.dirX[c] * ux + cells.dirY[c] * uy) > 0.8;
  const hairOverSkin = (c: number): boolean =>
    cells.ramp[c] <= MAX_RAMP &&
    cells.tex[c] >= 0.5 * model.strandTex &&
    crown[c] - skin[c] > RIM_MARGIN;

  const fixed = new Uint8Array(n);
  const hairBase = new Float32Array(n);
  const notHair = new Float32Array(n);
  const onPerson = new Float32Array(n);
  for (let c = 0; c < n; c++) {
    const z = zone[c];
    if (
      z === ZONE.face ||
      z === ZONE.features ||
      prior[c] <= 0 ||
      (withPerson && person[c] < 0.03) ||
      // over the rim of the face only strands can be hair (smooth skin there may be any colour),
      // or a textured cell whose colour is clearly the hair's rather than the skin's
      (z === ZONE.faceEdge && !hangingStrands(c) && !hairOverSkin(c)) ||
      // over a brow, hanging strands (bangs) or hair-coloured strands not running along it: the
      // brow's own hair may be the hair's colour
      (z === ZONE.brow && !hangingStrands(c) && (alongBrow(c) || !hairOverSkin(c)))
    ) {
      fixed[c] = 1;
      continue;
    }
    const p = withPerson ? Math.min(0.99, Math.max(0.01, person[c])) : 0.5;
    const t = bins[c];
    // on the person and not hair: skin, or clothes — which hang below the chin (where bare
    // shoulders, arms and hands are as likely)
    const wb = 0.05 + 0.5 * smoothstep(chinV - 0.2, chinV + 0.6, cells.v[c]);
    const on = logAddExp(
      Math.log(1 - wb) + TEMPER * skin[c] + TEXTURE * skinT[t],
      Math.log(wb) + TEMPER * body[c] + TEXTURE * bodyT[t],
    );
    const off = TEMPER * background[c] + TEXTURE * backgroundT[t];
    const lengths = (z === ZONE.other || z === ZONE.chest) && cells.v[c] > chinV - 0.3;
    const pr = lengths && hangingStrands(c) ? Math.max(prior[c], HANGING_PRIOR) : prior[c];
    // a clean single edge (a finger's, the face's contour) has strands' texture without their
    // alternation: it counts against hair beyond the crown
    const edge =
      z !== ZONE.crown &&
      cells.ramp[c] > EDGE_RAMP &&
      cells.tex[c] >= EDGE_TEXTURE * model.strandTex;
    hairBase[c] = Math.log(pr) + Math.log(p) - (edge ? EDGE_PENALTY : 0);
    notHair[c] = Math.log(1 - pr) + logAddExp(Math.log(p) + on, Math.log(1 - p) + off);
    onPerson[c] = on;
  }
  return { fixed, hairBase, notHair, onPerson, skin, body, bins, hairTexture };
}
