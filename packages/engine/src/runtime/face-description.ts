/**
 * The description model (Human's FaceRes: age, gender, a 1024-number descriptor; loaded fused by
 * faceres-graph.ts) run over batches of faces instead of once per face inside each detector
 * pass, and only on the faces that are kept (duplicates from overlapping tiles dropped, faces
 * that cannot be people skipped), on the crops at the size the mesh cut them (DESCRIBE_INPUT).
 * Outputs are read as Human 3.3.6 reads them (face/faceres.ts).
 */
import type * as TfCore from '@tensorflow/tfjs-core';
import type { GraphModel } from './faceres-graph';
import { DESCRIBE_BATCH, DESCRIBE_INPUT } from './params';

type Tf = typeof TfCore;
type Tensor = TfCore.Tensor;

export type FaceDescription = {
  age: number | null;
  gender: 'female' | 'male' | null;
  genderScore: number;
  embedding: number[] | null;
};

/** Human's reading of one face's outputs (gender sigmoid, 100 age bins, descriptor). */
function readOne(
  gender: Float32Array,
  ages: Float32Array,
  descriptor: Float32Array | null,
  minConfidence: number,
): FaceDescription {
  const g = gender[0] ?? 0.5;
  const confidence = Math.trunc(200 * Math.abs(g - 0.5)) / 100;
  const known = confidence > minConfidence;
  let idx = 0;
  for (let i = 1; i < ages.length; i++) if ((ages[i] ?? 0) > (ages[idx] ?? 0)) idx = i;
  const before = ages[idx - 1] ?? Number.NaN;
  const after = ages[idx + 1] ?? Number.NaN;
  // Human compares the neighbouring bins (undefined at the ends compares false)
  const age = Math.round(before > after ? 10 * idx - 100 * before : 10 * idx + 100 * after) / 10;
  return {
    age: Number.isFinite(age) && age !== 0 ? age : null,
    gender: known ? (g <= 0.5 ? 'female' : 'male') : null,
    genderScore: known ? Math.min(0.99, confidence) : 0,
    embedding: descriptor && descriptor.length > 0 ? Array.from(descriptor) : null,
  };
}

/**
 * Describes faces from their crops as the face mesh saw them (Human's `detector.return`
 * tensors: 0…1 RGB, straightened), DESCRIBE_BATCH faces per run of the model.
 */
export async function describeFaces(
  tf: Tf,
  model: GraphModel,
  crops: Tensor[],
  minConfidence: number,
  side = DESCRIBE_INPUT,
): Promise<FaceDescription[]> {
  const size: [number, number] = [side, side];
  const out: FaceDescription[] = [];
  for (let start = 0; start < crops.length; start += DESCRIBE_BATCH) {
    const batch = crops.slice(start, start + DESCRIBE_BATCH);
    const results = tf.tidy(() => {
      const stacked = tf.stack(batch.map((c) => (c.shape.length === 4 ? tf.squeeze(c, [0]) : c)));
      const [, h, w] = stacked.shape;
      const resized =
        h === side && w === side
          ? stacked
          : tf.image.resizeBilinear(stacked as TfCore.Tensor4D, size, false);
      const res = model.execute(tf.mul(resized, 255));
      return Array.isArray(res) ? res : [res];
    });
    try {
      const find = (n: number) => results.find((t) => t.shape[1] === n);
      const [genders, ages, descriptors] = await Promise.all([
        find(1)?.data(),
        find(100)?.data(),
        find(1024)?.data(),
      ]);
      for (let k = 0; k < batch.length; k++) {
        if (!(genders instanceof Float32Array) || !(ages instanceof Float32Array)) {
          out.push(emptyDescription());
          continue;
        }
        out.push(
          readOne(
            genders.subarray(k, k + 1),
            ages.subarray(k * 100, (k + 1) * 100),
            descriptors instanceof Float32Array
              ? descriptors.subarray(k * 1024, (k + 1) * 1024)
              : null,
            minConfidence,
          ),
        );
      }
    } finally {
      tf.dispose(results);
    }
  }
  return out;
}

export function emptyDescription(): FaceDescription {
  return { age: null, gender: null, genderScore: 0, embedding: null };
}
