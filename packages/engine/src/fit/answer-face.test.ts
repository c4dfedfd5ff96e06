import { describe, expect, it } from 'vitest';
import { syntheticMesh, testCard } from '../../test/synthetic';
import type { DetectedFace } from '../runtime/human-runtime';
import { answerCrop, faceToPhoto, matchFace } from './answer-face';
import { IDENTITY } from './similarity';
import { answerMap, warpRgba } from './warp';

function detected(cx: number, cy: number, unit: number): DetectedFace {
  return {
    score: 0.9,
    box: { x: cx - unit / 2, y: cy - unit / 2, width: unit, height: unit * 1.2 },
    mesh: syntheticMesh(cx, cy, unit),
    age: null,
    gender: null,
    genderScore: 0,
    embedding: null,
    rotation: null,
  };
}

describe('the answer face', () => {
  it('crops the answer in the photo’s frame, its stretch undone', () => {
    const photo = testCard(100, 80);
    // the answer: the photo stretched to 160×160 (a model's square bucket)
    const answer = warpRgba(photo, answerMap(IDENTITY, 160, 160, 100, 80), {
      x: 0,
      y: 0,
      width: 160,
      height: 160,
    });
    const crop = answerCrop(answer, 100, 80, { x: 20, y: 10, width: 60, height: 50 }, 1);
    expect([crop.image.width, crop.image.height]).toEqual([60, 50]);
    let err = 0;
    for (let y = 0; y < 50; y++) {
      for (let x = 0; x < 60; x++) {
        const c = (y * 60 + x) * 4;
        const p = ((y + 10) * 100 + x + 20) * 4;
        err += Math.abs(crop.image.data[c] - photo.data[p]);
      }
    }
    // twice resampled (stretch, then back): a level or two on a smooth card
    expect(err / 3000).toBeLessThan(2.5);
  });

  it('maps a face found on a scaled crop back to photo pixels', () => {
    const crop = {
      image: testCard(50, 40),
      rect: { x: 200, y: 100, width: 100, height: 80 },
      scale: 0.5,
    };
    const f = faceToPhoto(detected(25, 20, 20), crop);
    expect(f.mesh[33]).toEqual([200 + (25 - 6) * 2, 100 + 20 * 2, 0]);
    expect(f.box.width).toBe(40);
  });

  it('takes the nearest face of about the same size, and none too far or too different', () => {
    const person = syntheticMesh(300, 200, 100);
    const near = detected(306, 196, 104);
    const neighbour = detected(420, 200, 100);
    expect(matchFace([neighbour, near], person)).toBe(near);
    expect(matchFace([neighbour], person)).toBeNull();
    expect(matchFace([detected(300, 200, 45)], person)).toBeNull();
  });
});
