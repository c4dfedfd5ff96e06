import { describe, expect, it } from 'vitest';
import { syntheticMesh } from '../../test/synthetic';
import type { ChangeCells } from './change-cells';
import { compositeMask, headCore, type MaskInput } from './composite-mask';

const W = 400;
const H = 520;
const unit = 120;
const face = syntheticMesh(170, 170, unit);
/** another person's face box, to the right */
const other = { x: 290, y: 110, width: 110, height: 130 };

function cells(diff: number): ChangeCells {
  const cell = 3;
  const gw = Math.ceil(W / cell);
  const gh = Math.ceil(H / cell);
  return { cell, gw, gh, diff: new Float32Array(gw * gh).fill(diff) };
}

function input(diff: number, withOther: boolean): MaskInput {
  const protect = new Float32Array(W * H);
  const claimed = new Uint8Array(W * H);
  for (let y = other.y; y < other.y + other.height; y++)
    for (let x = other.x; x < other.x + other.width; x++) {
      protect[y * W + x] = 1;
      claimed[y * W + x] = 1;
    }
  return {
    width: W,
    height: H,
    landmarks: face,
    core: headCore(W, H, face),
    oldHair: null,
    change: cells(diff),
    faces: withOther ? [{ x: 345, y: 170, unit: 110 }] : [],
    ...(withOther ? { others: { protect, claimed } } : {}),
    atBorder: { left: false, top: false, right: true, bottom: false },
  };
}

const at = (a: Float32Array, x: number, y: number) => a[y * W + x];

describe('composite mask', () => {
  it('is zero on another person even when the answer changed everything', () => {
    const alpha = compositeMask(input(60, true));
    let max = 0;
    for (let y = other.y; y < other.y + other.height; y++)
      for (let x = other.x; x < other.x + other.width; x++) max = Math.max(max, at(alpha, x, y));
    expect(max).toBe(0);
    // the face itself is the answer's
    expect(at(alpha, 170, 190)).toBeGreaterThan(0.99);
  });

  it('keeps the chest below the neck and fades out before the region’s border', () => {
    const alpha = compositeMask(input(60, false));
    // 1.6 face units below the eyes, on the axis: clothes
    expect(at(alpha, 170, 170 + Math.round(1.9 * unit))).toBeLessThan(0.01);
    // a changed region beside the head reaches the side of the frame, then fades
    expect(at(alpha, 20, 170)).toBeGreaterThan(0.9);
    expect(at(alpha, 0, 170)).toBe(0);
    // the right side is the photo's own border: no fade there
    expect(at(alpha, W - 1, 170)).toBeGreaterThan(0.9);
  });

  it('takes only the face and neck when the answer changed nothing', () => {
    const alpha = compositeMask(input(0, false));
    expect(at(alpha, 170, 190)).toBeGreaterThan(0.99);
    expect(at(alpha, 170, 170 + Math.round(0.9 * unit))).toBeGreaterThan(0.9);
    expect(at(alpha, 20, 170)).toBe(0);
    expect(at(alpha, 170, 30)).toBe(0);
  });
});
