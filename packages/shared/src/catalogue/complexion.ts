import type { CatalogueItem } from './catalogue-item.schema';
import { bottleSvg } from '../icons/makeup-icons';
import { noneItem } from './define-item';
import { makeupItems } from './makeup-seed';
import { concealerShades, foundationShades } from './palettes';

type Pack = 'dropper' | 'pump' | 'stick' | 'compact' | 'tube';

export const foundations: CatalogueItem[] = [
  noneItem('None', 'No foundation; keep the natural skin.'),
  ...makeupItems<Pack>(
    [
      {
        name: 'Skin Tint',
        description: 'Sheer, weightless coverage that evens tone while freckles show through.',
        finish: 'dewy',
        occasions: ['everyday', 'holiday', 'sport'],
        moods: ['natural', 'minimal'],
        variant: 'dropper',
        defaultColor: 'Natural Beige',
      },
      {
        name: 'Natural Satin',
        description: 'Medium buildable coverage with a skin-like satin finish.',
        finish: 'satin',
        occasions: ['everyday', 'office'],
        moods: ['natural', 'polished'],
        variant: 'pump',
        defaultColor: 'Natural Beige',
      },
      {
        name: 'Matte Full Coverage',
        description: 'Opaque, shine-free coverage that lasts all day and photographs well.',
        finish: 'matte',
        occasions: ['wedding', 'evening', 'editorial'],
        moods: ['polished', 'glam'],
        variant: 'pump',
        defaultColor: 'Warm Sand',
      },
      {
        name: 'Dewy Glow',
        description: 'Luminous foundation for a lit-from-within, healthy glow.',
        finish: 'dewy',
        occasions: ['date', 'wedding'],
        moods: ['romantic', 'glam'],
        variant: 'dropper',
        defaultColor: 'Light Beige',
      },
      {
        name: 'Soft Matte',
        description: 'A blurred, velvety finish that softens texture without looking flat.',
        finish: 'matte',
        occasions: ['office', 'everyday'],
        moods: ['polished', 'minimal'],
        variant: 'tube',
        defaultColor: 'Honey',
      },
      {
        name: 'Cushion Compact',
        description: 'Light, fresh layers pressed on from a cushion; easy touch-ups.',
        finish: 'dewy',
        occasions: ['everyday', 'holiday'],
        moods: ['natural', 'playful'],
        variant: 'compact',
        defaultColor: 'Ivory',
      },
      {
        name: 'Stick Foundation',
        description: 'Creamy stick that doubles as concealer; targeted coverage.',
        finish: 'satin',
        occasions: ['everyday', 'office'],
        moods: ['minimal', 'polished'],
        variant: 'stick',
        defaultColor: 'Golden Tan',
      },
      {
        name: 'Airbrush Finish',
        description: 'Ultra-fine, flawless coverage like a photo filter; for big occasions.',
        finish: 'satin',
        occasions: ['wedding', 'editorial', 'evening'],
        moods: ['glam', 'polished'],
        variant: 'pump',
        defaultColor: 'Caramel',
      },
    ],
    foundationShades,
    (title, hex, variant) => bottleSvg(title, hex, variant),
  ),
];

export const concealers: CatalogueItem[] = [
  noneItem('None', 'No concealer.'),
  ...makeupItems<Pack>(
    [
      {
        name: 'Under-Eye Brightening',
        description: 'A light-reflecting shade a touch lighter than your skin to lift tired eyes.',
        finish: 'satin',
        occasions: ['everyday', 'office'],
        moods: ['natural', 'polished'],
        variant: 'tube',
        defaultColor: 'Light',
      },
      {
        name: 'Spot Cover',
        description: 'Thick, precise coverage for blemishes and redness.',
        finish: 'matte',
        occasions: ['everyday', 'office'],
        moods: ['minimal'],
        variant: 'stick',
        defaultColor: 'Light Medium',
      },
      {
        name: 'Full Coverage Camouflage',
        description: 'Opaque cover for dark circles, marks and tattoos.',
        finish: 'matte',
        occasions: ['wedding', 'editorial'],
        moods: ['polished'],
        variant: 'compact',
        defaultColor: 'Medium',
      },
      {
        name: 'Hydrating Radiance',
        description: 'A serum-like concealer that hydrates and blurs fine lines.',
        finish: 'dewy',
        occasions: ['everyday', 'date'],
        moods: ['natural', 'romantic'],
        variant: 'dropper',
        defaultColor: 'Fair',
      },
      {
        name: 'Colour Correcting',
        description:
          'Peach, green or lavender correctors that neutralise darkness, redness or sallowness.',
        finish: 'satin',
        occasions: ['wedding', 'editorial'],
        moods: ['polished'],
        variant: 'tube',
        defaultColor: 'Peach Corrector',
      },
      {
        name: 'Inverted Triangle Lift',
        description:
          'Concealer blended in a triangle under the eye to brighten and lift the mid-face.',
        finish: 'satin',
        occasions: ['evening', 'party'],
        moods: ['glam', 'polished'],
        variant: 'tube',
        defaultColor: 'Light Medium',
      },
      {
        name: 'Natural Blur',
        description: 'Light coverage tapped on only where needed for a skin-first finish.',
        finish: 'natural',
        occasions: ['everyday', 'holiday'],
        moods: ['natural', 'minimal'],
        variant: 'stick',
        defaultColor: 'Tan',
      },
      {
        name: 'Baked Setting',
        description: 'Concealer set with powder for a crease-proof, ultra-smooth under-eye.',
        finish: 'matte',
        occasions: ['evening', 'editorial'],
        moods: ['glam'],
        variant: 'compact',
        defaultColor: 'Deep',
      },
    ],
    concealerShades,
    (title, hex, variant) => bottleSvg(title, hex, variant),
  ),
];
