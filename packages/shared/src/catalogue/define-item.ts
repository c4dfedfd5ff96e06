import type { CatalogueColor, CatalogueItem } from './catalogue-item.schema';
import { svgDataUrl } from '../icons/svg';
import { noneSvg } from '../icons/none-icon';

/** Everything of a catalogue item except the icon, which is generated. */
export type ItemSeed = Omit<CatalogueItem, 'iconUrl' | 'iconUrlMale' | 'shortName'> & {
  shortName?: string;
};

/** A short label for chips: the name itself when short, else its first two words. */
export function deriveShortName(name: string): string {
  if (name.length <= 16) return name;
  return name.split(/\s+/).slice(0, 2).join(' ');
}

/** Draws an item's icon (an SVG text), once, when the icon is first read. */
export type DrawIcon = () => string;

/**
 * Gives `item` the icon `key`, drawn by `draw` when first read (then kept as a plain property).
 * The catalogue's hundreds of icons cost most of its module's evaluation; a page that shows a few
 * of them (Explore hydrates the sections on screen) or none (the studio's own pages) draws only
 * those it reads.
 */
function defineIcon(item: CatalogueItem, key: 'iconUrl' | 'iconUrlMale', draw: DrawIcon): void {
  const keep = (value: string) => {
    Object.defineProperty(item, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return value;
  };
  Object.defineProperty(item, key, {
    enumerable: true,
    configurable: true,
    get: () => keep(svgDataUrl(draw())),
    set: keep,
  });
}

/** Build an item from its seed and its SVG's drawing (and a male variant's when it differs). */
export function makeItem(seed: ItemSeed, draw: DrawIcon, drawMale?: DrawIcon): CatalogueItem {
  const { shortName, ...rest } = seed;
  // the icons' places, filled by defineIcon
  const item: CatalogueItem = {
    ...rest,
    shortName: shortName ?? deriveShortName(seed.name),
    iconUrl: '',
    ...(drawMale !== undefined && { iconUrlMale: '' }),
  };
  defineIcon(item, 'iconUrl', draw);
  if (drawMale !== undefined) defineIcon(item, 'iconUrlMale', drawMale);
  return item;
}

/** The category's 'None' or 'Original' entry (no change). */
export function noneItem(name: 'None' | 'Original', description: string): CatalogueItem {
  const item: CatalogueItem = { name, shortName: name, description, iconUrl: '', isNone: true };
  defineIcon(item, 'iconUrl', () => noneSvg(name));
  return item;
}

/** Colour list helper: `[['Ruby', '#9b111e'], …]` → CatalogueColor[]. */
export function colors(
  entries: readonly (readonly [string, string] | readonly [string, string, 'Spark' | 'Pro'])[],
): CatalogueColor[] {
  return entries.map(([name, hex, level]) => (level ? { name, hex, level } : { name, hex }));
}
