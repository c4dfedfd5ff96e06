import { createHash } from 'node:crypto';
import { engineErrors, personNotInPhoto, type PersonAnalysis } from '@looklab/shared';
import { DETECT_MAX_SIDE, detectionSize, type EngineCore, type Timings } from '../engine-core';
import {
  fitsPerson,
  keepMasks,
  keptMasksAt,
  madeHere,
  masksAt,
  SAME_SIZE,
  scaleBetween,
  type PersonMasks,
} from '../person-masks';
import type { PersonMask } from '../render/context';
import {
  answerCrop,
  faceToPhoto,
  matchFace,
  meshFace,
  meshSquare,
  searchRect,
  squareMoved,
} from '../fit/answer-face';
import { FitError } from '../fit/fit-error';
import { MIN_IDENTITY, MIN_MESH_SCORE, PNG_LEVEL } from '../fit/fit-params';
import { fitAnswer, releaseFitImage, type FitOutput } from '../fit/fit-result';
import { encodeBandedPng, type PngBands } from '../image/png-bands';
import { oldHairMask } from '../fit/old-hair';
import { photoSide } from '../fit/photo-side';
import { personKey } from '../recent-map';
import { checkIdentity, identityOf, identitySquare } from '../fit/identity';
import { decodeImage, encodePng, type RawImage } from '../image/raw-image';
import type { DetectedFace } from '../runtime/human-runtime';
import type { WorkerRequest, WorkerResult } from './protocol';
import { encodeJpeg } from './preview-encode';
import { RenderJobError } from './render-job';

/**
 * The person's face in `img` — the photo, or the answer at its own size (stretched over the
 * photo's `width`×`height`) — found by the detector and mesh on a crop around where it is in
 * the photo, at the scale the photo's faces were detected at.
 */
export async function faceNear(
  core: EngineCore,
  img: RawImage,
  width: number,
  height: number,
  person: PersonAnalysis,
): Promise<DetectedFace | null> {
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(width, height));
  const crop = answerCrop(img, width, height, searchRect(person.faceBox, width, height), scale);
  const found = await core.detectInCrop(crop.image, false);
  return matchFace(
    found.map((f) => faceToPhoto(f, crop)),
    person.landmarks,
  );
}

/**
 * The person's face in the answer (photo px, the answer's stretch undone): the mesh on the
 * square where the photo's face is, once more on the square that mesh puts the face in when it
 * moved; the detector on a crop when the mesh is not confident or not the person's face.
 */
export async function answerFace(
  core: EngineCore,
  answer: RawImage,
  width: number,
  height: number,
  person: PersonAnalysis,
): Promise<DetectedFace | null> {
  const map = { kx: answer.width / width, ky: answer.height / height };
  let sq = meshSquare(person.landmarks);
  for (let pass = 0; pass < 2; pass++) {
    const found = await core.meshOnSquare(answer, sq, map);
    if (found.score < MIN_MESH_SCORE || found.mesh.length < 468) break;
    const next = meshSquare(found.mesh);
    if (pass === 1 || !squareMoved(sq, next)) {
      const face = matchFace([meshFace(found.mesh, found.score)], person.landmarks);
      if (face) return face;
      break;
    }
    sq = next;
  }
  return faceNear(core, answer, width, height, person);
}

/** The photo decoded, remembered by its bytes in this worker (tiles and finals share it). */
function decodePhoto(core: EngineCore, bytes: Uint8Array): Promise<RawImage> {
  const key = createHash('sha1').update(bytes).digest('hex');
  const photo = core.fitPhotos.get(key, () => decodeImage(Buffer.from(bytes)));
  // a photo that fails to decode is not remembered
  photo.catch(() => core.fitPhotos.delete(key));
  return photo;
}

/**
 * The answer fitted onto the photo for one person (FIT_NO_FACE when its face is not found);
 * the photo's side of the work is remembered per photo and person in this worker.
 */
export async function fitPerson(
  core: EngineCore,
  image: RawImage,
  answer: RawImage,
  person: PersonAnalysis,
  people: readonly PersonAnalysis[],
  /** the person's segmentation, when the analysis made one (photo px) */
  kept?: PersonMask,
): Promise<FitOutput & { png: PngBands | null }> {
  const t0 = performance.now();
  const face = await answerFace(core, answer, image.width, image.height, person);
  const answerMs = performance.now() - t0;
  if (!face) throw new FitError('FIT_NO_FACE');
  const t1 = performance.now();
  const photo = core.fitSides.get(personKey(image, person), () =>
    photoSide(image, person, people, (region) =>
      oldHairMask(
        image,
        person,
        people,
        region,
        kept && fitsPerson(kept, person) ? kept : core.personMask(image, person),
      ),
    ),
  );
  const photoMs = performance.now() - t1;
  const fitted = fitAnswer({ image, photo, answer, answerFace: face });
  return {
    ...fitted,
    png: photo.png,
    timings: { answerFace: answerMs, photo: photoMs, ...fitted.timings },
  };
}

/**
 * Fits a generative answer back onto the photo for one person: the photo's faces and people
 * (and the person's descriptor as the fit measures it) come from the engine's caches when it
 * has them, the decoded photo and the old hair from this worker's.
 */
export async function fitInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'fit' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const t0 = performance.now();
  const [image, answer] = await Promise.all([
    decodePhoto(core, req.image),
    // a view of the transferred bytes (Buffer.from of a typed array copies them)
    decodeImage(
      Buffer.from(req.generated.buffer, req.generated.byteOffset, req.generated.byteLength),
    ),
  ]);
  timings.decode = performance.now() - t0;

  const t1 = performance.now();
  const faces = req.faces ?? (await core.detectFaces(image));
  // the analysis's segmentations (kept by the engine, else made now), in the photo's pixels
  const given = keptMasksAt(req.masks, SAME_SIZE);
  const toImage = scaleBetween(detectionSize(image), image);
  let people = req.people;
  let masks: PersonMasks = masksAt(given, toImage);
  let made: PersonMasks = {};
  if (!people) {
    const r = await core.analyzeImage(image, 'Pro', faces, { withProfile: false, masks: given });
    people = r.people;
    masks = masksAt(r.masks, toImage);
    made = madeHere(r.masks, given);
  }
  timings.people = performance.now() - t1;
  if (people.length === 0) throw new RenderJobError('NO_PEOPLE', engineErrors.noPeople);
  const person = people.find((p) => p.id === req.personId);
  if (!person) throw new RenderJobError('PERSON_NOT_FOUND', personNotInPhoto(req.personId));

  const fitted = await fitPerson(core, image, answer, person, people, masks[person.id]);
  Object.assign(timings, fitted.timings);

  const t3 = performance.now();
  // the photo's face and the result's on the same square: the result is aligned to the photo
  const sq = identitySquare(person.landmarks);
  const descriptor = req.descriptor ?? (await core.describeSquare(image, sq));
  const identity = identityOf(descriptor, await core.describeSquare(fitted.image, sq));
  timings.identity = performance.now() - t3;
  checkIdentity(identity);

  const t4 = performance.now();
  const png =
    req.encoding === 'jpeg'
      ? await encodeJpeg(fitted.image)
      : fitted.png
        ? encodeBandedPng(fitted.image, fitted.png, fitted.changedRows, PNG_LEVEL)
        : await encodePng(fitted.image);
  releaseFitImage(fitted);
  timings.encode = performance.now() - t4;
  return {
    kind: 'fit',
    // the banded PNG owns its buffer (a view, moved to the main thread); sharp's is copied
    png:
      req.encoding !== 'jpeg' && fitted.png
        ? new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
        : new Uint8Array(png),
    meta: { ...fitted.meta, identity, identityThreshold: MIN_IDENTITY },
    timings,
    ...(req.faces ? {} : { faces }),
    ...(req.people ? {} : { people }),
    ...(Object.keys(made).length ? { masks: keepMasks(made, SAME_SIZE) } : {}),
    ...(req.descriptor !== undefined ? {} : { descriptor }),
  };
}
