import type { PersonAnalysis } from '@looklab/shared';
import { faceOfPerson } from '../analysis/analyze-image';
import { DETECT_MAX_SIDE, type EngineCore, type Timings } from '../engine-core';
import { answerCrop, faceToPhoto, matchFace, searchRect } from '../fit/answer-face';
import { FitError } from '../fit/fit-error';
import { MIN_IDENTITY } from '../fit/fit-params';
import { fitAnswer } from '../fit/fit-result';
import { checkIdentity, identityOf } from '../fit/identity';
import { decodeImage, encodePng, type RawImage } from '../image/raw-image';
import type { DetectedFace } from '../runtime/human-runtime';
import type { WorkerRequest, WorkerResult } from './protocol';
import { encodeJpeg } from './preview-encode';
import { RenderJobError } from './render-job';

/**
 * The person's face in `img` — the photo, the fitted result or the answer at its own size
 * (stretched over the photo's `width`×`height`) — found on a crop around where it is in the
 * photo, at the scale the photo's faces were detected at; the descriptor only when asked for.
 */
export async function faceNear(
  core: EngineCore,
  img: RawImage,
  width: number,
  height: number,
  person: PersonAnalysis,
  description: boolean,
): Promise<DetectedFace | null> {
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(width, height));
  const crop = answerCrop(img, width, height, searchRect(person.faceBox, width, height), scale);
  const found = await core.detectInCrop(crop.image, description);
  return matchFace(
    found.map((f) => faceToPhoto(f, crop)),
    person.landmarks,
  );
}

/**
 * Fits a generative answer back onto the photo for one person: the photo's faces and people
 * (and the person's descriptor as the fit measures it) come from the engine's caches when it
 * has them.
 */
export async function fitInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'fit' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const t0 = performance.now();
  const image = await decodeImage(Buffer.from(req.image));
  const answer = await decodeImage(Buffer.from(req.generated));
  timings.decode = performance.now() - t0;

  const t1 = performance.now();
  const faces = req.faces ?? (await core.detectFaces(image));
  const people =
    req.people ?? (await core.analyzeImage(image, 'Pro', faces, { withProfile: false })).people;
  timings.people = performance.now() - t1;
  if (people.length === 0)
    throw new RenderJobError('NO_PEOPLE', 'No people were found in the photo.');
  const person = people.find((p) => p.id === req.personId);
  if (!person)
    throw new RenderJobError(
      'PERSON_NOT_FOUND',
      `Person ${req.personId} was not found in the photo.`,
    );

  const t2 = performance.now();
  const answerFace = await faceNear(core, answer, image.width, image.height, person, false);
  timings.answerFace = performance.now() - t2;
  if (!answerFace) throw new FitError('FIT_NO_FACE');

  const fitted = fitAnswer({
    image,
    answer,
    person,
    people,
    answerFace,
    personMask: core.personMask(image, person),
  });
  Object.assign(timings, fitted.timings);

  const t3 = performance.now();
  // the photo's own face the same way; a whole-photo pass's descriptor if the crop finds none
  const descriptor =
    req.descriptor !== undefined
      ? req.descriptor
      : ((await faceNear(core, image, image.width, image.height, person, true))?.embedding ??
        faceOfPerson(faces, person.id)?.embedding ??
        null);
  const result = await faceNear(core, fitted.image, image.width, image.height, person, true);
  const identity = identityOf(descriptor, result?.embedding ?? null);
  timings.identity = performance.now() - t3;
  checkIdentity(identity);

  const t4 = performance.now();
  const png =
    req.encoding === 'jpeg' ? await encodeJpeg(fitted.image) : await encodePng(fitted.image);
  timings.encode = performance.now() - t4;
  return {
    kind: 'fit',
    png: new Uint8Array(png),
    meta: { ...fitted.meta, identity, identityThreshold: MIN_IDENTITY },
    timings,
    ...(req.faces ? {} : { faces }),
    ...(req.people ? {} : { people }),
    ...(req.descriptor !== undefined ? {} : { descriptor }),
  };
}
