/**
 * Lengths parted from the hair above by something in front of them: an arm across the lengths,
 * a sleeve of the hair's own dark colour that the lengths pass behind. The cut and the growth
 * follow the hair only as far as it shows without a break, and keepHeadComponents drops what is
 * not joined to the head, so the lengths' ends below the break stayed in their old colour.
 * Here a region below the chin comes back as hair when every cell of it is sure hair by itself —
 * strands (textured, running one way), a colour clearly the hair's rather than skin's or the
 * clothes', lightness within the hair's spread, on the person — when it is a lock, when its strands
 * hang (a white bandeau's hem under white hair, cgi-multiangle-9, or a crease along an arm's
 * underside carries strands as one-way, but running across the body), and when it hangs below the
 * hair: the head's hair lies a little above it in the same columns. Lace, knits
 * and frills run every way; smooth clothes have no strands. A lock is not an outline: the edge of
 * a dark sleeve or strap against skin or a white apron is as textured, coherent and (mixed) hair-
 * coloured, cell by cell, but most of its cells ramp one way; and a seam, or the dark line along a
 * lace edge, is a line no cell of which lies inside the region. (Such an outline passed or failed
 * `hangs` by the mesh's chin: cgi-model-20's strap edge below the raised arm came back on the
 * flip only.)
 *
 * A lock that comes back and hangs partly in front of the background is then followed straight up
 * along its own strands (followLocksUp): where it lies over a dark bodice its cells are no sure
 * hair (too dark for colour to tell: the hair's colour no likelier than the clothes'), but they
 * carry its strands — textured where the bodice is smooth, running the lock's way, not an edge,
 * not skin's colour — so the lock is dyed up to where it leaves the bodice's edge, not only where
 * it hangs free (cgi-model-20's braid end beside the arm). A region wholly on the person is not
 * followed: it may be a garment's edge the lock checks let through (cgi-model-13's knit on its
 * crop copy), and following it would spread the error.
 */
import type { HairCells } from './cells';
import { MAX_RAMP } from './evidence';
import { spread } from './growth';
import { ZONE } from './zones';
import { floodCells } from '../../image/cell-flood';
import {
  ALONG,
  MIN_LIGHTNESS,
  PARTED_UP_REACH,
  SAME_WAY,
  SKIN_TOLERANCE,
  SMOOTH,
  LENGTHS_COHERENCE,
  LENGTHS_PERSON,
  PARTED_LEAD,
  PARTED_MIN_CELLS,
  PARTED_PERSON,
  PARTED_REACH,
  PARTED_SIDE,
  PARTED_TEXTURE,
  PARTED_TILT,
  PARTED_EDGE_SHARE,
  SURE_BELOW_CHIN,
} from './params';

export type PartedInputs = {
  zone: Uint8Array;
  /** log colour densities: the crown's hair, the refitted hair, skin, clothes */
  crown: Float32Array;
  hair: Float32Array;
  skin: Float32Array;
  body: Float32Array;
  chinV: number;
  unit: number;
  strandTex: number;
  /** whether a cell's lightness lies within the hair's own spread */
  hairLight: (c: number) => boolean;
};

/** Whether a cell below the chin is sure hair on its own (strands of the hair's colour). */
function sureStrands(cells: HairCells, g: PartedInputs, c: number): boolean {
  const z = g.zone[c];
  return (
    (z === ZONE.other || z === ZONE.chest) &&
    cells.v[c] > g.chinV + SURE_BELOW_CHIN &&
    cells.person[c] >= PARTED_PERSON &&
    cells.coh[c] >= LENGTHS_COHERENCE &&
    cells.tex[c] >= PARTED_TEXTURE * g.strandTex &&
    Math.min(g.crown[c], g.hair[c]) - Math.max(g.skin[c], g.body[c]) >= PARTED_LEAD &&
    g.hairLight(c)
  );
}

/**
 * Whether a region (its cells, marked 1 in `inside`) is a lock rather than an outline or a line:
 * at most PARTED_EDGE_SHARE of its cells are a single edge (they ramp one way, on their own and
 * over their 3×3 cells), and some cell has at least half its 8 neighbours in the region.
 */
function isLock(cells: HairCells, comp: readonly number[], inside: Uint8Array): boolean {
  const { gw, gh } = cells;
  let edges = 0;
  let thick = false;
  for (const k of comp) {
    if (Math.min(cells.ramp[k], cells.bandRamp[k]) > MAX_RAMP) edges++;
    if (thick) continue;
    const x = k % gw;
    const y = (k - x) / gw;
    let around = 0;
    for (let yy = Math.max(0, y - 1); yy <= Math.min(gh - 1, y + 1); yy++) {
      for (let xx = Math.max(0, x - 1); xx <= Math.min(gw - 1, x + 1); xx++) {
        around += inside[yy * gw + xx];
      }
    }
    // (the cell itself counts once in `around`)
    thick = around - 1 >= 4;
  }
  return thick && edges <= PARTED_EDGE_SHARE * comp.length;
}

/**
 * Whether a region's strands hang: the mean of its cells' strand axes (each doubled in angle, so a
 * strand's two ways agree) lies within PARTED_TILT of straight down. A hem or a crease along an
 * arm carries strands as coherent as a lock's, but they run along it, across the body.
 */
function hangsDown(cells: HairCells, comp: readonly number[]): boolean {
  let cos2 = 0;
  let sin2 = 0;
  for (const k of comp) {
    const a = 2 * Math.atan2(cells.dirY[k], cells.dirX[k]);
    cos2 += Math.cos(a);
    sin2 += Math.sin(a);
  }
  // the axis's angle from the horizontal (image axes), 0..90°: its tilt from straight down is the rest
  const fromHorizontal = Math.abs((Math.atan2(sin2, cos2) / 2) * (180 / Math.PI));
  return 90 - fromHorizontal <= PARTED_TILT;
}

/** Adds the parted lengths to `labels`; returns how many cells were added. */
export function addPartedLengths(labels: Uint8Array, cells: HairCells, g: PartedInputs): number {
  const { gw, gh } = cells;
  const n = gw * gh;
  if (cells.person[0] < 0) return 0;
  // the lowest hair cell below the chin per column (−1: none)
  const lowest = new Int32Array(gw).fill(-1);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const c = y * gw + x;
      if (labels[c] === 1 && cells.v[c] > g.chinV) lowest[x] = y;
    }
  }
  const reach = Math.max(1, Math.round((PARTED_REACH * g.unit) / cells.s));
  const side = Math.max(1, Math.round((PARTED_SIDE * g.unit) / cells.s));
  /** Whether the hair ends a little above cell (x, y), in its column or beside it. */
  const below = (x: number, y: number): boolean => {
    for (let xx = Math.max(0, x - side); xx <= Math.min(gw - 1, x + side); xx++) {
      const l = lowest[xx];
      if (l >= 0 && l < y && y - l <= reach) return true;
    }
    return false;
  };
  const cand = new Uint8Array(n);
  for (let c = 0; c < n; c++) if (labels[c] === 0 && sureStrands(cells, g, c)) cand[c] = 1;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const comp: number[] = [];
  const inside = new Uint8Array(n);
  const locks = new Uint8Array(n);
  let added = 0;
  for (let c = 0; c < n; c++) {
    if (!cand[c] || seen[c]) continue;
    comp.length = 0;
    stack[0] = c;
    seen[c] = 1;
    let hangs = false;
    floodCells(
      stack,
      1,
      seen,
      gw,
      gh,
      (k) => cand[k] === 1,
      (k) => {
        comp.push(k);
        const x = k % gw;
        if (!hangs && below(x, (k - x) / gw)) hangs = true;
      },
    );
    if (!hangs || comp.length < PARTED_MIN_CELLS) continue;
    for (const k of comp) inside[k] = 1;
    const lock = isLock(cells, comp, inside);
    for (const k of comp) inside[k] = 0;
    if (!lock || !hangsDown(cells, comp)) continue;
    // (a lock partly in front of the background hangs free; one wholly on the person may be a
    // garment's edge the checks above let through, and is not followed further)
    const free = comp.some((k) => cells.person[k] < LENGTHS_PERSON);
    for (const k of comp) {
      labels[k] = 1;
      if (free) locks[k] = 1;
    }
    added += comp.length;
  }
  if (added > 0) added += followLocksUp(labels, locks, cells, g);
  return added;
}

/**
 * Follows the locks (cells marked 1 in `locks`) straight up, along their strands, into cells below
 * the chin that carry them where colour cannot tell hair from clothes: darker than MIN_LIGHTNESS,
 * textured past smooth clothes (SMOOTH), running one way and the lock's way, not a single edge,
 * not skin's colour. Returns how many cells were added to `labels`.
 */
function followLocksUp(
  labels: Uint8Array,
  locks: Uint8Array,
  cells: HairCells,
  g: PartedInputs,
): number {
  const { coh, tex, dirX, dirY } = cells;
  const grown = locks.slice();
  spread(grown, cells, (PARTED_UP_REACH * g.unit) / cells.s, (j, k, dx, dy) => {
    if (
      dx !== 0 ||
      dy >= 0 ||
      labels[k] === 1 ||
      (g.zone[k] !== ZONE.other && g.zone[k] !== ZONE.chest) ||
      cells.v[k] <= g.chinV ||
      cells.person[k] < PARTED_PERSON ||
      cells.L[k] >= MIN_LIGHTNESS ||
      coh[k] < LENGTHS_COHERENCE ||
      tex[k] < SMOOTH * g.strandTex ||
      Math.min(cells.ramp[k], cells.bandRamp[k]) > MAX_RAMP ||
      g.skin[k] - g.hair[k] > SKIN_TOLERANCE
    ) {
      return false;
    }
    // (the step is straight up: along the strands when they hang down)
    const sameWay = Math.abs(dirX[j] * dirX[k] + dirY[j] * dirY[k]);
    return sameWay >= SAME_WAY && Math.abs(dirY[k]) >= ALONG;
  });
  let added = 0;
  for (let c = 0; c < labels.length; c++) {
    if (grown[c] === 1 && labels[c] === 0) {
      labels[c] = 1;
      added++;
    }
  }
  return added;
}
