import { catalogue, catalogueCategoryIds, svgFromDataUrl } from '@looklab/shared';

/**
 * Explore shows every catalogue icon at once. Inlined as data URLs they made its pre-rendered page
 * a megabyte of HTML; instead the build writes each icon as a file named by its content
 * (scripts/prerender.ts), cached for a year like every asset, and a card's image only loads
 * when it comes near the screen.
 */
export const ICON_DIR = 'assets/icons';

/** A 53-bit hash of a text (cyrb53) as hex: names an icon's file by its content. */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** The file of an icon given as a data URL (any other URL, and in development: as it is). */
export function iconFileUrl(iconUrl: string): string {
  if (import.meta.env.DEV || svgFromDataUrl(iconUrl) === null) return iconUrl;
  return `/${ICON_DIR}/${contentHash(iconUrl)}.svg`;
}

/** Every icon file Explore may show (for the build): its path under dist and its SVG. */
export function iconFiles(): { file: string; svg: string }[] {
  const urls = new Set(
    catalogueCategoryIds.flatMap((id) =>
      catalogue[id].flatMap((item) => [item.iconUrl, item.iconUrlMale ?? item.iconUrl]),
    ),
  );
  return [...urls].flatMap((url) => {
    const svg = svgFromDataUrl(url);
    return svg === null ? [] : [{ file: iconFileUrl(url).slice(1), svg }];
  });
}
