/**
 * Where hair can be, from the face mesh alone: per cell a zone (the face from the eyes down is
 * never hair but for strands over its rim; the forehead and brows may hold bangs; the crown is where the hair's colours are learnt; the
 * chest centre is where the clothes' are) and a prior probability of hair — high on the skull,
 * fading down the sides for long hair, low over the neck and chest centre, near zero elsewhere
 * and next to other people's faces.
 */
import type { RenderContext } from '../context';
import { pt, pts } from '../../face/geometry';
import { centroid, scaleAbout, type Point } from '../../image/point';
import type { HairCells } from './cells';
import { createMask, fillPolygon } from '../../image/mask';
import { MESH } from '../../face/landmarks';
import {
  EAR_OUT,
  EAR_DOWN,
  EAR_RADII,
  FAR_REACH,
  FAR_BROW,
  FAR_BROW_UP,
  CROWD,
  INNER_FACE,
  CROWN_U,
  CROWN_SAMPLE_U,
} from './params';

export const ZONE = {
  other: 0,
  /** the face from the brows down: never hair */
  face: 1,
  /** the forehead inside the face oval, above the brows: bare skin or bangs */
  forehead: 2,
  /** the top of the skull, well above the face: the hair's colours are learnt here */
  crown: 3,
  /** the rest of the skull ellipse (temples, beside the face, the back of a turned head) */
  skull: 4,
  /** the chest centre below the chin: clothes or body skin */
  chest: 5,
  /** the throat just below the chin: skin, often in shadow */
  neck: 6,
  /** eyes, lips and nostrils: never hair, and not what skin looks like */
  features: 7,
  /** the rim of the face below the brows: skin, or strands hanging over it */
  faceEdge: 8,
  /** the skull above the crown band: hair (volume, curls), a bald scalp, or what is behind */
  top: 9,
  /** the brows: brow hair (never the head's), or bangs hanging over them */
  brow: 10,
} as const;

export type HairZones = {
  zone: Uint8Array;
  prior: Float32Array;
  /** face-frame v of the forehead top and of the chin */
  topV: number;
  chinV: number;
  /** face-frame u of the chin */
  chinU: number;
  /** 1 where an ear may show beside the face (outside the face itself) */
  ear: Uint8Array;
  /** 1 on the top of the skull whose colours are the hair's: the crown band, widened */
  crownSample: Uint8Array;
};

export const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * On a turned head the mesh tends to stop short of the far side of the face (foreshortened and
 * in shade): which side that is (−1 / +1 in face-frame u) and how far past the mesh it reaches.
 */
function farSide(ctx: RenderContext): { far: number; reach: number } {
  const yaw = ctx.frame.yaw;
  return { far: yaw > 0 ? -1 : 1, reach: FAR_REACH * Math.min(1, Math.abs(yaw) / 0.4) };
}

/**
 * The face outline with its top replaced by the brows' top line (it tilts with a turned head):
 * the face, its rim and the brows.
 */
function lowerFacePolygon(ctx: RenderContext): Point[] {
  const f = ctx.frame;
  const oval = pts(ctx.lm, MESH.faceOval);
  const faceOval = scaleAbout(oval, centroid(oval), 0.97);
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
  // (the rim reaches past the mesh on the far side of a turned head; strands hanging over it
  // still count as hair)
  const { far, reach } = farSide(ctx);
  const cu = f.toFace(centroid(oval))[0];
  const lower = faceOval.map((p) => {
    const q = f.toFace(p);
    const out = (q[0] - cu) * far > 0 ? far * reach * Math.min(1, Math.abs(q[0] - cu) / 0.4) : 0;
    const u = q[0] + out;
    const bv = browAt(u);
    return q[1] < bv ? f.toPx(u, bv) : out !== 0 ? f.toPx(u, q[1]) : p;
  });
  return lower;
}

/**
 * Eyes (with lashes and lid make-up), lips and nostrils, generously outlined: never hair. Lashes
 * are dark, fine and oriented — as strands are.
 */
export function featurePolygons(ctx: RenderContext): Point[][] {
  const out = [MESH.rightEye, MESH.leftEye].map((idx) => frameBox(ctx, idx, 0.1, 0.04, 0.06));
  for (const idx of [MESH.lipsOuter, MESH.nostrils]) {
    const part = pts(ctx.lm, idx);
    out.push(scaleAbout(part, centroid(part), 1.2));
  }
  return out;
}

/**
 * Each side's brow in a box of the face frame, reaching past its outer end (on a turned head the
 * mesh's far brow falls short of the photo's, further still): bangs may hang over it, the brow
 * itself is not hair.
 */
export function browPolygons(ctx: RenderContext): Point[][] {
  const f = ctx.frame;
  const { far } = farSide(ctx);
  return [
    [...MESH.rightBrowUpper, ...MESH.rightBrowLower],
    [...MESH.leftBrowUpper, ...MESH.leftBrowLower],
  ].map((idx) => {
    // the far brow's outer end reaches past the mesh as the far cheek does
    const u = idx.reduce((t, k) => t + f.toFace(pt(ctx.lm, k))[0], 0) / idx.length;
    // (only on a head turned well away: at a half turn the mesh's brow still ends where the
    // photo's does)
    const k = u * far > 0 ? smoothstep(0.6, 0.9, Math.abs(f.yaw)) : 0;
    const out = FAR_BROW * k;
    // (and sits higher than the mesh's: its arch foreshortened)
    return frameBox(ctx, idx, 0.1, 0.04 + FAR_BROW_UP * k, 0.04, far < 0 ? [out, 0] : [0, out]);
  });
}

/** The face-frame box round some mesh points, widened by du each side and dv0 / dv1 up and down. */
function frameBox(
  ctx: RenderContext,
  idx: readonly number[],
  du: number,
  dv0: number,
  dv1: number,
  /** more room toward −u and +u */
  extra: readonly [number, number] = [0, 0],
): Point[] {
  const f = ctx.frame;
  const q = idx.map((k) => f.toFace(pt(ctx.lm, k)));
  const u0 = Math.min(...q.map((p) => p[0])) - du - extra[0];
  const u1 = Math.max(...q.map((p) => p[0])) + du + extra[1];
  const v0 = Math.min(...q.map((p) => p[1])) - dv0;
  const v1 = Math.max(...q.map((p) => p[1])) + dv1;
  return [f.toPx(u0, v0), f.toPx(u1, v0), f.toPx(u1, v1), f.toPx(u0, v1)];
}

/**
 * The face's inner part, never hair: the lower face shrunk inside its rim, from the top of the
 * eyes down (bangs may cover the brows and everything above them).
 */
export function innerFacePolygon(ctx: RenderContext): Point[] {
  const f = ctx.frame;
  const eyes = [...MESH.rightEye, ...MESH.leftEye].map((k) => f.toFace(pt(ctx.lm, k))[1]);
  const top = Math.min(...eyes) - 0.05;
  const lower = lowerFacePolygon(ctx);
  return scaleAbout(lower, centroid(lower), INNER_FACE).map((p) => {
    const q = f.toFace(p);
    return q[1] < top ? f.toPx(q[0], top) : p;
  });
}

export function buildHairZones(ctx: RenderContext, cells: HairCells): HairZones {
  const f = ctx.frame;
  const { gw, gh, s, u, v, person } = cells;
  const n = gw * gh;
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  const chinF = f.toFace(pt(ctx.lm, MESH.chin));
  const chinV = chinF[1];
  const withPerson = Boolean(ctx.personMask);
  // the face polygons at cell resolution
  const toCells = (p: readonly Point[]): Point[] => p.map((q) => [q[0] / s, q[1] / s]);
  const face = fillPolygon(createMask(gw, gh), toCells(lowerFacePolygon(ctx)));
  const innerFace = fillPolygon(createMask(gw, gh), toCells(innerFacePolygon(ctx)));
  // eyes, lips and nostrils are never hair whatever the face outline does on a turned head, and
  // their detail is not skin's; the brows take only strands hanging over them
  const features = createMask(gw, gh);
  for (const poly of featurePolygons(ctx)) fillPolygon(features, toCells(poly));
  const brows = createMask(gw, gh);
  for (const poly of browPolygons(ctx)) fillPolygon(brows, toCells(poly));
  const oval = fillPolygon(createMask(gw, gh), toCells(pts(ctx.lm, MESH.faceOval)));
  const zone = new Uint8Array(n);
  const prior = new Float32Array(n);
  const crownSample = new Uint8Array(n);
  // the skull: an inner ellipse where hair is likely whatever its length, and (with a person
  // mask to cut the background away) an outer one for volume — curls, buns, a turned head
  const headCy = (topV + chinV) / 2 - 0.15;
  const headRy = (chinV - topV) / 2 + 0.33;
  const shift = f.yaw * 0.4;
  // the neck sits behind the chin: on a turned head it shows toward the back of the skull
  const neckU = chinF[0] + f.yaw * 0.35;
  const others = ctx.others ?? [];
  // in a crowd (another face within a few face widths) the person mask is not one person's
  // outline and the neighbours' suits and hair crowd the head: the skull keeps to its own size
  // and no volume reaches past it
  const crowded = others.some(
    (o) => Math.hypot(o.x - f.origin[0], o.y - f.origin[1]) < CROWD * Math.max(f.unit, o.unit),
  );
  const roomy = withPerson && !crowded;
  for (let c = 0; c < n; c++) {
    if (features.data[c] > 0) {
      zone[c] = ZONE.features;
      continue;
    }
    if (brows.data[c] > 0) {
      zone[c] = ZONE.brow;
      prior[c] = 0.15;
      continue;
    }
    if (face.data[c] > 0 && innerFace.data[c] === 0) {
      // above the eyes the rim is forehead (bangs reach down to the brows); below, the cheeks
      const high = v[c] < -0.08;
      zone[c] = high ? ZONE.forehead : ZONE.faceEdge;
      prior[c] = high ? 0.3 : 0.15;
      continue;
    }
    if (innerFace.data[c] > 0) {
      zone[c] = ZONE.face;
      continue;
    }
    const uu = u[c];
    const vv = v[c];
    const eu = (uu - shift) / (crowded ? 0.75 : 0.95);
    const ev = (vv - headCy) / headRy;
    const inner = eu * eu + ev * ev;
    const ou = (uu - shift) / (roomy ? 1.25 : crowded ? 0.75 : 1.0);
    const ov = (vv - headCy) / (headRy + (roomy ? 0.3 : 0.05));
    const outer = ou * ou + ov * ov;
    // below the jaw, beside the neck: hair only when it is long
    const underJaw = vv > chinV - 0.25 && Math.abs(uu - neckU) < 0.55;
    let p: number;
    if (oval.data[c] > 0) {
      zone[c] = ZONE.forehead;
      p = 0.4;
    } else if (vv > chinV + 0.06 && vv < chinV + 0.35 && Math.abs(uu - neckU) < 0.16) {
      zone[c] = ZONE.neck;
      p = 0.15;
    } else if (inner <= 1 || outer <= 1) {
      const above = vv < topV - 0.12;
      const band = above && inner <= 1 && vv > topV - 0.45;
      const crown = band && Math.abs(uu - f.yaw * 0.3) < CROWN_U;
      // (in a crowd the neighbours' hair and suits crowd the head: the sample keeps to the band)
      crownSample[c] =
        band && Math.abs(uu - f.yaw * 0.3) < (crowded ? CROWN_U : CROWN_SAMPLE_U) ? 1 : 0;
      zone[c] = crown ? ZONE.crown : above ? ZONE.top : ZONE.skull;
      p = underJaw ? 0.3 : inner <= 1 ? 0.6 : 0.4;
    } else {
      // long hair down the sides (and the back of the shoulders), fading with the distance
      // below the chin; the neck and chest centre rarely hold hair
      const below = smoothstep(chinV - 0.2, chinV + 2.8, vv);
      const wide = 1 - smoothstep(1.1, 1.5, Math.abs(uu));
      const centre = vv > chinV ? 0.35 + 0.65 * smoothstep(0.18, 0.5, Math.abs(uu - chinF[0])) : 1;
      const band = vv < headCy ? 0 : 0.55 * (1 - below) * wide * centre;
      // buns, pigtails and volume reach past the skull ellipse (cut off by the person mask)
      const beyond = roomy ? 0.4 - 0.3 * smoothstep(1, 1.6, Math.sqrt(outer)) : 0;
      // (in a crowd nothing beside the head above the chin is this person's hair: it is the
      // neighbours' suits and hair, however alike they look; 0 fixes it)
      p = crowded && vv < chinV ? 0 : Math.max(0.04, band, beyond);
      if (vv > chinV + 0.6 && vv < chinV + 1.6 && Math.abs(uu - chinF[0]) < 0.22) {
        zone[c] = ZONE.chest;
      }
    }
    // cells nearer to another person's face (their body hangs below it) belong to them
    if (others.length > 0) {
      const x = (c % gw) * s + s / 2;
      const y = Math.floor(c / gw) * s + s / 2;
      const d0 = Math.hypot(uu, vv);
      for (const o of others) {
        const oy = y - o.y;
        if (Math.hypot(x - o.x, oy > 0 ? oy * 0.4 : oy) / o.unit < d0) {
          p *= 0.02;
          if (zone[c] !== ZONE.forehead) zone[c] = ZONE.other;
          break;
        }
      }
    }
    if (person[c] >= 0 && person[c] < 0.5 && zone[c] === ZONE.crown) zone[c] = ZONE.skull;
    if ((person[c] >= 0 && person[c] < 0.5) || zone[c] === ZONE.other) crownSample[c] = 0;
    prior[c] = p;
  }
  return {
    zone,
    prior,
    topV,
    chinV,
    chinU: chinF[0],
    ear: earCells(ctx, cells, zone),
    crownSample,
  };
}

/** Whether face-frame (u, v) lies in either ear's ellipse beside the face. */
export function earTest(ctx: RenderContext): (u: number, v: number) => boolean {
  const f = ctx.frame;
  const sides = [MESH.rightCheekEdge, MESH.leftCheekEdge].map((k) => f.toFace(pt(ctx.lm, k)));
  const mid = (sides[0][0] + sides[1][0]) / 2;
  const ears = sides.map(([u, v]) => [u + Math.sign(u - mid) * EAR_OUT, v + EAR_DOWN]);
  return (u, v) => {
    for (const [eu, ev] of ears) {
      const du = (u - eu) / EAR_RADII[0];
      const dv = (v - ev) / EAR_RADII[1];
      if (du * du + dv * dv <= 1) return true;
    }
    return false;
  };
}

/** Cells in either ear's ellipse that are not the face's own zones. */
function earCells(ctx: RenderContext, cells: HairCells, zone: Uint8Array): Uint8Array {
  const inEar = earTest(ctx);
  const ear = new Uint8Array(zone.length);
  for (let c = 0; c < zone.length; c++) {
    const z = zone[c];
    if (z === ZONE.face || z === ZONE.features || z === ZONE.faceEdge || z === ZONE.brow) continue;
    if (inEar(cells.u[c], cells.v[c])) ear[c] = 1;
  }
  return ear;
}
