import { describe, expect, it } from 'vitest';
import { colorLut, colorSampleSites, fitColorMap, pixelsAt } from './color-match';
import { warpRgba } from './warp';
import { testCard } from '../../test/synthetic';

describe('colour matching', () => {
  it('recovers a re-toning of the whole frame despite a changed region', () => {
    const photo = testCard(120, 100);
    const answer = testCard(120, 100);
    const gain = [0.9, 1.05, 0.95];
    const offset = [12, -6, 4];
    for (let i = 0; i < answer.data.length; i += 4) {
      for (let c = 0; c < 3; c++)
        answer.data[i + c] = Math.round((photo.data[i + c] - offset[c]) / gain[c]);
    }
    // a quarter of the frame the answer really changed (new hair)
    for (let y = 0; y < 50; y++) {
      for (let x = 0; x < 60; x++) answer.data[(y * 120 + x) * 4] = 250;
    }
    const at = colorSampleSites(new Uint8Array(120 * 100).fill(1));
    const map = fitColorMap(pixelsAt(photo, at), pixelsAt(answer, at));
    for (let c = 0; c < 3; c++) {
      expect(map.gain[c]).toBeCloseTo(gain[c], 1);
      expect(Math.abs(map.offset[c] - offset[c])).toBeLessThan(2.5);
    }
    // the map applied as the answer is warped (here: onto itself)
    const lut = colorLut(map) ?? undefined;
    const mapped = warpRgba(
      answer,
      [1, 0, 0, 0, 1, 0],
      { x: 0, y: 0, width: 120, height: 100 },
      undefined,
      lut,
    );
    const i = (80 * 120 + 100) * 4;
    for (let c = 0; c < 3; c++)
      expect(Math.abs(mapped.data[i + c] - photo.data[i + c])).toBeLessThan(2);
  });

  it('changes nothing when too few pixels should be unchanged', () => {
    const card = testCard(40, 40);
    const at = colorSampleSites(new Uint8Array(40 * 40));
    expect(at.length).toBe(0);
    const map = fitColorMap(pixelsAt(card, at), pixelsAt(card, at));
    expect(map.gain).toEqual([1, 1, 1]);
    expect(map.offset).toEqual([0, 0, 0]);
  });
});
