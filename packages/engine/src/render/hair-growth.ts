/**
 * Hair hanging over the face (side curtains, strands across a cheek) continues strands the cut
 * found beside it. The cut cannot take it: the face is never hair there and its rim only where
 * strands hang straight down. From the labelled hair, cells of the face join the hair while they
 * carry strands running the way their neighbour's run, are reached along those strands (not
 * across them) and are not clearly skin's colour. Brows (strands across), the face's contour (an
 * edge beside the hair, reached across its strands) and smooth skin are not reached.
 */
import type { HairCells } from './hair-cells';
import { MAX_RAMP } from './hair-evidence';
import { ZONE } from './hair-zones';

/** How far into the face strands are followed, in face widths. */
const REACH = 0.45;
/** Strand coherence and texture (against the model's strand texture) a cell must show. */
const MIN_COHERENCE = 0.45;
const MIN_TEXTURE = 0.6;
/** |cos| between neighbouring strand directions, and between a strand and the step along it. */
const SAME_WAY = 0.8;
const ALONG = 0.7;
/** How much likelier (log) skin's colour may be than the hair's in a strand cell. */
const SKIN_TOLERANCE = 0.2;

const INTO = new Set<number>([ZONE.face, ZONE.faceEdge, ZONE.forehead]);

export function growStrands(
  labels: Uint8Array,
  cells: HairCells,
  zone: Uint8Array,
  hair: Float32Array,
  skin: Float32Array,
  strandTex: number,
  unit: number,
): void {
  const { gw, gh, coh, tex, dirX, dirY } = cells;
  const n = gw * gh;
  const maxDepth = Math.max(1, Math.round((REACH * unit) / cells.s));
  const strand = (k: number): boolean =>
    INTO.has(zone[k]) &&
    coh[k] >= MIN_COHERENCE &&
    tex[k] >= MIN_TEXTURE * strandTex &&
    cells.ramp[k] <= MAX_RAMP &&
    skin[k] - hair[k] <= SKIN_TOLERANCE;
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
        if (depth[k] >= 0 || !strand(k)) continue;
        const sameWay = Math.abs(dirX[j] * dirX[k] + dirY[j] * dirY[k]);
        const along = Math.abs(dx * dirX[k] + dy * dirY[k]) / Math.hypot(dx, dy);
        if (sameWay < SAME_WAY || along < ALONG) continue;
        depth[k] = depth[j] + 1;
        labels[k] = 1;
        queue[tail++] = k;
      }
    }
  }
}
