/**
 * Soft hair mask without a hair model: a spatial prior around the head from the face frame,
 * per-cell likelihoods from the colour models (hair-model.ts) with a strand-texture term on a
 * coarse grid, connectivity to confident seeds, region growing along smooth hair
 * (hair-grow.ts), then a full-resolution upsample (hair-upsample.ts).
 */
import { linearToLab, type Lab } from './color';
import { closestDeltaE, fitClusters, likelihood, type Cluster } from './color-model';
import type { RenderContext } from './context';
import { boxBlur } from './blur';
import { pt, pts, scaleAbout, centroid } from './geometry';
import { fillPolygon, maskAround, maskAt, type Mask } from './mask';
import { MESH } from './mesh-regions';
import { createHairGrid, growHair, keepConnected } from './hair-grow';
import { upsampleHairGrid } from './hair-upsample';
import type { HairModel } from './hair-model';

export { buildHairModel, type HairModel } from './hair-model';

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
  const g = createHairGrid(gw, gh, s);
  const grid = g.prob;
  const lab: Lab = [0, 0, 0];
  const headCy = (topV + chinV) / 2 - 0.15;
  const headRy = (chinV - topV) * 0.5 + 0.33;
  const c = Math.cos(f.roll);
  const sn = Math.sin(f.roll);
  const { L: cellL, A: cellA, B: cellB, tex: cellTex } = g;
  const labAt = (gi: number): void => {
    const gx = gi % gw;
    const gy = (gi - gx) / gw;
    // mean linear colour of the cell: single pixels of textured hair are too noisy to compare
    const { r, g: gr, b } = ctx.work;
    let sr = 0;
    let sg = 0;
    let sb = 0;
    let n = 0;
    const y1 = Math.min(h, gy * s + s);
    const x1 = Math.min(w, gx * s + s);
    for (let y = gy * s; y < y1; y++) {
      for (let i = y * w + gx * s, e = y * w + x1; i < e; i++) {
        sr += r[i];
        sg += gr[i];
        sb += b[i];
        n++;
      }
    }
    n = Math.max(1, n);
    linearToLab(sr / n, sg / n, sb / n, lab);
    cellL[gi] = lab[0];
    cellA[gi] = lab[1];
    cellB[gi] = lab[2];
  };
  const textureAt = (gi: number): number => {
    const gx = gi % gw;
    const gy = (gi - gx) / gw;
    const x = Math.min(w - 1, gx * s + (s >> 1));
    const y = Math.min(h - 1, gy * s + (s >> 1));
    return Math.max(0, Math.min(1, (cellTexture(ctx, x, y, s) - 0.02) / 0.05));
  };
  const others = ctx.others ?? [];
  // spatial prior: an ellipse around the skull, then a band down the sides for long hair
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const x = Math.min(w - 1, gx * s + (s >> 1));
      const y = Math.min(h - 1, gy * s + (s >> 1));
      const gi = gy * gw + gx;
      const dx = x + 0.5 - f.origin[0];
      const dy = y + 0.5 - f.origin[1];
      const uu = (dx * c + dy * sn) / u;
      const v = (-dx * sn + dy * c) / u;
      g.below[gi] = v > chinV ? 1 : v > 0 ? 2 : 0;
      if (inFace(x, y)) continue;
      const eu = (uu - f.yaw * 0.4) / 0.98;
      const ev = (v - headCy) / headRy;
      let prior = eu * eu + ev * ev <= 1 ? 1 : 0;
      if (!prior && v > headCy - 0.3 && Math.abs(uu) < 1.2 && v < chinV + 2.4) {
        prior = Math.max(0, 1 - Math.max(0, v - chinV) / 2.4);
        if (v > chinV + 0.15 && Math.abs(uu) < 0.28) prior *= 0.15; // neck / chest
      }
      // cells nearer (in face widths) to another person's face or body belong to them
      if (prior > 0 && others.length > 0) {
        const d0 = Math.hypot(dx, dy) / u;
        for (const o of others) {
          // their body hangs below their face: distances downward count less
          const oy = y - o.y;
          if (Math.hypot(x - o.x, oy > 0 ? oy * 0.4 : oy) / o.unit < d0) {
            prior = 0;
            break;
          }
        }
      }
      g.prior[gi] = prior;
    }
  }
  const classify = (hairClusters: readonly Cluster[]): void => {
    grid.fill(0);
    for (let gi = 0; gi < grid.length; gi++) {
      const prior = g.prior[gi];
      if (prior <= 0) continue;
      if (Number.isNaN(cellL[gi])) labAt(gi);
      const L = cellL[gi];
      const A = cellA[gi];
      const B = cellB[gi];
      const ph = likelihood(hairClusters, L, A, B);
      if (ph < 0.01) continue;
      const ps = likelihood(model.skin, L, A, B);
      const pb = likelihood(model.background, L, A, B);
      const body = g.below[gi] === 1;
      // below the chin skin is body skin (neck, shoulders): trust the skin model more there
      const ks = body ? 2.5 : 0.8;
      // strand texture: hair has fine luminance detail, skin and blurred backgrounds do not
      let tk = cellTex[gi];
      if (Number.isNaN(tk)) {
        tk = textureAt(gi);
        cellTex[gi] = tk;
      }
      const texFactor = body ? tk : 0.15 + 0.85 * tk;
      grid[gi] = (ph / (ph + ks * ps + 0.8 * pb + 0.02)) * prior * texFactor;
    }
  };
  classify(model.hair);
  boxBlur(grid, gw, gh, 1);
  keepConnected(g, ctx, topV);
  // second pass: learn the hair colours from the confident first-pass hair (lengths are often
  // lighter or darker than the roots sampled above the forehead)
  const more: number[] = [];
  const stride = Math.max(1, Math.floor((gw * gh) / 20000));
  for (let k = 0; k < grid.length; k += stride) {
    if (grid[k] < 0.8 || Number.isNaN(cellL[k])) continue;
    more.push(cellL[k], cellA[k], cellB[k]);
  }
  let hairAll: readonly Cluster[] = model.hair;
  if (more.length > 60) {
    const learned = fitClusters(Float32Array.from(more), 4).filter(
      (c) => closestDeltaE(model.background, c.mean) > 5 && closestDeltaE(model.skin, c.mean) > 4,
    );
    hairAll = [...model.hair, ...learned];
    classify(hairAll);
    boxBlur(grid, gw, gh, 1);
    keepConnected(g, ctx, topV);
  }
  // region growing along smooth hair from the accepted cells
  growHair(g, { hair: hairAll, skin: model.skin, background: model.background }, labAt);
  boxBlur(grid, gw, gh, 1);

  const mask = upsampleHairGrid(g, face, ctx.scratch, Math.max(0.6, u * 0.004), w, h);
  ctx.hairMask = mask;
  return mask;
}
