/**
 * Hair hanging over the face (side curtains, strands across a cheek) continues strands the cut
 * found beside it. The cut cannot take it: the face is never hair there and its rim only where
 * strands hang straight down. From the labelled hair, cells of the face join the hair while they
 * carry strands running the way their neighbour's run, are reached along those strands (not
 * across them) and are not clearly skin's colour. Brows (strands across), the face's contour (an
 * edge beside the hair, reached across its strands) and smooth skin are not reached; bangs hanging
 * over a brow are. Inside the face a lock wider than a cell counts as strands by its 3×3 ramp (its
 * flanks' own cells each see one edge), and strands in shade whose colour is clearly the crown's
 * need less texture.
 *
 * The lengths' ends are followed the same way over the person below the chin: thin strands
 * spread over a chest or a shoulder, skin showing between them, cost the cut more in borders than
 * they bring, and were left undyed under dyed hair. And where the lengths' colour is clearly the
 * hair's — not skin's, not the clothes' — it is followed down from the cut's hair whatever its
 * texture: a braid lying on a white dress, measured in 1-px cells on a small face, shows no
 * strands the cut would trust that far below the chin. Below the chin both take only cells that
 * show strands: running one way, or (for the colour) textured like a braid's crossing strands —
 * lace beside blonde lengths is as textured but runs every way, and the mixed cell where the
 * lengths end on skin or a trim shows neither. A textured cell, not lace itself, is taken only
 * where the hair goes on past it (the next cell along the way it was reached, or beside that, is
 * hair, or strands of the hair's colour that are not lace): a braid goes on, the lengths' end on
 * lace or a trim does not.
 */
import { boxBlur } from '../../image/blur';
import type { HairCells } from './cells';
import { MAX_RAMP } from './evidence';
import { ZONE } from './zones';
import {
  REACH,
  MIN_COHERENCE,
  MIN_TEXTURE,
  CLEAR_LEAD,
  CLEAR_COHERENCE,
  CLEAR_TEXTURE,
  ACROSS_BROW,
  SAME_WAY,
  ALONG,
  SKIN_TOLERANCE,
  LENGTHS_REACH,
  LENGTHS_PERSON,
  COLOUR_LEAD,
  LEAD_WINDOW,
  MIN_LIGHTNESS,
  COLOUR_REACH,
  LENGTHS_COHERENCE,
  COLOUR_TEXTURE,
  LACE_COHERENCE,
  LACE_TEXTURE,
} from './params';

const INTO_FACE = new Set<number>([ZONE.face, ZONE.faceEdge, ZONE.forehead, ZONE.brow]);
const INTO_LENGTHS = new Set<number>([ZONE.other, ZONE.chest]);

export type StrandGrowth = {
  zone: Uint8Array;
  /** log colour densities of the hair and of skin */
  hair: Float32Array;
  /** the same for the hair's first model (the crown and the strands beside the face) */
  crown: Float32Array;
  skin: Float32Array;
  body: Float32Array;
  strandTex: number;
  unit: number;
  chinV: number;
  /** the face's roll (radians): the brows run along it */
  roll: number;
};

/** Follows strands into the face, then the lengths' ends below the chin (person mask needed). */
export function growStrands(labels: Uint8Array, cells: HairCells, g: StrandGrowth): void {
  follow(labels, cells, g, REACH, (k) => INTO_FACE.has(g.zone[k]), true);
  const lengths = (k: number): boolean =>
    INTO_LENGTHS.has(g.zone[k]) && cells.v[k] > g.chinV && cells.person[k] >= LENGTHS_PERSON;
  follow(labels, cells, g, LENGTHS_REACH, lengths, false);
  followColour(labels, cells, g, COLOUR_REACH, lengths);
}

/** Follows the hair's clear colour from the labelled hair into cells `into` accepts. */
function followColour(
  labels: Uint8Array,
  cells: HairCells,
  g: StrandGrowth,
  reach: number,
  into: (k: number) => boolean,
): void {
  const { gw, gh } = cells;
  // (by both of the hair's models: the refit from the cut knows the lengths' lighter and darker
  // colours, but also whatever else the cut took, clothes of the hair's colour included)
  const { hair, crown, skin, body } = g;
  const n = gw * gh;
  const lead = new Float32Array(n);
  for (let c = 0; c < n; c++) lead[c] = Math.min(hair[c], crown[c]) - Math.max(skin[c], body[c]);
  boxBlur(lead, gw, gh, (LEAD_WINDOW * g.unit) / cells.s / 2);
  const coloured = (k: number): boolean =>
    into(k) && lead[k] > COLOUR_LEAD && cells.L[k] >= MIN_LIGHTNESS;
  const oneWay = (k: number): boolean => cells.coh[k] >= LENGTHS_COHERENCE;
  const textured = (k: number): boolean => cells.tex[k] >= COLOUR_TEXTURE * g.strandTex;
  // (lace, a frill, a knit: as textured as hair but running every way — never sure hair)
  const lace = (k: number): boolean =>
    cells.coh[k] < LACE_COHERENCE && cells.tex[k] >= LACE_TEXTURE * g.strandTex;
  // (the hair before this step, so that what goes on does not hang on the order cells are reached)
  const found = labels.slice();
  /** Whether hair goes on past cell k, reached by the step (dx, dy): a braid does, an end does not. */
  const goesOn = (k: number, dx: number, dy: number): boolean => {
    const x = k % gw;
    const y = (k - x) / gw;
    for (const [ex, ey] of [
      [dx, dy],
      [dx - dy, dy + dx],
      [dx + dy, dy - dx],
    ]) {
      const sx = Math.sign(ex);
      const sy = Math.sign(ey);
      const xx = x + sx;
      const yy = y + sy;
      if ((sx === 0 && sy === 0) || xx < 0 || yy < 0 || xx >= gw || yy >= gh) continue;
      const m = yy * gw + xx;
      if (found[m] === 1 || (coloured(m) && (oneWay(m) || textured(m)) && !lace(m))) return true;
    }
    return false;
  };
  spread(
    labels,
    cells,
    (reach * g.unit) / cells.s,
    // (strands show as texture running one way, or as plenty of texture: a braid crosses its
    // strands. A cell that shows neither is where the lengths end on skin or a trim; so is a
    // textured one with nothing but lace, a trim or skin beyond it along the way it was reached)
    (_j, k, dx, dy) => coloured(k) && (oneWay(k) || (textured(k) && !lace(k) && goesOn(k, dx, dy))),
  );
}

/** Follows strands from the labelled hair, along them, into cells `into` accepts. */
function follow(
  labels: Uint8Array,
  cells: HairCells,
  g: StrandGrowth,
  reach: number,
  into: (k: number) => boolean,
  overFace: boolean,
): void {
  const { coh, tex, dirX, dirY } = cells;
  const { hair, crown, skin, strandTex } = g;
  const ux = Math.cos(g.roll);
  const uy = Math.sin(g.roll);
  spread(labels, cells, (reach * g.unit) / cells.s, (j, k, dx, dy) => {
    const clear = overFace && crown[k] - skin[k] >= CLEAR_LEAD;
    if (
      !into(k) ||
      (!overFace && coh[k] < LENGTHS_COHERENCE) ||
      // (a brow's own hair runs along it; bangs over it hang across)
      (g.zone[k] === ZONE.brow && Math.abs(dirX[k] * ux + dirY[k] * uy) > ACROSS_BROW) ||
      coh[k] < (clear ? CLEAR_COHERENCE : MIN_COHERENCE) ||
      tex[k] < (clear ? CLEAR_TEXTURE : MIN_TEXTURE) * strandTex ||
      (g.zone[k] === ZONE.face ? cells.bandRamp[k] : cells.ramp[k]) > MAX_RAMP ||
      skin[k] - hair[k] > SKIN_TOLERANCE
    ) {
      return false;
    }
    const sameWay = Math.abs(dirX[j] * dirX[k] + dirY[j] * dirY[k]);
    const along = Math.abs(dx * dirX[k] + dy * dirY[k]) / Math.hypot(dx, dy);
    return sameWay >= SAME_WAY && along >= ALONG;
  });
}

/**
 * Breadth-first (8-connected) from the labelled hair, up to `steps` cells out: a cell k reached
 * from j by the step (dx, dy) joins the hair when `accept` says so.
 */
export function spread(
  labels: Uint8Array,
  cells: HairCells,
  steps: number,
  accept: (j: number, k: number, dx: number, dy: number) => boolean,
): void {
  const { gw, gh } = cells;
  const n = gw * gh;
  const maxDepth = Math.max(1, Math.round(steps));
  const depth = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let c = 0; c < n; c++) {
    if (labels[c] !== 1) continue;
    depth[c] = 0;
    queue[tail++] = c;
  }
  while (head < tail) {
    const j = queue[head++];
    if (depth[j] >= maxDepth) continue;
    const x = j % gw;
    const y = (j - x) / gw;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= gh) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if ((dx === 0 && dy === 0) || xx < 0 || xx >= gw) continue;
        const k = yy * gw + xx;
        if (depth[k] >= 0 || !accept(j, k, dx, dy)) continue;
        depth[k] = depth[j] + 1;
        labels[k] = 1;
        queue[tail++] = k;
      }
    }
  }
}
