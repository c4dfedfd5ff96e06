/** Shared set-up for the renderer's fixture tests: decode a fixture and detect its people. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PersonAnalysis } from '@looklab/shared';
import { decodeImage, type RawImage } from '../src/image/raw-image';
import { detectPeople, type HumanRuntime } from '../src/runtime/human-runtime';
import { personFromFace } from '../src/analysis/person-from-face';
import type { PersonMask } from '../src/render';
import { loadSegmenter, type PersonSegmenter } from '../src/runtime/segmentation';
import { linearToLab, linearToOklab, SRGB_TO_LINEAR, type Lab } from '../src/image/color';
import { workRect } from '../src/render';
import { createContext } from '../src/render/context';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import { loadWork } from '../src/image/work-image';
import { faceFrame } from '../src/face/geometry';

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
  return fixtureOf(rt, image);
}

/** The people of any image (a fixture or a variant of one), left to right. */
export async function fixtureOf(rt: HumanRuntime, image: RawImage): Promise<Fixture> {
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

/**
 * OKLab of the pixels of `img` under the confident part (mask ≥ 0.9) of the person's hair mask,
 * as the renderer builds it on the original photo `source` with the person's segmentation.
 */
export function hairPixels(
  img: RawImage,
  source: RawImage,
  person: PersonAnalysis,
  personMask: PersonMask,
): Lab[] {
  const work = loadWork(source, workRect(person, source));
  const ctx = createContext(work, person, [], []);
  ctx.personMask = personMask;
  const mask = buildHairMask(ctx, buildHairModel(ctx));
  const out: Lab[] = [];
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[y * mask.width + x] < 0.9) continue;
      const i = ((y + mask.y0 + work.y0) * img.width + x + mask.x0 + work.x0) * 4;
      out.push(
        linearToOklab(
          SRGB_TO_LINEAR[img.data[i]],
          SRGB_TO_LINEAR[img.data[i + 1]],
          SRGB_TO_LINEAR[img.data[i + 2]],
          [0, 0, 0],
        ),
      );
    }
  }
  return out;
}

/** CIELab of a pixel of an 8-bit RGBA image. */
export function labAt(img: RawImage, x: number, y: number): Lab {
  const i = (y * img.width + x) * 4;
  const out: Lab = [0, 0, 0];
  return linearToLab(
    SRGB_TO_LINEAR[img.data[i]],
    SRGB_TO_LINEAR[img.data[i + 1]],
    SRGB_TO_LINEAR[img.data[i + 2]],
    out,
  );
}

/** A band of the face frame: u in face widths from the face centre, v from eye level downward. */
export type Band = { u0: number; u1: number; v0: number; v1: number };

/**
 * Visits the pixels of a band every `step` face widths (those inside the image) and returns how
 * many there were.
 */
export function eachInBand(
  img: RawImage,
  person: PersonAnalysis,
  b: Band,
  step: number,
  visit: (x: number, y: number) => void,
): number {
  const f = faceFrame(person.landmarks);
  let n = 0;
  for (let v = b.v0; v <= b.v1; v += step) {
    for (let u = b.u0; u <= b.u1; u += step) {
      const p = f.toPx(u, v);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      visit(x, y);
      n++;
    }
  }
  return n;
}

/** Of a band sampled every 0.01 face widths: how many pixels, and the share a render changed. */
export function bandChange(
  before: RawImage,
  after: RawImage,
  person: PersonAnalysis,
  b: Band,
): { n: number; share: number } {
  let changed = 0;
  const n = eachInBand(before, person, b, 0.01, (x, y) => {
    const i = (y * before.width + x) * 4;
    let d = 0;
    for (let c = 0; c < 3; c++) d += Math.abs(before.data[i + c] - after.data[i + c]);
    if (d > 12) changed++;
  });
  return { n, share: changed / Math.max(1, n) };
}
