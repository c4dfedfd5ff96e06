import type { CatalogueItem } from './catalogue-item.schema';
import { noneItem } from './define-item';
import { hairstyles } from './hair-seed';

const short = hairstyles('Short', [
  {
    name: 'Buzz Cut',
    description:
      'One short clipper length all over; clean, low-effort and sharp on a strong jawline.',
    shape: { shape: 'shaved', length: 0.06, volume: 0, crownHeight: 0 },
    faces: ['oval', 'square', 'diamond'],
    occasions: ['everyday', 'sport'],
    moods: ['minimal', 'rugged'],
  },
  {
    name: 'Crew Cut',
    description:
      'Short tapered sides with a little more length on top, brushed forward or up; the timeless classic.',
    shape: { shape: 'crop', length: 0.35, volume: 0.15, sides: 0.4, crownHeight: 0.05 },
    faces: ['oval', 'square', 'round', 'oblong'],
    occasions: ['office', 'everyday', 'sport'],
    moods: ['classic', 'minimal'],
  },
  {
    name: 'Ivy League',
    description: 'A longer crew cut with a defined side part, neat enough for the boardroom.',
    shape: {
      shape: 'crop',
      length: 0.4,
      volume: 0.2,
      sides: 0.5,
      parting: 'left',
      crownHeight: 0.08,
    },
    faces: ['oval', 'square', 'oblong'],
    occasions: ['office', 'wedding'],
    moods: ['classic', 'polished'],
  },
  {
    name: 'French Crop',
    description: 'Short textured top pushed forward into a short blunt fringe, with faded sides.',
    shape: {
      shape: 'crop',
      length: 0.35,
      volume: 0.25,
      sides: 0.3,
      fringe: 'micro',
      fringeLength: 0.4,
    },
    faces: ['oval', 'oblong', 'diamond', 'round'],
    occasions: ['everyday', 'office'],
    moods: ['minimal', 'edgy'],
  },
  {
    name: 'Caesar Cut',
    description:
      'Even, short horizontal fringe with a little texture; forgiving for a receding hairline.',
    shape: {
      shape: 'crop',
      length: 0.3,
      volume: 0.15,
      sides: 0.5,
      fringe: 'micro',
      fringeLength: 0.3,
    },
    faces: ['oval', 'oblong', 'square'],
    occasions: ['everyday', 'office'],
    moods: ['classic', 'minimal'],
  },
  {
    name: 'Skin Fade',
    description:
      'Sides faded down to the skin under a short, neat top; crisp lines that need a barber every few weeks.',
    shape: { shape: 'crop', length: 0.3, volume: 0.2, sides: 0.1, crownHeight: 0.08 },
    faces: ['oval', 'round', 'square'],
    occasions: ['everyday', 'party'],
    moods: ['bold', 'polished'],
  },
  {
    name: 'Textured Crop',
    description:
      'Choppy, messy texture on top with a tight taper; modern and easy with a matte paste.',
    shape: {
      shape: 'crop',
      length: 0.4,
      volume: 0.35,
      sides: 0.3,
      fringe: 'wispy',
      fringeLength: 0.4,
      crownHeight: 0.1,
    },
    faces: ['oval', 'round', 'square', 'heart'],
    occasions: ['everyday', 'date'],
    moods: ['natural', 'edgy'],
  },
  {
    name: 'Short Afro',
    description: 'Natural coils kept short and rounded, shaped evenly with a crisp line-up.',
    shape: { shape: 'afro', length: 0.5, volume: 0.3, curl: 1, crownHeight: 0.1 },
    faces: ['oval', 'oblong', 'square'],
    occasions: ['everyday', 'office'],
    moods: ['natural', 'classic'],
  },
  {
    name: 'Twists',
    description: 'Short two-strand twists with a tapered fade; defined texture that sits upright.',
    shape: { shape: 'locs', length: 0.55, volume: 0.4, curl: 0.8, sides: 0.3, crownHeight: 0.2 },
    faces: ['oval', 'round', 'square'],
    occasions: ['everyday', 'festival'],
    moods: ['bold', 'natural'],
  },
  {
    name: 'Waves (360)',
    shortName: '360 Waves',
    description: 'Close-cropped hair brushed into ripple patterns all around the head.',
    shape: { shape: 'crop', length: 0.15, volume: 0.05, curl: 0.3, crownHeight: 0 },
    faces: ['oval', 'round', 'square'],
    occasions: ['everyday'],
    moods: ['polished', 'minimal'],
  },
]);

const medium = hairstyles('Medium', [
  {
    name: 'Classic Side Part',
    description: 'Tapered sides with a clean side part and combed top; the gentleman’s standard.',
    shape: {
      shape: 'slick',
      length: 0.5,
      volume: 0.2,
      sides: 0.5,
      parting: 'left',
      crownHeight: 0.1,
    },
    faces: ['oval', 'round', 'square', 'oblong'],
    occasions: ['office', 'wedding', 'evening'],
    moods: ['classic', 'polished'],
  },
  {
    name: 'Pompadour',
    description:
      'Volume swept up and back from the forehead over shorter sides; vintage rock’n’roll confidence.',
    shape: { shape: 'quiff', length: 0.6, volume: 0.45, sides: 0.4, crownHeight: 0.4 },
    faces: ['oval', 'round', 'square'],
    occasions: ['evening', 'party', 'wedding'],
    moods: ['retro', 'bold'],
  },
  {
    name: 'Quiff',
    description: 'The front brushed up and slightly back, with a modern, textured finish.',
    shape: { shape: 'quiff', length: 0.55, volume: 0.4, sides: 0.35, crownHeight: 0.3 },
    faces: ['oval', 'round', 'square', 'heart'],
    occasions: ['everyday', 'date', 'party'],
    moods: ['polished', 'bold'],
  },
  {
    name: 'Slicked Back',
    description:
      'Mid-length top combed straight back with shine; sleek, confident, best on an oval or long face.',
    shape: { shape: 'slick', length: 0.6, volume: 0.15, sides: 0.6, crownHeight: 0.1 },
    faces: ['oval', 'oblong', 'diamond'],
    occasions: ['evening', 'office', 'wedding'],
    moods: ['polished', 'glam'],
  },
  {
    name: 'Undercut',
    description: 'Long top disconnected from very short sides; wear it slicked, swept or loose.',
    shape: {
      shape: 'undercut',
      length: 0.7,
      volume: 0.3,
      sides: 0.15,
      parting: 'right',
      crownHeight: 0.15,
      fringe: 'side-swept',
      fringeLength: 0.3,
    },
    faces: ['oval', 'square', 'diamond', 'round'],
    occasions: ['everyday', 'party'],
    moods: ['edgy', 'bold'],
  },
  {
    name: 'Faux Hawk',
    description: 'Hair pushed toward the centre into a ridge, with short but not shaved sides.',
    shape: { shape: 'mohawk', length: 0.45, volume: 0.4, sides: 0.3, crownHeight: 0.3 },
    faces: ['oval', 'round', 'square'],
    occasions: ['party', 'festival'],
    moods: ['edgy', 'playful'],
  },
  {
    name: 'Curtains',
    description:
      'Centre-parted top that falls to both sides of the forehead; a 90s revival with soft movement.',
    shape: {
      shape: 'layered',
      length: 0.85,
      volume: 0.35,
      parting: 'center',
      fringe: 'curtain',
      fringeLength: 0.7,
      sides: 0.7,
    },
    faces: ['oval', 'square', 'oblong'],
    occasions: ['everyday', 'date'],
    moods: ['retro', 'natural'],
  },
  {
    name: 'Messy Fringe',
    description: 'Textured, forward-falling fringe with layered length; youthful and relaxed.',
    shape: {
      shape: 'layered',
      length: 0.7,
      volume: 0.4,
      fringe: 'wispy',
      fringeLength: 0.7,
      sides: 0.6,
    },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['everyday'],
    moods: ['natural', 'playful'],
  },
  {
    name: 'Curly Top Fade',
    description:
      'Defined curls on top with a faded back and sides; shows off natural texture neatly.',
    shape: { shape: 'crop', length: 0.6, volume: 0.5, curl: 0.75, sides: 0.2, crownHeight: 0.25 },
    faces: ['oval', 'round', 'square', 'oblong'],
    occasions: ['everyday', 'date'],
    moods: ['natural', 'bold'],
  },
  {
    name: 'Flow',
    description:
      'Hair grown out to the ears and swept back with natural movement; the hockey-player look.',
    shape: { shape: 'layered', length: 0.95, volume: 0.35, sides: 0.9, crownHeight: 0.1 },
    faces: ['oval', 'square', 'diamond'],
    occasions: ['everyday', 'sport'],
    moods: ['natural', 'rugged'],
  },
  {
    name: 'Modern Mullet',
    description:
      'Short and textured at the front and sides, longer at the back; a cheeky comeback cut.',
    shape: {
      shape: 'shag',
      length: 1.1,
      volume: 0.4,
      sides: 0.45,
      fringe: 'wispy',
      fringeLength: 0.5,
      crownHeight: 0.15,
    },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['festival', 'party'],
    moods: ['retro', 'edgy'],
  },
]);

const long = hairstyles('Long', [
  {
    name: 'Shoulder-Length Surfer',
    description: 'Loose, sun-tousled waves to the shoulders with a casual centre part.',
    shape: { shape: 'layered', length: 1.45, volume: 0.45, curl: 0.3, parting: 'center' },
    faces: ['oval', 'square', 'oblong', 'diamond'],
    occasions: ['holiday', 'everyday'],
    moods: ['natural', 'rugged'],
  },
  {
    name: 'Man Bun',
    description:
      'Long hair gathered into a bun at the crown; tidy and practical while growing it out.',
    shape: {
      shape: 'bun',
      length: 0.6,
      volume: 0.2,
      gather: 'crown',
      sides: 0.6,
      crownHeight: 0.1,
    },
    faces: ['oval', 'square', 'diamond'],
    occasions: ['everyday', 'sport'],
    moods: ['rugged', 'natural'],
    bucket: 'long',
  },
  {
    name: 'Top Knot Undercut',
    description: 'A small top knot over clipped sides; a sharper take on the man bun.',
    shape: {
      shape: 'undercut',
      length: 0.45,
      volume: 0.15,
      gather: 'top',
      sides: 0.1,
      crownHeight: 0.1,
    },
    faces: ['oval', 'square', 'oblong'],
    occasions: ['everyday', 'festival'],
    moods: ['edgy', 'bold'],
    bucket: 'mid-length',
  },
  {
    name: 'Long Straight',
    description:
      'One-length hair past the shoulders, kept healthy and glossy; a confident rock-star look.',
    shape: { shape: 'straight', length: 1.9, volume: 0.25, parting: 'center' },
    faces: ['oval', 'oblong', 'square'],
    occasions: ['everyday', 'festival'],
    moods: ['rugged', 'bold'],
  },
  {
    name: 'Dreadlocks',
    description:
      'Mature locs worn long and loose or tied back; a commitment with strong character.',
    shape: { shape: 'locs', length: 1.8, volume: 0.5, curl: 0.5, parting: 'none' },
    faces: ['oval', 'round', 'square', 'oblong'],
    occasions: ['everyday', 'festival'],
    moods: ['natural', 'bold'],
  },
]);

const avantGarde = hairstyles(
  'Avant-Garde',
  [
    {
      name: 'Mohawk',
      description:
        'A tall central strip with shaved sides; pure punk, best with strong styling products.',
      shape: { shape: 'mohawk', length: 0.4, volume: 0.5, crownHeight: 0.6, sides: 0.05 },
      faces: ['oval', 'oblong', 'diamond'],
      occasions: ['festival', 'editorial', 'party'],
      moods: ['edgy', 'bold'],
    },
    {
      name: 'Bleached Shaved Head',
      description: 'A close buzz bleached platinum; graphic and minimal, made for the runway.',
      shape: { shape: 'shaved', length: 0.05, volume: 0, crownHeight: 0 },
      faces: ['oval', 'diamond', 'square'],
      occasions: ['editorial', 'festival'],
      moods: ['artistic', 'minimal'],
      iconHairHex: '#e8dfc8',
    },
    {
      name: 'Sculpted Flat Top',
      description:
        'A perfectly level, high flat top with razor-sharp edges; an architectural tribute to the 80s.',
      shape: { shape: 'crop', length: 0.35, volume: 0.3, crownHeight: 0.55, sides: 0.15 },
      faces: ['oval', 'round', 'oblong'],
      occasions: ['editorial', 'party'],
      moods: ['retro', 'artistic'],
    },
    {
      name: 'Asymmetric Fringe Cut',
      description:
        'One long diagonal fringe sweeping over an eye above clipped sides; avant-garde club style.',
      shape: {
        shape: 'asymmetric',
        length: 0.9,
        volume: 0.3,
        sides: 0.3,
        asymmetry: 0.8,
        fringe: 'side-swept',
        fringeLength: 1,
        parting: 'left',
      },
      faces: ['oval', 'heart', 'oblong'],
      occasions: ['party', 'editorial'],
      moods: ['edgy', 'artistic'],
    },
  ],
  true,
);

/** Male hairstyles: 'Original', then short, medium, long and avant-garde groups. */
export const maleHairstyles: CatalogueItem[] = [
  noneItem('Original', 'Keep the current hairstyle; only colour, texture or grooming change.'),
  ...short,
  ...medium,
  ...long,
  ...avantGarde,
];
