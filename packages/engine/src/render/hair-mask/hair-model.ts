/**
 * Colour models for the hair mask, learnt from the photo itself: the person's hair (the crown
 * inside the person's segmentation, or above the forehead and at the temples), the face's skin
 * (around mesh points on the cheeks and nose), the body (clothes or skin at the neck and chest
 * centre) and the background (outside the person, or the work region's border without a
 * segmentation).
 */
import { deltaE2000, linearToLab, type Lab } from '../../image/color';
import { closestDeltaE, fitClusters, likelihood, type Cluster } from '../../image/color-model';
import type { RenderContext } from '../context';
import { pt } from '../../face/geometry';
import { buildHairCells, type HairCells } from './cells';
import { isClothesSample } from './clothes';
import { buildHairZones, ZONE, type HairZones } from './zones';
import { MESH } from '../../face/landmarks';

export type HairModel = {
  hair: Cluster[];
  skin: Cluster[];
  background: Cluster[];
  /** what the person wears at the neck and chest, or their body's skin there */
  clothes: Cluster[];
  /** mean Lab of the sampled hair */
  hairMean: Lab;
  /** false when no hair was found above and beside the face (bald, shaved, covered) */
  present: boolean;
  zones: HairZones;
  /** strand texture: a cell's texture above this (and coherent) looks like strands, not skin */
  strandTex: number;
  /** the Lab samples (flat triples) the models were fitted to */
  samples: { hair: Float32Array; skin: Float32Array; body: Float32Array; background: Float32Array };
};

function sampleAround(
  ctx: RenderContext,
  idx: readonly number[],
  radius: number,
  out: number[],
): void {
  const lab: Lab = [0, 0, 0];
  const r = Math.max(1, Math.round(radius));
  const step = Math.max(1, Math.round(r / 3));
  for (const k of idx) {
    const p = pt(ctx.lm, k);
    for (let dy = -r; dy <= r; dy += step) {
      for (let dx = -r; dx <= r; dx += step) {
        const x = Math.round(p[0] + dx);
        const y = Math.round(p[1] + dy);
        if (x < 0 || y < 0 || x >= ctx.work.width || y >= ctx.work.height) continue;
        const i = y * ctx.work.width + x;
        linearToLab(ctx.work.r[i], ctx.work.g[i], ctx.work.b[i], lab);
        out.push(lab[0], lab[1], lab[2]);
      }
    }
  }
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Keeps samples within maxDelta (CIEDE2000) of the median of the first coreCount samples. */
function robustFilter(samples: number[], coreCount: number, maxDelta: number): number[] {
  const core = samples.slice(0, coreCount * 3);
  const ch = (j: number): number[] => core.filter((_, i) => i % 3 === j);
  const c: Lab = [median(ch(0)), median(ch(1)), median(ch(2))];
  const out: number[] = [];
  for (let i = 0; i < samples.length; i += 3) {
    const d = deltaE2000(c, [samples[i], samples[i + 1], samples[i + 2]]);
    if (d <= maxDelta) out.push(samples[i], samples[i + 1], samples[i + 2]);
  }
  return out;
}

/** Lit or shadowed skin differs from the cheeks mostly in lightness: a looser skin model. */
function loosenSkin(skin: readonly Cluster[]): Cluster[] {
  return skin.map((c) => ({ ...c, var: [c.var[0] * 6, c.var[1] * 1.5, c.var[2] * 1.5] }));
}

function cellSamples(cells: HairCells, pick: (c: number) => boolean, max = 1500): number[] {
  const n = cells.gw * cells.gh;
  const picked: number[] = [];
  for (let c = 0; c < n; c++) if (pick(c)) picked.push(c);
  const stride = Math.max(1, Math.floor(picked.length / max));
  const out: number[] = [];
  for (let k = 0; k < picked.length; k += stride) {
    const c = picked[k];
    out.push(cells.L[c], cells.A[c], cells.B[c]);
  }
  return out;
}

/** Mean of flat Lab triples. */
export function mean3(s: ArrayLike<number>): Lab {
  let l = 0;
  let a = 0;
  let b = 0;
  for (let i = 0; i < s.length; i += 3) {
    l += s[i];
    a += s[i + 1];
    b += s[i + 2];
  }
  const n = Math.max(1, s.length / 3);
  return [l / n, a / n, b / n];
}

/** One model per render: the mask, the hairstyle and the colour all read the same. */
const models = new WeakMap<RenderContext, HairModel>();

/** Gives a render the model an earlier render of the same photo fitted (render/photo-prep.ts). */
export function seedHairModel(ctx: RenderContext, model: HairModel): void {
  models.set(ctx, model);
}

export function buildHairModel(ctx: RenderContext): HairModel {
  const cached = models.get(ctx);
  if (cached) return cached;
  const cells = buildHairCells(ctx);
  const zones = buildHairZones(ctx, cells);
  const { zone, crownSample: sample } = zones;
  const { person, u, v } = cells;
  const withPerson = Boolean(ctx.personMask);
  const f = ctx.frame;

  const cheeks: number[] = [];
  sampleAround(ctx, [205, 425, 50, 280, 4, 195], f.unit * 0.03, cheeks);
  const core = cheeks.length / 3;
  sampleAround(ctx, [MESH.foreheadMid, MESH.glabella], f.unit * 0.03, cheeks);
  // the whole face too (its shadowed side, the jaw); lips, eyes and brows are far from the
  // cheeks' colour and dropped, as are bangs over the mid-forehead
  cheeks.push(...cellSamples(cells, (c) => zone[c] === ZONE.face, 1500));
  const skinS = Float32Array.from(robustFilter(cheeks, core, 16));
  const skin = fitClusters(skinS, 4);
  const skinLoose = loosenSkin(skin);
  const skinLike = (c: number): boolean =>
    likelihood(skinLoose, cells.L[c], cells.A[c], cells.B[c]) > 0.25;

  // background: outside the person, else the border of the work region (upper half)
  const border = (c: number): boolean => {
    const x = c % cells.gw;
    const y = Math.floor(c / cells.gw);
    return (x < 2 || x >= cells.gw - 2 || y < 2) && y < cells.gh * 0.55;
  };
  const backgroundS = Float32Array.from(
    cellSamples(cells, (c) => (withPerson ? person[c] >= 0 && person[c] < 0.08 : border(c))),
  );
  const background = fitClusters(backgroundS, 4);
  const bgLike = (c: number): boolean =>
    !withPerson && likelihood(background, cells.L[c], cells.A[c], cells.B[c]) > 0.3;

  // the face's skin texture: hair shows more detail than this
  const faceTex: number[] = [];
  for (let c = 0; c < zone.length; c++) if (zone[c] === ZONE.face) faceTex.push(cells.tex[c]);
  faceTex.sort((a, b) => a - b);
  // (the median: eyes, brows and the face's outline make the upper tail)
  const skinTex = faceTex[Math.floor(faceTex.length * 0.5)] ?? 0;
  const strandTex = Math.max(0.03, 2.5 * skinTex);
  const textured = (c: number): boolean => cells.tex[c] >= Math.max(0.02, 2 * skinTex);

  // hair: the top of the skull inside the person (the crown band widened: zones.ts), failing that
  // (a photo cut through the head) the temples
  const inPerson = (c: number): boolean => !withPerson || person[c] > 0.85;
  const crownCells = cellSamples(cells, (c) => sample[c] === 1 && inPerson(c) && !bgLike(c));
  // the crown band is hair — not a bald scalp — where enough of it is unlike skin in colour or
  // in texture (white curls are skin-coloured, but not smooth)
  const crownS = cellSamples(
    cells,
    (c) => sample[c] === 1 && inPerson(c) && !bgLike(c) && (!skinLike(c) || textured(c)),
  );
  const crownHair = crownS.length >= 3 * 40 && crownS.length >= 0.5 * crownCells.length;
  let hairS = crownS;
  if (!crownHair) {
    hairS = cellSamples(
      cells,
      (c) =>
        (zone[c] === ZONE.skull || zone[c] === ZONE.crown || zone[c] === ZONE.top) &&
        v[c] < 0.1 &&
        v[c] > zones.topV - 0.5 &&
        Math.abs(u[c]) > 0.45 &&
        Math.abs(u[c]) < 0.85 &&
        inPerson(c) &&
        !skinLike(c) &&
        !bgLike(c),
    );
  }
  // strands beside and behind the face (coherent texture well above the skin's): the lengths'
  // colours, often lighter or darker than the crown's, whatever their likeness to skin
  hairS.push(
    ...cellSamples(
      cells,
      (c) =>
        zone[c] === ZONE.skull &&
        inPerson(c) &&
        cells.coh[c] >= 0.6 &&
        cells.tex[c] >= strandTex &&
        !bgLike(c),
      1500,
    ),
  );
  // (no outlier filter: the crown and the strands may differ by more than any threshold)
  const hairCore = hairS.length >= 3 * 20 ? hairS : [];
  const hair = fitClusters(Float32Array.from(hairCore), 4);
  const hairMean = mean3(hairCore);

  // (long hair lying on the chest shows strands: hair-clothes.ts leaves them out)
  const bodyS = Float32Array.from(
    cellSamples(cells, (c) => inPerson(c) && isClothesSample(cells, zones, strandTex, c)),
  );
  const body = fitClusters(bodyS, 3);
  if (crownHair && withPerson) {
    // then the top of the skull inside the person is hair too, whatever it looks like (white
    // curls are as pale and smooth as skin)
    for (let c = 0; c < zone.length; c++) {
      if ((zone[c] === ZONE.top || zone[c] === ZONE.crown) && person[c] > 0.9)
        zones.prior[c] = 0.85;
    }
  }
  // hair is there when the crown band holds it, or (a photo cut through the head, a shaved crown)
  // when the temples hold something unlike skin
  const present =
    ctx.person.hairStatus !== 'bald' &&
    hair.length > 0 &&
    (crownHair || closestDeltaE(skin, hairMean) > 4.5);
  const model: HairModel = {
    hair,
    skin,
    background,
    clothes: body,
    hairMean,
    present,
    zones,
    strandTex,
    samples: {
      hair: Float32Array.from(hairCore),
      skin: skinS,
      body: bodyS,
      background: backgroundS,
    },
  };
  models.set(ctx, model);
  return model;
}
