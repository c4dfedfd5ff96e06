/**
 * The person's hair as a region, cheaply: a coarse grid of cells over the head and shoulders
 * (hair-cells.ts: CELLS_PER_FACE per face width, each the mean colour of a few pixels). Hair is
 * seeded at the crown and the temples, and beside the face when the photo's edge cuts off the crown
 * (cells unlike the skin and the background: the crop's top corners and far sides; on a profile,
 * whose nose lies beyond a cheek edge, only behind the face: the side it faces shows its own cheek
 * and nose there), and grown over cells nearer the hair's colour centres than the background's and
 * the skin's, crossing only short runs of shadow; the face and the column under the mouth are never
 * hair (beards, shirts). Hair that falls beside the neck without touching that region (a ponytail
 * brought forward) joins it when the region already reaches below the chin. The colour is the
 * median of the lit part of the seeds and of the crown cells unlike the backdrop's widespread
 * colours (colourCells: hair reaching the crop's border is not backdrop), balanced by the face's
 * skin (underPlainLight), and on a profile seeded beside the face also of the region's cells behind
 * the head (behindProfile: the seeds by the ear lie in the head's shade); a colour tinted by a
 * backdrop's glow has its lightness read on the cells of a natural hue (hair-colour.ts). The cells
 * and the skin are taken under grey light first (the photo's light colour off,
 * image/white-point.ts), so every test (skin, backdrop, hair) compares colours as under plain light
 * (under a warm lamp a dim backdrop and black hair both lean orange and read alike); the length is
 * how far below the chin the region reaches beside the face and neck. About 0.7 ms CPU per face.
 *
 * With the person's segmentation (person-cells.ts) hair is looked for on the person's cells only,
 * the background is sampled on the backdrop's cells only (hair behind a profile's head is not
 * backdrop), and when the crown shows skin (a profile's forehead, a hairline: its hair cells
 * blend hair and skin) the colour is judged on the person's cells around the head too. When the
 * mask's sure cells seed too few (a crop cutting the head, where the mask is unsure of the hair at
 * the cut edge), its unsure cells are candidates too, told from the backdrop by how tightly the
 * backdrop's own cells sit about its colour centres (hair-cells.ts unlikeBackdrop).
 */
import type { Lab } from '../image/color';
import type { RawImage } from '../image/raw-image';
import { NO_CAST, underWhite, type WhiteGains } from '../image/white-point';
import { MESH } from '../face/landmarks';
import { dist, profileFront, pt, type Mesh } from './landmarks';
import {
  cellGrid,
  cellLab,
  cellX,
  cellY,
  centres,
  distance,
  grow,
  nearest,
  widespread,
  quantile,
  unlikeBackdrop,
  type Centre,
  type Grid,
} from './hair-cells';
import * as P from './hair-params';
import type { PersonMask } from '../render/context';
import { personCells } from './person-cells';
import { skinApart } from './skin-apart';
import { glowFree, seenColour } from './hair-colour';

export type HairLength = 'short' | 'medium' | 'long';

export type HairRegion = {
  /** median colour of the hair's cells; null when the crown shows no hair */
  colour: Lab | null;
  length: HairLength;
  /** how far the hair reaches below the chin, in face heights (negative: above it) */
  reach: number;
  /** hair cells found */
  cells: number;
};

/** The face's measures in image pixels (w: cheek edge to cheek edge; h: forehead top to chin). */
export type Face = {
  cx: number;
  top: number;
  chin: number;
  mouth: number;
  eyes: number;
  w: number;
  h: number;
  /** the side a profile faces (profileFront: 1 right, -1 left), 0 for a frontal face */
  front: -1 | 0 | 1;
};

function faceOf(mesh: Mesh): Face {
  const top = pt(mesh, MESH.foreheadTop);
  const chin = pt(mesh, MESH.chin);
  const fr = pt(mesh, MESH.rightCheekEdge);
  const fl = pt(mesh, MESH.leftCheekEdge);
  return {
    cx: (fr.x + fl.x) / 2,
    top: top.y,
    chin: chin.y,
    mouth: pt(mesh, MESH.lipsOuter[0] ?? 0).y,
    eyes: (pt(mesh, MESH.rightEyeOuter).y + pt(mesh, MESH.leftEyeOuter).y) / 2,
    w: Math.max(1, dist(fr, fl)),
    h: Math.max(1, dist(top, chin)),
    front: profileFront(mesh),
  };
}

const clampShift = (v: number) => Math.max(-P.MAX_SHIFT, Math.min(P.MAX_SHIFT, v));

/**
 * The hair's colour as under plain light: the face's own skin is the reference (a warm lamp or a
 * dim exposure moves skin and hair alike), so part of the skin's departure from a typical skin
 * is taken off the hair. Partly only: skins differ too.
 */
export function underPlainLight(hair: Lab, skin: Lab): Lab {
  const [refL, refA, refB] = P.SKIN_REFERENCE;
  return [
    hair[0] + clampShift((refL - skin[0]) * P.BALANCE_LIGHTNESS),
    hair[1] + clampShift((refA - skin[1]) * P.BALANCE_CHROMA),
    hair[2] + clampShift((refB - skin[2]) * P.BALANCE_CHROMA),
  ];
}

/** Where hair is looked for first, and the cells that show the background. */
type Zones = {
  /** crown and temples, and beside the face when the crown is cut off */
  candidates: number[];
  /** the candidates beside the face: told from their own side's background */
  beside: Set<number>;
  background: number[];
  /** with the segmentation: the person's cells around the head outside the crown and temples */
  around: number[];
  /** with the segmentation: crown, temple and beside-face cells it is unsure of (neither the
   * person nor the backdrop: its edge) */
  unsure: number[];
};

function zonesOf(g: Grid, f: Face): Zones {
  const { cx, top, w, h } = f;
  // the photo's top edge cuts the crown band: hair is seeded beside the face too
  const crownCut = top - P.CROWN_TOP * h < 0;
  const zones: Zones = {
    candidates: [],
    beside: new Set(),
    background: [],
    around: [],
    unsure: [],
  };
  for (let c = 0; c < g.gw * g.gh; c++) {
    const x = cellX(g, c);
    const y = cellY(g, c);
    const off = Math.abs(x - cx);
    const inCrown =
      y > top - P.CROWN_TOP * h && y < top - P.CROWN_BOTTOM * h && off < P.CROWN_HALF_WIDTH * w;
    const atTemple =
      y > top - P.CROWN_BOTTOM * h &&
      y < f.eyes &&
      off > P.TEMPLE_INNER * w &&
      off < P.TEMPLE_OUTER * w;
    // (not on the side a profile faces: its own cheek and nose lie there, or what is before it)
    const besideFace =
      crownCut &&
      y > f.eyes &&
      y < f.mouth &&
      off > P.TEMPLE_INNER * w &&
      off < P.BESIDE_OUTER * w &&
      Math.sign(x - cx) !== f.front;
    if (inCrown || atTemple || besideFace) {
      zones.candidates.push(c);
      if (besideFace && !inCrown && !atTemple) zones.beside.add(c);
    } else if (
      (y < top - P.BACKGROUND_ABOVE * h && off > P.BACKGROUND_SIDE * w) ||
      (y < f.chin && off > P.BACKGROUND_FAR_SIDE * w)
    ) {
      zones.background.push(c);
    }
  }
  return zones;
}

/**
 * Zones with the person's segmentation: the crown, temple and beside-face cells the mask calls
 * the person, the background cells it calls the backdrop (all of them when it calls too few so),
 * and the person's cells above the eyes within MASK_HEAD_HALF_WIDTH of the face, outside it.
 */
function maskedZones(g: Grid, f: Face, person: Float32Array): Zones {
  const plain = zonesOf(g, f);
  const isPerson = (c: number) => (person[c] ?? 0) >= P.MASK_PERSON;
  const candidates = plain.candidates.filter(isPerson);
  const unsure = plain.candidates.filter(
    (c) => !isPerson(c) && (person[c] ?? 0) >= P.MASK_BACKDROP,
  );
  const taken = new Set(plain.candidates);
  const around: number[] = [];
  for (let c = 0; c < person.length; c++) {
    const x = cellX(g, c);
    const y = cellY(g, c);
    if (taken.has(c) || !isPerson(c) || inFace(f, x, y)) continue;
    if (y < f.eyes && Math.abs(x - f.cx) < P.MASK_HEAD_HALF_WIDTH * f.w) around.push(c);
  }
  const backdrop = plain.background.filter((c) => (person[c] ?? 0) < P.MASK_BACKDROP);
  return {
    candidates,
    beside: plain.beside,
    background: backdrop.length >= P.MIN_HAIR_CELLS ? backdrop : plain.background,
    around,
    unsure,
  };
}

/** Whether image point (x, y) lies in the face's ellipse (never hair). */
function inFace(f: Face, x: number, y: number): boolean {
  const cy = (f.top + f.chin) / 2;
  return (
    ((x - f.cx) / (P.FACE_HALF_WIDTH * f.w)) ** 2 + ((y - cy) / (P.FACE_HALF_HEIGHT * f.h)) ** 2 < 1
  );
}

/**
 * Hair colour and length of the face `mesh` from a coarse region grown from its crown; with the
 * person's segmentation `mask`, apart from the backdrop by the mask (maskedZones).
 */
export function hairRegion(
  img: RawImage,
  mesh: Mesh,
  skin: Lab,
  light: WhiteGains = NO_CAST,
  mask?: PersonMask,
): HairRegion {
  const f = faceOf(mesh);
  const { cx, w, h } = f;
  const cell = Math.max(1.5, w / P.CELLS_PER_FACE);
  const g = cellGrid(
    img,
    Math.max(0, cx - P.CROP_SIDE * w),
    Math.max(0, f.top - P.CROP_ABOVE * h),
    Math.min(img.width, cx + P.CROP_SIDE * w),
    Math.min(img.height, f.chin + P.CROP_BELOW * h),
    cell,
    light,
  );
  const n = g.gw * g.gh;
  const none: HairRegion = { colour: null, length: 'short', reach: -1, cells: 0 };
  if (n === 0) return none;
  const plainSkin = underWhite(skin, light);
  const skinLab: Centre = [plainSkin[0], plainSkin[1], plainSkin[2]];
  const person = mask ? personCells(g, mask) : null;
  const zones = person ? maskedZones(g, f, person) : zonesOf(g, f);
  // a hand or arm beside the head, lit or in shade, is not hair (skin-apart.ts)
  const apart = skinApart(
    g,
    skinLab,
    (c) => inFace(f, cellX(g, c), cellY(g, c)),
    (c) => !person || (person[c] ?? 0) >= P.MASK_PERSON,
  );
  const background = centres(g, zones.background, P.BACKGROUND_CENTRES);
  // hair blown out on one side is not the backdrop the other side's hair stands against
  const sideBackground = [false, true].map((right) =>
    centres(
      g,
      zones.background.filter((c) => cellX(g, c) >= cx === right),
      P.BACKGROUND_CENTRES,
    ),
  );
  // unlike the skin, and farther than `delta` from the backdrop (beside the face: from that side's
  // background)
  const seedTest = (delta: number) => (c: number) => {
    const against = zones.beside.has(c) ? sideBackground[cellX(g, c) >= cx ? 1 : 0] : background;
    return (
      distance(g, c, skinLab) > P.SCALP_DELTA &&
      apart[c] !== 1 &&
      nearest(g, c, against ?? []) > delta
    );
  };
  const isSeed = seedTest(P.BACKGROUND_DELTA);
  let seeds = zones.candidates.filter(isSeed);
  if (seeds.length < P.MIN_HAIR_CELLS && zones.unsure.length > 0) {
    // the mask's sure cells show too little hair (a crop cutting the head leaves its edge, where
    // the mask is unsure): its unsure cells are looked at too, told from the backdrop by how far
    // the backdrop's own cells lie from its colour centres (one spread for the whole backdrop: a
    // side's few cells do not tell it)
    const spread = unlikeBackdrop(zones.background.map((c) => nearest(g, c, background)));
    zones.candidates = [...zones.candidates, ...zones.unsure];
    seeds = zones.candidates.filter(seedTest(spread));
  }
  if (seeds.length < P.MIN_HAIR_CELLS) return { ...none, cells: seeds.length };
  const hairLike = hairLikeCells(g, f, seeds, background, skinLab);
  const reachOf = (region: Uint8Array) => reachBelowChin(g, f, region);
  let region = grow(g, hairLike, seeds);
  // hair gathered behind the head (a ponytail) falls beside the neck without joining the crown's
  // region in the photo: when that region already reaches below the chin, lit hair beside the
  // neck grows it too
  const neck = neckCells(g, f, hairLike);
  if (neck.length >= P.NECK_MIN_CELLS && reachOf(region) >= P.SHORT_BELOW_CHIN) {
    region = grow(g, hairLike, [...seeds, ...neck]);
  }
  let cells = 0;
  for (let c = 0; c < n; c++) cells += region[c] ?? 0;
  if (cells < P.MIN_HAIR_CELLS) return { ...none, cells };
  const reach = reachOf(region);
  const length: HairLength =
    reach < P.SHORT_BELOW_CHIN ? 'short' : reach < P.MEDIUM_BELOW_CHIN ? 'medium' : 'long';
  // a crown showing skin blends hair and skin: the person's hair around the head joins the colour
  const crownSkin = zones.candidates.filter((c) => distance(g, c, skinLab) <= P.SCALP_DELTA);
  const around =
    crownSkin.length >= P.MASK_CROWN_SKIN * zones.candidates.length
      ? zones.around.filter(isSeed)
      : [];
  const judgedCells = colourCells(
    g,
    { ...zones, candidates: [...zones.candidates, ...around].filter((c) => apart[c] !== 1) },
    [...seeds, ...around],
    background,
    skinLab,
  );
  // a profile whose crown is cut is seeded only by the ear, where the head shades the hair: its
  // mass behind the head is judged too
  const behind = zones.beside.size > 0 ? behindProfile(g, f, region) : [];
  const judged = [...new Set([...judgedCells, ...behind])].map((c) =>
    underPlainLight(cellLab(g, c), plainSkin),
  );
  const colour = glowFree(seenColour(judged), judged);
  return { colour, length, reach, cells };
}

/**
 * The region's cells behind a profile's head (none for a frontal face, `f.front` 0): on the side
 * away from the one it faces, farther out than the beside-face zone (BESIDE_OUTER), above the
 * mouth (below it lie the neck and shoulders).
 */
export function behindProfile(g: Grid, f: Face, region: Uint8Array): number[] {
  if (f.front === 0) return [];
  const out: number[] = [];
  for (let c = 0; c < region.length; c++) {
    if (!region[c]) continue;
    const dx = cellX(g, c) - f.cx;
    if (
      Math.sign(dx) === -f.front &&
      Math.abs(dx) > P.BESIDE_OUTER * f.w &&
      cellY(g, c) < f.mouth
    ) {
      out.push(c);
    }
  }
  return out;
}

/**
 * The cells the hair's colour is judged on: the seeds, and the crown and temple cells that are
 * unlike the skin and the backdrop. The backdrop is the background's widespread colours (the
 * ones a crown band overshooting a small head runs into); a colour only a few of the border's
 * cells show may be hair reaching the border (a ponytail in a top corner), so crown cells of that
 * colour are hair for the colour, though the region does not grow from them (hair and background
 * alike would let it run over the background).
 */
function colourCells(
  g: Grid,
  zones: Zones,
  seeds: number[],
  background: Centre[],
  skin: Centre,
): number[] {
  const backdrop = widespread(g, zones.background, background, P.BACKDROP_SHARE);
  const seeded = new Set(seeds);
  return zones.candidates.filter(
    (c) =>
      seeded.has(c) ||
      (!zones.beside.has(c) &&
        distance(g, c, skin) > P.SCALP_DELTA &&
        nearest(g, c, backdrop) > P.BACKGROUND_DELTA),
  );
}

/**
 * 2: like the hair's lit part; 1: like any of the hair (its shadows too); 0: not hair. The hair's
 * lit model leaves out its darkest seeds: gaps and shadow look like anything dark.
 */
function hairLikeCells(
  g: Grid,
  f: Face,
  seeds: number[],
  background: Centre[],
  skin: Centre,
): Uint8Array {
  const seedLs = seeds.map((c) => g.lab[c * 3] ?? 0).sort((a, b) => a - b);
  const darkest = quantile(seedLs, P.MODEL_LOW_QUANTILE);
  const hairModel = centres(
    g,
    seeds.filter((c) => (g.lab[c * 3] ?? 0) >= darkest),
    P.HAIR_CENTRES,
  );
  const shadeModel = centres(g, seeds, P.HAIR_CENTRES);
  const { cx, w } = f;
  const hairLike = new Uint8Array(g.gw * g.gh);
  for (let c = 0; c < hairLike.length; c++) {
    const x = cellX(g, c);
    const y = cellY(g, c);
    if (inFace(f, x, y) || (y > f.mouth && Math.abs(x - cx) < P.SIDE_INNER * w)) continue;
    const bound = Math.min(
      P.HAIR_DELTA,
      nearest(g, c, background) - P.HAIR_MARGIN,
      distance(g, c, skin) - P.HAIR_MARGIN,
    );
    if (nearest(g, c, hairModel) < bound) hairLike[c] = 2;
    else if (nearest(g, c, shadeModel) < bound) hairLike[c] = 1;
  }
  return hairLike;
}

/** Lit-hair cells beside the neck: from the mouth to NECK_BELOW_CHIN, SIDE_INNER to NECK_OUTER. */
function neckCells(g: Grid, f: Face, hairLike: Uint8Array): number[] {
  const out: number[] = [];
  for (let c = 0; c < hairLike.length; c++) {
    if (hairLike[c] !== 2) continue;
    const y = cellY(g, c);
    const off = Math.abs(cellX(g, c) - f.cx);
    if (
      y > f.mouth &&
      y < f.chin + P.NECK_BELOW_CHIN * f.h &&
      off > P.SIDE_INNER * f.w &&
      off < P.NECK_OUTER * f.w
    ) {
      out.push(c);
    }
  }
  return out;
}

/** How far below the chin (face heights) the region's lowest row beside the face and neck is. */
function reachBelowChin(g: Grid, f: Face, region: Uint8Array): number {
  let bottom = -Infinity;
  for (let gy = 0; gy < g.gh; gy++) {
    let count = 0;
    for (let gx = 0; gx < g.gw; gx++) {
      const off = Math.abs(g.x0 + (gx + 0.5) * g.cell - f.cx);
      if (region[gy * g.gw + gx] === 1 && off >= P.SIDE_INNER * f.w && off <= P.SIDE_OUTER * f.w) {
        count++;
      }
    }
    if (count >= P.LENGTH_MIN_CELLS) bottom = g.y0 + (gy + 1) * g.cell;
  }
  return Number.isFinite(bottom) ? (bottom - f.chin) / f.h : -1;
}
