/**
 * Human's face mesh model has three heads: the mesh, the face flag and 133 contour points. Human
 * reads only the first two (its contour code is commented out) but runs the model for all three:
 * the contour head's own layers are about a tenth of each face's mesh run. This asks the model
 * for the heads Human reads; they are computed by the same layers as before, so the same numbers.
 */
import type { Human as HumanClass } from '@vladmandic/human';
import type * as TfCore from '@tensorflow/tfjs-core';

type Tensor = TfCore.Tensor;
type Output = { name: string };
type MeshModel = {
  modelSignature?: { outputs?: Record<string, Output> };
  execute(input: Tensor, outputs?: string | string[]): Tensor | Tensor[];
};

/** The contour head's name in the model's signature. */
const CONTOURS = 'output_contours';

export function skipMeshContours(human: HumanClass): void {
  const model = human.models.models.facemesh as unknown as MeshModel | null;
  const heads = Object.entries(model?.modelSignature?.outputs ?? {});
  if (!model || !heads.some(([key]) => key === CONTOURS)) return;
  const read = heads.filter(([key]) => key !== CONTOURS).map(([, o]) => o.name);
  const execute = model.execute.bind(model);
  model.execute = (input, outputs) => execute(input, outputs ?? read);
}
