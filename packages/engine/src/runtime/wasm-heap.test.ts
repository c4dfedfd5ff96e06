import { beforeAll, describe, expect, it } from 'vitest';
import type * as TfCore from '@tensorflow/tfjs-core';
import { loadHuman } from './human-runtime';
import { heapView, tensorFilledInPlace } from './wasm-heap';

type Tf = typeof TfCore;
let tf: Tf;

beforeAll(async () => {
  tf = (await loadHuman({ description: false, iris: false })).human.tf as Tf;
}, 60_000);

describe('tensors written and read in the WASM backend memory', () => {
  it('a tensor filled in place holds what was written, and is freed like any other', async () => {
    const before = tf.memory().numTensors;
    const t = tensorFilledInPlace(tf, [2, 3, 4], (data) => {
      for (let i = 0; i < data.length; i++) data[i] = i * 0.5 - 3;
    });
    if (!t) throw new Error('the tests run on the WASM backend');
    expect(t.shape).toEqual([2, 3, 4]);
    const values = Array.from(await t.data());
    expect(values).toEqual(Array.from({ length: 24 }, (_, i) => i * 0.5 - 3));
    // an op on it sees the same data
    const sum = tf.sum(t);
    expect((await sum.data())[0]).toBeCloseTo(
      values.reduce((a, b) => a + b, 0),
      4,
    );
    tf.dispose([t, sum]);
    expect(tf.memory().numTensors).toBe(before);
  });

  it('a view of a tensor is its data, without a copy', () => {
    const t = tf.tensor([1, 2, 3, 4], [2, 2], 'float32');
    const view = heapView(tf, t);
    expect(view && Array.from(view)).toEqual([1, 2, 3, 4]);
    tf.dispose(t);
    const ints = tf.tensor([1, 2], [2], 'int32');
    expect(heapView(tf, ints)).toBeNull();
    tf.dispose(ints);
  });
});
