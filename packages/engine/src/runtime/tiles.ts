/** Tiling plan for finding small faces: Human's face detector sees the input at 256 px. */

export type Tile = { x: number; y: number; width: number; height: number };
type BoxLike = { x: number; y: number; width: number; height: number };

export type TileMode = boolean | 'auto';

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? 0) : 0;
}

/** Decides whether extra tile passes are worth running and, if so, where. */
export function planTiles(width: number, height: number, found: BoxLike[], mode: TileMode): Tile[] {
  if (mode === false) return [];
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (mode === 'auto') {
    if (long < 480) return [];
    const aspect = long / short;
    const faceW = median(found.map((f) => f.width));
    const smallFaces = found.length > 0 && faceW < long / 9;
    const group = found.length >= 3;
    const none = found.length === 0;
    if (!(aspect > 1.6 || smallFaces || group || none)) return [];
  }
  const faceW = median(found.map((f) => f.width));
  let side = Math.round(Math.min(short, Math.max(256, long * 0.6)));
  if (faceW > 0) side = Math.min(side, Math.max(224, Math.round(faceW * 10)));
  side = Math.min(side, short);
  const minOverlap = Math.max(side * 0.15, faceW * 2, 40);
  return gridTiles(width, height, side, minOverlap);
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
