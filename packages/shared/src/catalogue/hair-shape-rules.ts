import type { FacialHairShape, ScalpHairShape } from './hair-shape';

/*
 * Rules and defaults of the hair silhouettes (hair-shape.ts), without zod: the catalogue's data
 * (a page's lazy chunk in the web app) builds its items with them and no schema.
 */

/**
 * Silhouettes the embedded renderer's templates cannot draw: hair gathered into a bun, ponytail
 * or updo, braided or roped into locs, combed flat back, or sculpted. Such a style needs the
 * generative provider; drawing it from a template gives a plain bob or a straight helmet.
 */
export const generativeOnlyShapes: readonly ScalpHairShape['shape'][] = [
  'updo',
  'bun',
  'ponytail',
  'braid',
  'locs',
  'slick',
  'sculptural',
];

/** Whether a hairstyle's shape needs the generative provider (see generativeOnlyShapes). */
export function needsGenerativeProvider(shape: ScalpHairShape): boolean {
  return generativeOnlyShapes.includes(shape.shape) || shape.gather !== 'none';
}

/** Length bucket of spec §9 from the hair length (face heights below the hairline). */
export function lengthBucketFromLength(length: number): 'short' | 'mid-length' | 'long' {
  if (length < 0.85) return 'short';
  if (length < 1.6) return 'mid-length';
  return 'long';
}

/** Defaults so catalogue entries only state what differs. */
export const baseScalpShape: ScalpHairShape = {
  kind: 'scalp',
  shape: 'layered',
  length: 1,
  volume: 0.4,
  crownHeight: 0.05,
  sides: 1,
  parting: 'none',
  fringe: 'none',
  fringeLength: 0,
  curl: 0,
  asymmetry: 0,
  gather: 'none',
};

export const baseFacialShape: FacialHairShape = {
  kind: 'facial',
  mustache: 'none',
  chin: 0,
  cheeks: 0,
  length: 0,
  density: 0.8,
  sideburns: 0,
  sideburnWidth: 0.05,
  connected: false,
  shape: 'none',
};

export function scalpShape(partial: Partial<Omit<ScalpHairShape, 'kind'>>): ScalpHairShape {
  return { ...baseScalpShape, ...partial };
}

export function facialShape(partial: Partial<Omit<FacialHairShape, 'kind'>>): FacialHairShape {
  return { ...baseFacialShape, ...partial };
}
