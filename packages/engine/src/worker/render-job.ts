import { engineErrors } from '@looklab/shared';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import type { EngineCore, Timings } from '../engine-core';
import { detectionSize } from '../engine-core';
import {
  fitsPerson,
  keepMasks,
  keptMasksAt,
  madeHere,
  masksAt,
  scaleBetween,
  type PersonMasks,
  type PhotoMasks,
  type Scale,
} from '../person-masks';
import { decodeImage, decodeImageAt, resizeImage, type RawImage } from '../image/raw-image';
import { RecentMap } from '../recent-map';
import { referenceHair } from '../analysis/reference-hair';
import { pausePoint } from '../image/pause-point';
import {
  applyHairLayer,
  hairLayerKey,
  hairLayerOf,
  hairOnlyLook,
  isHairOnly,
  preparePhoto,
  renderLookSync,
  touchesHair,
  withoutHair,
  type HairLayer,
  type KeptHair,
  type PersonMask,
  type PhotoPrep,
  type ReferenceInfo,
  type RenderMeta,
} from '../render';
import type { DetectedFace } from '../runtime/human-runtime';
import type { WorkerRequest, WorkerResult } from './protocol';
import { encodeJpeg, encodeOpaquePng } from './preview-encode';
import { sharedLayer, sharedPrep } from './shared-layers';
import { CpuSteps } from './thread-cpu';

export class RenderJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineJobError';
  }
}

/**
 * Decoded photos this worker rendered lately, by the engine's photo key and size: a preview
 * of the same photo neither decodes nor downscales again (a 2048 px photo: ~13 MB decoded, a
 * 1024 px preview ~3 MB).
 */
export const DECODED_PHOTOS_KEPT = 4;
type SizedPhoto = { image: RawImage; full: { width: number; height: number } };
const decodedPhotos = new RecentMap<Promise<SizedPhoto>>(DECODED_PHOTOS_KEPT);

/** A photo's key at a size in this worker's decoded photos. */
const decodedKey = (photoKey: string, maxSide: number | undefined) => `${photoKey}@${maxSide ?? 0}`;

/** Drops a photo at a size from this worker's decoded photos (the warm-up's portrait). */
export function forgetDecodedPhoto(photoKey: string, maxSide?: number): void {
  decodedPhotos.delete(decodedKey(photoKey, maxSide));
}

/** The photo decoded, downscaled to `maxSide` as the detector downscales (so its faces fit). */
async function decodeAtSize(bytes: Uint8Array, maxSide: number | undefined): Promise<SizedPhoto> {
  return decodeImageAt(Buffer.from(bytes), (full) => {
    const scale = maxSide ? Math.min(1, maxSide / Math.max(full.width, full.height)) : 1;
    return scale >= 1
      ? full
      : { width: Math.round(full.width * scale), height: Math.round(full.height * scale) };
  });
}

/**
 * From the full photo's detection image (where the engine's faces and masks are) to that of the
 * photo at the render's size.
 */
function detectionScale(full: { width: number; height: number }, image: RawImage): Scale {
  return scaleBetween(detectionSize(full), detectionSize(image));
}

/** Faces found at the full photo's detection size, moved by `s` onto the render's. */
function facesAtSize(faces: DetectedFace[] | undefined, s: Scale): DetectedFace[] | undefined {
  if (!faces) return undefined;
  if (s.sx === 1 && s.sy === 1) return faces;
  const { sx: fx, sy: fy } = s;
  return faces.map((f) => ({
    ...f,
    box: { x: f.box.x * fx, y: f.box.y * fy, width: f.box.width * fx, height: f.box.height * fy },
    mesh: f.mesh.map(([x, y, z]) => [x * fx, y * fy, z * fx] as [number, number, number]),
  }));
}

type PhotoRequest = Extract<WorkerRequest, { kind: 'render' | 'prepare' | 'layer' }>;

/**
 * The render's photo (from this worker's cache when it has the key), its faces, and the scale
 * from the engine's detection pixels to the render's.
 */
async function photoOf(
  req: PhotoRequest,
): Promise<{ image: RawImage; faces: DetectedFace[] | undefined; scale: Scale }> {
  const load = () => decodeAtSize(req.image, req.maxSide);
  let photo: SizedPhoto;
  if (req.photoKey) {
    const key = decodedKey(req.photoKey, req.maxSide);
    photo = await decodedPhotos.get(key, load).catch((err: unknown) => {
      decodedPhotos.delete(key);
      throw err;
    });
  } else photo = await load();
  const scale = detectionScale(photo.full, photo.image);
  return { image: photo.image, faces: facesAtSize(req.faces, scale), scale };
}

/** The render's photo and people, the people's segmentations in its pixels, and those made. */
type PhotoPeople = {
  image: RawImage;
  people: PersonAnalysis[];
  person: PersonAnalysis;
  /** analysed here (the engine keeps the people) */
  fresh: boolean;
  /** the analysis's person segmentations (kept or made), in the image's pixels */
  masks: PersonMasks;
  /** the segmentations made here, for the engine's cache (its detection pixels) */
  made: PhotoMasks | undefined;
};

/** The photo decoded at its size and its people: analysed here unless an earlier job did. */
async function personOf(
  core: EngineCore,
  req: PhotoRequest,
  timings: Timings,
): Promise<PhotoPeople> {
  const t0 = performance.now();
  const photo = await photoOf(req);
  timings.decode = performance.now() - t0;
  // the kept masks in the render's detection pixels, then in its image's (as the landmarks)
  const given = keptMasksAt(req.masks, photo.scale);
  const toImage = scaleBetween(detectionSize(photo.image), photo.image);
  let analysed: { people: PersonAnalysis[]; image: RawImage; masks: PersonMasks };
  let made: PhotoMasks | undefined;
  if (req.people) {
    // the people of an earlier render of this photo at this size (the engine's cache)
    analysed = { people: req.people, image: photo.image, masks: masksAt(given, toImage) };
  } else {
    const r = await core.analyzeImage(photo.image, 'Pro', photo.faces, {
      withProfile: false,
      masks: given,
    });
    analysed = { people: r.people, image: r.image, masks: masksAt(r.masks, toImage) };
    // the model's time apart: `segment` is all of this job's
    timings.segment = r.timings.segment ?? 0;
    const here = madeHere(r.masks, given);
    const back = { sx: 1 / photo.scale.sx, sy: 1 / photo.scale.sy };
    if (Object.keys(here).length) made = keepMasks(here, back);
  }
  timings.analyze = performance.now() - t0 - timings.decode - (timings.segment ?? 0);
  const person = analysed.people.find((p) => p.id === req.personId);
  if (analysed.people.length === 0) throw new RenderJobError('NO_PEOPLE', engineErrors.noPeople);
  if (!person)
    throw new RenderJobError(
      'PERSON_NOT_FOUND',
      `Person ${req.personId} was not found in the photo.`,
    );
  return {
    image: analysed.image,
    people: analysed.people,
    person,
    fresh: !req.people,
    masks: analysed.masks,
    made,
  };
}

/**
 * The person's segmentation: the analysis's (kept by the engine, or made by this job's analysis)
 * when it has one for them, else the model's now (photos of more than MASKED_HAIR_PEOPLE faces).
 */
function personMaskOf(core: EngineCore, found: PhotoPeople): PersonMask | undefined {
  const { image, person, masks } = found;
  const kept = masks[person.id];
  return kept && fitsPerson(kept, person) ? kept : core.personMask(image, person);
}

/** A job result's people and masks, when it analysed the photo itself. */
function analysedHere(found: PhotoPeople) {
  return {
    ...(found.fresh ? { people: found.people } : {}),
    ...(found.made ? { masks: found.made } : {}),
  };
}

type RenderBase = {
  image: RawImage;
  person: PersonAnalysis;
  people: PersonAnalysis[];
  prep: PhotoPrep;
  personMask: PersonMask | undefined;
};

/** A render's input from its base, without the person mask when there is none. */
function optional({ personMask, ...rest }: RenderBase) {
  return { ...rest, ...(personMask ? { personMask } : {}) };
}

/** The hairstyle of `look` alone painted on the photo, as a layer for previews. */
function hairLayerFor(base: RenderBase, look: Selections): HairLayer {
  const kept: KeptHair = {};
  const out = renderLookSync({ ...optional(base), look: hairOnlyLook(look), keepHair: kept });
  if (!kept.hair || !kept.region) throw new Error('a hair render kept no hair');
  return hairLayerOf(base.image, out.image, kept.hair, kept.region, out.meta);
}

/** What of `prep` a job found that was not given to it (undefined: nothing new). */
function addedPrep(given: PhotoPrep | undefined, prep: PhotoPrep): PhotoPrep | undefined {
  const grew =
    (prep.personMask && !given?.personMask) ||
    (prep.hair && !given?.hair) ||
    (prep.hair?.mask && !given?.hair?.mask);
  return grew ? prep : undefined;
}

/** Detects again (same ids as analyze), then renders the look for one person. */
export async function renderInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'render' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const cpu = new CpuSteps();
  const found = await personOf(core, req, timings);
  const { image: photo, people, person } = found;
  const reference = req.reference
    ? await referenceInfo(core, req.reference, req.referenceFaces)
    : undefined;
  cpu.lap('photo');
  // a copy of what was given (the render adds what it finds), or a new one
  const prep: PhotoPrep = { ...req.prep };
  const ts = performance.now();
  if (touchesHair(req.look)) prep.personMask ??= personMaskOf(core, found);
  timings.segment = (timings.segment ?? 0) + performance.now() - ts;
  cpu.lap('segment');
  const t1 = performance.now();
  // hair layers are kept by the engine for the photo's session of work, at this size
  const layered =
    req.photoKey !== undefined && hairLayerKey(req.look, reference !== undefined) !== null;
  const base = { image: photo, person, people, prep, personMask: prep.personMask };
  let rendered: { image: RawImage; meta: RenderMeta };
  let made: HairLayer | undefined;
  if (layered && req.encoding === 'jpeg') {
    // a preview: the look's other steps, then its hairstyle laid over them and recoloured
    // painted here only when the engine has none kept (its time then shows as `layer`)
    const tl = performance.now();
    const hair = req.layer ?? (made = hairLayerFor(base, req.look));
    if (made) timings.layer = performance.now() - tl;
    rendered = renderLookSync({ ...optional(base), look: withoutHair(req.look) });
    applyHairLayer(rendered.image, hair, req.look, person, rendered.meta, people, base.personMask);
  } else {
    const kept: KeptHair = {};
    const own = layered && isHairOnly(req.look);
    rendered = renderLookSync({
      ...optional(base),
      look: req.look,
      ...(reference ? { reference } : {}),
      ...(own ? { keepHair: kept } : {}),
    });
    // a hairstyle tile leaves its hair for the previews of its look
    if (own && kept.hair && kept.region)
      made = hairLayerOf(photo, rendered.image, kept.hair, kept.region, rendered.meta);
  }
  const { image, meta } = rendered;
  // the photo's own hair (found, or taken from the prep) apart from the look's own steps
  timings.hair = meta.timings.hairAnalysis ?? 0;
  timings.render = performance.now() - t1 - timings.hair - (timings.layer ?? 0);
  cpu.lap('render');
  const t2 = performance.now();
  const png = req.encoding === 'jpeg' ? await encodeJpeg(image) : await encodeOpaquePng(image);
  timings.encode = performance.now() - t2;
  cpu.lap('encode');
  const added = addedPrep(req.prep, prep);
  return {
    kind: 'render',
    png: new Uint8Array(png),
    meta,
    timings,
    ...(cpu.steps ? { cpu: cpu.steps } : {}),
    ...analysedHere(found),
    // kept by the engine for later previews: in shared memory, not copied to them again
    ...(added ? { prep: sharedPrep(added) } : {}),
    ...(made ? { layer: sharedLayer(made) } : {}),
  };
}

/** The hair layer of a look, painted ahead of the previews that will be made from it. */
export async function layerInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'layer' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const cpu = new CpuSteps();
  const found = await personOf(core, req, timings);
  const { image, people, person } = found;
  cpu.lap('photo');
  const prep: PhotoPrep = { ...req.prep };
  const ts = performance.now();
  prep.personMask ??= personMaskOf(core, found);
  timings.segment = (timings.segment ?? 0) + performance.now() - ts;
  cpu.lap('segment');
  const tl = performance.now();
  const base = { image, person, people, prep, personMask: prep.personMask };
  const layer =
    hairLayerKey(req.look, false) !== null && person.landmarks.length >= 468
      ? hairLayerFor(base, req.look)
      : null;
  timings.layer = performance.now() - tl;
  cpu.lap('layer');
  const added = addedPrep(req.prep, prep);
  return {
    kind: 'layer',
    layer: layer && sharedLayer(layer),
    timings,
    ...(cpu.steps ? { cpu: cpu.steps } : {}),
    ...analysedHere(found),
    ...(added ? { prep: sharedPrep(added) } : {}),
  };
}

/** The per-photo work of hair looks for one person, before the first click needs it. */
export async function prepareInWorker(
  core: EngineCore,
  req: Extract<WorkerRequest, { kind: 'prepare' }>,
): Promise<WorkerResult> {
  const timings: Timings = {};
  const cpu = new CpuSteps();
  const found = await personOf(core, req, timings);
  const { image, people, person } = found;
  cpu.lap('photo');
  const ts = performance.now();
  const personMask = personMaskOf(core, found);
  timings.segment = (timings.segment ?? 0) + performance.now() - ts;
  cpu.lap('segment');
  const prep: PhotoPrep = personMask ? { personMask } : {};
  // it may wait here for a click, between the segmentation and the hair (yield-gate.ts)
  pausePoint();
  const th = performance.now();
  preparePhoto({ image, person, people, ...(personMask ? { personMask } : {}), prep });
  timings.hair = performance.now() - th;
  cpu.lap('hair');
  return {
    kind: 'prepare',
    prep: sharedPrep(prep),
    timings,
    ...(cpu.steps ? { cpu: cpu.steps } : {}),
    ...analysedHere(found),
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
  // with the segmentation, so its hair is judged as the analysis judges a photo's
  const { people, masks } = await core.analyzeImage(image, 'Pro', faces, { withProfile: false });
  const largest = [...people].sort(
    (a, b) => b.faceBox.width * b.faceBox.height - a.faceBox.width * a.faceBox.height,
  )[0];
  if (!largest) return { image };
  // the reference is analysed at its own size (≤ DETECT_MAX_SIDE): its mask is in its pixels
  const hair = referenceHair(image, largest.landmarks, masks[largest.id]);
  return { image, person: largest, hair };
}
