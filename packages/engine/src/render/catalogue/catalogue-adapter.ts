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
import { HASH_LIGHTNESS, HASH_SATURATION, NAMED } from './params';

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

/** Stable hash colour for unknown names (same idea as the shared fallback). */
export function hashColor(name: string): Rgb {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  const hue = ((h >>> 0) % 360) / 360;
  const s = HASH_SATURATION;
  const l = HASH_LIGHTNESS;
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
