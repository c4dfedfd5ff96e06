import { describe, expect, it } from 'vitest';
import { loadHuman } from './human-runtime';
import { describeFaces } from './face-description';
import type { FaceResTf } from './faceres-graph';
import { DESCRIBE_INPUT } from './params';

describe('the fused description model', () => {
  it('describes a face crop at the size the mesh cut it, without scaling it to 224 px', async () => {
    const rt = await loadHuman();
    const tf = rt.human.tf as FaceResTf;
    const model = rt.faceres;
    expect(model).not.toBeNull();
    if (!model) return;
    // a mid-grey face-sized crop, 0…1 RGB as Human returns it
    const crop = tf.fill([1, DESCRIBE_INPUT, DESCRIBE_INPUT, 3], 0.5);
    const out = model.execute(tf.mul(crop, 255));
    const outs = Array.isArray(out) ? out : [out];
    expect(outs.map((t) => t.shape[1]).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 100, 1024]);
    const [described] = await describeFaces(tf, model, [crop], 0.05);
    expect(described?.embedding).toHaveLength(1024);
    tf.dispose([crop, ...outs]);
  });
});
