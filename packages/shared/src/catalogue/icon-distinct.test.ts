import { describe, expect, it } from 'vitest';
import { catalogueCategoryIds } from '../categories/category-config';
import { svgFromDataUrl } from '../icons/svg';
import { catalogue } from './catalogue';

/** The drawing without its title, so two items only differ if they look different. */
const drawing = (url: string): string =>
  (svgFromDataUrl(url) ?? '').replace(/<title>.*?<\/title>/, '');

describe('icons tell items apart', () => {
  it.each(catalogueCategoryIds)('%s has a distinct icon for every style', (id) => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const item of catalogue[id]) {
      const key = drawing(item.iconUrl);
      const other = seen.get(key);
      if (other) clashes.push(`${other} = ${item.name}`);
      seen.set(key, item.name);
    }
    expect(clashes).toEqual([]);
  });
});
