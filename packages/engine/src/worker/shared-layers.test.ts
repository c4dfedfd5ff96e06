import { describe, expect, it } from 'vitest';
import type { PhotoPrep } from '../render/photo-prep';
import type { HairLayer } from '../render/preview-layers';
import { shared, sharedLayer, sharedPrep } from './shared-layers';

const mask = (n: number) => ({
  x0: 1,
  y0: 2,
  width: n,
  height: 1,
  data: new Float32Array(n).fill(0.5),
});
const inShared = (a: ArrayBufferView) => a.buffer instanceof SharedArrayBuffer;

describe('layers kept in shared memory', () => {
  it('copies a typed array into shared memory once, values and type kept', () => {
    const a = new Float32Array([0.25, 1, -3]);
    const s = shared(a);
    expect(s).toBeInstanceOf(Float32Array);
    expect(inShared(s)).toBe(true);
    expect([...s]).toEqual([...a]);
    expect(shared(s)).toBe(s);
    expect(shared(new Uint8Array([7, 9]))).toBeInstanceOf(Uint8Array);
  });

  it('shares a layer’s pixels, changed flags and hair coverage, the rest as it was', () => {
    const layer: HairLayer = {
      x0: 3,
      y0: 4,
      width: 2,
      height: 1,
      rgba: new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255]),
      changed: new Uint8Array([1, 0]),
      hair: mask(2),
      meta: { applied: ['hairstyle'], skipped: [], notes: [] },
    };
    const s = sharedLayer(layer);
    expect(inShared(s.rgba) && inShared(s.changed) && inShared(s.hair.data)).toBe(true);
    expect(structuredClone(s)).toEqual(structuredClone(layer));
    // a shared array travels to another thread as a reference to the same memory
    const sent = structuredClone(s);
    sent.rgba[0] = 200;
    expect(s.rgba[0]).toBe(200);
    expect(layer.rgba[0]).toBe(1);
  });

  it('shares a prep’s hair mask only (a render may change its cells and model)', () => {
    const cells = { L: new Float32Array(4) };
    const prep = {
      hair: { rect: [0, 0, 2, 1], cells, model: { present: true }, mask: mask(2) },
    } as unknown as PhotoPrep;
    const s = sharedPrep(prep);
    expect(inShared(s.hair?.mask?.data ?? new Float32Array())).toBe(true);
    expect(s.hair?.cells).toBe(cells);
    expect(inShared(cells.L)).toBe(false);
    expect(sharedPrep({})).toEqual({});
  });
});
