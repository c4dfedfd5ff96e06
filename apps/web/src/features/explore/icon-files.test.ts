import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, catalogueCategoryIds, svgDataUrl } from '@looklab/shared';
import { contentHash, iconFiles, iconFileUrl } from './icon-files';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('catalogue icons as files', () => {
  it('names an icon by its content, under the cached assets', () => {
    vi.stubEnv('DEV', false);
    const icon = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    expect(iconFileUrl(icon)).toBe(`/assets/icons/${contentHash(icon)}.svg`);
    expect(iconFileUrl(icon)).toMatch(/^\/assets\/icons\/[0-9a-f]+\.svg$/);
    expect(contentHash(icon)).not.toBe(contentHash(icon.replace('r%3D%224', 'r%3D%225')));
    // anything but an SVG data URL stays as it is
    expect(iconFileUrl('/blog/authors/maya-okafor.svg')).toBe('/blog/authors/maya-okafor.svg');
  });

  it('keeps the data URL in development (no build writes the files)', () => {
    vi.stubEnv('DEV', true);
    const icon = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(iconFileUrl(icon)).toBe(icon);
  });

  it('gives the build a file for every icon Explore can show, each once', () => {
    vi.stubEnv('DEV', false);
    const files = iconFiles();
    const paths = new Set(files.map((f) => f.file));
    expect(paths.size).toBe(files.length);
    for (const id of catalogueCategoryIds) {
      for (const item of catalogue[id]) {
        for (const url of [item.iconUrl, item.iconUrlMale ?? item.iconUrl]) {
          expect(paths.has(iconFileUrl(url).slice(1)), `${id}: ${item.name}`).toBe(true);
        }
      }
    }
    expect(files.every((f) => f.svg.startsWith('<svg'))).toBe(true);
  });
});
