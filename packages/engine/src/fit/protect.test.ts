import { describe, expect, it } from 'vitest';
import { syntheticFace } from '../../test/synthetic';
import { personFromFace } from '../analysis/person-from-face';
import { headCore } from './composite-mask';
import { protectOthers } from './protect';

const person = (index: number, cx: number, cy: number, unit: number, boxScale: number) =>
  personFromFace(syntheticFace(cx, cy, unit, boxScale), index, 600, 400);

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
