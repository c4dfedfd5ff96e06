import type { Author } from './blog.schema';

const avatar = (slug: string) => ({
  avatar: `/blog/authors/${slug}.svg`,
  socialImage: `/blog/authors/${slug}.png`,
});

/** The blog's authors (their avatars are drawn by art/author-art.ts). */
export const blogAuthors: Author[] = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Hair stylist & colourist',
    bio: 'Maya has cut and coloured hair in salons for fourteen years and still does consultations every week. She writes about cuts, colour and how to brief a stylist so you leave with the hair you pictured.',
    ...avatar('maya-okafor'),
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Makeup artist & beauty editor',
    bio: 'Priya is a makeup artist who has worked on weddings, photo shoots and a lot of first dates. She writes practical guides to brows, lips and skin, and to the questions worth asking a professional before a treatment.',
    ...avatar('priya-raman'),
  },
  {
    slug: 'leo-marchetti',
    name: 'Leo Marchetti',
    role: 'Grooming & technology editor',
    bio: 'Leo trained as a barber before he moved into software. At LookLab he explains how the product works under the hood, and he still has strong opinions about neckline fades and beard oil.',
    ...avatar('leo-marchetti'),
  },
];
