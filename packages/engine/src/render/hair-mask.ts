/**
 * Soft hair mask without a hair model: a spatial prior around the head from the face frame,
 * per-cell likelihoods from the colour models (hair-model.ts) with a strand-texture term on a
 * coarse grid, connectivity to confident seeds, region growing along smooth hair
 * (hair-grow.ts), then a full-resolution upsample (hair-upsample.ts).
 * With the person's segmentation (ctx.personMask) the background is cut away by the mask: the
 * hair's colours are learnt from the skull cap inside the person, the face mesh excludes the
 * face from the brows down (bangs over the forehead are recognised by their strands), body skin
 * and clothes models keep the dye off the neck, shoulders and top, and the result is gated by
 * the person mask. Without it the colour models alone decide (the earlier behaviour).
 */
import { linearToLab, type Lab } from './color';
import { closestDeltaE, fitClusters, likelihood, type Cluster } from './color-model';
import { cellTexture, strandCoherence } from './hair-cells';
import { personAt, type RenderContext } from './context';
import { boxBlur } from './blur';
import { pt, pts, scaleAbout, centroid } from './geometry';
import { featherMask, fillPolygon, maskAround, maskAt, type Mask } from './mask';
import { MESH } from './mesh-regions';
import { closeHoles, createHairGrid, growHair, keepConnected, releaseHairGrid } from './hair-grow';
import { upsampleHairGrid } from './hair-upsample';
import { learnFromPerson, loosenSkin, type HairModel } from './hair-model';

export { buildHairModel, type HairModel } from './hair-model';

const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Hair probability mask over the whole work region. */
export function buildHairMask(ctx: RenderContext, model: HairModel): Mask {
  if (ctx.hairMask) return ctx.hairMask;
  const f = ctx.frame;
  const w = ctx.work.width;
  const h = ctx.work.height;
  const u = f.unit;
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  const withPerson = Boolean(ctx.personMask);
  const oval = pts(ctx.lm, MESH.faceOval);
  const faceOval = scaleAbout(oval, centroid(oval), 0.97);
  // with a person mask the forehead above the brows is left to the colour models (bangs hang
  // over it); the face from the brows down (eyes, brows, skin) is always excluded
  // the brows' top line (each brow's highest point; the line tilts with a turned head)
  const browTop = (idx: readonly number[]): [number, number] => {
    const q = idx.map((k) => f.toFace(pt(ctx.lm, k)));
    const top = q.reduce((a, b) => (b[1] < a[1] ? b : a));
    return [q.reduce((t, p) => t + p[0], 0) / q.length, top[1]];
  };
  const [ru, rv] = browTop(MESH.rightBrowUpper);
  const [lu, lv] = browTop(MESH.leftBrowUpper);
  const slope = Math.abs(lu - ru) > 0.05 ? (lv - rv) / (lu - ru) : 0;
  const browAt = (uu: number): number =>
    Math.max(Math.min(rv, lv) - 0.1, rv + slope * (uu - ru) - 0.015);
  const lowerFace = withPerson
    ? faceOval.map((p) => {
        const q = f.toFace(p);
        const bv = browAt(q[0]);
        return q[1] < bv ? f.toPx(q[0], bv) : p;
      })
    : faceOval;
  // a soft face edge: hair strands that cross it fade out instead of stopping at a line
  const faceSigma = Math.max(0.8, u * 0.012);
  const face = maskAround(lowerFace, Math.ceil(faceSigma * 3) + 1, w, h);
  fillPolygon(face, lowerFace);
  featherMask(face, faceSigma, ctx.scratch);
  const inFace = (x: number, y: number): boolean => maskAt(face, x, y) > 0.5;
  const forehead = maskAround(faceOval, 1, w, h);
  if (withPerson) fillPolygon(forehead, faceOval);
  const inForehead = (x: number, y: number): boolean => maskAt(forehead, x, y) > 0.5;
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
    // with a person mask the texture only has to tell hair from skin (smooth shoulders, lit
    // cheeks), which needs a higher floor than telling it from a blurred background
    const [t0, dt] = withPerson ? [0.04, 0.1] : [0.02, 0.05];
    return Math.max(0, Math.min(1, (cellTexture(ctx, x, y, s) - t0) / dt));
  };
  /** Orientation coherence around a cell (strands run one way). */
  const strandsAt = (gi: number): number => {
    const gx = gi % gw;
    const gy = (gi - gx) / gw;
    return strandCoherence(
      ctx,
      gx * s + (s >> 1),
      gy * s + (s >> 1),
      Math.max(2, Math.round(u / 40)),
    );
  };
  const others = ctx.others ?? [];
  // with a person mask the background is cut away by the mask, so the head ellipse may be wider
  // (voluminous curls) and the colour models need only tell hair from skin and clothes
  /** forehead cells just above the brows: bare skin, or bangs down to the brows */
  const lowForehead: number[] = [];
  /** person cells at the chest centre (clothes or body skin, rarely hair) */
  const chestCells: number[] = [];
  const rx = withPerson ? 1.25 : 0.98;
  const ryPad = withPerson ? 0.25 : 0;
  const bandU = withPerson ? 1.45 : 1.2;
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
      if (withPerson && g.below[gi] === 0) {
        // with a person mask the skull cap (where the person is hair) starts clearly above
        // the face: temples beside the eyes count as beside the face, and a band above the
        // mesh's forehead top (a high forehead) as forehead
        if (v > browAt(uu) - 0.05) g.below[gi] = 2;
        else if (v > topV - 0.12) g.below[gi] = 3;
        else if (v < topV - 0.25) g.crown[gi] = 1;
      }
      if (inFace(x, y)) continue;
      const pp = withPerson ? personAt(ctx, x, y) : -1;
      g.person[gi] = pp;
      if (pp >= 0 && inForehead(x, y)) {
        // bangs over the forehead: allowed, never a seed; strand texture and colour decide
        g.prior[gi] = 0.8 * smoothstep(0.1, 0.45, pp);
        g.below[gi] = 3;
        if (v > browAt(uu) - 0.15 && Math.abs(uu) < 0.3) lowForehead.push(gi);
        continue;
      }
      const eu = (uu - f.yaw * 0.4) / rx;
      const ev = (v - headCy) / (headRy + ryPad);
      let prior = eu * eu + ev * ev <= 1 ? 1 : 0;
      if (!prior && v > headCy - 0.3 && Math.abs(uu) < bandU && v < chinV + 2.4) {
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
      if (pp >= 0) prior *= smoothstep(0.1, 0.45, pp);
      g.prior[gi] = prior;
      if (pp > 0.85 && v > chinV + 0.7 && v < chinV + 1.6 && Math.abs(uu) < 0.3) {
        chestCells.push(gi);
      }
    }
  }
  const skinLoose = loosenSkin(model.skin);
  const learnt = withPerson ? learnFromPerson(model, g, labAt, chestCells, skinLoose) : null;
  const capHair = learnt?.capHair ?? [];
  let clothes = learnt?.clothes ?? model.clothes;
  // bangs down to the brows make the whole forehead band hair-coloured: it may then be smooth
  // (no strand texture needed); a bare forehead keeps the strict rules
  let bangs = false;
  if (withPerson && capHair.length > 0 && lowForehead.length > 0) {
    let hairLike = 0;
    for (const gi of lowForehead) {
      if (Number.isNaN(cellL[gi])) labAt(gi);
      // bangs show strands; a bare forehead is smooth (whatever their colours)
      if (Number.isNaN(cellTex[gi])) cellTex[gi] = textureAt(gi);
      if (cellTex[gi] > 0.5) hairLike++;
    }
    bangs = hairLike > 0.6 * lowForehead.length;
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
      const pp = g.person[gi];
      const body = g.below[gi] === 1;
      // lit or shadowed body skin differs from the face mostly in lightness
      const beside = g.below[gi] !== 0 && pp >= 0;
      const cap = pp >= 0 && prior >= 1 && g.below[gi] === 0;
      const ps = likelihood((body || cap) && pp >= 0 ? skinLoose : model.skin, L, A, B);
      // inside the person the background model only matters where the mask is unsure
      const pb = likelihood(model.background, L, A, B) * (pp >= 0 ? 1 - pp : 1);
      const pc = body && clothes.length > 0 ? likelihood(clothes, L, A, B) : 0;
      // below the chin skin is body skin (neck, shoulders): trust the skin model more there;
      // inside a person mask above the forehead only hair is left (light hair resembles skin)
      const forehead = g.below[gi] === 3;
      const ks = body ? 2.5 : forehead ? (bangs ? 0.8 : 1.5) : g.crown[gi] ? 0.05 : cap ? 0.5 : 0.8;
      // strand texture: hair has fine luminance detail, skin and blurred backgrounds do not
      let tk = cellTex[gi];
      if (Number.isNaN(tk)) {
        tk = textureAt(gi);
        cellTex[gi] = tk;
      }
      // smooth hair inside a person mask needs less texture evidence (no blurred background)
      const strict = beside && !(forehead && bangs);
      // (the cap next to the face may be a high forehead's lit skin: more texture wanted there
      // than on the crown)
      const capFactor = g.crown[gi] || (forehead && bangs) ? 0.6 + 0.4 * tk : 0.3 + 0.7 * tk;
      const texFactor = pp >= 0 ? (strict ? tk : capFactor) : body ? tk : 0.15 + 0.85 * tk;
      grid[gi] = (ph / (ph + ks * ps + 0.8 * pb + 1.5 * pc + 0.02)) * prior * texFactor;
    }
  };
  // (with a person mask, sampled "hair" that looks like lit skin — a high forehead sampled
  // above the mesh — is dropped: the skull cap's own colours replace it)
  const firstHair =
    capHair.length > 0
      ? [
          ...model.hair.filter((c) => likelihood(skinLoose, c.mean[0], c.mean[1], c.mean[2]) < 0.3),
          ...capHair,
        ]
      : model.hair;
  classify(firstHair);
  boxBlur(grid, gw, gh, 1);
  keepConnected(g, ctx, topV);
  // second pass: learn the hair colours from the confident first-pass hair (lengths are often
  // lighter or darker than the roots sampled above the forehead)
  const more: number[] = [];
  const side: number[] = [];
  const stride = Math.max(1, Math.floor((gw * gh) / 20000));
  for (let k = 0; k < grid.length; k += stride) {
    if (grid[k] < 0.8 || Number.isNaN(cellL[k])) continue;
    more.push(cellL[k], cellA[k], cellB[k]);
    if (g.below[k] === 2) side.push(cellL[k], cellA[k], cellB[k]);
  }
  let hairAll: readonly Cluster[] = firstHair;
  if (capHair.length > 0 && side.length > 60) {
    // with a person mask the skull cap has given the roots' colours; the hair beside the face
    // gives the lengths' (often lighter or darker) for the growth down over the shoulders
    const lengths = fitClusters(Float32Array.from(side), 2).filter(
      (c) => closestDeltaE(model.skin, c.mean) > 4,
    );
    hairAll = [...firstHair, ...lengths];
    clothes = clothes.filter((c) => closestDeltaE(lengths, c.mean) > 6);
  } else if (more.length > 60 && capHair.length === 0) {
    const learned = fitClusters(Float32Array.from(more), 4).filter(
      (c) => closestDeltaE(model.background, c.mean) > 5 && closestDeltaE(model.skin, c.mean) > 4,
    );
    hairAll = [...firstHair, ...learned];
    classify(hairAll);
    boxBlur(grid, gw, gh, 1);
    keepConnected(g, ctx, topV);
  }
  // region growing along smooth hair from the accepted cells
  growHair(
    g,
    {
      hair: hairAll,
      skin: model.skin,
      background: model.background,
      ...(clothes.length > 0 ? { clothes } : {}),
      bangs,
    },
    labAt,
    withPerson ? strandsAt : undefined,
  );
  boxBlur(grid, gw, gh, 1);
  if (withPerson) {
    // (the rim reaches out only where a cell looks more like hair than like the background)
    closeHoles(g, Math.max(1, Math.round((0.04 * u) / s)), (i) => {
      if (Number.isNaN(cellL[i])) labAt(i);
      const [l, a, b] = [cellL[i], cellA[i], cellB[i]];
      return likelihood(hairAll, l, a, b) > likelihood(model.background, l, a, b);
    });
  }

  const gate = withPerson
    ? (x: number, y: number): number => smoothstep(0.1, 0.5, personAt(ctx, x, y))
    : undefined;
  const mask = upsampleHairGrid(g, face, ctx.scratch, Math.max(0.6, u * 0.004), w, h, gate);
  releaseHairGrid(g);
  ctx.hairMask = mask;
  return mask;
}
