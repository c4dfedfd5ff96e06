/**
 * The local look renderer: turns a structured look (shared Selections) into an edited copy of
 * the photo. Only the selected person's face/hair region is touched; other people are
 * protected and every untouched pixel stays byte-identical.
 */
import { renderNotes, selectionAppliesTo } from '@looklab/shared';
import { installSharedCatalogue } from './catalogue/catalogue-source';
import type { PersonAnalysis, SelectionKey, Selections } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { isNoChange, needsGenerative } from './catalogue/catalogue-adapter';
import { createContext, otherFaces, type PersonMask, type RenderContext } from './context';
import { analyzeReference, type ReferenceInfo, type ReferenceStyle } from './hairstyle/reference';
import type { RenderMeta } from './meta';
import { commitWork, loadWork, releaseWork } from '../image/work-image';
import { releaseFloats } from '../image/buffer-pool';
import { lookSteps } from './look-steps';
import { photoHair, type PhotoPrep } from './photo-prep';
import { buildHairMask, buildHairModel } from './hair-mask/hair-mask';
import type { Mask } from '../image/mask';
import { EYE_KEYS, MAKEUP_KEYS, hasSunglasses, protectionFor, workRect } from './scope';
import { pausePoint } from '../image/pause-point';

export type { RenderMeta } from './meta';
export type { PersonMask } from './context';
export type { PhotoPrep } from './photo-prep';
export {
  applyHairLayer,
  hairLayerKey,
  hairLayerOf,
  hairOnlyLook,
  isHairOnly,
  withoutHair,
  type HairLayer,
} from './preview-layers';
export type { ReferenceInfo } from './hairstyle/reference';
export { watermark, watermarkGeometry } from './watermark';
export { setCatalogueSource } from './catalogue/catalogue-adapter';
export { installSharedCatalogue } from './catalogue/catalogue-source';
export { hasSunglasses, workRect } from './scope';

// the shared catalogue is the default source of colours, finishes and hair shapes
installSharedCatalogue();

export type RenderInput = {
  image: RawImage;
  person: PersonAnalysis;
  people: PersonAnalysis[];
  look: Selections;
  reference?: ReferenceInfo;
  /** the selected person's segmentation (runtime/segmentation.ts); the hair mask is cut to it */
  personMask?: PersonMask;
  /**
   * per-photo work of earlier renders of this photo, size and person (photo-prep.ts): reused,
   * and filled with what this render finds (left alone when the look has procedures)
   */
  prep?: PhotoPrep;
  /** filled with the hair the render ends with and its work region (a preview's hair layer) */
  keepHair?: KeptHair;
};

/** The hair coverage a render ended with (work coordinates) and its work region. */
export type KeptHair = {
  hair?: Mask;
  region?: { x0: number; y0: number; width: number; height: number };
};

/** Whether a look edits the hair (and so wants the work region and a person mask for it). */
export function touchesHair(look: Selections): boolean {
  return (
    (['hairstyle', 'hairColor', 'hairTexture', 'facialHairStyle'] as const).some(
      (k) => typeof look[k] === 'string' && !isNoChange(look[k]),
    ) || look.procedures.some((p) => /hair/i.test(p))
  );
}

/** The renderer's contract is async so a later implementation may use sharp or workers. */
export function renderLook(input: RenderInput): Promise<{ image: RawImage; meta: RenderMeta }> {
  try {
    return Promise.resolve(renderLookSync(input));
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

export function renderLookSync(input: RenderInput): { image: RawImage; meta: RenderMeta } {
  const { image, person, people, look } = input;
  const out: RawImage = {
    data: new Uint8Array(image.data),
    width: image.width,
    height: image.height,
    channels: 4,
  };
  const meta: RenderMeta = {
    engine: 'local-preview',
    personId: person.id,
    width: image.width,
    height: image.height,
    applied: [],
    skipped: [],
    notes: [],
    timings: {},
  };
  if (person.landmarks.length < 468) {
    meta.notes.push(renderNotes.noFaceMesh);
    return { image: out, meta };
  }
  const t0 = performance.now();
  const hairWork = Boolean(input.reference) || touchesHair(look);
  const work = loadWork(image, workRect(person, image, !hairWork));
  const ctx = createContext(work, person, meta.notes, meta.applied);
  if (input.personMask) ctx.personMask = input.personMask;
  ctx.others = otherFaces(people, person, work);
  meta.timings.load = performance.now() - t0;

  const sunglasses = hasSunglasses(person);
  const set = (k: keyof Selections): string | null => {
    const v = look[k];
    return typeof v === 'string' && !isNoChange(v) ? v : null;
  };
  const skip = (key: string, reason: string): void => {
    meta.skipped.push({ key, reason });
  };

  // gender and sunglasses rules (spec §5): the shared catalogue's audiences decide
  const applies = (k: SelectionKey): boolean => selectionAppliesTo(k, person.gender);
  const makeupAllowed = new Set<string>();
  for (const k of MAKEUP_KEYS) {
    if (!set(k)) continue;
    if (!applies(k)) skip(k, renderNotes.makeupFemaleOnly);
    else if (sunglasses && (EYE_KEYS as readonly string[]).includes(k))
      skip(k, renderNotes.sunglasses);
    else makeupAllowed.add(k);
  }
  if (MAKEUP_KEYS.some((k) => set(k) && !applies(k))) meta.notes.push(renderNotes.makeupFemaleOnly);
  if (sunglasses && EYE_KEYS.some((k) => set(k) && applies(k)))
    meta.notes.push(renderNotes.sunglasses);
  const facialHair = set('facialHairStyle');
  if (facialHair && !applies('facialHairStyle')) {
    skip('facialHairStyle', renderNotes.facialHairMaleOnly);
    meta.notes.push(renderNotes.facialHairMaleOnly);
  }

  // a style the templates cannot draw (buns, braids, updos…) is left to the generative provider:
  // the person's own hair stays, and takes a chosen colour or texture as without a style
  const style = set('hairstyle');
  const generativeOnly = style !== null && needsGenerative(style);
  if (generativeOnly) {
    skip('hairstyle', renderNotes.needsGenerative(style));
    meta.notes.push(renderNotes.needsGenerative(style));
    meta.needsGenerative = true;
  }
  const stepSet = (k: keyof Selections): string | null =>
    generativeOnly && k === 'hairstyle' ? null : set(k);

  const reference: ReferenceStyle | null = input.reference
    ? analyzeReference(input.reference)
    : null;
  const steps = lookSteps({
    ctx,
    person,
    look,
    meta,
    reference,
    set: stepSet,
    skip,
    makeupAllowed,
    facialHair,
    // procedures move the photo before its hair is found: nothing of it carries over
    ...(input.prep && look.procedures.length === 0 ? { prep: input.prep } : {}),
  });

  for (const step of steps) {
    // work ahead of need may wait here for a click (image/pause-point.ts)
    pausePoint();
    const ts = performance.now();
    const r = step.run();
    if (r !== false) meta.applied.push(step.key);
    const dt = performance.now() - ts;
    if (dt > 0.05) meta.timings[step.key] = Math.round(dt * 10) / 10;
  }

  if (input.keepHair && hairWork) {
    const model = buildHairModel(ctx);
    input.keepHair.hair = buildHairMask(ctx, model);
    input.keepHair.region = { x0: work.x0, y0: work.y0, width: work.width, height: work.height };
  }
  const tc = performance.now();
  commitWork(work, image, out, protectionFor(work, person, people));
  releaseWork(work);
  releaseFloats(ctx.scratch);
  meta.timings.commit = performance.now() - tc;
  meta.timings.total = performance.now() - t0;
  if (
    meta.applied.some((k) =>
      ['hairstyle', 'hairTexture', 'facialHairStyle', 'procedures', 'customStyle'].includes(k),
    )
  ) {
    meta.notes.push(renderNotes.preview);
  }
  return { image: out, meta };
}

/**
 * Fills `prep` with the person's hair as a hair look's render finds it (the same work region,
 * before any edit), ahead of the first click. False when the person has no face mesh.
 */
export function preparePhoto(
  input: Omit<RenderInput, 'look' | 'reference' | 'prep'> & {
    prep: PhotoPrep;
  },
): boolean {
  const { image, person, people } = input;
  if (person.landmarks.length < 468) return false;
  const work = loadWork(image, workRect(person, image, false));
  const ctx = createContext(work, person, [], []);
  if (input.personMask) ctx.personMask = input.personMask;
  ctx.others = otherFaces(people, person, work);
  photoHair(ctx, input.prep, true);
  releaseWork(work);
  releaseFloats(ctx.scratch);
  return true;
}

export type { RenderContext };
