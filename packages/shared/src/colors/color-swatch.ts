import { catalogue } from '../catalogue/catalogue';
import { catalogueCategoryIds } from '../categories/category-config';
import { hashCode } from '../icons/swatch-icons';

/** Common colour words that appear in AI colour analyses (bestColors / avoidColors). */
const basicColors: Record<string, string> = {
  // season palettes' names the catalogue does not hold (the analysis panel draws them)
  periwinkle: '#8c92d8',
  raspberry: '#b3245c',
  pewter: '#8e9496',
  moss: '#7a8450',
  pumpkin: '#e07a1f',
  aubergine: '#4b2140',
  cobalt: '#1f4fc1',
  jade: '#00a36c',
  lemon: '#f5e663',
  pastels: '#d9e4f5',
  black: '#111111',
  white: '#ffffff',
  ivory: '#fffff0',
  cream: '#fdf5e2',
  beige: '#d9c3a5',
  camel: '#c19a6b',
  tan: '#d2b48c',
  brown: '#6b4a35',
  chocolate: '#5a3a28',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  charcoal: '#36454f',
  silver: '#c0c0c0',
  gold: '#d4af37',
  navy: '#1c2a5a',
  blue: '#2f6fd6',
  'royal blue': '#4169e1',
  'sky blue': '#87ceeb',
  teal: '#008080',
  turquoise: '#40e0d0',
  aqua: '#00c8c8',
  green: '#2e8b57',
  'olive green': '#6b7a2e',
  olive: '#808000',
  emerald: '#1f7a4d',
  'forest green': '#228b22',
  mint: '#a8e0c5',
  sage: '#9caf88',
  khaki: '#c3b091',
  yellow: '#f5d142',
  mustard: '#d4a017',
  orange: '#ee7a2b',
  peach: '#f4a888',
  coral: '#f28072',
  salmon: '#fa8072',
  red: '#c8243c',
  burgundy: '#5e1a2b',
  maroon: '#800000',
  wine: '#722f37',
  pink: '#f1a7b5',
  'hot pink': '#e0338a',
  fuchsia: '#d01f7a',
  magenta: '#c2185b',
  rose: '#d9788a',
  blush: '#f2b8c0',
  lavender: '#b9a3d9',
  lilac: '#c8a2c8',
  purple: '#6a3d9a',
  plum: '#5e2440',
  violet: '#7f3fbf',
  mauve: '#b98595',
  taupe: '#8d7a68',
  rust: '#b7410e',
  terracotta: '#c26a4e',
  copper: '#b5562a',
  bronze: '#a86f48',
};

let catalogueIndex: Map<string, string> | null = null;

/** Lower-cased colour name → hex, built lazily from every catalogue colour. */
function index(): Map<string, string> {
  if (catalogueIndex) return catalogueIndex;
  const map = new Map<string, string>();
  for (const id of catalogueCategoryIds) {
    for (const item of catalogue[id]) {
      for (const color of item.colors ?? []) {
        const key = color.name.trim().toLowerCase();
        if (!map.has(key)) map.set(key, color.hex);
      }
    }
  }
  catalogueIndex = map;
  return map;
}

/** A stable, pleasant colour derived from a name (for names we have never seen). */
export function hashColor(name: string): string {
  const h = Math.abs(hashCode(name.trim().toLowerCase())) % 360;
  return hslToHex(h, 0.45, 0.55);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (k: number): string => {
    const n = (k + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(n - 3, 9 - n, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The catalogue hex value for a colour name: exact catalogue colour, then basic colour words
 * (also as the last word, e.g. 'Dusty Rose' → rose), then a hash-based fallback. The result may
 * be a range or 'Assorted'/'N/A' for catalogue colours; use `swatchHex` for a single #rrggbb.
 */
export function colorNameToHex(name: string): string {
  const key = name.trim().toLowerCase();
  if (!key) return hashColor(name);
  const known = index().get(key) ?? basicColors[key];
  if (known) return known;
  const words = key.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const tail = words.slice(i).join(' ');
    const match = basicColors[tail] ?? index().get(tail);
    if (match) return match;
  }
  return hashColor(name);
}

/** A single #rrggbb for drawing a swatch: the first colour of a range, neutral for special values. */
export function swatchHex(name: string): string {
  const hex = colorNameToHex(name);
  if (/^#[0-9a-fA-F]{6}/.test(hex)) return hex.slice(0, 7).toLowerCase();
  if (hex === 'N/A') return '#f4f4f5';
  return hashColor(name);
}

/** A CSS background for a catalogue hex value: solid, gradient for ranges, rainbow for Assorted. */
export function swatchBackground(hex: string): string {
  const range = /^(#[0-9a-fA-F]{6})-(#[0-9a-fA-F]{6})$/.exec(hex);
  if (range) return `linear-gradient(135deg, ${range[1]}, ${range[2]})`;
  if (hex === 'Assorted') {
    return 'linear-gradient(135deg, #e4572e, #f3a712, #29bf9f, #3a86ff, #8338ec, #ff006e)';
  }
  if (hex === 'N/A') return 'repeating-linear-gradient(45deg, #f4f4f5 0 4px, #e4e4e7 4px 8px)';
  return hex;
}
