/**
 * Soft hair mask without a hair model: a spatial prior around the head from the face frame,
 * colour models of the person's own hair (sampled above the forehead and at the temples),
 * skin (cheeks) and background (the work region's upper border), a connectivity check from
 * the hair seed, then feathering.
 */
import { linearToLab, type Lab } from './color';
import { fitClusters, likelihood, type Cluster } from './color-model';
import type { RenderContext } from './context';
import { boxBlur, gaussianBlur } from './blur';
import { pt, pts, scaleAbout, centroid } from './geometry';
import { createMask, fillPolygon, type Mask } from './mask';
import { MESH } from './mesh-regions';

export type HairModel = {
  hair: Cluster[];
  skin: Cluster[];
  background: Cluster[];
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
      linearToLab(ctx.work.r[i]!, ctx.work.g[i]!, ctx.work.b[i]!, lab);
      out.push(lab[0], lab[1], lab[2]);
    }
  }
}

export function buildHairModel(ctx: RenderContext): HairModel {
  const f = ctx.frame;
  const top = f.toFace(pt(ctx.lm, MESH.foreheadTop));
  const hairS: number[] = [];
  sampleRegion(ctx, -0.25, 0.25, top[1] - 0.3, top[1] - 0.1, 0.02, hairS);
  sampleRegion(ctx, -0.62, -0.52, -0.35, 0.0, 0.02, hairS);
  sampleRegion(ctx, 0.52, 0.62, -0.35, 0.0, 0.02, hairS);
  const skinS: number[] = [];
  sampleRegion(ctx, -0.32, -0.18, 0.25, 0.45, 0.015, skinS);
  sampleRegion(ctx, 0.18, 0.32, 0.25, 0.45, 0.015, skinS);
  sampleRegion(ctx, -0.15, 0.15, top[1] + 0.12, top[1] + 0.25, 0.02, skinS);
  const bgS: number[] = [];
  const lab: Lab = [0, 0, 0];
  const w = ctx.work.width;
  const h = ctx.work.height;
  const stepX = Math.max(1, Math.floor(w / 60));
  const stepY = Math.max(1, Math.floor(h / 60));
  const push = (x: number, y: number): void => {
    const i = y * w + x;
    linearToLab(ctx.work.r[i]!, ctx.work.g[i]!, ctx.work.b[i]!, lab);
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
  const hair = fitClusters(Float32Array.from(hairS), 3);
  const skin = fitClusters(Float32Array.from(skinS), 2);
  const background = fitClusters(Float32Array.from(bgS), 4);
  let hl = 0;
  let ha = 0;
  let hb = 0;
  for (let i = 0; i < hairS.length; i += 3) {
    hl += hairS[i]!;
    ha += hairS[i + 1]!;
    hb += hairS[i + 2]!;
  }
  const n = Math.max(1, hairS.length / 3);
  const hairMean: Lab = [hl / n, ha / n, hb / n];
  // hair present when the forehead-top samples are unlike the skin
  let skinLike = 0;
  for (let i = 0; i < hairS.length; i += 3) {
    const p = likelihood(skin, hairS[i]!, hairS[i + 1]!, hairS[i + 2]!);
    if (p > 0.3) skinLike++;
  }
  const present = ctx.person.hairStatus !== 'bald' && skinLike / n < 0.6;
  return { hair, skin, background, hairMean, present };
}

/** Hair probability mask over the whole work region. */
export function buildHairMask(ctx: RenderContext, model: HairModel): Mask {
  const f = ctx.frame;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const mask = createMask(w, h);
  const prob = mask.data;
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  // face exclusion: the face oval shrunk a bit, hard
  const oval = pts(ctx.lm, MESH.faceOval);
  const face = createMask(w, h);
  fillPolygon(face, scaleAbout(oval, centroid(oval), 0.96));
  const lab: Lab = [0, 0, 0];
  const headCx = 0;
  const headCy = (topV + chinV) / 2 - 0.15;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (face.data[i]! > 0.5) continue;
      const [u, v] = f.toFace([x + 0.5, y + 0.5]);
      // spatial prior: an ellipse around the skull, then a band down the sides for long hair
      const eu = (u - headCx) / 0.78;
      const ev = (v - headCy) / ((chinV - topV) * 0.5 + 0.45);
      let prior = eu * eu + ev * ev <= 1 ? 1 : 0;
      if (!prior && v > headCy && Math.abs(u) < 1.05 && v < chinV + 2.4) {
        prior = Math.max(0, 1 - Math.max(0, v - chinV) / 2.4);
        if (v > chinV + 0.15 && Math.abs(u) < 0.28) prior *= 0.15; // neck / chest
      }
      if (prior <= 0) continue;
      linearToLab(ctx.work.r[i]!, ctx.work.g[i]!, ctx.work.b[i]!, lab);
      const ph = likelihood(model.hair, lab[0], lab[1], lab[2]);
      const ps = likelihood(model.skin, lab[0], lab[1], lab[2]);
      const pb = likelihood(model.background, lab[0], lab[1], lab[2]);
      const p = ph / (ph + 0.8 * ps + 0.8 * pb + 0.02);
      prob[i] = p * prior;
    }
  }
  // smooth the probabilities a little before the connectivity check
  const u = f.unit;
  boxBlur(prob, w, h, Math.max(1, Math.round(u * 0.006)), ctx.scratch);
  keepConnected(prob, w, h, ctx, topV);
  gaussianBlur(prob, w, h, Math.max(0.7, u * 0.006), ctx.scratch);
  // no hair on the face skin itself (fringe aside, a recolour there would tint the forehead)
  for (let i = 0; i < prob.length; i++) {
    if (face.data[i]! > 0.5) prob[i] = 0;
    else prob[i] = Math.min(1, Math.max(0, (prob[i]! - 0.25) / 0.45));
  }
  gaussianBlur(prob, w, h, Math.max(0.6, u * 0.004), ctx.scratch);
  return mask;
}

/** Zeroes everything not 4-connected (through p > 0.4) to the seed band above the forehead. */
function keepConnected(
  prob: Float32Array,
  w: number,
  h: number,
  ctx: RenderContext,
  topV: number,
): void {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let sp = 0;
  for (let uu = -0.3; uu <= 0.3; uu += 0.02) {
    for (const vv of [topV - 0.12, topV - 0.2, topV - 0.28]) {
      const p = ctx.frame.toPx(uu, vv);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (prob[i]! > 0.4 && !seen[i]) {
        seen[i] = 1;
        stack[sp++] = i;
      }
    }
  }
  for (const sign of [-1, 1]) {
    for (let vv = -0.35; vv <= 0; vv += 0.05) {
      const p = ctx.frame.toPx(sign * 0.57, vv);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (prob[i]! > 0.4 && !seen[i]) {
        seen[i] = 1;
        stack[sp++] = i;
      }
    }
  }
  while (sp > 0) {
    const i = stack[--sp]!;
    const x = i % w;
    const y = (i - x) / w;
    if (x > 0 && !seen[i - 1] && prob[i - 1]! > 0.4) ((seen[i - 1] = 1), (stack[sp++] = i - 1));
    if (x < w - 1 && !seen[i + 1] && prob[i + 1]! > 0.4) ((seen[i + 1] = 1), (stack[sp++] = i + 1));
    if (y > 0 && !seen[i - w] && prob[i - w]! > 0.4) ((seen[i - w] = 1), (stack[sp++] = i - w));
    if (y < h - 1 && !seen[i + w] && prob[i + w]! > 0.4) ((seen[i + w] = 1), (stack[sp++] = i + w));
  }
  // keep soft edges next to connected pixels: dilate the seen set by a few pixels
  const keep = new Float32Array(w * h);
  for (let i = 0; i < keep.length; i++) keep[i] = seen[i]!;
  boxBlur(keep, w, h, 2);
  for (let i = 0; i < prob.length; i++) if (keep[i]! <= 0.01) prob[i] = 0;
}
