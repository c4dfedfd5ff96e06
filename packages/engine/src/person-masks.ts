/**
 * The person segmentations the analysis makes (its hair step, on photos of at most
 * MASKED_HAIR_PEOPLE faces) kept by the engine per photo, beside the photo's faces, and handed to
 * every job that renders the photo: the render's prep (and a fit's old hair) takes the person's
 * mask from there instead of running the model a second time. A mask is a grid over a square
 * around the head (runtime/segmentation.ts), so moving it to another size of the photo only
 * scales its geometry.
 *
 * Kept masks are a byte per cell (the segmenter quantises to 1/255 already, so a kept mask is the
 * same as a fresh one) in shared memory: 64 kB a person, passed to a worker by reference.
 */
import type { PersonAnalysis } from '@looklab/shared';
import type { PersonMask } from './render/context';
import { segmentationSquare } from './runtime/segmentation';
import { shared } from './worker/shared-layers';

/** A person's segmentation as the engine keeps it: probabilities × 255. */
export type KeptMask = Omit<PersonMask, 'data'> & { data: Uint8Array };

/**
 * A photo's kept segmentations by person id ('person-N'), in the pixels of the photo's detection
 * image (where the engine's cached faces are).
 */
export type PhotoMasks = Record<string, KeptMask>;

/** Segmentations by person id, in the pixels of one image. */
export type PersonMasks = Record<string, PersonMask>;

/** From one image's pixels to another's (x, y factors). */
export type Scale = { sx: number; sy: number };

export const SAME_SIZE: Scale = { sx: 1, sy: 1 };

/**
 * A kept mask is the person's when its square lies within this share of the square's side of
 * the one the person's landmarks give (the same person at another size: rounding only).
 */
export const KEPT_SQUARE_TOLERANCE = 0.05;

/** `m` moved onto an image `s` times the size (geometry only: the cells stay). */
function scaled<T extends Omit<PersonMask, 'data'>>(m: T, s: Scale): T {
  return { ...m, x0: m.x0 * s.sx, y0: m.y0 * s.sy, cellW: m.cellW * s.sx, cellH: m.cellH * s.sy };
}

/** `masks` as the engine keeps them: bytes in shared memory, moved by `s`. */
export function keepMasks(masks: PersonMasks, s: Scale): PhotoMasks {
  const out: PhotoMasks = {};
  for (const [id, m] of Object.entries(masks)) {
    const bytes = new Uint8Array(m.data.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round((m.data[i] ?? 0) * 255);
    out[id] = { ...scaled(m, s), data: shared(bytes) };
  }
  return out;
}

/** Kept masks as probabilities, moved by `s` onto the image they are used on. */
export function keptMasksAt(kept: PhotoMasks | undefined, s: Scale): PersonMasks {
  const out: PersonMasks = {};
  for (const [id, k] of Object.entries(kept ?? {})) {
    const data = new Float32Array(k.data.length);
    for (let i = 0; i < data.length; i++) data[i] = (k.data[i] ?? 0) / 255;
    out[id] = { ...scaled(k, s), data };
  }
  return out;
}

/** Segmentations moved by `s` (geometry only; the data is shared, not copied). */
export function masksAt(masks: PersonMasks, s: Scale): PersonMasks {
  const out: PersonMasks = {};
  for (const [id, m] of Object.entries(masks)) out[id] = scaled(m, s);
  return out;
}

/** The masks of `made` that are not the ones `given` (what an analysis segmented itself). */
export function madeHere(made: PersonMasks, given: PersonMasks): PersonMasks {
  const out: PersonMasks = {};
  for (const [id, m] of Object.entries(made)) if (given[id] !== m) out[id] = m;
  return out;
}

/** From the pixels of an image of size `from` to those of one of size `to`. */
export function scaleBetween(
  from: { width: number; height: number },
  to: { width: number; height: number },
): Scale {
  return { sx: to.width / from.width, sy: to.height / from.height };
}

/** Whether `m` covers the square the segmenter would see for `person` (it is their mask). */
export function fitsPerson(m: PersonMask, person: Pick<PersonAnalysis, 'landmarks'>): boolean {
  if (person.landmarks.length === 0) return false;
  const sq = segmentationSquare(person);
  const near = (a: number, b: number) => Math.abs(a - b) <= KEPT_SQUARE_TOLERANCE * sq.size;
  return (
    near(m.x0, sq.x) &&
    near(m.y0, sq.y) &&
    near(m.x0 + m.width * m.cellW, sq.x + sq.size) &&
    near(m.y0 + m.height * m.cellH, sq.y + sq.size)
  );
}
