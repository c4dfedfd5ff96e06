import { describe, expect, it } from 'vitest';
import { svgFromDataUrl } from '../icons/svg';
import { catalogue } from './catalogue';
import { catalogueCategoryIds } from '../categories/category-config';
import { makeItem, noneItem } from './define-item';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>A</title></svg>';

describe('catalogue icons', () => {
  // (first, before any other test here reads an icon) loading the catalogue draws none of them:
  // drawing its hundreds of icons was most of the catalogue chunk's evaluation in the browser
  it('are not drawn when the catalogue loads', () => {
    const items = catalogueCategoryIds.flatMap((id) => catalogue[id]);
    const drawn = items.filter(
      (item) => Object.getOwnPropertyDescriptor(item, 'iconUrl')?.get === undefined,
    );
    expect(items.length).toBeGreaterThan(100);
    expect(drawn.map((item) => item.name)).toEqual([]);
  });

  it('are drawn once, when first read, as the data URL of their SVG', () => {
    let draws = 0;
    const item = makeItem({ name: 'A', description: 'A style.' }, () => {
      draws += 1;
      return SVG;
    });
    expect(draws).toBe(0);
    expect(svgFromDataUrl(item.iconUrl)).toBe(SVG);
    expect(svgFromDataUrl(item.iconUrl)).toBe(SVG);
    expect(draws).toBe(1);
    expect(item.iconUrlMale).toBeUndefined();
    expect('iconUrlMale' in item).toBe(false);
  });

  it('read as plain data: copies, JSON and keys as before', () => {
    const item = makeItem(
      { name: 'A', description: 'A style.' },
      () => SVG,
      () => SVG.replace('A', 'B'),
    );
    expect(Object.keys(item)).toEqual([
      'name',
      'description',
      'shortName',
      'iconUrl',
      'iconUrlMale',
    ]);
    const copy = { ...item };
    expect(Object.getOwnPropertyDescriptor(copy, 'iconUrl')?.value).toBe(item.iconUrl);
    expect(JSON.parse(JSON.stringify(item))).toEqual(copy);
    expect(svgFromDataUrl(copy.iconUrlMale ?? '')).toContain('<title>B</title>');
    const none = noneItem('None', 'No change.');
    expect(Object.keys(none)).toEqual(['name', 'shortName', 'description', 'iconUrl', 'isNone']);
    expect(none.isNone).toBe(true);
  });

  it('can be replaced like any property', () => {
    const item = makeItem({ name: 'A', description: 'A style.' }, () => SVG);
    item.iconUrl = 'data:image/svg+xml;utf8,x';
    expect(item.iconUrl).toBe('data:image/svg+xml;utf8,x');
  });
});
