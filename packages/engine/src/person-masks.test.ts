import { describe, expect, it } from 'vitest';
import type { PersonMask } from './render/context';
import { segmentationSquare } from './runtime/segmentation';
import { fitsPerson, keepMasks, keptMasksAt, madeHere, masksAt, SAME_SIZE } from './person-masks';

/** A face's landmarks: a 468-point ring around (cx, cy), `r` across. */
function landmarksAt(cx: number, cy: number, r: number): [number, number, number][] {
  return Array.from({ length: 478 }, (_, i) => {
    const a = (i / 478) * 2 * Math.PI;
    return [cx + r * Math.cos(a), cy + r * 1.2 * Math.sin(a), 0];
  });
}

/** A segmentation-shaped mask over the person's square, its values quantised as the model's. */
function maskOf(person: { landmarks: [number, number, number][] }): PersonMask {
  const sq = segmentationSquare(person);
  const data = Float32Array.from({ length: 16 * 16 }, (_, i) => ((i * 37) % 256) / 255);
  return {
    x0: sq.x,
    y0: sq.y,
    cellW: sq.size / 16,
    cellH: sq.size / 16,
    width: 16,
    height: 16,
    data,
  };
}

describe('kept person masks', () => {
  const person = { landmarks: landmarksAt(300, 260, 60) };
  const mask = maskOf(person);

  it('come back as they were made: a byte per cell, in shared memory', () => {
    const kept = keepMasks({ 'person-1': mask }, SAME_SIZE);
    expect(kept['person-1']?.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(kept['person-1']?.data.byteLength).toBe(16 * 16);
    const back = keptMasksAt(kept, SAME_SIZE)['person-1'];
    expect(back).toEqual(mask);
  });

  it('move onto another size of the photo by their geometry alone', () => {
    const half = { sx: 0.5, sy: 0.5 };
    const kept = keepMasks({ 'person-1': mask }, SAME_SIZE);
    const small = keptMasksAt(kept, half)['person-1'];
    expect(small?.x0).toBeCloseTo(mask.x0 / 2, 9);
    expect(small?.cellH).toBeCloseTo(mask.cellH / 2, 9);
    expect(small?.data).toEqual(mask.data);
    // the person at that size: their mask still
    const smaller = { landmarks: landmarksAt(150, 130, 30) };
    expect(small && fitsPerson(small, smaller)).toBe(true);
    expect(masksAt({ 'person-1': mask }, half)['person-1']?.data).toBe(mask.data);
  });

  it('are not taken for another person or another size', () => {
    expect(fitsPerson(mask, person)).toBe(true);
    expect(fitsPerson(mask, { landmarks: landmarksAt(420, 260, 60) })).toBe(false);
    expect(fitsPerson(mask, { landmarks: landmarksAt(300, 260, 90) })).toBe(false);
    expect(fitsPerson(mask, { landmarks: [] })).toBe(false);
  });

  it('made by an analysis are those it was not given', () => {
    const other = { ...mask };
    expect(
      Object.keys(madeHere({ 'person-1': mask, 'person-2': other }, { 'person-1': mask })),
    ).toEqual(['person-2']);
  });
});
