import { beforeAll, describe, expect, it } from 'vitest';
import type * as TfCore from '@tensorflow/tfjs-core';
import { loadHuman } from './human-runtime';
import { withLazyRotation } from './lazy-rotation';

type Tf = typeof TfCore;
let tf: Tf;

beforeAll(async () => {
  // loadHuman installs the lazy rotation on Human's TensorFlow.js
  tf = (await loadHuman({ description: false, iris: false })).human.tf as Tf;
}, 60_000);

/** A noisy 1×h×w×3 float image (0…255): every pixel differs, so a shifted crop shows. */
function noisyImage(h: number, w: number): TfCore.Tensor4D {
  const data = new Float32Array(h * w * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[i] = seed % 256;
  }
  return tf.tensor4d(data, [1, h, w, 3]);
}

/** Human's steps for a tilted face: rotate the image about the face centre, cut the box. */
function straighten(
  img: TfCore.Tensor4D,
  box: number[],
  radians: number,
  centre: [number, number],
) {
  const rotated = tf.image.rotateWithOffset(img, radians, 0, centre);
  const crop = tf.image.cropAndResize(rotated, [box], [0], [64, 64]);
  tf.dispose(rotated);
  return crop;
}

describe('lazy rotation of tilted faces', () => {
  const cases: { name: string; box: number[]; radians: number; centre: [number, number] }[] = [
    {
      name: 'a face inside the photo',
      box: [0.3, 0.4, 0.55, 0.6],
      radians: 0.4,
      centre: [0.5, 0.425],
    },
    {
      name: 'a face over the top-left edge',
      box: [-0.1, -0.05, 0.2, 0.18],
      radians: -0.7,
      centre: [0.065, 0.05],
    },
    {
      name: 'a face over the bottom-right edge',
      box: [0.8, 0.85, 1.1, 1.08],
      radians: 0.25,
      centre: [0.965, 0.95],
    },
  ];
  for (const c of cases) {
    it(`cuts the same pixels as rotating the whole photo: ${c.name}`, async () => {
      const img = noisyImage(300, 400);
      const whole = straighten(img, c.box, c.radians, c.centre);
      const lazy = await withLazyRotation(() =>
        Promise.resolve(straighten(img, c.box, c.radians, c.centre)),
      );
      const [a, b] = [await whole.data(), await lazy.data()];
      let differing = 0;
      for (let i = 0; i < a.length; i++)
        if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 0.01) differing++;
      expect(lazy.shape).toEqual(whole.shape);
      // positions agree up to float rounding: on pure noise, a pixel whose rotated position
      // lies on a rounding boundary may take its neighbour (a shifted window would move all)
      expect(differing / a.length).toBeLessThan(0.002);
      tf.dispose([img, whole, lazy]);
    });
  }

  it('leaves rotations outside a detection alone', async () => {
    const img = noisyImage(40, 50);
    const rotated = tf.image.rotateWithOffset(img, 0.5, 0, [0.5, 0.5]);
    const change = tf.max(tf.abs(tf.sub(rotated, img)));
    expect((await change.data())[0]).toBeGreaterThan(10);
    // inside a detection the same call defers: the image comes back unrotated, to be cut lazily
    const deferred = await withLazyRotation(() =>
      Promise.resolve(tf.image.rotateWithOffset(img, 0.5, 0, [0.5, 0.5])),
    );
    const kept = tf.max(tf.abs(tf.sub(deferred, img)));
    expect((await kept.data())[0]).toBe(0);
    tf.dispose([change, deferred, kept]);
    tf.dispose([img, rotated]);
  });
});
