import type { CatalogueItem } from './catalogue-item.schema';
import { noneItem } from './define-item';
import { hairstyles } from './hair-seed';

const short = hairstyles('Short', [
  {
    name: 'Pixie Cut',
    description:
      'Cropped close at the sides and nape with soft texture on top; shows off cheekbones and eyes and dries in minutes.',
    shape: {
      shape: 'pixie',
      length: 0.45,
      volume: 0.25,
      sides: 0.5,
      fringe: 'wispy',
      fringeLength: 0.4,
      crownHeight: 0.1,
    },
    faces: ['oval', 'heart', 'diamond'],
    occasions: ['everyday', 'office'],
    moods: ['edgy', 'minimal'],
  },
  {
    name: 'Textured Pixie',
    description:
      'A longer pixie with piece-y, tousled layers that add movement and make fine hair look fuller.',
    shape: {
      shape: 'pixie',
      length: 0.5,
      volume: 0.45,
      sides: 0.5,
      fringe: 'side-swept',
      fringeLength: 0.5,
      parting: 'left',
      crownHeight: 0.15,
    },
    faces: ['oval', 'heart', 'oblong'],
    occasions: ['everyday', 'date'],
    moods: ['playful', 'natural'],
  },
  {
    name: 'Buzz Cut',
    description:
      'An even clipper cut all over. Bold, zero-maintenance and striking on a well-defined face.',
    shape: { shape: 'shaved', length: 0.05, volume: 0, sides: 1, crownHeight: 0 },
    faces: ['oval', 'diamond', 'heart'],
    occasions: ['everyday', 'festival'],
    moods: ['bold', 'minimal', 'edgy'],
  },
  {
    name: 'Short Bob',
    description:
      'A crisp bob that ends between ear and jaw, adding width where a long face needs it.',
    shape: { shape: 'bob', length: 0.8, volume: 0.35, sides: 1, parting: 'left' },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['office', 'everyday'],
    moods: ['polished', 'classic'],
  },
  {
    name: 'French Bob',
    description:
      'A chin-grazing bob with a short brow-skimming fringe; effortless Parisian polish.',
    shape: { shape: 'bob', length: 0.82, volume: 0.4, fringe: 'blunt', fringeLength: 0.8 },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['everyday', 'date'],
    moods: ['retro', 'romantic'],
  },
  {
    name: 'Pixie Bob',
    description:
      'A hybrid: short and stacked at the back, longer chin-length pieces in front to frame the face.',
    shape: {
      shape: 'bob',
      length: 0.75,
      volume: 0.35,
      sides: 0.8,
      asymmetry: 0.2,
      fringe: 'side-swept',
      fringeLength: 0.5,
      parting: 'left',
    },
    faces: ['round', 'oval', 'square'],
    occasions: ['office', 'everyday'],
    moods: ['polished', 'playful'],
  },
  {
    name: 'Curly Pixie',
    description:
      'Short, defined curls kept tight at the sides with height on top to celebrate natural texture.',
    shape: { shape: 'pixie', length: 0.45, volume: 0.55, sides: 0.5, curl: 0.7, crownHeight: 0.2 },
    faces: ['oval', 'heart', 'diamond'],
    occasions: ['everyday', 'festival'],
    moods: ['playful', 'natural'],
  },
  {
    name: 'Finger Waves',
    description: 'Sculpted S-shaped waves set close to the head; a 1920s glamour look for events.',
    shape: {
      shape: 'crop',
      length: 0.6,
      volume: 0.15,
      curl: 0.4,
      parting: 'left',
      fringe: 'side-swept',
      fringeLength: 0.3,
    },
    faces: ['oval', 'heart'],
    occasions: ['evening', 'wedding', 'party'],
    moods: ['retro', 'glam'],
  },
  {
    name: 'Slicked-Back Crop',
    description:
      'Short hair combed straight back with a wet-look finish; sharp, modern, editorial.',
    shape: { shape: 'slick', length: 0.5, volume: 0.1, sides: 0.7, crownHeight: 0.05 },
    faces: ['oval', 'oblong', 'diamond'],
    occasions: ['evening', 'editorial'],
    moods: ['edgy', 'polished'],
  },
  {
    name: 'Undercut Pixie',
    description: 'A pixie with one side or the nape clipped short underneath for a hidden edge.',
    shape: {
      shape: 'undercut',
      length: 0.55,
      volume: 0.35,
      sides: 0.25,
      fringe: 'side-swept',
      fringeLength: 0.6,
      parting: 'right',
      asymmetry: -0.3,
    },
    faces: ['oval', 'heart', 'round'],
    occasions: ['everyday', 'festival'],
    moods: ['edgy', 'bold'],
  },
  {
    name: 'Tousled Crop',
    description:
      'A short, messy crop with soft layers; easy to style with fingers and a little texture spray.',
    shape: {
      shape: 'crop',
      length: 0.55,
      volume: 0.4,
      sides: 0.7,
      fringe: 'wispy',
      fringeLength: 0.5,
    },
    faces: ['oval', 'square', 'heart'],
    occasions: ['everyday', 'holiday'],
    moods: ['natural', 'playful'],
  },
]);

const medium = hairstyles('Medium', [
  {
    name: 'Classic Lob',
    description:
      'A long bob that sits just above the shoulders; flattering on almost everyone and easy to wear up or down.',
    shape: { shape: 'bob', length: 1.3, volume: 0.35, parting: 'center' },
    faces: ['oval', 'round', 'square', 'heart'],
    occasions: ['office', 'everyday'],
    moods: ['classic', 'polished'],
  },
  {
    name: 'Textured Lob',
    description: 'A lob with choppy ends and undone waves for lived-in volume.',
    shape: { shape: 'bob', length: 1.3, volume: 0.5, curl: 0.3, parting: 'left' },
    faces: ['oval', 'round', 'oblong'],
    occasions: ['everyday', 'date'],
    moods: ['natural', 'playful'],
  },
  {
    name: 'Angled Bob',
    description:
      'Shorter at the back and longer toward the chin, creating a sharp line that lengthens a round face.',
    shape: { shape: 'bob', length: 1.05, volume: 0.3, sides: 1, parting: 'right' },
    faces: ['round', 'square', 'oval'],
    occasions: ['office', 'evening'],
    moods: ['polished', 'bold'],
  },
  {
    name: 'Shoulder-Length Layers',
    description: 'Soft layers that graze the shoulders and add bounce without losing length.',
    shape: { shape: 'layered', length: 1.45, volume: 0.45, parting: 'center' },
    faces: ['oval', 'round', 'square', 'heart', 'oblong'],
    occasions: ['everyday', 'office'],
    moods: ['natural', 'classic'],
  },
  {
    name: 'Shag Cut',
    description:
      'Choppy layers with lift at the crown and a fringe; a 70s-inspired cut made for texture.',
    shape: {
      shape: 'shag',
      length: 1.35,
      volume: 0.6,
      crownHeight: 0.15,
      fringe: 'wispy',
      fringeLength: 0.6,
      curl: 0.3,
    },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['everyday', 'festival'],
    moods: ['retro', 'edgy'],
  },
  {
    name: 'Wolf Cut',
    description: 'A mix of shag and mullet: full and choppy on top, wispy and longer at the back.',
    shape: {
      shape: 'shag',
      length: 1.4,
      volume: 0.65,
      crownHeight: 0.2,
      fringe: 'curtain',
      fringeLength: 0.6,
      curl: 0.2,
      sides: 0.85,
    },
    faces: ['oval', 'heart', 'diamond'],
    occasions: ['everyday', 'festival'],
    moods: ['edgy', 'bold'],
  },
  {
    name: 'Curtain Bangs Lob',
    description:
      'A lob with centre-parted fringe that sweeps to both sides, framing the eyes and cheekbones.',
    shape: {
      shape: 'bob',
      length: 1.25,
      volume: 0.4,
      fringe: 'curtain',
      fringeLength: 0.7,
      parting: 'center',
    },
    faces: ['oval', 'square', 'oblong', 'heart'],
    occasions: ['everyday', 'date'],
    moods: ['romantic', 'natural'],
  },
  {
    name: 'Blunt Mid-Length Cut',
    description:
      'One length with a heavy, straight hemline at collarbone height for a glossy, full look.',
    shape: { shape: 'straight', length: 1.5, volume: 0.3, parting: 'center' },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['office', 'evening'],
    moods: ['minimal', 'polished'],
  },
  {
    name: 'Curly Shoulder Cut',
    description:
      'Rounded layers cut to shape curls, giving a balanced silhouette without the triangle effect.',
    shape: { shape: 'layered', length: 1.35, volume: 0.65, curl: 0.7, parting: 'left' },
    faces: ['oval', 'oblong', 'heart', 'diamond'],
    occasions: ['everyday', 'holiday'],
    moods: ['natural', 'playful'],
  },
  {
    name: 'Low Chignon',
    description: 'A sleek knot at the nape; elegant for weddings, galas and the office alike.',
    shape: {
      shape: 'updo',
      length: 0.7,
      volume: 0.2,
      gather: 'nape',
      parting: 'center',
      sides: 0.6,
    },
    faces: ['oval', 'heart', 'diamond', 'square'],
    occasions: ['wedding', 'evening', 'office'],
    moods: ['classic', 'polished'],
    bucket: 'mid-length',
  },
  {
    name: 'Half-Up Top Knot',
    description:
      'The upper section twisted into a small knot with the rest left loose; casual and face-lifting.',
    shape: {
      shape: 'layered',
      length: 1.4,
      volume: 0.4,
      gather: 'top',
      crownHeight: 0.05,
      parting: 'none',
    },
    faces: ['round', 'oval', 'heart'],
    occasions: ['everyday', 'holiday'],
    moods: ['playful', 'natural'],
  },
]);

const long = hairstyles('Long', [
  {
    name: 'Long Layers',
    description:
      'Long hair with face-framing layers that add movement and swing while keeping length.',
    shape: { shape: 'layered', length: 2.2, volume: 0.45, parting: 'center' },
    faces: ['oval', 'round', 'square', 'heart', 'oblong', 'diamond'],
    occasions: ['everyday', 'office', 'date'],
    moods: ['natural', 'classic'],
  },
  {
    name: 'Sleek Straight',
    description:
      'Poker-straight, glossy lengths with a precise centre part; a clean, expensive-looking finish.',
    shape: { shape: 'straight', length: 2.3, volume: 0.15, parting: 'center' },
    faces: ['oval', 'round', 'heart'],
    occasions: ['evening', 'office'],
    moods: ['minimal', 'polished'],
  },
  {
    name: 'Beach Waves',
    description:
      'Loose, tousled S-waves that look like a day at the sea; soft texture with natural volume.',
    shape: { shape: 'layered', length: 2.1, volume: 0.55, curl: 0.35, parting: 'left' },
    faces: ['oval', 'square', 'oblong', 'heart'],
    occasions: ['everyday', 'holiday', 'date'],
    moods: ['natural', 'romantic'],
  },
  {
    name: 'Hollywood Waves',
    description:
      'Glossy, sculpted waves swept to one side; red-carpet glamour for evenings and weddings.',
    shape: {
      shape: 'layered',
      length: 1.9,
      volume: 0.5,
      curl: 0.4,
      parting: 'right',
      fringe: 'side-swept',
      fringeLength: 0.3,
    },
    faces: ['oval', 'heart', 'diamond', 'square'],
    occasions: ['wedding', 'evening', 'party'],
    moods: ['glam', 'retro'],
  },
  {
    name: 'Butterfly Cut',
    description:
      'Short face-framing layers over long lengths that flip out like wings, for bouncy volume.',
    shape: {
      shape: 'layered',
      length: 2,
      volume: 0.65,
      fringe: 'curtain',
      fringeLength: 0.5,
      parting: 'center',
      crownHeight: 0.1,
    },
    faces: ['oval', 'round', 'oblong', 'square'],
    occasions: ['everyday', 'date', 'party'],
    moods: ['glam', 'playful'],
  },
  {
    name: 'Long Curtain Bangs',
    description: 'Long hair with centre-parted bangs that soften a strong jaw or high forehead.',
    shape: {
      shape: 'layered',
      length: 2.1,
      volume: 0.4,
      fringe: 'curtain',
      fringeLength: 0.75,
      parting: 'center',
    },
    faces: ['oval', 'square', 'oblong', 'heart'],
    occasions: ['everyday', 'date'],
    moods: ['romantic', 'natural'],
  },
  {
    name: 'Blunt Bangs Long',
    description:
      'Long, straight lengths with a full, eyebrow-grazing fringe that draws attention to the eyes.',
    shape: { shape: 'straight', length: 2.2, volume: 0.3, fringe: 'blunt', fringeLength: 0.95 },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['everyday', 'evening'],
    moods: ['bold', 'retro'],
  },
  {
    name: 'Long Curls',
    description:
      'Defined spiral curls with length and shape, cut dry to let each curl sit where it falls.',
    shape: { shape: 'layered', length: 2, volume: 0.75, curl: 0.75, parting: 'center' },
    faces: ['oval', 'oblong', 'square', 'heart'],
    occasions: ['everyday', 'party', 'holiday'],
    moods: ['natural', 'glam'],
  },
  {
    name: 'High Ponytail',
    description:
      'Hair smoothed into a high, swinging ponytail; lifts the face and works for gym or gala.',
    shape: {
      shape: 'ponytail',
      length: 1.9,
      volume: 0.2,
      gather: 'nape',
      crownHeight: 0.1,
      sides: 0.3,
    },
    faces: ['oval', 'heart', 'diamond'],
    occasions: ['sport', 'evening', 'everyday'],
    moods: ['polished', 'bold'],
  },
  {
    name: 'Side Braid',
    description:
      'A loose fishtail or three-strand braid draped over one shoulder; romantic and practical.',
    shape: { shape: 'braid', length: 2, volume: 0.3, gather: 'side', parting: 'left', sides: 0.55 },
    faces: ['oval', 'round', 'heart'],
    occasions: ['wedding', 'holiday', 'festival'],
    moods: ['romantic', 'natural'],
  },
  {
    name: 'Box Braids',
    description:
      'Long, neat individual braids; protective, versatile and striking worn down or up.',
    shape: { shape: 'braid', length: 2.4, volume: 0.45, parting: 'center' },
    faces: ['oval', 'round', 'square', 'heart', 'oblong', 'diamond'],
    occasions: ['everyday', 'holiday', 'festival'],
    moods: ['bold', 'natural'],
  },
  {
    name: 'Goddess Locs',
    description: 'Long locs with curly, unraveled ends for a bohemian, free-spirited texture.',
    shape: { shape: 'locs', length: 2.3, volume: 0.55, curl: 0.5, parting: 'center' },
    faces: ['oval', 'square', 'heart', 'oblong'],
    occasions: ['everyday', 'festival', 'holiday'],
    moods: ['natural', 'artistic'],
  },
  {
    name: 'Voluminous Blowout',
    description:
      'A round-brush blowout with bouncy body and curled-under ends; polished 90s volume.',
    shape: {
      shape: 'layered',
      length: 1.8,
      volume: 0.8,
      crownHeight: 0.15,
      curl: 0.15,
      parting: 'left',
    },
    faces: ['oval', 'oblong', 'heart', 'diamond'],
    occasions: ['evening', 'date', 'party'],
    moods: ['glam', 'retro'],
  },
  {
    name: 'Mermaid Waves',
    description: 'Waist-length hair in uniform, defined crimped waves; dramatic length and shine.',
    shape: { shape: 'layered', length: 3, volume: 0.6, curl: 0.45, parting: 'center' },
    faces: ['oval', 'oblong', 'heart'],
    occasions: ['party', 'festival', 'holiday'],
    moods: ['romantic', 'glam'],
  },
]);

const avantGarde = hairstyles(
  'Avant-Garde',
  [
    {
      name: 'Sculpted Geometric Bob',
      description:
        'A razor-precise bob with architectural angles, cut like a piece of design; made for editorials.',
      shape: {
        shape: 'asymmetric',
        length: 1,
        volume: 0.2,
        asymmetry: 0.7,
        fringe: 'blunt',
        fringeLength: 0.9,
      },
      faces: ['oval', 'heart'],
      occasions: ['editorial', 'party'],
      moods: ['artistic', 'bold'],
    },
    {
      name: 'Architectural Updo',
      description:
        'Hair built into folded, sculptural planes high above the crown; couture runway territory.',
      shape: { shape: 'sculptural', length: 0.6, volume: 0.6, crownHeight: 0.6, gather: 'crown' },
      faces: ['oval', 'diamond'],
      occasions: ['editorial', 'evening'],
      moods: ['artistic', 'glam'],
      bucket: 'long',
    },
    {
      name: 'Asymmetric Undercut',
      description: 'One side shaved, the other falling long past the jaw; a statement of contrast.',
      shape: {
        shape: 'asymmetric',
        length: 1.3,
        volume: 0.35,
        sides: 0.7,
        asymmetry: -0.9,
        parting: 'left',
        fringe: 'side-swept',
        fringeLength: 0.7,
      },
      faces: ['oval', 'heart', 'diamond'],
      occasions: ['festival', 'party', 'editorial'],
      moods: ['edgy', 'bold'],
    },
    {
      name: 'Liberty Spikes',
      description:
        'Stiffened spikes standing straight up from the scalp; punk attitude at its most graphic.',
      shape: { shape: 'mohawk', length: 0.4, volume: 0.6, crownHeight: 0.7, sides: 0.1 },
      faces: ['oval', 'oblong'],
      occasions: ['festival', 'editorial'],
      moods: ['edgy', 'artistic'],
    },
    {
      name: 'Feminine Mohawk',
      description: 'A soft, voluminous crest of curls or waves down the centre with close sides.',
      shape: {
        shape: 'mohawk',
        length: 0.5,
        volume: 0.5,
        crownHeight: 0.45,
        sides: 0.1,
        curl: 0.5,
      },
      faces: ['oval', 'heart', 'diamond'],
      occasions: ['festival', 'party'],
      moods: ['bold', 'edgy'],
    },
    {
      name: 'Space Buns',
      description: 'Two high buns like little planets; playful and perfect for festivals.',
      shape: {
        shape: 'bun',
        length: 1.2,
        volume: 0.3,
        gather: 'top',
        parting: 'center',
        crownHeight: 0.2,
      },
      faces: ['oval', 'round', 'heart'],
      occasions: ['festival', 'party'],
      moods: ['playful', 'artistic'],
    },
    {
      name: 'Towering Beehive',
      description: 'A 60s beehive exaggerated to couture height with a glossy, smooth shell.',
      shape: {
        shape: 'updo',
        length: 0.8,
        volume: 0.7,
        crownHeight: 0.8,
        gather: 'crown',
        fringe: 'side-swept',
        fringeLength: 0.4,
      },
      faces: ['oval', 'round', 'heart'],
      occasions: ['editorial', 'evening'],
      moods: ['retro', 'glam'],
      bucket: 'long',
    },
    {
      name: 'Sculptural Afro',
      description:
        'A perfectly rounded, shaped halo of coils, groomed into a sculptural silhouette.',
      shape: { shape: 'afro', length: 1.1, volume: 1, curl: 1, crownHeight: 0.3 },
      faces: ['oval', 'oblong', 'heart', 'diamond'],
      occasions: ['editorial', 'party', 'everyday'],
      moods: ['bold', 'artistic'],
    },
    {
      name: 'Floor-Length Rapunzel',
      description:
        'Impossibly long, straight hair flowing past the waist; fantasy length for photoshoots.',
      shape: { shape: 'straight', length: 3.4, volume: 0.35, parting: 'center' },
      faces: ['oval', 'oblong', 'heart'],
      occasions: ['editorial', 'wedding'],
      moods: ['romantic', 'artistic'],
    },
  ],
  true,
);

/** Female hairstyles: the 'Original' option, then short, medium, long and avant-garde groups. */
export const femaleHairstyles: CatalogueItem[] = [
  noneItem('Original', 'Keep the current hairstyle; only colour, texture or makeup change.'),
  ...short,
  ...medium,
  ...long,
  ...avantGarde,
];
