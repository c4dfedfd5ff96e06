import type { MembershipLevel, PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { isGreyscale } from '../image/sample';
import { NO_CAST, whiteGains } from '../image/white-point';
import type { DetectedFace } from '../runtime/human-runtime';
import type { PersonMask } from '../render/context';
import type { StylistCatalogue } from '../stylist/catalogue';
import { buildProfile, cosmeticRecommendations } from '../stylist/profile';
import { traitsFrom } from '../stylist/traits';
import { describePerson } from './describe';
import { emptyPersonProfile } from './empty-profile';
import { hairPhrase, measurePerson, type PersonMeasurements } from './measure-person';

/** A face counts as a person only when the face itself is visible (not the back of a head). */
export const MIN_FACE_SCORE = 0.45;

export function visibleFaces(faces: DetectedFace[]): DetectedFace[] {
  return faces.filter((f) => f.score >= MIN_FACE_SCORE && f.mesh.length >= 468);
}

/** Left to right by the face centre. */
export function orderLeftToRight<T extends { box: { x: number; width: number } }>(faces: T[]): T[] {
  return [...faces].sort((a, b) => a.box.x + a.box.width / 2 - (b.box.x + b.box.width / 2));
}

/** The detected face analyzeFaces calls `personId` ('person-N': the N-th from the left). */
export function faceOfPerson(faces: DetectedFace[], personId: string): DetectedFace | undefined {
  const n = /^person-(\d+)$/.exec(personId);
  return n ? orderLeftToRight(visibleFaces(faces))[Number(n[1]) - 1] : undefined;
}

function rowOf(face: DetectedFace, all: DetectedFace[]): 'front' | 'back' | null {
  if (all.length < 6) return null;
  const ys = all.map((f) => f.box.y + f.box.height / 2).sort((a, b) => a - b);
  const spread = (ys[ys.length - 1] ?? 0) - (ys[0] ?? 0);
  const medH = all.map((f) => f.box.height).sort((a, b) => a - b)[Math.floor(all.length / 2)] ?? 1;
  if (spread < medH * 0.8) return null;
  const mid = ((ys[0] ?? 0) + (ys[ys.length - 1] ?? 0)) / 2;
  return face.box.y + face.box.height / 2 > mid ? 'front' : 'back';
}

type Scaled = { sx: number; sy: number; width: number; height: number };

function scaleBox(b: { x: number; y: number; width: number; height: number }, s: Scaled) {
  const x = Math.max(0, b.x * s.sx);
  const y = Math.max(0, b.y * s.sy);
  return {
    x,
    y,
    width: Math.min(s.width - x, b.width * s.sx),
    height: Math.min(s.height - y, b.height * s.sy),
  };
}

function personBox(b: { x: number; y: number; width: number; height: number }, s: Scaled) {
  const x0 = Math.max(0, (b.x - b.width * 0.6) * s.sx);
  const y0 = Math.max(0, (b.y - b.height * 0.5) * s.sy);
  const x1 = Math.min(s.width, (b.x + b.width * 1.6) * s.sx);
  const y1 = Math.min(s.height, (b.y + b.height * 2.6) * s.sy);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

export type AnalyzeContext = {
  /** the image the faces were detected on (possibly downscaled) */
  image: RawImage;
  faces: DetectedFace[];
  /** size of the original image, whose pixel coordinates the result uses */
  original: { width: number; height: number };
  level: MembershipLevel;
  catalogue: StylistCatalogue;
  /** build personProfile and cosmetic recommendations (default true; render skips them) */
  withProfile?: boolean;
  /** the person segmentation of a face in `image` (the person `personId` it will be): the hair
   * of photos of at most MASKED_HAIR_PEOPLE faces is judged with it */
  segment?: (image: RawImage, face: DetectedFace, personId: string) => PersonMask | undefined;
};

/** Photos of at most this many faces have their hair judged with the person segmentation (~20 ms
 * a face); a crowd's from colour alone, so it stays within the analysis's time goals. */
export const MASKED_HAIR_PEOPLE = 3;

/** The id of the `index`-th person from the left. */
const personIdOf = (index: number) => `person-${index + 1}`;

/** Pure assembly: detected faces + pixels → PersonAnalysis[] (left to right, ids person-1…). */
export function analyzeFaces(ctx: AnalyzeContext): PersonAnalysis[] {
  const faces = orderLeftToRight(visibleFaces(ctx.faces));
  const greyscale = isGreyscale(ctx.image);
  const s: Scaled = {
    sx: ctx.original.width / ctx.image.width,
    sy: ctx.original.height / ctx.image.height,
    width: ctx.original.width,
    height: ctx.original.height,
  };
  // the photo's light colour, taken off the hair's (a warm lamp is not red hair)
  const light = greyscale || faces.length === 0 ? NO_CAST : whiteGains(ctx.image);
  const segment = faces.length <= MASKED_HAIR_PEOPLE ? ctx.segment : undefined;
  const measured: PersonMeasurements[] = faces.map((f, index) =>
    measurePerson(ctx.image, f, greyscale, light, segment?.(ctx.image, f, personIdOf(index))),
  );
  return measured.map((m, index) => {
    const extras: string[] = [];
    if (m.appearance.sunglasses) extras.push('wearing sunglasses');
    const description = describePerson({
      gender: m.gender,
      index,
      count: measured.length,
      row: rowOf(m.face, faces),
      hair: hairPhrase(m),
      extras,
    });
    const traits = traitsFrom({
      ...m.fields,
      analyzedPersonDescription: description,
    });
    const withProfile = ctx.withProfile !== false;
    const personProfile = withProfile
      ? buildProfile(traits, ctx.catalogue, ctx.level)
      : emptyPersonProfile();
    return {
      id: personIdOf(index),
      analyzedPersonDescription: description,
      ...m.fields,
      hairstyles: personProfile.hairstyles.map((h) => h.name),
      cosmeticRecommendations: withProfile
        ? cosmeticRecommendations(traits, ctx.catalogue, ctx.level)
        : [],
      personProfile,
      faceBox: scaleBox(m.face.box, s),
      personBox: personBox(m.face.box, s),
      landmarks: m.face.mesh.map(
        ([x, y, z]) => [x * s.sx, y * s.sy, z * s.sx] as [number, number, number],
      ),
      imageWidth: ctx.original.width,
      imageHeight: ctx.original.height,
    };
  });
}
