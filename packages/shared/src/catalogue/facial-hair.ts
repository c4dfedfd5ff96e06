import type { CatalogueItem, FaceShape, MoodTag, OccasionTag } from './catalogue-item.schema';
import type { MembershipLevel } from '../membership/membership';
import type { FacialHairShape } from './hair-shape';
import { facialShape } from './hair-shape-rules';
import { facialHairSvg } from '../icons/hair-icons';
import { makeItem, noneItem } from './define-item';

interface FacialHairSeed {
  name: string;
  description: string;
  shape: Partial<Omit<FacialHairShape, 'kind'>>;
  faces: FaceShape[];
  occasions: OccasionTag[];
  moods: MoodTag[];
  level?: MembershipLevel;
  isAvantGarde?: boolean;
}

function facialHair(group: string, seeds: readonly FacialHairSeed[]): CatalogueItem[] {
  return seeds.map((seed) => {
    const hairShape = facialShape(seed.shape);
    return makeItem(
      {
        name: seed.name,
        description: seed.description,
        group,
        faceShapes: seed.faces,
        occasions: seed.occasions,
        moods: seed.moods,
        hairShape,
        ...(seed.level !== undefined && { level: seed.level }),
        ...(seed.isAvantGarde && { isAvantGarde: true }),
      },
      () => facialHairSvg(seed.name, hairShape),
    );
  });
}

/** Beards; 'Clean Shaven' is a real style (removes hair), unlike 'Original' (keeps it). */
export const beards: CatalogueItem[] = [
  noneItem('Original', 'Keep the current facial hair exactly as it is.'),
  ...facialHair('Beard', [
    {
      name: 'Clean Shaven',
      description: 'A smooth, fresh shave that shows the jawline and reads crisp and youthful.',
      shape: { density: 0 },
      faces: ['oval', 'heart', 'diamond', 'square'],
      occasions: ['office', 'wedding', 'everyday'],
      moods: ['polished', 'minimal'],
    },
    {
      name: 'Light Stubble',
      description:
        'Two or three days of growth; adds shadow and definition without looking unkempt.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.6,
        density: 0.2,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'round', 'square', 'heart', 'oblong', 'diamond'],
      occasions: ['everyday', 'date'],
      moods: ['natural', 'rugged'],
    },
    {
      name: 'Designer Stubble',
      description:
        'Heavier, carefully edged stubble with a clean neckline; effortless but deliberate.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.55,
        density: 0.4,
        length: 0.01,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'round', 'square', 'oblong'],
      occasions: ['everyday', 'office', 'date'],
      moods: ['polished', 'rugged'],
    },
    {
      name: 'Short Boxed Beard',
      description:
        'A short full beard with crisp cheek and neck lines; tidy enough for any office.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.5,
        length: 0.05,
        density: 0.85,
        sideburns: 1,
        connected: true,
        shape: 'square',
      },
      faces: ['oval', 'round', 'heart', 'oblong'],
      occasions: ['office', 'everyday', 'wedding'],
      moods: ['classic', 'polished'],
    },
    {
      name: 'Full Beard',
      description:
        'Untrimmed cheeks and a medium length all over; masculine, warm and adds jaw width.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.8,
        length: 0.18,
        density: 0.95,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'round', 'oblong', 'heart'],
      occasions: ['everyday', 'holiday'],
      moods: ['rugged', 'natural'],
    },
    {
      name: 'Corporate Beard',
      description: 'A medium beard kept short at the sides and neatly shaped under the chin.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.5,
        length: 0.1,
        density: 0.9,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'round', 'square', 'oblong'],
      occasions: ['office', 'wedding'],
      moods: ['polished', 'classic'],
    },
    {
      name: 'Garibaldi',
      description:
        'A wide, full beard with a rounded bottom and natural moustache; relaxed, bushy character.',
      shape: {
        mustache: 'walrus',
        chin: 1,
        cheeks: 0.8,
        length: 0.3,
        density: 0.95,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'oblong', 'diamond'],
      occasions: ['everyday', 'holiday'],
      moods: ['rugged', 'natural'],
    },
    {
      name: 'Verdi',
      description:
        'A rounded full beard under a styled, distinct moustache; refined and characterful.',
      shape: {
        mustache: 'handlebar',
        chin: 1,
        cheeks: 0.6,
        length: 0.22,
        density: 0.9,
        sideburns: 1,
        connected: true,
        shape: 'rounded',
      },
      faces: ['oval', 'oblong', 'square'],
      occasions: ['evening', 'wedding'],
      moods: ['retro', 'classic'],
    },
    {
      name: 'Ducktail',
      description:
        'Short on the cheeks, tapering to a point below the chin; lengthens a round face.',
      shape: {
        mustache: 'natural',
        chin: 1,
        cheeks: 0.5,
        length: 0.22,
        density: 0.9,
        sideburns: 1,
        connected: true,
        shape: 'pointed',
      },
      faces: ['round', 'square', 'oval'],
      occasions: ['everyday', 'evening'],
      moods: ['polished', 'rugged'],
    },
    {
      name: 'Goatee',
      description:
        'Hair only on the chin, cheeks shaved clean; draws the eye down and adds length.',
      shape: { chin: 0.35, length: 0.06, density: 0.9, shape: 'rounded' },
      faces: ['round', 'square', 'oval'],
      occasions: ['everyday', 'party'],
      moods: ['edgy', 'classic'],
    },
    {
      name: 'Van Dyke',
      description:
        'A pointed chin beard with a separate, unconnected moustache; artistic and distinguished.',
      shape: { mustache: 'english', chin: 0.35, length: 0.12, density: 0.9, shape: 'pointed' },
      faces: ['round', 'oval', 'heart'],
      occasions: ['evening', 'party'],
      moods: ['retro', 'artistic'],
    },
    {
      name: 'Circle Beard',
      description: 'A moustache joined to a rounded chin beard forming a circle around the mouth.',
      shape: {
        mustache: 'natural',
        chin: 0.4,
        length: 0.04,
        density: 0.9,
        connected: true,
        shape: 'rounded',
      },
      faces: ['square', 'oval', 'oblong'],
      occasions: ['office', 'everyday'],
      moods: ['classic', 'polished'],
    },
    {
      name: 'Anchor Beard',
      description:
        'A pointed chin beard tracing the jaw, paired with a pencil moustache; sharp and angular.',
      shape: { mustache: 'pencil', chin: 0.55, length: 0.08, density: 0.9, shape: 'pointed' },
      faces: ['round', 'oval', 'heart'],
      occasions: ['evening', 'party'],
      moods: ['edgy', 'polished'],
    },
    {
      name: 'Chin Strap',
      description: 'A thin line of beard along the jawline from ear to ear; defines a soft jaw.',
      shape: {
        chin: 1,
        cheeks: 0.05,
        length: 0.02,
        density: 0.9,
        sideburns: 1,
        sideburnWidth: 0.04,
        shape: 'rounded',
      },
      faces: ['round', 'oval', 'heart'],
      occasions: ['party', 'everyday'],
      moods: ['bold', 'edgy'],
    },
    {
      name: 'Balbo',
      description:
        'A floating moustache over a chin beard with no sideburns; popular for balancing a strong chin.',
      shape: { mustache: 'chevron', chin: 0.5, length: 0.07, density: 0.9, shape: 'square' },
      faces: ['oval', 'oblong', 'square'],
      occasions: ['office', 'evening'],
      moods: ['classic', 'polished'],
    },
    {
      name: 'Viking Beard',
      description:
        'A very long, thick beard with presence; braids optional, conversation guaranteed.',
      shape: {
        mustache: 'walrus',
        chin: 1,
        cheeks: 0.9,
        length: 0.6,
        density: 1,
        sideburns: 1,
        connected: true,
        shape: 'forked',
      },
      faces: ['oval', 'oblong', 'diamond', 'square'],
      occasions: ['festival', 'editorial'],
      moods: ['rugged', 'bold'],
      level: 'Pro',
      isAvantGarde: true,
    },
  ]),
];

export const mustaches: CatalogueItem[] = [
  noneItem('Original', 'Keep the current moustache as it is.'),
  ...facialHair('Mustache', [
    {
      name: 'Chevron Mustache',
      description:
        'A thick moustache covering the upper lip, trimmed in an inverted V; confident and classic.',
      shape: { mustache: 'chevron', density: 0.95 },
      faces: ['oval', 'square', 'oblong'],
      occasions: ['everyday', 'office'],
      moods: ['classic', 'retro'],
    },
    {
      name: 'Pencil Mustache',
      description: 'A thin, precise line just above the lip; old-Hollywood suave.',
      shape: { mustache: 'pencil', density: 0.95 },
      faces: ['oval', 'heart', 'diamond'],
      occasions: ['evening', 'party'],
      moods: ['retro', 'polished'],
    },
    {
      name: 'Handlebar Mustache',
      description: 'Long ends waxed and curled upward; unmistakable, theatrical flair.',
      shape: { mustache: 'handlebar', density: 0.95 },
      faces: ['oval', 'oblong', 'square'],
      occasions: ['party', 'festival', 'editorial'],
      moods: ['retro', 'bold'],
    },
    {
      name: 'Horseshoe Mustache',
      description: 'A moustache with vertical extensions down to the jaw; biker-rock attitude.',
      shape: { mustache: 'horseshoe', density: 0.95 },
      faces: ['oval', 'oblong', 'round'],
      occasions: ['festival', 'party'],
      moods: ['rugged', 'bold'],
    },
    {
      name: 'Walrus Mustache',
      description: 'A thick, bushy moustache that drapes over the upper lip; generous and warm.',
      shape: { mustache: 'walrus', density: 1 },
      faces: ['oval', 'oblong', 'square'],
      occasions: ['everyday', 'holiday'],
      moods: ['rugged', 'retro'],
    },
    {
      name: 'English Mustache',
      description:
        'Narrow, long, and pulled sideways into thin pointed ends; refined and aristocratic.',
      shape: { mustache: 'english', density: 0.9 },
      faces: ['oval', 'heart', 'diamond'],
      occasions: ['evening', 'wedding'],
      moods: ['classic', 'artistic'],
    },
    {
      name: 'Fu Manchu Mustache',
      description: 'Long, thin ends that grow down past the chin from the corners of the lip.',
      shape: { mustache: 'fu-manchu', density: 0.9 },
      faces: ['oval', 'oblong'],
      occasions: ['festival', 'editorial'],
      moods: ['artistic', 'edgy'],
    },
    {
      name: 'Natural Mustache',
      description: 'A soft, lightly trimmed moustache that follows the lip line; understated.',
      shape: { mustache: 'natural', density: 0.75 },
      faces: ['oval', 'round', 'square', 'heart', 'oblong', 'diamond'],
      occasions: ['everyday', 'office'],
      moods: ['natural', 'minimal'],
    },
  ]),
];

export const sideburns: CatalogueItem[] = [
  noneItem('Original', 'Keep the current sideburns as they are.'),
  ...facialHair('Sideburns', [
    {
      name: 'Short Sideburns',
      description: 'Trimmed at mid-ear; neat, modern and lets the cheekbones lead.',
      shape: { sideburns: 0.35, sideburnWidth: 0.05, density: 0.9 },
      faces: ['round', 'oval', 'heart'],
      occasions: ['office', 'everyday'],
      moods: ['polished', 'minimal'],
    },
    {
      name: 'Long Sideburns',
      description: 'Extended to the earlobe or below; a 70s-rock nod that lengthens the face.',
      shape: { sideburns: 0.75, sideburnWidth: 0.06, density: 0.9 },
      faces: ['round', 'oval', 'square'],
      occasions: ['everyday', 'party'],
      moods: ['retro', 'rugged'],
    },
    {
      name: 'Tapered Sideburns',
      description:
        'Narrowing gradually toward the bottom for a clean, tailored transition into the cheek.',
      shape: { sideburns: 0.55, sideburnWidth: 0.04, density: 0.85 },
      faces: ['oval', 'square', 'oblong'],
      occasions: ['office', 'wedding'],
      moods: ['polished', 'classic'],
    },
    {
      name: 'Mutton Chops',
      description:
        'Wide sideburns that flare out over the cheeks with a shaved chin; Victorian bravado.',
      shape: { sideburns: 1, sideburnWidth: 0.16, density: 0.95, cheeks: 0.3 },
      faces: ['oval', 'oblong'],
      occasions: ['festival', 'editorial'],
      moods: ['retro', 'bold'],
    },
    {
      name: 'Friendly Mutton Chops',
      description:
        'Mutton chops joined by a moustache, leaving the chin clean; memorable and bold.',
      shape: { sideburns: 1, sideburnWidth: 0.14, density: 0.95, mustache: 'natural' },
      faces: ['oval', 'oblong', 'diamond'],
      occasions: ['festival', 'party'],
      moods: ['retro', 'rugged'],
    },
  ]),
];
