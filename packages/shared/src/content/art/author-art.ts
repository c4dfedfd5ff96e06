/** The authors' drawn portraits (never photos of real people) and their 1200×630 cards. */
import { ARTICLE_IMAGE_SIZE, AVATAR_SIZE } from '../blog.schema';
import {
  backdrop,
  bust,
  hairColours,
  linearGradient,
  palette,
  skins,
  sparkle,
  svgDocument,
  swatch,
  type BustOptions,
} from './art-kit';

type Portrait = { look: BustOptions; background: [string, string]; accents: string[] };

export const authorPortraits: Record<string, Portrait> = {
  'maya-okafor': {
    look: {
      skin: skins.deep,
      hair: hairColours.black,
      style: 'curls',
      lips: '#8e3b46',
      brows: true,
      earrings: '#d4a23a',
      shirt: palette.fuchsia,
    },
    background: [palette.rose100, palette.rose200],
    accents: [hairColours.copper, hairColours.golden, hairColours.chocolate],
  },
  'priya-raman': {
    look: {
      skin: skins.medium,
      hair: hairColours.espresso,
      style: 'long',
      lips: '#b03a5b',
      brows: true,
      earrings: '#d4a23a',
      shirt: palette.violet,
    },
    background: [palette.fuchsia100, palette.violet100],
    accents: ['#b3122e', '#d9477a', '#c9a0dc'],
  },
  'leo-marchetti': {
    look: {
      skin: skins.light,
      hair: hairColours.brown,
      style: 'crop',
      beard: 'boxed',
      brows: true,
      glasses: true,
      shirt: palette.ink,
    },
    background: [palette.violet100, palette.rose100],
    accents: [palette.brand, palette.fuchsia, palette.violet],
  },
};

/** The portrait in a circle of `size` px centred at cx,cy (its own gradient id `key`). */
function portraitDisc(key: string, p: Portrait, cx: number, cy: number, size: number): string {
  const s = size / 98;
  const r = size / 2;
  return (
    `<defs>${linearGradient(`bg-${key}`, p.background[0], p.background[1])}<clipPath id="clip-${key}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#bg-${key})"/>` +
    `<g clip-path="url(#clip-${key})">${bust(cx - 50 * s, cy - 47 * s, s, p.look)}</g>`
  );
}

/** A square avatar of AVATAR_SIZE px. */
export function authorAvatarSvg(slug: string): string | null {
  const p = authorPortraits[slug];
  if (!p) return null;
  const half = AVATAR_SIZE / 2;
  return svgDocument(portraitDisc(slug, p, half, half, AVATAR_SIZE), {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  });
}

/** The avatar large on the blog's backdrop with the author's colours, for link previews. */
export function authorCardSvg(slug: string): string | null {
  const p = authorPortraits[slug];
  if (!p) return null;
  const { width: w, height: h } = ARTICLE_IMAGE_SIZE;
  const accents = p.accents
    .map((c, i) => swatch(w / 2 + 280 + i * 10, 170 + i * 120, 30, c))
    .join('');
  return svgDocument(
    backdrop({ a: p.background[0], b: p.background[1] }) +
      `<circle cx="${w / 2}" cy="${h / 2}" r="236" fill="${palette.white}"/>` +
      portraitDisc(slug, p, w / 2, h / 2, 440) +
      accents +
      sparkle(w / 2 - 290, 170, 30) +
      sparkle(w / 2 - 250, 470, 20, palette.violet),
  );
}
