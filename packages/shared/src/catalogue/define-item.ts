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

/** Build an item from its seed and its generated SVG (and a male variant when it differs). */
export function makeItem(seed: ItemSeed, svg: string, maleSvg?: string): CatalogueItem {
  const { shortName, ...rest } = seed;
  return {
    ...rest,
    shortName: shortName ?? deriveShortName(seed.name),
    iconUrl: svgDataUrl(svg),
    ...(maleSvg !== undefined && { iconUrlMale: svgDataUrl(maleSvg) }),
  };
}

/** The category's 'None' or 'Original' entry (no change). */
export function noneItem(name: 'None' | 'Original', description: string): CatalogueItem {
  return {
    name,
    shortName: name,
    description,
    iconUrl: svgDataUrl(noneSvg(name)),
    isNone: true,
  };
}

/** Colour list helper: `[['Ruby', '#9b111e'], …]` → CatalogueColor[]. */
export function colors(
  entries: readonly (readonly [string, string] | readonly [string, string, 'Spark' | 'Pro'])[],
): CatalogueColor[] {
  return entries.map(([name, hex, level]) => (level ? { name, hex, level } : { name, hex }));
}
