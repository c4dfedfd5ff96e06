import { faceOfPerson } from '../analysis/analyze-image';
import { DETECT_MAX_SIDE, type EngineCore, type Timings } from '../engine-core';
import { answerCrop, faceToPhoto, matchAnswerFace, searchRect } from '../fit/answer-face';
import { FitError } from '../fit/fit-error';
import { fitAnswer } from '../fit/fit-result';
import { decodeImage, encodePng } from '../image/raw-image';
import type { WorkerRequest, WorkerResult } from './protocol';
import { encodeJpeg } from './preview-encode';
import { RenderJobError } from './render-job';

/**
 * Fits a generative answer back onto the photo for one person: the photo's faces and people
 * come from the engine's caches when it has them; the answer's face is searched only around
 * the person's (a crop at the scale the photo was detected at).
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
  const face = faceOfPerson(faces, req.personId);
  if (!person || !face)
    throw new RenderJobError(
      'PERSON_NOT_FOUND',
      `Person ${req.personId} was not found in the photo.`,
    );

  const t2 = performance.now();
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(image.width, image.height));
  const crop = answerCrop(
    answer,
    image.width,
    image.height,
    searchRect(person.faceBox, image.width, image.height),
    scale,
  );
  const found = (await core.detectInCrop(crop.image, true)).map((f) => faceToPhoto(f, crop));
  const answerFace = matchAnswerFace(found, person.faceBox);
  timings.answerFace = performance.now() - t2;
  if (!answerFace) throw new FitError('FIT_NO_FACE');

  const fitted = fitAnswer({
    image,
    answer,
    person,
    people,
    embedding: face.embedding,
    answerFace,
    personMask: () => core.personMask(image, person),
  });
  Object.assign(timings, fitted.timings);

  const t3 = performance.now();
  const png =
    req.encoding === 'jpeg' ? await encodeJpeg(fitted.image) : await encodePng(fitted.image);
  timings.encode = performance.now() - t3;
  return {
    kind: 'fit',
    png: new Uint8Array(png),
    meta: fitted.meta,
    timings,
    ...(req.faces ? {} : { faces }),
    ...(req.people ? {} : { people }),
  };
}
