import { describe, expect, it } from 'vitest';
import { syntheticMesh } from '../../test/synthetic';
import { personFromFace } from '../render/dev/person-from-face';
import type { DetectedFace } from '../runtime/human-runtime';
import { headCore } from './composite-mask';
import { protectOthers } from './protect';

function person(index: number, cx: number, cy: number, unit: number, boxScale: number) {
  const w = unit * boxScale;
  const face: DetectedFace = {
    score: 0.9,
    // a detector's box is wider than the face (up to ~2× on small faces)
    box: { x: cx - w / 2, y: cy - w / 2, width: w, height: w },
    mesh: syntheticMesh(cx, cy, unit),
    age: null,
    gender: null,
    genderScore: 0,
    embedding: null,
    rotation: null,
  };
  return personFromFace(face, index, 600, 400);
}

describe('protection of other people', () => {
  const region = { x: 0, y: 0, width: 600, height: 400 };
  const self = person(0, 200, 200, 100, 1.2);
  // a neighbour whose big box reaches over the selected face
  const neighbour = person(1, 330, 200, 100, 2.2);
  const core = headCore(600, 400, self.landmarks);
  const p = protectOthers(region, self, [self, neighbour], core)!;
  const at = (x: number, y: number) => p.protect[y * 600 + x];

  it('is 1 over the neighbour’s face and 0 over the selected face', () => {
    expect(at(330, 200)).toBe(1);
    expect(at(360, 240)).toBe(1);
    expect(at(200, 200)).toBe(0);
    expect(at(240, 230)).toBe(0);
  });

  it('claims the neighbour’s whole box, on either side', () => {
    expect(p.claimed[200 * 600 + 250]).toBe(1);
    expect(p.claimed[200 * 600 + 150]).toBe(0);
  });

  it('is absent when no one else is near', () => {
    const far = person(1, 560, 200, 40, 1.2);
    const left = { x: 0, y: 0, width: 400, height: 400 };
    const leftCore = headCore(400, 400, self.landmarks);
    expect(protectOthers(left, self, [self, far], leftCore)).toBeUndefined();
  });
});
