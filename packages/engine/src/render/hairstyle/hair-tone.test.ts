import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { hairTone } from './hair-tone';

v8.setFlagsFromString('--allow-natives-syntax');
/** Whether V8 gives both objects one hidden class (compiled code checks for it). */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- V8's own test of object shapes
const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

describe('hairTone', () => {
  it("gives a recentred tone the shape of the tone it moved (no deopt on a photo's first tiles)", () => {
    const own = hairTone(null, null, [30.5, 8.25, 12.5]);
    // a median more than 18 from the hair's mean: the sample is recentred on it
    const moved = hairTone(own, null, [70.5, 8.25, 12.5]);
    expect(moved).not.toBe(own);
    expect(moved.median).toBe(70.5);
    expect(sameShape(moved, own)).toBe(true);
  });
});
