/** Tiling plan for finding small faces: Human's face detector sees the input at 256 px. */
import {
  DETECTABLE_PX,
  DETECTOR_INPUT,
  EMPTY_TILE_SIDE,
  MIN_FACE_PX,
  MIN_OVERLAP,
  MIN_TILE_SIDE,
  MIN_TILED_SIDE,
  OVERLAP_FACES,
  OVERLAP_SHARE,
  SMALL_FACE_SHARE,
  TILE_BUDGET_MS,
  TILE_FACES,
  TILE_LONG_SHARE,
  TILE_MPX_MS,
  TILE_PASS_MS,
} from './params';

export type Tile = { x: number; y: number; width: number; height: number };
type BoxLike = { x: number; y: number; width: number; height: number };

export type TileMode = boolean | 'auto';

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? 0) : 0;
}

/** Smallest face, px of this image, that the full-frame pass finds (its input is squashed to a
 * square, so the long side sets the scale). */
export function fullPassMinFace(width: number, height: number): number {
  return (Math.max(width, height) * DETECTABLE_PX) / DETECTOR_INPUT;
}

/**
 * Decides whether extra tile passes are worth running and, if so, where. Tiles look only for
 * faces the full-frame pass could have missed: faces smaller than it sees, down to half the
 * median found face (or MIN_FACE_PX when nobody was found). A photo whose faces are all large
 * (a portrait, tall or not) gets no tiles. The grid is bounded: tiles overlap by at most half
 * a tile, so their number grows with the photo's area, never with the size of a found face.
 */
export function planTiles(width: number, height: number, found: BoxLike[], mode: TileMode): Tile[] {
  if (mode === false) return [];
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const faceW = median(found.map((f) => f.width));
  const fullMin = fullPassMinFace(width, height);
  if (mode === 'auto') {
    if (long < MIN_TILED_SIDE) return [];
    const smallest = found.length > 0 ? faceW * SMALL_FACE_SHARE : MIN_FACE_PX;
    if (smallest >= fullMin) return [];
  }
  let side = Math.round(Math.min(short, Math.max(EMPTY_TILE_SIDE, long * TILE_LONG_SHARE)));
  if (faceW > 0) side = Math.min(side, Math.max(MIN_TILE_SIDE, Math.round(faceW * TILE_FACES)));
  side = Math.min(side, short);
  // the largest face a tile looks for is one the full pass could miss
  const sought = faceW > 0 ? Math.min(faceW, fullMin) : fullMin;
  const minOverlap = Math.min(
    side / 2,
    Math.max(side * OVERLAP_SHARE, sought * OVERLAP_FACES, MIN_OVERLAP),
  );
  return gridTiles(width, height, side, minOverlap);
}

/** Smallest face, px, a tile search over these found faces looks for. */
export function smallestSought(found: BoxLike[]): number {
  return found.length > 0
    ? Math.max(MIN_FACE_PX, median(found.map((f) => f.width)) * SMALL_FACE_SHARE)
    : MIN_FACE_PX;
}

/** Estimated cost of a tile pass, ms (the budget's unit; see TILE_BUDGET_MS). */
export function tileCostMs(tile: Tile): number {
  return TILE_PASS_MS + ((tile.width * tile.height) / 1e6) * TILE_MPX_MS;
}

/** The tiles that fit the small-face search's time budget, in the order given. */
export function withinBudget(tiles: Tile[], budgetMs = TILE_BUDGET_MS): Tile[] {
  const kept: Tile[] = [];
  let spent = 0;
  for (const t of tiles) {
    spent += tileCostMs(t);
    if (spent > budgetMs) break;
    kept.push(t);
  }
  return kept;
}

/** Square tiles of `side`, evenly spaced, neighbours overlapping by at least `minOverlap` px. */
export function gridTiles(width: number, height: number, side: number, minOverlap: number): Tile[] {
  const starts = (total: number): number[] => {
    if (total <= side) return [0];
    const n = Math.ceil((total - side) / Math.max(1, side - minOverlap)) + 1;
    return Array.from({ length: n }, (_, k) => Math.round(((total - side) * k) / (n - 1)));
  };
  const tiles: Tile[] = [];
  for (const y of starts(height))
    for (const x of starts(width))
      tiles.push({ x, y, width: Math.min(side, width), height: Math.min(side, height) });
  return tiles;
}

/** True when a face box lies inside the tile (image borders count as inside). */
export function faceInsideTile(box: BoxLike, tile: Tile, imgW: number, imgH: number): boolean {
  const m = Math.min(box.width, box.height) * 0.08;
  const left = tile.x === 0 || box.x >= tile.x + m;
  const top = tile.y === 0 || box.y >= tile.y + m;
  const right = tile.x + tile.width >= imgW || box.x + box.width <= tile.x + tile.width - m;
  const bottom = tile.y + tile.height >= imgH || box.y + box.height <= tile.y + tile.height - m;
  return left && top && right && bottom;
}

export function iou(a: BoxLike, b: BoxLike): number {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.width, b.x + b.width);
  const y1 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/** Overlap relative to the smaller box (catches a small box inside a large one). */
export function overlapMin(a: BoxLike, b: BoxLike): number {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.width, b.x + b.width);
  const y1 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  const small = Math.min(a.width * a.height, b.width * b.height);
  return small > 0 ? inter / small : 0;
}

/** Keeps the best-scoring face among overlapping duplicates. */
export function dedupeFaces<T extends { box: BoxLike; score: number }>(faces: T[]): T[] {
  const sorted = [...faces].sort((a, b) => b.score - a.score);
  const kept: T[] = [];
  for (const f of sorted) {
    if (kept.some((k) => iou(k.box, f.box) > 0.3 || overlapMin(k.box, f.box) > 0.6)) continue;
    kept.push(f);
  }
  return kept;
}
