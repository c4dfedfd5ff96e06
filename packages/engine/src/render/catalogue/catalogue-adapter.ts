/**
 * The renderer's view of the shared catalogue: colour names to hex, an item's finish and
 * silhouette parameters. Look-ups go through `setCatalogueSource` (wired to
 * @looklab/shared's catalogue in catalogue-source.ts); names the catalogue does not know fall
 * back to keyword rules and a stable hash colour, so the renderer never fails on a name.
 */
import {
  baseFacialShape,
  baseScalpShape,
  type FacialHairShape,
  type HairDye,
  type HairShapeParams,
  type ProcedureKind,
  type ScalpHairShape,
} from '@looklab/shared';
import { parseHex, type Rgb } from '../../image/color';
import type { Finish } from '../../image/paint';

export type RenderCategory =
  | 'hairstyle'
  | 'hairColor'
  | 'hairColorVariant'
  | 'hairTexture'
  | 'facialHair'
  | 'eyebrow'
  | 'lipstick'
  | 'lipLiner'
  | 'lipTint'
  | 'foundation'
  | 'concealer'
  | 'blush'
  | 'contour'
  | 'highlighter'
  | 'bronze'
  | 'eyeshadow'
  | 'eyeliner'
  | 'mascara'
  | 'cosmeticProcedure'
  | 'dentalProcedure';

export type ItemInfo = {
  name: string;
  finish?: Finish;
  /** first hex of the item's colours or its default colour */
  hex?: string;
  defaultColor?: string;
  hairShape?: HairShapeParams;
  group?: string;
  /** hair texture: 0 straight … 1 coily */
  curl?: number;
  /** hair colour variant: how the colour is laid on */
  dye?: HairDye;
  /** a hairstyle only the generative provider can draw */
  needsGenerative?: boolean;
  /** a procedure: what it does */
  procedure?: ProcedureKind;
};

export type CatalogueSource = {
  item(category: RenderCategory, name: string): ItemInfo | null;
  /** colour name -> '#rrggbb' (a range gives its first end); null when unknown */
  colorHex(name: string, category?: RenderCategory): string | null;
};

let source: CatalogueSource | null = null;

export function setCatalogueSource(s: CatalogueSource | null): void {
  source = s;
}

const NAMED: Record<string, string> = {
  black: '#1a1614',
  'jet black': '#0f0d0c',
  'soft black': '#2a2522',
  'dark brown': '#3b2a20',
  brown: '#5a3c28',
  'chocolate brown': '#4a2c1d',
  'medium brown': '#6b4a33',
  'light brown': '#8a6446',
  chestnut: '#6e3b22',
  auburn: '#7a3320',
  copper: '#b0562a',
  ginger: '#b8602e',
  red: '#b3242c',
  burgundy: '#6d1a2a',
  'cherry red': '#a01c2c',
  blonde: '#d8b878',
  'golden blonde': '#d4a85a',
  'honey blonde': '#c8974f',
  'ash blonde': '#c4b8a0',
  'platinum blonde': '#e8e0cc',
  platinum: '#e8e2d4',
  'strawberry blonde': '#d49a6a',
  caramel: '#a8703c',
  silver: '#c8c8cc',
  grey: '#9a9a9a',
  gray: '#9a9a9a',
  'salt and pepper': '#8a8a88',
  'salt-and-pepper': '#8a8a88',
  white: '#f0eeea',
  pink: '#e58fb4',
  'pastel pink': '#f0b4c8',
  'rose gold': '#d4a08c',
  blue: '#3a5fb0',
  'pastel blue': '#9ec4e6',
  green: '#3f8f5a',
  purple: '#6a3d9a',
  lavender: '#b59ad6',
  teal: '#2a8a8a',
  nude: '#c08a78',
  'classic red': '#b01e2a',
  coral: '#e8735f',
  peach: '#f0a07c',
  rose: '#c45a72',
  berry: '#8a2248',
  plum: '#5e2440',
  mauve: '#a06a80',
  fuchsia: '#c8287a',
  orange: '#e0602a',
  wine: '#5c1a26',
  'dusty rose': '#b87882',
  taupe: '#8a7464',
  bronze: '#9a6a3a',
  gold: '#c8a050',
  champagne: '#eed8b8',
  pearl: '#f2e8e0',
  ivory: '#f1dcc4',
  porcelain: '#f4dccb',
  beige: '#dfbf9f',
  sand: '#d6b48e',
  honey: '#c99a68',
  tan: '#b8875e',
  caramel_skin: '#a87548',
  espresso: '#4a3020',
  mocha: '#6a4a38',
};

/** Stable hash colour for unknown names (same idea as the shared fallback). */
export function hashColor(name: string): Rgb {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  const hue = ((h >>> 0) % 360) / 360;
  const s = 0.45;
  const l = 0.45;
  const f = (n: number): number => {
    const k = (n + hue * 12) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Resolves a colour name (or hex) to sRGB bytes. */
export function resolveColor(name: string, category?: RenderCategory): Rgb {
  const direct = parseHex(name);
  if (direct) return direct;
  const fromSource = source?.colorHex(name, category);
  if (fromSource) {
    const p = parseHex(fromSource.slice(0, 7));
    if (p) return p;
  }
  const key = name.trim().toLowerCase();
  const named = NAMED[key];
  if (named) return parseHex(named)!;
  // keyword match: the longest known name contained in the given one
  let best = '';
  for (const k of Object.keys(NAMED)) if (key.includes(k) && k.length > best.length) best = k;
  if (best) return parseHex(NAMED[best])!;
  return hashColor(key);
}

export function lookupItem(category: RenderCategory, name: string): ItemInfo {
  const fromSource = source?.item(category, name);
  const info: ItemInfo = fromSource ?? { name };
  if (!info.finish) info.finish = finishFromName(name);
  return info;
}

export function finishFromName(name: string): Finish | undefined {
  const n = name.toLowerCase();
  if (/matte|velvet|powder/.test(n)) return 'matte';
  if (/gloss|glass|vinyl|lacquer|wet/.test(n)) return 'gloss';
  if (/metal|foil|chrome/.test(n)) return 'metallic';
  if (/shimmer|glitter|sparkl|frost|pearl|glow|illumin/.test(n)) return 'shimmer';
  if (/dew|luminous|radiant/.test(n)) return 'dewy';
  if (/satin|cream/.test(n)) return 'satin';
  if (/sheer|stain|tint|natural|nude|balm|no-makeup|barely/.test(n)) return 'natural';
  return undefined;
}

/** Colour for a category selection: explicit colour, the style's default, or a fallback. */
export function selectionColor(
  category: RenderCategory,
  style: string | null,
  color: string | null,
  fallback: string,
): Rgb {
  if (color && !/^(default|none|original)$/i.test(color)) return resolveColor(color, category);
  if (style) {
    const item = lookupItem(category, style);
    if (item.defaultColor) return resolveColor(item.defaultColor, category);
    if (item.hex) {
      const p = parseHex(item.hex.slice(0, 7));
      if (p) return p;
    }
    // a colour word inside the style name ("Classic Red Lipstick")
    const key = style.toLowerCase();
    let best = '';
    for (const k of Object.keys(NAMED)) if (key.includes(k) && k.length > best.length) best = k;
    if (best) return parseHex(NAMED[best])!;
  }
  return parseHex(fallback)!;
}

/**
 * A hairstyle's silhouette from the catalogue's typed shape (a copy the caller may change); a
 * name the catalogue does not know gets the base shape: the renderer never guesses from names.
 */
export function scalpShapeFor(name: string): ScalpHairShape {
  const s = source?.item('hairstyle', name)?.hairShape;
  return { ...(s && s.kind === 'scalp' ? s : baseScalpShape) };
}

/** A facial-hair style's shape from the catalogue (the base shape for an unknown name). */
export function facialShapeFor(name: string): FacialHairShape {
  const s = source?.item('facialHair', name)?.hairShape;
  return { ...(s && s.kind === 'facial' ? s : baseFacialShape) };
}

/** A hair texture's curl (0 straight … 1 coily); null for a name the catalogue does not know. */
export function curlOf(texture: string): number | null {
  return source?.item('hairTexture', texture)?.curl ?? null;
}

/**
 * How a hair colour variant lays the colour on: 'solid' without a variant; a variant the
 * catalogue does not know is painted as a balayage, the most common.
 */
export function hairDyeOf(variant: string | null): HairDye {
  if (variant === null || isNoChange(variant)) return 'solid';
  return source?.item('hairColorVariant', variant)?.dye ?? 'balayage';
}

/** Whether the catalogue marks a hairstyle as drawable by the generative provider only. */
export function needsGenerative(style: string): boolean {
  return source?.item('hairstyle', style)?.needsGenerative === true;
}

/**
 * What a cosmetic or dental procedure does, from the catalogue's typed field; null for a name
 * the catalogue does not know (the renderer never guesses from names).
 */
export function procedureOf(
  category: 'cosmeticProcedure' | 'dentalProcedure',
  name: string,
): ProcedureKind | null {
  return source?.item(category, name)?.procedure ?? null;
}

/** "None"/"Original"/"Default" selections mean no change. */
export function isNoChange(v: string | null | undefined): boolean {
  return !v || /^(none|original|default|no change)$/i.test(v.trim());
}
