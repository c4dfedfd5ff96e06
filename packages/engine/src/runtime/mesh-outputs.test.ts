import { beforeAll, describe, expect, it } from 'vitest';
import type * as TfCore from '@tensorflow/tfjs-core';
import { loadHuman, type HumanRuntime } from './human-runtime';

type Tensor = TfCore.Tensor;
type MeshModel = { execute(input: Tensor, outputs?: string[]): Tensor | Tensor[] };

let rt: HumanRuntime;

beforeAll(async () => {
  rt = await loadHuman({ description: false });
}, 60_000);

describe('the face mesh without its contour head', () => {
  it('gives Human the mesh and the face flag, the same numbers as the whole model', async () => {
    const tf = rt.human.tf as typeof TfCore;
    const model = rt.human.models.models.facemesh as unknown as MeshModel;
    const input = tf.randomUniform([1, 192, 192, 3], 0, 1, 'float32', 7);
    const read = model.execute(input) as Tensor[];
    const whole = model.execute(input, ['Identity:0', 'Identity_1:0', 'Identity_2:0']) as Tensor[];
    const last = (ts: Tensor[]) =>
      ts.map((t) => t.shape[t.shape.length - 1]).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(last(read)).toEqual([1, 1404]);
    expect(last(whole)).toEqual([1, 266, 1404]);
    for (const size of [1, 1404]) {
      const of = (ts: Tensor[]) => ts.find((t) => t.shape[t.shape.length - 1] === size);
      const [a, b] = await Promise.all([of(read)?.data(), of(whole)?.data()]);
      expect(a && Array.from(a)).toEqual(b && Array.from(b));
    }
    tf.dispose([input, ...read, ...whole]);
  });
});
