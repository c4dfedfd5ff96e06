/**
 * Soft hair mask without a hair model: a spatial prior around the head from the face frame,
 * colour models of the person's own hair (sampled above the forehead and at the temples),
 * skin (cheeks) and background (the work region's upper border), a connectivity check from
 * the hair seed, then feathering.
 */
import { deltaE2000, linearToLab, type Lab } from './color';
import { closestDeltaE, fitClusters, likelihood, type Cluster } from './color-model';
import type { RenderContext } from './context';
import { boxBlur, gaussianBlur } from './blur';
import { pt, pts, scaleAbout, centroid } from './geometry';
import { createMask, fillPolygon, maskAround, maskAt, type Mask } from './mask';
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
  const skinS: number[] = [];
  sampleAround(ctx, [205, 425, 50, 280, 151, 9], ctx.frame.unit * 0.03, skinS);
  // the neck just below the chin (often in shadow, which dark hair resembles)
  const chinF = f.toFace(pt(ctx.lm, MESH.chin));
  sampleRegion(ctx, chinF[0] - 0.12, chinF[0] + 0.12, chinF[1] + 0.1, chinF[1] + 0.25, 0.03, skinS);
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
  ctx.hairModel = { hair, skin, background, hairMean, present };
  return ctx.hairModel;
}

/** Mean relative luminance gradient over an s×s cell (strand texture measure). */
function cellTexture(ctx: RenderContext, cx: number, cy: number, s: number): number {
  const w = ctx.work.width;
  const h = ctx.work.height;
  const { r, g, b } = ctx.work;
  const half = Math.max(1, s >> 1);
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, cy - half); y < Math.min(h - 1, cy + half + 1); y++) {
    for (let x = Math.max(0, cx - half); x < Math.min(w - 1, cx + half + 1); x++) {
      const i = y * w + x;
      const y0 = 0.2126 * r[i] + 0.7152 * g[i] + 0.0722 * b[i];
      const y1 = 0.2126 * r[i + 1] + 0.7152 * g[i + 1] + 0.0722 * b[i + 1];
      const y2 = 0.2126 * r[i + w] + 0.7152 * g[i + w] + 0.0722 * b[i + w];
      sum += (Math.abs(y1 - y0) + Math.abs(y2 - y0)) / (y0 + 0.03);
      n++;
    }
  }
  return n ? sum / n : 0;
}

/** Hair probability mask over the whole work region. */
export function buildHairMask(ctx: RenderContext, model: HairModel): Mask {
  if (ctx.hairMask) return ctx.hairMask;
  const f = ctx.frame;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const u = f.unit;
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  const oval = pts(ctx.lm, MESH.faceOval);
  const faceOval = scaleAbout(oval, centroid(oval), 0.97);
  const face = maskAround(faceOval, 1, w, h);
  fillPolygon(face, faceOval);
  const inFace = (x: number, y: number): boolean => maskAt(face, x, y) > 0.5;
  // probabilities on a coarse grid (colour models are smooth), upsampled afterwards
  const s = Math.max(1, Math.round(u / 80));
  const gw = Math.ceil(w / s);
  const gh = Math.ceil(h / s);
  const grid = new Float32Array(gw * gh);
  const lab: Lab = [0, 0, 0];
  const headCy = (topV + chinV) / 2 - 0.15;
  const headRy = (chinV - topV) * 0.5 + 0.33;
  const c = Math.cos(f.roll);
  const sn = Math.sin(f.roll);
  const cellL = new Float32Array(gw * gh).fill(NaN);
  const cellA = new Float32Array(gw * gh);
  const cellB = new Float32Array(gw * gh);
  const cellTex = new Float32Array(gw * gh).fill(NaN);
  const classify = (hairClusters: readonly Cluster[]): void => {
    grid.fill(0);
    for (let gy = 0; gy < gh; gy++) {
      for (let gx = 0; gx < gw; gx++) {
        const x = Math.min(w - 1, gx * s + (s >> 1));
        const y = Math.min(h - 1, gy * s + (s >> 1));
        const i = y * w + x;
        if (inFace(x, y)) continue;
        const dx = x + 0.5 - f.origin[0];
        const dy = y + 0.5 - f.origin[1];
        const uu = (dx * c + dy * sn) / u;
        const v = (-dx * sn + dy * c) / u;
        // spatial prior: an ellipse around the skull, then a band down the sides for long hair
        const eu = (uu - f.yaw * 0.4) / 0.98;
        const ev = (v - headCy) / headRy;
        let prior = eu * eu + ev * ev <= 1 ? 1 : 0;
        if (!prior && v > headCy - 0.3 && Math.abs(uu) < 1.2 && v < chinV + 2.4) {
          prior = Math.max(0, 1 - Math.max(0, v - chinV) / 2.4);
          if (v > chinV + 0.15 && Math.abs(uu) < 0.28) prior *= 0.15; // neck / chest
        }
        if (prior <= 0) continue;
        const gi = gy * gw + gx;
        if (Number.isNaN(cellL[gi])) {
          linearToLab(ctx.work.r[i], ctx.work.g[i], ctx.work.b[i], lab);
          cellL[gi] = lab[0];
          cellA[gi] = lab[1];
          cellB[gi] = lab[2];
        }
        const L = cellL[gi];
        const A = cellA[gi];
        const B = cellB[gi];
        const ph = likelihood(hairClusters, L, A, B);
        if (ph < 0.01) continue;
        const ps = likelihood(model.skin, L, A, B);
        const pb = likelihood(model.background, L, A, B);
        // below the chin skin is body skin (neck, shoulders): trust the skin model more there
        const ks = v > chinV ? 2.5 : 0.8;
        // strand texture: hair has fine luminance detail, skin and blurred backgrounds do not
        let tex = cellTex[gi];
        if (Number.isNaN(tex)) {
          tex = cellTexture(ctx, x, y, s);
          cellTex[gi] = tex;
        }
        const tk = Math.max(0, Math.min(1, (tex - 0.02) / 0.05));
        const texFactor = v > chinV ? tk : 0.15 + 0.85 * tk;
        grid[gy * gw + gx] = (ph / (ph + ks * ps + 0.8 * pb + 0.02)) * prior * texFactor;
      }
    }
  };
  classify(model.hair);
  boxBlur(grid, gw, gh, 1);
  keepConnected(grid, gw, gh, ctx, topV, s);
  // second pass: learn the hair colours from the confident first-pass hair (lengths are often
  // lighter or darker than the roots sampled above the forehead)
  const more: number[] = [];
  const stride = Math.max(1, Math.floor((gw * gh) / 20000));
  for (let k = 0; k < grid.length; k += stride) {
    if (grid[k] < 0.8) continue;
    const gx = k % gw;
    const gy = (k - gx) / gw;
    const i = Math.min(h - 1, gy * s) * w + Math.min(w - 1, gx * s);
    linearToLab(ctx.work.r[i], ctx.work.g[i], ctx.work.b[i], lab);
    more.push(lab[0], lab[1], lab[2]);
  }
  if (more.length > 60) {
    const learned = fitClusters(Float32Array.from(more), 4).filter(
      (c) => closestDeltaE(model.background, c.mean) > 5 && closestDeltaE(model.skin, c.mean) > 4,
    );
    classify([...model.hair, ...learned]);
    boxBlur(grid, gw, gh, 1);
    keepConnected(grid, gw, gh, ctx, topV, s);
  }

  // full resolution only over the cells that hold hair
  let gx0 = gw;
  let gy0 = gh;
  let gx1 = -1;
  let gy1 = -1;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      if (grid[gy * gw + gx] <= 0.2) continue;
      if (gx < gx0) gx0 = gx;
      if (gx > gx1) gx1 = gx;
      if (gy < gy0) gy0 = gy;
      if (gy > gy1) gy1 = gy;
    }
  }
  if (gx1 < 0) {
    ctx.hairMask = createMask(1, 1);
    return ctx.hairMask;
  }
  const bx0 = Math.max(0, (gx0 - 2) * s);
  const by0 = Math.max(0, (gy0 - 2) * s);
  const bx1 = Math.min(w, (gx1 + 3) * s);
  const by1 = Math.min(h, (gy1 + 3) * s);
  const mask = createMask(bx1 - bx0, by1 - by0, bx0, by0);
  const mw = mask.width;
  const prob = mask.data;
  for (let yy = 0; yy < mask.height; yy++) {
    const y = yy + by0;
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / s - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ty = fy - y0;
    for (let xx = 0; xx < mw; xx++) {
      const x = xx + bx0;
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / s - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(gw - 1, x0 + 1);
      const tx = fx - x0;
      const v =
        (grid[y0 * gw + x0] * (1 - tx) + grid[y0 * gw + x1] * tx) * (1 - ty) +
        (grid[y1 * gw + x0] * (1 - tx) + grid[y1 * gw + x1] * tx) * ty;
      const fxl = x - face.x0;
      const fyl = y - face.y0;
      const isFace =
        fxl >= 0 &&
        fyl >= 0 &&
        fxl < face.width &&
        fyl < face.height &&
        face.data[fyl * face.width + fxl] > 0.5;
      prob[yy * mw + xx] = isFace ? 0 : Math.min(1, Math.max(0, (v - 0.2) / 0.28));
    }
  }
  gaussianBlur(prob, mw, mask.height, Math.max(0.6, u * 0.004), ctx.scratch);
  ctx.hairMask = mask;
  return mask;
}

/** Zeroes everything not 4-connected (through p > 0.4) to the seed band above the forehead. */
function keepConnected(
  prob: Float32Array,
  w: number,
  h: number,
  ctx: RenderContext,
  topV: number,
  s: number,
): void {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let sp = 0;
  for (let uu = -0.3; uu <= 0.3; uu += 0.02) {
    for (const vv of [topV - 0.12, topV - 0.18, topV - 0.24]) {
      const p = ctx.frame.toPx(uu, vv);
      const x = Math.round(p[0] / s);
      const y = Math.round(p[1] / s);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (prob[i] > 0.4 && !seen[i]) {
        seen[i] = 1;
        stack[sp++] = i;
      }
    }
  }
  // beside the face down to the mouth: strong evidence only (hair framing the face)
  for (const sign of [-1, 1]) {
    for (let vv = -0.35; vv <= 0.5; vv += 0.05) {
      for (const uu of [0.57, 0.65, 0.73]) {
        const p = ctx.frame.toPx(sign * uu, vv);
        const x = Math.round(p[0] / s);
        const y = Math.round(p[1] / s);
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        const i = y * w + x;
        if (prob[i] > 0.55 && !seen[i]) {
          seen[i] = 1;
          stack[sp++] = i;
        }
      }
    }
  }
  for (const sign of [-1, 1]) {
    for (let vv = -0.35; vv <= 0; vv += 0.05) {
      const p = ctx.frame.toPx(sign * 0.57, vv);
      const x = Math.round(p[0] / s);
      const y = Math.round(p[1] / s);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      if (prob[i] > 0.4 && !seen[i]) {
        seen[i] = 1;
        stack[sp++] = i;
      }
    }
  }
  while (sp > 0) {
    const i = stack[--sp];
    const x = i % w;
    const y = (i - x) / w;
    if (x > 0 && !seen[i - 1] && prob[i - 1] > 0.3) {
      seen[i - 1] = 1;
      stack[sp++] = i - 1;
    }
    if (x < w - 1 && !seen[i + 1] && prob[i + 1] > 0.3) {
      seen[i + 1] = 1;
      stack[sp++] = i + 1;
    }
    if (y > 0 && !seen[i - w] && prob[i - w] > 0.3) {
      seen[i - w] = 1;
      stack[sp++] = i - w;
    }
    if (y < h - 1 && !seen[i + w] && prob[i + w] > 0.3) {
      seen[i + w] = 1;
      stack[sp++] = i + w;
    }
  }
  // keep soft edges next to connected pixels: dilate the seen set by a few pixels
  const keep = new Float32Array(w * h);
  for (let i = 0; i < keep.length; i++) keep[i] = seen[i]!;
  boxBlur(keep, w, h, 1);
  for (let i = 0; i < prob.length; i++) if (keep[i] <= 0.01) prob[i] = 0;
}
