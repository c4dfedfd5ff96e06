/**
 * The blog's illustration kit: flat shapes in the site's palette (brand pink → fuchsia →
 * violet on warm stone) and the same bust as the home page's hero, as SVG strings. No text is
 * drawn, so the pictures render the same wherever fonts differ.
 */
import { ARTICLE_IMAGE_SIZE } from '../blog.schema';

export const palette = {
  paper: '#fffaf7',
  blush: '#fff1f5',
  rose100: '#ffe4ec',
  rose200: '#fecdd9',
  rose300: '#fda4bc',
  brand: '#f43f75',
  brandDeep: '#be124b',
  fuchsia: '#d946ef',
  fuchsia100: '#fae8ff',
  violet: '#8b5cf6',
  violet100: '#ede9fe',
  ink: '#292524',
  stone: '#78716c',
  stone200: '#e7e5e4',
  white: '#ffffff',
  eye: '#3f2a20',
  shirt: '#fafaf9',
} as const;

/** Skin and hair colours of the people in the pictures. */
export const skins = {
  fair: { face: '#f1d0b5', neck: '#e2b99b' },
  light: { face: '#e9c2a6', neck: '#dcae90' },
  medium: { face: '#c98f68', neck: '#b57d58' },
  deep: { face: '#8d5a3f', neck: '#7a4c34' },
} as const;
export type Skin = (typeof skins)[keyof typeof skins];

export const hairColours = {
  black: '#231815',
  espresso: '#2b1b17',
  chocolate: '#4e3326',
  brown: '#5b4636',
  auburn: '#7f2f1f',
  copper: '#b5562c',
  caramel: '#a87545',
  golden: '#c9a063',
  ash: '#d8c8a8',
  rose: '#b8324f',
} as const;

const n = (v: number) => Number(v.toFixed(1));

/** A whole picture: `body` drawn on a `width`×`height` canvas. */
export function svgDocument(
  body: string,
  size: { width: number; height: number } = ARTICLE_IMAGE_SIZE,
): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

/** A linear gradient definition (`id` is referenced as url(#id)). */
export function linearGradient(
  id: string,
  from: string,
  to: string,
  angle: 'down' | 'across' | 'diagonal' = 'diagonal',
): string {
  const end = { down: 'x2="0" y2="1"', across: 'x2="1" y2="0"', diagonal: 'x2="1" y2="1"' }[angle];
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/**
 * The shared background: a warm blush wash, two large soft discs in the brand's tints and a
 * faint dotted grid in one corner.
 */
export function backdrop(
  accent: { a: string; b: string } = { a: palette.rose100, b: palette.violet100 },
  size: { width: number; height: number } = ARTICLE_IMAGE_SIZE,
): string {
  const { width: w, height: h } = size;
  const dots: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      dots.push(`<circle cx="${n(w * 0.05 + col * 22)}" cy="${n(h * 0.08 + row * 22)}" r="2.5"/>`);
    }
  }
  return [
    `<defs>${linearGradient('wash', palette.paper, palette.blush)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wash)"/>`,
    `<circle cx="${n(w * 0.86)}" cy="${n(h * 0.12)}" r="${n(h * 0.46)}" fill="${accent.a}"/>`,
    `<circle cx="${n(w * 0.1)}" cy="${n(h * 0.98)}" r="${n(h * 0.38)}" fill="${accent.b}"/>`,
    `<g fill="${palette.rose200}">${dots.join('')}</g>`,
  ].join('');
}

/** A white rounded panel with a soft offset shadow (no filters: cheap to render anywhere). */
export function panel(
  x: number,
  y: number,
  w: number,
  h: number,
  r = 36,
  fill: string = palette.white,
): string {
  return (
    `<rect x="${x + 6}" y="${y + 12}" width="${w}" height="${h}" rx="${r}" fill="${palette.ink}" opacity="0.06"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`
  );
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A round colour swatch with a white ring, as on the home page. */
export function swatch(cx: number, cy: number, r: number, fill: string): string {
  return circle(cx, cy, r + 5, palette.white) + circle(cx, cy, r, fill);
}

/** A four-pointed sparkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string = palette.fuchsia): string {
  const k = r * 0.22;
  return `<path d="M${n(cx)} ${n(cy - r)} Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)} Z" fill="${fill}"/>`;
}

export type HairStyle = 'long' | 'short' | 'bob' | 'curls' | 'crop';
export type Beard = 'none' | 'stubble' | 'boxed' | 'goatee';

export type BustOptions = {
  skin: Skin;
  hair: string;
  style: HairStyle;
  lips?: string;
  beard?: Beard;
  brows?: boolean;
  shirt?: string;
  glasses?: boolean;
  earrings?: string;
};

/**
 * The home page's bust (a 100×110 design: face centred at 50,50), placed with its top-left at
 * x,y and scaled by `s`.
 */
export function bust(x: number, y: number, s: number, o: BustOptions): string {
  const parts: string[] = [];
  const hairBack: Record<HairStyle, string> = {
    long: 'M27 50 C22 14 78 14 73 50 L78 100 L22 100 Z',
    bob: 'M28 48 C24 16 76 16 72 48 L74 70 C66 74 34 74 26 70 Z',
    curls:
      'M50 10 C78 8 90 30 84 52 C88 66 76 76 66 72 L34 72 C24 76 12 66 16 52 C10 30 22 8 50 10 Z',
    short: '',
    crop: '',
  };
  const hairFront: Record<HairStyle, string> = {
    long: 'M31 46 C30 22 70 22 69 46 C64 34 44 30 31 46 Z',
    bob: 'M30 46 C28 22 72 22 70 46 C62 36 52 30 44 34 C38 37 33 42 30 46 Z',
    curls: 'M31 44 C30 22 70 22 69 44 C62 34 38 34 31 44 Z',
    short: 'M30 48 C26 20 74 20 70 48 C68 36 58 30 50 31 C42 30 33 36 30 48 Z',
    crop: 'M30.5 46 C27 24 38 17 50 17 C62 17 73 24 69.5 46 C68 39 64 34 58 33 C52 32 47 32 42 33 C36 34 32.5 39 30.5 46 Z',
  };
  if (hairBack[o.style]) parts.push(`<path d="${hairBack[o.style]}" fill="${o.hair}"/>`);
  parts.push(`<path d="M16 110 C18 88 82 88 84 110 Z" fill="${o.shirt ?? palette.shirt}"/>`);
  parts.push(`<rect x="43" y="66" width="14" height="20" rx="6" fill="${o.skin.neck}"/>`);
  parts.push(`<ellipse cx="50" cy="50" rx="18" ry="22" fill="${o.skin.face}"/>`);
  if (o.earrings) {
    parts.push(
      `<circle cx="32.5" cy="58" r="2.2" fill="${o.earrings}"/><circle cx="67.5" cy="58" r="2.2" fill="${o.earrings}"/>`,
    );
  }
  const beard = o.beard ?? 'none';
  if (beard === 'stubble') {
    parts.push(
      `<path d="M33 54 C34 70 42 72 50 72 C58 72 66 70 67 54 C63 64 58 66 50 66 C42 66 37 64 33 54 Z" fill="${o.hair}" opacity="0.45"/>`,
    );
  } else if (beard === 'boxed') {
    parts.push(
      `<path d="M32.5 50 C32 66 40 75 50 75 C60 75 68 66 67.5 50 C65 58 62 62 58 60 C54 58 46 58 42 60 C38 62 35 58 32.5 50 Z" fill="${o.hair}"/>`,
    );
  } else if (beard === 'goatee') {
    parts.push(
      `<path d="M41.5 58.6 C45 55.6 55 55.6 58.5 58.6 C57 60.6 54 60 50 59.6 C46 60 43 60.6 41.5 58.6 Z M44 63.6 C46.5 62.8 53.5 62.8 56 63.6 C56 69.5 53 72 50 72 C47 72 44 69.5 44 63.6 Z" fill="${o.hair}"/>`,
    );
  }
  // a hairline stroke in the hair's colour hides the seam between the front and back shapes
  parts.push(
    `<path d="${hairFront[o.style]}" fill="${o.hair}" stroke="${o.hair}" stroke-width="0.8" stroke-linejoin="round"/>`,
  );
  if (o.brows) {
    parts.push(
      `<path d="M38.5 45 Q43 42.5 47 44.5 M53 44.5 Q57 42.5 61.5 45" stroke="${o.hair}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`,
    );
  }
  parts.push(
    `<circle cx="43" cy="50" r="1.6" fill="${palette.eye}"/><circle cx="57" cy="50" r="1.6" fill="${palette.eye}"/>`,
  );
  if (o.glasses) {
    parts.push(
      `<g fill="none" stroke="${palette.ink}" stroke-width="1.2"><circle cx="43" cy="50" r="5.2"/><circle cx="57" cy="50" r="5.2"/><path d="M48.2 50 H51.8"/></g>`,
    );
  }
  if (o.lips) parts.push(`<ellipse cx="50" cy="61" rx="5" ry="2.2" fill="${o.lips}"/>`);
  else if (beard !== 'boxed') {
    parts.push(
      `<path d="M46 61.5 Q50 63.5 54 61.5" stroke="${o.skin.neck}" stroke-width="1.4" stroke-linecap="round" fill="none"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${parts.join('')}</g>`;
}

/** A bust inside a rounded, clipped frame (the home page's before/after tiles). */
export function framedBust(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  o: BustOptions,
): string {
  const s = w / 72;
  // the bust's 14..86 × 10..110 window fills the frame's width and sits on its bottom edge
  const bx = x - 14 * s;
  const by = y + h - 110 * s;
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28"/></clipPath>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="${fill}"/>` +
    `<g clip-path="url(#${id})">${bust(bx, by, s, o)}</g>`
  );
}
