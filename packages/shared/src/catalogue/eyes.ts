import type { CatalogueItem, Finish, MoodTag, OccasionTag } from './catalogue-item.schema';
import type { MembershipLevel } from '../membership/membership';
import {
  eyelinerSvg,
  eyeshadowSvg,
  mascaraSvg,
  type EyeshadowVariant,
  type LinerVariant,
} from '../icons/makeup-icons';
import { makeItem, noneItem } from './define-item';
import { makeupItems } from './makeup-seed';
import { eyelinerShades, mascaraShades } from './palettes';

interface EyeshadowSeed {
  name: string;
  description: string;
  finish: Finish;
  occasions: OccasionTag[];
  moods: MoodTag[];
  variant: EyeshadowVariant;
  /** Icon palette only: eyeshadow styles carry no selectable colours (spec §3). */
  tones: [string, string, string];
  level?: MembershipLevel;
  isAvantGarde?: boolean;
}

const eyeshadowSeeds: readonly EyeshadowSeed[] = [
  {
    name: 'Natural Wash',
    description: 'A single soft neutral across the lid; polished in thirty seconds.',
    finish: 'matte',
    occasions: ['everyday', 'office'],
    moods: ['natural', 'minimal'],
    variant: 'wash',
    tones: ['#c9a18e', '#8a6252', '#eed8cc'],
  },
  {
    name: 'Classic Smoky Eye',
    description: 'Deep charcoal blended from lash line to crease; sultry evening drama.',
    finish: 'matte',
    occasions: ['evening', 'party'],
    moods: ['bold', 'glam'],
    variant: 'smoky',
    tones: ['#5a5560', '#2b272e', '#bdb4bb'],
  },
  {
    name: 'Brown Smoky Eye',
    description: 'A softer smoky eye in warm browns that flatters every eye colour.',
    finish: 'satin',
    occasions: ['date', 'office', 'evening'],
    moods: ['romantic', 'polished'],
    variant: 'smoky',
    tones: ['#8a5a44', '#4e3024', '#dbb8a4'],
  },
  {
    name: 'Cut Crease',
    description: 'A sharply defined crease with a bright lid; lifts and opens hooded eyes.',
    finish: 'satin',
    occasions: ['party', 'wedding', 'editorial'],
    moods: ['glam', 'bold'],
    variant: 'cut-crease',
    tones: ['#b08a78', '#6b4436', '#f3e1d4'],
  },
  {
    name: 'Halo Eye',
    description:
      'Darker inner and outer corners with a shimmering centre that makes eyes look rounder.',
    finish: 'shimmer',
    occasions: ['party', 'evening'],
    moods: ['glam', 'artistic'],
    variant: 'halo',
    tones: ['#b07a5a', '#6a3e2a', '#f2d49a'],
  },
  {
    name: 'Sunset Ombré',
    description: 'Warm yellows, oranges and pinks blended across the lid.',
    finish: 'matte',
    occasions: ['festival', 'holiday'],
    moods: ['playful', 'artistic'],
    variant: 'ombre',
    tones: ['#f0a060', '#d04a5a', '#f5d77a'],
  },
  {
    name: 'Glitter Lid',
    description: 'A wash of sparkling glitter over the lid for celebrations.',
    finish: 'shimmer',
    occasions: ['party', 'festival', 'wedding'],
    moods: ['glam', 'playful'],
    variant: 'glitter',
    tones: ['#d8b27a', '#8a6a3a', '#fff1c4'],
  },
  {
    name: 'Winged Shadow',
    description: 'Shadow extended into a soft wing for a lifted, feline shape.',
    finish: 'matte',
    occasions: ['evening', 'date'],
    moods: ['polished', 'bold'],
    variant: 'winged',
    tones: ['#7a5a6a', '#3e2a34', '#d8c2cc'],
  },
  {
    name: 'Monochrome Rose',
    description: 'The same rosy tone on lids, cheeks and lips for an easy, harmonious look.',
    finish: 'satin',
    occasions: ['everyday', 'date'],
    moods: ['romantic', 'minimal'],
    variant: 'monochrome',
    tones: ['#d39aa0', '#a4626c', '#f1d2d4'],
  },
  {
    name: 'Spotlight Eye',
    description: 'A bright metallic spot in the centre of the lid that pops in photos.',
    finish: 'metallic',
    occasions: ['evening', 'party'],
    moods: ['glam'],
    variant: 'spotlight',
    tones: ['#8a6a8a', '#4a3048', '#f0dcae'],
  },
  {
    name: 'Graphic Floating Crease',
    description: 'A bold line drawn above the crease; fashion-forward and architectural.',
    finish: 'matte',
    occasions: ['editorial', 'festival'],
    moods: ['artistic', 'edgy'],
    variant: 'graphic',
    tones: ['#1a1a1a', '#1a1a1a', '#ffffff'],
    level: 'Pro',
    isAvantGarde: true,
  },
];

export const eyeshadows: CatalogueItem[] = [
  noneItem('None', 'No eyeshadow.'),
  ...eyeshadowSeeds.map((seed) =>
    makeItem(
      {
        name: seed.name,
        description: seed.description,
        finish: seed.finish,
        occasions: seed.occasions,
        moods: seed.moods,
        ...(seed.level !== undefined && { level: seed.level }),
        ...(seed.isAvantGarde && { isAvantGarde: true }),
      },
      () => eyeshadowSvg(seed.name, seed.tones, seed.variant),
    ),
  ),
];

export const eyeliners: CatalogueItem[] = [
  noneItem('None', 'No eyeliner.'),
  ...makeupItems<LinerVariant>(
    [
      {
        name: 'Tightline',
        description:
          'Liner pressed into the upper lash line; thicker-looking lashes with no visible line.',
        finish: 'matte',
        occasions: ['everyday', 'office'],
        moods: ['natural', 'minimal'],
        variant: 'tightline',
        defaultColor: 'Soft Black',
      },
      {
        name: 'Classic Line',
        description: 'A clean, even line along the upper lashes; defines without drama.',
        finish: 'matte',
        occasions: ['office', 'everyday'],
        moods: ['classic', 'polished'],
        variant: 'classic',
        defaultColor: 'Carbon Black',
      },
      {
        name: 'Winged Liner',
        description: 'A flick at the outer corner that lifts the eye; the timeless wing.',
        finish: 'matte',
        occasions: ['evening', 'date', 'party'],
        moods: ['retro', 'glam'],
        variant: 'winged',
        defaultColor: 'Carbon Black',
      },
      {
        name: 'Cat Eye',
        description: 'A thick, dramatic wing with a lined lower outer corner; bold feline shape.',
        finish: 'gloss',
        occasions: ['evening', 'party'],
        moods: ['bold', 'glam'],
        variant: 'cat',
        defaultColor: 'Carbon Black',
        level: 'Spark',
      },
      {
        name: 'Smudged Kohl',
        description: 'Soft, smoky kohl around the eye for a lived-in, rock’n’roll feel.',
        finish: 'matte',
        occasions: ['party', 'festival'],
        moods: ['edgy', 'rugged'],
        variant: 'smudged',
        defaultColor: 'Charcoal',
      },
      {
        name: 'Waterline Kohl',
        description: 'Colour along the upper and lower waterline for intense definition.',
        finish: 'matte',
        occasions: ['evening', 'date'],
        moods: ['bold'],
        variant: 'kohl',
        defaultColor: 'Espresso Brown',
      },
      {
        name: 'Double Wing',
        description: 'Wings on both the upper and lower lash lines for a graphic eye.',
        finish: 'matte',
        occasions: ['party', 'editorial'],
        moods: ['artistic', 'bold'],
        variant: 'double',
        defaultColor: 'Navy',
        level: 'Spark',
      },
      {
        name: 'Graphic Liner',
        description: 'Sharp geometric lines and negative space; editorial statement liner.',
        finish: 'matte',
        occasions: ['editorial', 'festival'],
        moods: ['artistic', 'edgy'],
        variant: 'graphic',
        defaultColor: 'Cobalt Blue',
        level: 'Spark',
      },
      {
        name: 'Floating Liner',
        description: 'A line drawn in the crease above the lid for a modern, open eye.',
        finish: 'matte',
        occasions: ['editorial', 'party'],
        moods: ['artistic'],
        variant: 'floating',
        defaultColor: 'White',
        level: 'Pro',
        isAvantGarde: true,
      },
      {
        name: 'Reverse Wing',
        description: 'A wing drawn only on the lower lash line; unexpected and cool.',
        finish: 'matte',
        occasions: ['festival', 'party'],
        moods: ['edgy', 'playful'],
        variant: 'reverse',
        defaultColor: 'Plum',
      },
    ],
    eyelinerShades,
    (title, hex, variant) => eyelinerSvg(title, hex, variant),
  ),
];

type LashLook = { volume: number; length: number; colored?: boolean };

export const mascaras: CatalogueItem[] = [
  noneItem('None', 'No mascara.'),
  ...makeupItems<LashLook>(
    [
      {
        name: 'Natural Definition',
        description: 'One light coat that separates and darkens lashes for a bare, awake look.',
        finish: 'natural',
        occasions: ['everyday', 'office', 'sport'],
        moods: ['natural', 'minimal'],
        variant: { volume: 0.2, length: 0.3 },
        defaultColor: 'Brown Black',
      },
      {
        name: 'Lengthening',
        description: 'Stretches every lash for long, fluttery length without clumps.',
        finish: 'natural',
        occasions: ['everyday', 'date'],
        moods: ['romantic'],
        variant: { volume: 0.3, length: 0.9 },
        defaultColor: 'Black',
      },
      {
        name: 'Volumizing',
        description: 'Thick, full lashes with dramatic density.',
        finish: 'satin',
        occasions: ['evening', 'party'],
        moods: ['glam', 'bold'],
        variant: { volume: 0.9, length: 0.6 },
        defaultColor: 'Black',
      },
      {
        name: 'Curl and Lift',
        description: 'Curls lashes upward to open the eyes; ideal for straight lashes.',
        finish: 'natural',
        occasions: ['everyday', 'office'],
        moods: ['polished', 'playful'],
        variant: { volume: 0.4, length: 0.7 },
        defaultColor: 'Black',
      },
      {
        name: 'Waterproof',
        description: 'Smudge-proof lashes that survive tears, rain and the pool; wedding-day safe.',
        finish: 'natural',
        occasions: ['wedding', 'sport', 'holiday'],
        moods: ['classic'],
        variant: { volume: 0.5, length: 0.6 },
        defaultColor: 'Black',
      },
      {
        name: 'Spider Lashes',
        description: 'Clumped, spiky lashes in a 60s-meets-runway look.',
        finish: 'gloss',
        occasions: ['editorial', 'party'],
        moods: ['retro', 'edgy'],
        variant: { volume: 0.7, length: 1 },
        defaultColor: 'Black',
        level: 'Spark',
      },
      {
        name: 'False Lash Effect',
        description: 'Maximum volume and length, like wearing strip lashes.',
        finish: 'satin',
        occasions: ['evening', 'wedding', 'party'],
        moods: ['glam'],
        variant: { volume: 1, length: 1 },
        defaultColor: 'Black',
        level: 'Spark',
      },
      {
        name: 'Coloured Mascara',
        description: 'Lashes in navy, burgundy or violet for a playful pop of colour.',
        finish: 'satin',
        occasions: ['festival', 'party'],
        moods: ['playful', 'artistic'],
        variant: { volume: 0.5, length: 0.7, colored: true },
        defaultColor: 'Navy',
        level: 'Spark',
      },
      {
        name: 'Clear Brow-and-Lash Gel',
        description: 'A clear coat that grooms and glosses lashes without colour.',
        finish: 'gloss',
        occasions: ['everyday', 'sport'],
        moods: ['minimal', 'natural'],
        variant: { volume: 0.1, length: 0.2 },
        defaultColor: 'Clear',
      },
    ],
    mascaraShades,
    (title, hex, look) =>
      mascaraSvg(
        title,
        hex === '#b5656b' ? '#8a8f99' : hex,
        look.volume,
        look.length,
        look.colored,
      ),
  ),
];
