/**
 * Handing skin back: hair cells whose colour is clearly skin's and that join bare skin (a hand in
 * the hair, an ear), and the mixed cells along a hand's or an arm's edge.
 */
import { floodCells } from '../../image/cell-flood';
import type { HairCells } from './cells';
import { MAX_RAMP } from './evidence';
import { ZONE } from './zones';
import { SKIN_MARGIN, EAR_MARGIN, EDGE_RINGS, EDGE_TOP } from './params';

/**
 * Hair cells whose colour is clearly skin's (a hand in the hair, an ear) and that join skin the
 * cut left bare are skin: the links along a hand's edges can carry it into the hair, its colour
 * cannot. Lit strands near the skin's tone lead by less than the margin and stay. An ear beside
 * the face is skin wherever its colour leads by a smaller margin and it shows no strands, joined
 * to bare skin or not (blonde hair around it is often as near to skin's colour as the margin).
 */
export function releaseSkin(
  labels: Uint8Array,
  skin: Float32Array,
  hair: Float32Array,
  zone: Uint8Array,
  ear: Uint8Array,
  cells: HairCells,
): void {
  const { gw, gh, ramp } = cells;
  const n = gw * gh;
  const stack = new Int32Array(n);
  let sp = 0;
  const skinLike = (c: number): boolean => skin[c] - hair[c] > SKIN_MARGIN;
  // (thin bangs over the forehead and the face's rim take the skin's colour: they stay)
  const overFace = (c: number): boolean =>
    zone[c] === ZONE.forehead || zone[c] === ZONE.faceEdge || zone[c] === ZONE.brow;
  const seen = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const earSkin = ear[c] === 1 && ramp[c] > MAX_RAMP && skin[c] - hair[c] > EAR_MARGIN;
    if ((labels[c] === 0 && skinLike(c)) || earSkin) {
      seen[c] = 1;
      stack[sp++] = c;
    }
  }
  floodCells(
    stack,
    sp,
    seen,
    gw,
    gh,
    (k) => labels[k] === 1 && skinLike(k) && !overFace(k),
    (k) => {
      labels[k] = 0;
    },
  );
  releaseSkinEdges(labels, skin, hair, zone, cells);
}

const FACE_ZONES = new Set<number>([
  ZONE.face,
  ZONE.features,
  ZONE.faceEdge,
  ZONE.brow,
  ZONE.forehead,
]);

/**
 * A cell on skin's edge (a finger's) mixes the two colours and leads by less than the margin. One
 * edge — not strands — nearer skin's colour than the hair's, beside bare skin that is not the
 * face's, is skin: up to EDGE_RINGS cells deep.
 */
function releaseSkinEdges(
  labels: Uint8Array,
  skin: Float32Array,
  hair: Float32Array,
  zone: Uint8Array,
  cells: HairCells,
): void {
  const { gw, gh, ramp, v } = cells;
  const bare = new Uint8Array(gw * gh);
  for (let c = 0; c < bare.length; c++) {
    bare[c] =
      labels[c] === 0 && skin[c] - hair[c] > SKIN_MARGIN && !FACE_ZONES.has(zone[c]) ? 1 : 0;
  }
  const edge: number[] = [];
  for (let ring = 0; ring < EDGE_RINGS; ring++) {
    edge.length = 0;
    for (let y = 1; y < gh - 1; y++) {
      for (let x = 1; x < gw - 1; x++) {
        const c = y * gw + x;
        if (labels[c] !== 1 || ramp[c] <= MAX_RAMP || skin[c] - hair[c] <= EAR_MARGIN) continue;
        if (FACE_ZONES.has(zone[c]) || v[c] < EDGE_TOP) continue;
        let near = false;
        for (let dy = -1; dy <= 1 && !near; dy++) {
          for (let dx = -1; dx <= 1 && !near; dx++) near = bare[c + dy * gw + dx] === 1;
        }
        if (near) edge.push(c);
      }
    }
    for (const c of edge) {
      labels[c] = 0;
      bare[c] = 1;
    }
  }
}
