/** Shared set-up for the renderer's fixture tests: decode a fixture and detect its people. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PersonAnalysis } from '@looklab/shared';
import { decodeImage, type RawImage } from '../src/image/raw-image';
import { detectPeople, type HumanRuntime } from '../src/runtime/human-runtime';
import { personFromFace } from '../src/render/dev/person-from-face';
import type { PersonMask } from '../src/render';
import { loadSegmenter, type PersonSegmenter } from '../src/runtime/segmentation';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const photosDir = path.resolve(repoRoot, '../shared/fixtures/photos');

export type Fixture = {
  image: RawImage;
  people: PersonAnalysis[];
  embeddings: (number[] | null)[];
};

export async function loadFixture(
  rt: HumanRuntime,
  file: string,
  maxSide = 1024,
): Promise<Fixture> {
  const image = await decodeImage(await readFile(path.join(photosDir, file)), { maxSide });
  const faces = (await detectPeople(rt, image))
    .filter((f) => f.score >= 0.45 && f.mesh.length >= 468)
    .sort((a, b) => a.box.x + a.box.width / 2 - (b.box.x + b.box.width / 2));
  return {
    image,
    people: faces.map((f, i) => personFromFace(f, i, image.width, image.height)),
    embeddings: faces.map((f) => f.embedding),
  };
}

export function largest(people: PersonAnalysis[]): PersonAnalysis {
  return people.reduce((a, b) => (b.faceBox.width > a.faceBox.width ? b : a));
}

const segmenters = new WeakMap<HumanRuntime, PersonSegmenter>();

/** The person's segmentation, as the worker's render job computes it. */
export function personMaskFor(
  rt: HumanRuntime,
  image: RawImage,
  person: PersonAnalysis,
): PersonMask {
  let seg = segmenters.get(rt);
  if (!seg) {
    seg = loadSegmenter(rt);
    segmenters.set(rt, seg);
  }
  return seg.segment(image, person);
}
