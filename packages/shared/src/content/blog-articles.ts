import type { ArticleMeta, HeroImage } from './blog.schema';

const hero = (slug: string, alt: string): HeroImage => ({
  src: `/blog/articles/${slug}.svg`,
  social: `/blog/articles/${slug}.png`,
  alt,
});

/**
 * Every published article without its body (bodies load on demand: blog-bodies.ts).
 * readingMinutes is readingMinutes(body); blog-content.test.ts fails when they drift apart.
 */
export const blogArticles: ArticleMeta[] = [
  {
    slug: 'how-looklab-ai-works',
    title: "How LookLab's AI works — and what stays private",
    description:
      'Where your photo goes at every step: the engine that runs on our own server, the optional generative provider, what is stored and when it is deleted.',
    author: 'leo-marchetti',
    date: '2026-11-17',
    tags: ['LookLab'],
    hero: hero(
      'how-looklab-ai-works',
      'A face outline covered by a mesh of points beside a padlock and a small server',
    ),
    readingMinutes: 6,
  },
  {
    slug: 'cosmetic-dentistry-basics',
    title: 'Cosmetic dentistry basics: whitening, bonding, veneers and aligners',
    description:
      'What the common cosmetic dental treatments do, how long they last, what cannot be undone, and the questions to ask your dentist before you start.',
    author: 'priya-raman',
    date: '2026-10-27',
    tags: ['Dental'],
    hero: hero(
      'cosmetic-dentistry-basics',
      'A smile beside a row of tooth shade tabs running from ivory to bright white',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'lipstick-finishes-guide',
    title: 'Matte, satin, gloss or sheer? A guide to lipstick finishes',
    description:
      'How each lipstick finish changes colour, wear and the look of your lips, which finish suits thin, full or dry lips, and how to make any of them last.',
    author: 'priya-raman',
    date: '2026-10-06',
    tags: ['Makeup'],
    hero: hero(
      'lipstick-finishes-guide',
      'Three lipsticks in matte, satin and gloss finishes beside a pair of painted lips',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'choosing-a-hair-colour-shade',
    title: 'Choosing a hair colour shade that suits your skin',
    description:
      'Levels, tones and techniques explained: how to pick a hair colour that flatters your undertone, how far to go from your natural shade and what it costs in upkeep.',
    author: 'maya-okafor',
    date: '2026-09-01',
    tags: ['Hair', 'Colour'],
    hero: hero(
      'choosing-a-hair-colour-shade',
      'A fan of hair colour swatches from ash blonde to copper and espresso beside a face',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'eyebrow-shapes-guide',
    title: 'Brows that frame your face: shape, colour and grooming',
    description:
      'Map your ideal brow with three points, match the arch to your face shape, choose a colour and fill in, tint or laminate without over-plucking.',
    author: 'priya-raman',
    date: '2026-08-18',
    tags: ['Makeup'],
    hero: hero(
      'eyebrow-shapes-guide',
      'An eye and a brow with dotted guide lines marking where the brow starts, arches and ends',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'beard-styles-for-every-face',
    title: 'Beard styles: matching shape, length and upkeep to your face',
    description:
      'Which beards balance round, square, long and heart-shaped faces, how to work with patchy growth, and the two trim lines that make any beard look sharp.',
    author: 'leo-marchetti',
    date: '2026-07-28',
    tags: ['Grooming'],
    hero: hero(
      'beard-styles-for-every-face',
      'Three faces side by side with stubble, a short boxed beard and a goatee',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'colour-seasons-explained',
    title: 'Colour seasons, explained: find the shades that light up your face',
    description:
      'The four seasons and twelve sub-seasons of colour analysis, quick tests for your undertone at home, and how to use your palette for clothes, makeup and hair.',
    author: 'maya-okafor',
    date: '2026-07-14',
    tags: ['Colour', 'Makeup'],
    hero: hero(
      'colour-seasons-explained',
      'A face in the middle of four palettes of swatches for spring, summer, autumn and winter',
    ),
    readingMinutes: 4,
  },
  {
    slug: 'haircuts-for-your-face-shape',
    title: 'How to choose a haircut for your face shape',
    description:
      'Find your face shape in two minutes, then see which lengths, layers and fringes flatter oval, round, square, heart, oblong and diamond faces, and why.',
    author: 'maya-okafor',
    date: '2026-06-09',
    tags: ['Hair'],
    hero: hero(
      'haircuts-for-your-face-shape',
      'Six face outlines, oval to diamond, around a face with a long layered haircut',
    ),
    readingMinutes: 5,
  },
];
