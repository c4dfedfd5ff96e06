import { describe, expect, it } from 'vitest';
import { cardGeometry } from '../studio/studio-constants';
import {
  cardContentBox,
  cardPhotoSlots,
  fitContain,
  paginateBlocks,
  pdfImagePlacement,
} from './card-layout';

describe('card layout', () => {
  it('prints on A4 portrait at 2480 × 3508 px inside a 100 px margin', () => {
    expect(cardGeometry.png).toEqual({ width: 2480, height: 3508, margin: 100 });
    expect(cardContentBox()).toEqual({ x: 100, y: 100, width: 2280, height: 3308 });
    const { before, after } = cardPhotoSlots(400);
    expect(before.x).toBe(100);
    expect(after.x + after.width).toBe(2380);
    expect(after.x - (before.x + before.width)).toBe(60);
    expect(before.width).toBe(after.width);
  });

  it('fits a photo inside its slot without stretching it, centred', () => {
    const slot = { x: 100, y: 400, width: 1110, height: 1191 };
    const tall = fitContain(720, 960, slot);
    expect(tall.height).toBeCloseTo(1191);
    expect(tall.width / tall.height).toBeCloseTo(720 / 960);
    expect(tall.x - slot.x).toBeCloseTo(slot.x + slot.width - (tall.x + tall.width));
    const wide = fitContain(1600, 900, slot);
    expect(wide.width).toBeCloseTo(1110);
    expect(wide.y - slot.y).toBeCloseTo(slot.y + slot.height - (wide.y + wide.height));
  });

  it('centres a page on A4 in millimetres within a 10 mm margin', () => {
    const placed = pdfImagePlacement(2480, 3508);
    // 190 × 277 mm is narrower than A4's aspect: the width fills it and the height follows
    expect(placed.width).toBeCloseTo(190);
    expect(placed.height).toBeCloseTo((190 * 3508) / 2480);
    expect(placed.x).toBeCloseTo(10);
    expect(placed.y).toBeCloseTo((297 - placed.height) / 2);
    const wide = pdfImagePlacement(3000, 1000);
    expect(wide.width).toBeCloseTo(190);
    expect(wide.y).toBeCloseTo((297 - 190 / 3) / 2);
  });

  it('keeps blocks whole and carries the overflow to continued pages', () => {
    expect(paginateBlocks([100, 200, 300], 1000, 2000)).toEqual([[0, 1, 2]]);
    expect(paginateBlocks([400, 400, 400, 400], 1000, 900)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(paginateBlocks([400, 400, 400, 400], 1000, 500)).toEqual([[0, 1], [2], [3]]);
    // a first block that does not fit page one starts page two
    expect(paginateBlocks([1200, 100], 1000, 2000)).toEqual([[], [0, 1]]);
    // a block taller than a continued page still gets one of its own
    expect(paginateBlocks([900, 3000, 10], 1000, 2000)).toEqual([[0], [1], [2]]);
  });
});
