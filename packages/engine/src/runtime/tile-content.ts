/**
 * Where a face could be: a tile is worth a detector pass only when, outside the faces already
 * found, it has cells of skin colour (colour photos) or texture (black-and-white photos).
 */
import type { RawImage } from '../image/raw-image';
import {
  BODY_FACES,
  CELL_SAMPLES,
  MASKED_CELL_SHARE,
  MIN_CANDIDATE_CELLS,
  MIN_SKIN_CELL,
  SKIN_CELL_FILL,
  SKIN_CELL_SHARE,
  SKIN_RED_OVER_GREEN,
  TEXTURE_SPREAD,
} from './params';
import type { Tile } from './tiles';

type Rect = { x: number; y: number; width: number; height: number };

/** Skin by chroma (the YCbCr box of Chai & Ngan, so light and dark skin count in any light),
 * red above green and blue (which tells it from yellow grass and sand). */
export function isSkinRgb(r: number, g: number, b: number): boolean {
  if (r - g < SKIN_RED_OVER_GREEN || r <= b) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/**
 * Where a found person's body is: below the face, BODY_FACES face widths across. A face the
 * tiles look for is smaller than this person's, so further away, and cannot lie over the body.
 */
export function bodyRect(face: Rect, imageHeight: number): Rect {
  const w = face.width * BODY_FACES;
  return {
    x: face.x + face.width / 2 - w / 2,
    y: face.y + face.height,
    width: w,
    height: Math.max(0, imageHeight - face.y - face.height),
  };
}

function inside(rects: Rect[], x: number, y: number): boolean {
  for (const m of rects)
    if (x >= m.x && x < m.x + m.width && y >= m.y && y < m.y + m.height) return true;
  return false;
}

/**
 * How many cells of the tile (cells of `cell` px) could hold part of a face: skin-coloured
 * (colour photos) or textured (greyscale photos), and mostly outside the `masks` (faces
 * already found, which are not searched again).
 */
export function candidateCells(
  img: RawImage,
  tile: Tile,
  masks: Rect[],
  cell: number,
  greyscale: boolean,
): number {
  const near = masks.filter(
    (m) =>
      m.x < tile.x + tile.width &&
      m.x + m.width > tile.x &&
      m.y < tile.y + tile.height &&
      m.y + m.height > tile.y,
  );
  const per = CELL_SAMPLES * CELL_SAMPLES;
  let count = 0;
  for (let cy = tile.y; cy < tile.y + tile.height; cy += cell) {
    const ch = Math.min(cell, tile.y + tile.height - cy);
    for (let cx = tile.x; cx < tile.x + tile.width; cx += cell) {
      const cw = Math.min(cell, tile.x + tile.width - cx);
      let open = 0;
      let skin = 0;
      let lo = 255;
      let hi = 0;
      for (let sy = 0; sy < CELL_SAMPLES; sy++) {
        const y = Math.floor(cy + ((sy + 0.5) * ch) / CELL_SAMPLES);
        for (let sx = 0; sx < CELL_SAMPLES; sx++) {
          const x = Math.floor(cx + ((sx + 0.5) * cw) / CELL_SAMPLES);
          if (near.length > 0 && inside(near, x, y)) continue;
          open++;
          const i = (y * img.width + x) * img.channels;
          const r = img.data[i] ?? 0;
          const g = img.data[i + 1] ?? 0;
          const b = img.data[i + 2] ?? 0;
          if (greyscale) {
            const l = (r * 2 + g * 5 + b) >> 3;
            if (l < lo) lo = l;
            if (l > hi) hi = l;
          } else if (isSkinRgb(r, g, b)) skin++;
        }
      }
      if (open < per * (1 - MASKED_CELL_SHARE)) continue;
      const candidate = greyscale ? hi - lo >= TEXTURE_SPREAD : skin >= open * SKIN_CELL_FILL;
      if (candidate) count++;
    }
  }
  return count;
}

/**
 * The tiles where faces could be, most promising first (ties keep the grid's order): tiles with
 * fewer than MIN_CANDIDATE_CELLS candidate cells outside the found faces are dropped.
 */
export function tilesWhereFacesCouldBe(
  img: RawImage,
  tiles: Tile[],
  masks: Rect[],
  smallestFace: number,
  greyscale: boolean,
): Tile[] {
  const cell = Math.max(MIN_SKIN_CELL, Math.round(smallestFace * SKIN_CELL_SHARE));
  return tiles
    .map((tile, order) => ({
      tile,
      order,
      cells: candidateCells(img, tile, masks, cell, greyscale),
    }))
    .filter((t) => t.cells >= MIN_CANDIDATE_CELLS)
    .sort((a, b) => b.cells - a.cells || a.order - b.order)
    .map((t) => t.tile);
}
