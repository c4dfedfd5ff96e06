/**
 * Wires the renderer's catalogue adapter to @looklab/shared: items are found by selection key
 * (finish, colours, default colour, hair shape parameters) and colour names resolve through
 * the shared swatch table, so a preview uses the same hex the UI swatch shows.
 */
import { findItemForSelection, swatchHex, type SelectionKey } from '@looklab/shared';
import {
  setCatalogueSource,
  type CatalogueSource,
  type ItemInfo,
  type RenderCategory,
} from './catalogue-adapter';

const KEY: Record<RenderCategory, SelectionKey> = {
  hairstyle: 'hairstyle',
  hairColor: 'hairColor',
  hairColorVariant: 'hairColorVariant',
  hairTexture: 'hairTexture',
  facialHair: 'facialHairStyle',
  eyebrow: 'eyebrowStyle',
  lipstick: 'lipstickStyle',
  lipLiner: 'lipLinerStyle',
  lipTint: 'lipTintStyle',
  foundation: 'foundationStyle',
  concealer: 'concealerStyle',
  blush: 'blushStyle',
  contour: 'contourStyle',
  highlighter: 'highlighterStyle',
  bronze: 'bronzerStyle',
  eyeshadow: 'eyeshadowStyle',
  eyeliner: 'eyelinerStyle',
  mascara: 'mascaraStyle',
  cosmeticProcedure: 'procedures',
  dentalProcedure: 'dentalProcedure',
};

export const sharedCatalogueSource: CatalogueSource = {
  item(category, name) {
    const found = findItemForSelection(KEY[category], name);
    if (!found) return null;
    const it = found.item;
    const info: ItemInfo = { name: it.name };
    if (it.finish) info.finish = it.finish;
    const first = it.colors?.find((c) => /^#[0-9a-fA-F]{6}/.test(c.hex));
    if (first) info.hex = first.hex.slice(0, 7);
    if (it.defaultColor) info.defaultColor = it.defaultColor;
    if (it.hairShape) info.hairShape = it.hairShape;
    if (it.group) info.group = it.group;
    if (it.curl !== undefined) info.curl = it.curl;
    if (it.dye) info.dye = it.dye;
    if (it.needsGenerative) info.needsGenerative = true;
    if (it.procedure) info.procedure = it.procedure;
    return info;
  },
  colorHex(name) {
    return swatchHex(name);
  },
};

export function installSharedCatalogue(): void {
  setCatalogueSource(sharedCatalogueSource);
}
