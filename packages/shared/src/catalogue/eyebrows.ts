import type { CatalogueItem, FaceShape, MoodTag, OccasionTag } from './catalogue-item.schema';
import { eyebrowSvg, type BrowShape } from '../icons/makeup-icons';
import { makeItem, noneItem } from './define-item';
import { eyebrowShades } from './palettes';

interface BrowSeed {
  name: string;
  description: string;
  brow: BrowShape;
  faces: FaceShape[];
  occasions: OccasionTag[];
  moods: MoodTag[];
  defaultColor: string;
}

const seeds: readonly BrowSeed[] = [
  {
    name: 'Natural Groomed',
    description: 'Your own shape, tidied and brushed up; the most versatile brow.',
    brow: { arch: 0.4, thickness: 0.5, tail: 0.5, angle: 0.3 },
    faces: ['oval', 'round', 'square', 'heart', 'oblong', 'diamond'],
    occasions: ['everyday', 'office'],
    moods: ['natural'],
    defaultColor: 'Medium Brown',
  },
  {
    name: 'Soft Arch',
    description: 'A gentle, rounded arch that opens the eyes and softens angular faces.',
    brow: { arch: 0.55, thickness: 0.5, tail: 0.5, angle: 0.4 },
    faces: ['square', 'diamond', 'oval'],
    occasions: ['everyday', 'wedding'],
    moods: ['romantic', 'classic'],
    defaultColor: 'Soft Brown',
  },
  {
    name: 'High Arch',
    description: 'A lifted, defined peak for an elegant, wide-awake look.',
    brow: { arch: 0.9, thickness: 0.45, tail: 0.6, angle: 0.5 },
    faces: ['round', 'square'],
    occasions: ['evening', 'editorial'],
    moods: ['glam', 'polished'],
    defaultColor: 'Dark Brown',
  },
  {
    name: 'Straight Brow',
    description: 'A flat, horizontal shape popular in Korean beauty; youthful and soft.',
    brow: { arch: 0.05, thickness: 0.6, tail: 0.6, angle: 0 },
    faces: ['oblong', 'heart', 'oval'],
    occasions: ['everyday', 'office'],
    moods: ['minimal', 'natural'],
    defaultColor: 'Soft Brown',
  },
  {
    name: 'Bold Full Brow',
    description: 'Thick, dark, filled brows that frame the face with confidence.',
    brow: { arch: 0.45, thickness: 1, tail: 0.6, angle: 0.35 },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['party', 'evening'],
    moods: ['bold'],
    defaultColor: 'Dark Brown',
  },
  {
    name: 'Feathered Brow',
    description: 'Hairs brushed upward for a fluffy, laminated texture.',
    brow: { arch: 0.45, thickness: 0.8, tail: 0.5, angle: 0.35, feathered: true },
    faces: ['oval', 'round', 'heart'],
    occasions: ['everyday', 'date'],
    moods: ['natural', 'playful'],
    defaultColor: 'Taupe',
  },
  {
    name: 'Laminated Brow',
    description: 'Brushed-up, set hairs with a sleek, glossy finish; looks fuller and lifted.',
    brow: { arch: 0.5, thickness: 0.9, tail: 0.45, angle: 0.5, feathered: true },
    faces: ['round', 'oval', 'square'],
    occasions: ['everyday', 'editorial'],
    moods: ['polished', 'bold'],
    defaultColor: 'Medium Brown',
  },
  {
    name: 'Thin 90s Brow',
    description: 'Slim, tapered brows with a rounded arch; a nostalgic statement.',
    brow: { arch: 0.6, thickness: 0.1, tail: 0.7, angle: 0.4 },
    faces: ['oval', 'round'],
    occasions: ['party', 'editorial'],
    moods: ['retro', 'edgy'],
    defaultColor: 'Dark Brown',
  },
  {
    name: 'Angled Brow',
    description: 'A sharp, angular peak that adds structure to round faces.',
    brow: { arch: 0.75, thickness: 0.6, tail: 0.45, angle: 0.8 },
    faces: ['round', 'heart'],
    occasions: ['office', 'evening'],
    moods: ['polished', 'bold'],
    defaultColor: 'Dark Brown',
  },
  {
    name: 'Rounded Brow',
    description: 'A smooth curve without a peak; softens a square or diamond face.',
    brow: { arch: 0.5, thickness: 0.55, tail: 0.4, angle: 0.1 },
    faces: ['square', 'diamond'],
    occasions: ['everyday', 'wedding'],
    moods: ['romantic', 'natural'],
    defaultColor: 'Soft Brown',
  },
  {
    name: 'Bleached Brow',
    description: 'Brows lightened almost to invisible for an ethereal, high-fashion face.',
    brow: { arch: 0.4, thickness: 0.5, tail: 0.5, angle: 0.3 },
    faces: ['oval', 'oblong'],
    occasions: ['editorial', 'festival'],
    moods: ['artistic', 'edgy'],
    defaultColor: 'Blonde',
  },
];

/** Eyebrow styles; every style offers the brow colour palette (eyebrowColor). */
export const eyebrows: CatalogueItem[] = [
  noneItem('None', 'Keep your natural brows.'),
  ...seeds.map((seed) => {
    const hex = eyebrowShades.find((c) => c.name === seed.defaultColor)?.hex ?? '#5e4230';
    return makeItem(
      {
        name: seed.name,
        description: seed.description,
        faceShapes: seed.faces,
        occasions: seed.occasions,
        moods: seed.moods,
        colors: eyebrowShades,
        defaultColor: seed.defaultColor,
        ...(seed.name === 'Bleached Brow' && { level: 'Pro' as const, isAvantGarde: true }),
      },
      () => eyebrowSvg(seed.name, hex, seed.brow),
    );
  }),
];
