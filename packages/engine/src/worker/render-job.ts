import { engineErrors } from '@looklab/shared';
import type { EngineCore, Timings } from '../engine-core';
import { decodeImage, encodePng, resizeImage } from '../image/raw-image';
import { renderLook, touchesHair, type ReferenceInfo } from '../render';
import type { DetectedFace } from '../runtime/human-runtime';
import type { WorkerRequest, WorkerResult } from './protocol';
import { encodeJpeg } from './preview-encode';

export class RenderJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineJobError';
  }
}

/** Detects again (same ids as analyze), then renders the look for one person. */
export async function renderInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'render' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const t0 = performance.now();
  // the people of an earlier render of this photo (the engine's cache): only decode then
  const analysed = req.people
    ? { people: req.people, image: await decodeImage(Buffer.from(req.image)) }
    : await core.analyzeBuffer(Buffer.from(req.image), 'Pro', req.faces, { withProfile: false });
  timings.analyze = performance.now() - t0;
  const person = analysed.people.find((p) => p.id === req.personId);
  if (analysed.people.length === 0) throw new RenderJobError('NO_PEOPLE', engineErrors.noPeople);
  if (!person)
    throw new RenderJobError(
      'PERSON_NOT_FOUND',
      `Person ${req.personId} was not found in the photo.`,
    );
  const reference = req.reference
    ? await referenceInfo(core, req.reference, req.referenceFaces)
    : undefined;
  const ts = performance.now();
  const personMask = touchesHair(req.look) ? core.personMask(analysed.image, person) : undefined;
  timings.segment = performance.now() - ts;
  const t1 = performance.now();
  const { image, meta } = await renderLook({
    image: analysed.image,
    person,
    people: analysed.people,
    look: req.look,
    ...(reference ? { reference } : {}),
    ...(personMask ? { personMask } : {}),
  });
  timings.render = performance.now() - t1;
  const t2 = performance.now();
  const png = req.encoding === 'jpeg' ? await encodeJpeg(image) : await encodePng(image);
  timings.encode = performance.now() - t2;
  return {
    kind: 'render',
    png: new Uint8Array(png),
    meta,
    timings,
    ...(req.people ? {} : { people: analysed.people }),
  };
}

/**
 * A custom-style reference photo (≤ 1024 px) and its most prominent person, if any; `faces`
 * (from the engine's cache, in detection-image pixels) skip detecting it again.
 */
async function referenceInfo(
  core: EngineCore,
  bytes: Uint8Array,
  faces?: DetectedFace[],
): Promise<ReferenceInfo> {
  let image = await decodeImage(Buffer.from(bytes));
  const scale = Math.min(1, 1024 / Math.max(image.width, image.height));
  if (scale < 1)
    image = await resizeImage(
      image,
      Math.round(image.width * scale),
      Math.round(image.height * scale),
    );
  const { people } = await core.analyzeImage(image, 'Pro', faces, { withProfile: false });
  const largest = [...people].sort(
    (a, b) => b.faceBox.width * b.faceBox.height - a.faceBox.width * a.faceBox.height,
  )[0];
  return largest ? { image, person: largest } : { image };
}
