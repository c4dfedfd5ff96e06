/**
 * Colour models for the hair mask: the person's own hair (sampled above the forehead and at the
 * temples), skin (cheeks, neck below the chin) and background (the work region's borders).
 */
import { deltaE2000, linearToLab, type Lab } from './color';
import { closestDeltaE, fitClusters, likelihood, type Cluster } from './color-model';
import type { HairGrid } from './hair-grow';
import type { RenderContext } from './context';
import { pt } from './geometry';
import { MESH } from './mesh-regions';

export type HairModel = {
  hair: Cluster[];
  skin: Cluster[];
  background: Cluster[];
  /** what the person wears at the neck and chest (not skin-coloured samples there) */
  clothes: Cluster[];
  /** mean Lab of the sampled hair */
  hairMean: Lab;
  /** false when the samples above the forehead look like skin (bald or shaved) */
  present: boolean;
};

function sampleRegion(
  ctx: RenderContext,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  step: number,
  out: number[],
): void {
  const f = ctx.frame;
  const lab: Lab = [0, 0, 0];
  for (let v = v0; v <= v1; v += step) {
    for (let u = u0; u <= u1; u += step) {
      const p = f.toPx(u, v);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (x < 0 || y < 0 || x >= ctx.work.width || y >= ctx.work.height) continue;
      const i = y * ctx.work.width + x;
      linearToLab(ctx.work.r[i], ctx.work.g[i], ctx.work.b[i], lab);
      out.push(lab[0], lab[1], lab[2]);
    }
  }
}

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

/** Keeps samples near the robust centre of the first `core` samples. */
function robustFilter(samples: number[], coreCount: number, maxDelta: number): number[] {
  const core = samples.slice(0, coreCount * 3);
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < core.length; i += 3) {
    ls.push(core[i]);
    as.push(core[i + 1]);
    bs.push(core[i + 2]);
  }
  const c: Lab = [median(ls), median(as), median(bs)];
  const out: number[] = [];
  for (let i = 0; i < samples.length; i += 3) {
    const d = deltaE2000(c, [samples[i], samples[i + 1], samples[i + 2]]);
    if (d <= maxDelta) out.push(samples[i], samples[i + 1], samples[i + 2]);
  }
  return out;
}

/** Median hue angle and chroma of Lab samples. */
function hueChroma(samples: number[]): { hue: number; chroma: number } {
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < samples.length; i += 3) {
    as.push(samples[i + 1]);
    bs.push(samples[i + 2]);
  }
  const a = median(as);
  const b = median(bs);
  return { hue: Math.atan2(b, a), chroma: Math.hypot(a, b) };
}

export function buildHairModel(ctx: RenderContext): HairModel {
  if (ctx.hairModel) return ctx.hairModel;
  const f = ctx.frame;
  const top = f.toFace(pt(ctx.lm, MESH.foreheadTop));
  const raw: number[] = [];
  sampleRegion(ctx, -0.2 + f.yaw * 0.3, 0.2 + f.yaw * 0.3, top[1] - 0.34, top[1] - 0.14, 0.02, raw);
  const coreCount = raw.length / 3;
  sampleRegion(ctx, -0.6, -0.52, -0.35, 0.0, 0.02, raw);
  sampleRegion(ctx, 0.52, 0.6, -0.35, 0.0, 0.02, raw);
  const hairS = robustFilter(raw, coreCount, 20);
  const cheeks: number[] = [];
  sampleAround(ctx, [205, 425, 50, 280], ctx.frame.unit * 0.03, cheeks);
  sampleAround(ctx, [151, 9], ctx.frame.unit * 0.03, cheeks);
  // bangs often cover the mid-forehead: keep only samples near the cheeks' colour
  const skinS = robustFilter(cheeks, cheeks.length / 3 / 1.5, 12);
  // the neck just below the chin (often in shadow, which dark hair resembles)
  const chinF = f.toFace(pt(ctx.lm, MESH.chin));
  const neck: number[] = [];
  sampleRegion(ctx, chinF[0] - 0.12, chinF[0] + 0.12, chinF[1] + 0.1, chinF[1] + 0.25, 0.03, neck);
  const neckCount = neck.length;
  // the chest centre: body skin or clothes, rarely hair
  sampleRegion(ctx, chinF[0] - 0.2, chinF[0] + 0.2, chinF[1] + 0.7, chinF[1] + 1.2, 0.05, neck);
  // a turtleneck or a scarf is not skin: samples with the face's hue and chroma are skin, the
  // others clothes
  const faceHue = hueChroma(skinS);
  const clothesS: number[] = [];
  for (let i = 0; i < neck.length; i += 3) {
    const c = Math.hypot(neck[i + 1], neck[i + 2]);
    const dh = Math.abs(Math.atan2(neck[i + 2], neck[i + 1]) - faceHue.hue);
    const skinLike = c > 0.45 * faceHue.chroma && Math.min(dh, 2 * Math.PI - dh) < 0.45;
    if (skinLike && i < neckCount) skinS.push(neck[i], neck[i + 1], neck[i + 2]);
    else if (!skinLike) clothesS.push(neck[i], neck[i + 1], neck[i + 2]);
  }
  const bgS: number[] = [];
  const lab: Lab = [0, 0, 0];
  const w = ctx.work.width;
  const h = ctx.work.height;
  const stepX = Math.max(1, Math.floor(w / 60));
  const stepY = Math.max(1, Math.floor(h / 60));
  const push = (x: number, y: number): void => {
    const i = y * w + x;
    linearToLab(ctx.work.r[i], ctx.work.g[i], ctx.work.b[i], lab);
    bgS.push(lab[0], lab[1], lab[2]);
  };
  for (let x = 0; x < w; x += stepX) {
    push(x, 0);
    push(x, Math.min(h - 1, 2));
  }
  for (let y = 0; y < h * 0.55; y += stepY) {
    push(0, y);
    push(w - 1, y);
    push(Math.min(w - 1, 3), y);
    push(Math.max(0, w - 4), y);
  }
  const skin = fitClusters(Float32Array.from(skinS), 3);
  const clothes = fitClusters(Float32Array.from(clothesS), 3);
  const background = fitClusters(Float32Array.from(bgS), 4);
  // hair clusters that look like the background or the skin are not trusted
  const allHair = fitClusters(Float32Array.from(hairS), 3);
  let hair = allHair.filter(
    (c) => closestDeltaE(background, c.mean) > 7 && closestDeltaE(skin, c.mean) > 7,
  );
  if (hair.length === 0 && allHair.length > 0) {
    hair = [allHair.reduce((a, b) => (b.weight > a.weight ? b : a))];
  }
  let hl = 0;
  let ha = 0;
  let hb = 0;
  for (let i = 0; i < hairS.length; i += 3) {
    hl += hairS[i];
    ha += hairS[i + 1];
    hb += hairS[i + 2];
  }
  const n = Math.max(1, hairS.length / 3);
  const hairMean: Lab = [hl / n, ha / n, hb / n];
  const present =
    ctx.person.hairStatus !== 'bald' && hairS.length > 0 && closestDeltaE(skin, hairMean) > 4.5;
  ctx.hairModel = {
    hair,
    skin,
    background,
    clothes: clothes.filter((c) => closestDeltaE(hair, c.mean) > 6),
    hairMean,
    present,
  };
  return ctx.hairModel;
}

/**
 * Lit or shadowed skin (a high forehead, the neck, the shoulders) differs from the cheeks mostly
 * in lightness: the skin model at a loose lightness.
 */
export function loosenSkin(skin: readonly Cluster[]): Cluster[] {
  return skin.map((c) => ({ ...c, var: [c.var[0] * 6, c.var[1], c.var[2]] }));
}

/**
 * Colours learnt inside a person mask: the person in the skull cap above the face is hair
 * (shadowed lengths included); the chest centre gives
 * the clothes (or body skin). Neck samples the model called clothes are dropped when they look
 * like the cap's hair (long hair lying there).
 */
export function learnFromPerson(
  model: HairModel,
  g: HairGrid,
  labAt: (i: number) => void,
  chestCells: readonly number[],
  skinLoose: readonly Cluster[],
): { capHair: Cluster[]; clothes: Cluster[] } {
  const { L, A, B } = g;
  // the crown, well above the face, first: lit skin of a high forehead can reach above the
  // mesh's forehead top (and differ from blushed cheeks); the whole cap if the crown is cut off
  const sampleCap = (crownOnly: boolean): number[] => {
    const out: number[] = [];
    const stride = Math.max(1, Math.floor((g.gw * g.gh) / 40000));
    for (let gi = 0; gi < g.gw * g.gh; gi += stride) {
      if (g.person[gi] < 0.85 || g.prior[gi] < 1 || g.below[gi] !== 0) continue;
      if (crownOnly && !g.crown[gi]) continue;
      if (Number.isNaN(L[gi])) labAt(gi);
      if (likelihood(skinLoose, L[gi], A[gi], B[gi]) < 0.2) out.push(L[gi], A[gi], B[gi]);
    }
    return out;
  };
  let cap = sampleCap(true);
  if (cap.length <= 60) cap = sampleCap(false);
  const capHair =
    cap.length > 60
      ? fitClusters(Float32Array.from(cap), 4).filter((c) => closestDeltaE(model.skin, c.mean) > 5)
      : [];
  const chest: number[] = [];
  const cstride = Math.max(1, Math.floor(chestCells.length / 4000));
  for (let k = 0; k < chestCells.length; k += cstride) {
    const gi = chestCells[k];
    if (Number.isNaN(L[gi])) labAt(gi);
    chest.push(L[gi], A[gi], B[gi]);
  }
  if (chest.length <= 30) return { capHair, clothes: model.clothes };
  const hairNow = [...model.hair, ...capHair];
  return {
    capHair,
    clothes: [
      ...model.clothes.filter((c) => closestDeltaE(capHair, c.mean) > 6),
      ...fitClusters(Float32Array.from(chest), 3).filter(
        (c) => closestDeltaE(hairNow, c.mean) > 6 && closestDeltaE(model.skin, c.mean) > 6,
      ),
    ],
  };
}
