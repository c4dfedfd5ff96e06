import { describe, expect, it } from 'vitest';
import type { RawImage } from '../image/raw-image';
import { TILE_BUDGET_MS, TILE_PASS_MS } from './params';
import { bodyRect, isSkinRgb, tilesWhereFacesCouldBe } from './tile-content';
import { fullPassMinFace, planTiles, withinBudget, type Tile } from './tiles';

/** A plain image of one colour, with discs painted on it. */
function image(
  width: number,
  height: number,
  background: [number, number, number],
  discs: { x: number; y: number; r: number; rgb: [number, number, number] }[] = [],
): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const disc = discs.find((d) => Math.hypot(x - d.x, y - d.y) <= d.r);
      const [r, g, b] = disc?.rgb ?? background;
      const i = (y * width + x) * 4;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  return { data, width, height, channels: 4 };
}

const contains = (t: Tile, x: number, y: number) =>
  x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height;

describe('the small-face search plan', () => {
  it('gives a tall portrait no tiles, and a bounded grid even when forced', () => {
    // a 9:16 close-up (the 1024-px-tall stock portrait): the face is ~390 px wide
    const face = { x: 90, y: 300, width: 393, height: 393 };
    expect(planTiles(576, 1024, [face], 'auto')).toEqual([]);
    // the old plan asked for overlaps of two face widths, wider than the tile: 449 tiles
    const forced = planTiles(576, 1024, [face], true);
    expect(forced.length).toBeGreaterThan(0);
    expect(forced.length).toBeLessThanOrEqual(3);
  });

  it('never plans more tiles for a bigger face: neighbours overlap by at most half a tile', () => {
    for (const [w, h] of [
      [576, 1024],
      [1024, 1024],
      [1024, 461],
    ] as const) {
      let previous = Number.POSITIVE_INFINITY;
      for (const faceW of [30, 60, 120, 250, 500]) {
        const tiles = planTiles(w, h, [{ x: 0, y: 0, width: faceW, height: faceW }], true);
        expect(tiles.length).toBeLessThanOrEqual(previous);
        previous = tiles.length;
        const side = tiles[0]?.width ?? 0;
        const perAxis = (total: number) =>
          total <= side ? 1 : Math.ceil((total - side) / (side / 2)) + 1;
        expect(tiles.length).toBeLessThanOrEqual(perAxis(w) * perAxis(h));
      }
    }
  });

  it('tiles only photos that could hold faces smaller than the full pass finds', () => {
    const fullMin = fullPassMinFace(1024, 1024);
    expect(fullMin).toBe(64);
    // one face of 160 px: others down to half its size are still seen by the full pass
    expect(planTiles(1024, 1024, [{ x: 400, y: 100, width: 160, height: 160 }], 'auto')).toEqual(
      [],
    );
    // a group of 50-px faces: the rest of the group may be smaller than the full pass sees
    const group = [0, 1, 2].map((i) => ({ x: 100 + i * 200, y: 100, width: 50, height: 50 }));
    expect(planTiles(1024, 461, group, 'auto').length).toBeGreaterThan(1);
    // nobody found in a big photo: searched, in square tiles (a tall photo is not squashed)
    const empty = planTiles(576, 1024, [], 'auto');
    expect(empty.length).toBe(2);
    for (const t of empty) expect(t.width).toBe(t.height);
  });

  it('stops the search at its time budget, counted without the clock', () => {
    const tiles = planTiles(1024, 1024, [], true).concat(planTiles(1024, 1024, [], true));
    const kept = withinBudget(tiles);
    expect(kept.length).toBeLessThan(tiles.length);
    expect(kept.length).toBeLessThanOrEqual(Math.floor(TILE_BUDGET_MS / TILE_PASS_MS));
    expect(kept).toEqual(tiles.slice(0, kept.length));
  });
});

describe('where faces could be', () => {
  const light: [number, number, number] = [224, 180, 150];
  const dark: [number, number, number] = [96, 62, 45];

  it('tells skin from backgrounds by chroma', () => {
    expect(isSkinRgb(...light)).toBe(true);
    expect(isSkinRgb(...dark)).toBe(true);
    expect(isSkinRgb(60, 90, 160)).toBe(false); // blue
    expect(isSkinRgb(70, 140, 70)).toBe(false); // green
    expect(isSkinRgb(128, 128, 128)).toBe(false); // grey
    expect(isSkinRgb(170, 162, 60)).toBe(false); // sunlit grass
  });

  it('does not search again where the full pass already found a face', () => {
    const grid = planTiles(1024, 512, [], true);
    const found = { x: 150, y: 130, r: 90, rgb: light };
    const img = image(1024, 512, [40, 90, 150], [found]);
    const box = { x: found.x - found.r, y: found.y - found.r, width: 180, height: 180 };
    // unmasked, the face's tiles are candidates
    const open = tilesWhereFacesCouldBe(img, grid, [], 20, false);
    expect(open.length).toBeGreaterThan(0);
    for (const t of open) expect(contains(t, found.x, found.y)).toBe(true);
    // masked (found by the full pass), nothing is left to search
    expect(tilesWhereFacesCouldBe(img, grid, [box], 20, false)).toEqual([]);
  });

  it('searches the tiles of a small face beside a found one, most skin first', () => {
    const grid = planTiles(1024, 512, [], true);
    const found = { x: 150, y: 130, r: 90, rgb: light };
    const small = { x: 850, y: 380, r: 14, rgb: dark };
    const img = image(1024, 512, [40, 90, 150], [found, small]);
    const box = { x: 60, y: 40, width: 180, height: 180 };
    const tiles = tilesWhereFacesCouldBe(img, grid, [box], 20, false);
    expect(tiles.length).toBeGreaterThan(0);
    for (const t of tiles) expect(contains(t, small.x, small.y)).toBe(true);
  });

  it("does not search the found person's body (bare arms) for smaller faces", () => {
    const grid = planTiles(1024, 1024, [], true);
    const face = { x: 512, y: 150, r: 50, rgb: light };
    const arms = [300, 724].map((x) => ({ x, y: 450, r: 40, rgb: light }));
    const img = image(1024, 1024, [200, 200, 205], [face, ...arms]);
    const box = { x: 462, y: 100, width: 100, height: 100 };
    expect(tilesWhereFacesCouldBe(img, grid, [box], 50, false).length).toBeGreaterThan(0);
    expect(tilesWhereFacesCouldBe(img, grid, [box, bodyRect(box, 1024)], 50, false)).toEqual([]);
  });

  it('skips flat tiles of a black-and-white photo and keeps textured ones', () => {
    const img = image(1024, 512, [120, 120, 120]);
    // texture (a checkerboard) in the right half only
    for (let y = 0; y < 512; y++)
      for (let x = 600; x < 1024; x++) {
        const v = ((x >> 2) + (y >> 2)) % 2 ? 40 : 200;
        const i = (y * 1024 + x) * 4;
        img.data[i] = v;
        img.data[i + 1] = v;
        img.data[i + 2] = v;
      }
    const grid = planTiles(1024, 512, [], true);
    const tiles = tilesWhereFacesCouldBe(img, grid, [], 20, true);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(grid.length);
    for (const t of tiles) expect(t.x + t.width).toBeGreaterThan(600);
  });
});
