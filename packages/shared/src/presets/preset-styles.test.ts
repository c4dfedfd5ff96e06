import { describe, expect, it } from 'vitest';
import { presetMakeoverStyleSchema } from '../catalogue/catalogue-item.schema';
import { findItemForSelection } from '../catalogue/catalogue-queries';
import type { SelectionKey } from '../studio/selections.schema';
import { categoriesForSelectionKey } from '../categories/category-config';
import { findCatalogueItem } from '../catalogue/catalogue-queries';
import { presetMakeoverStyles, presetsFor } from './preset-styles';

describe('preset makeover styles', () => {
  it('has at least 12 looks for women and men', () => {
    expect(presetMakeoverStyles.length).toBeGreaterThanOrEqual(12);
    expect(presetsFor('female').length).toBeGreaterThanOrEqual(5);
    expect(presetsFor('male').length).toBeGreaterThanOrEqual(5);
    expect(new Set(presetMakeoverStyles.map((p) => p.name)).size).toBe(presetMakeoverStyles.length);
  });
  it.each(presetMakeoverStyles.map((p) => [p.name, p] as const))(
    '%s refers to real catalogue items and colours',
    (_name, preset) => {
      expect(presetMakeoverStyleSchema.safeParse(preset).success).toBe(true);
      for (const [key, value] of Object.entries(preset.styles) as [
        SelectionKey,
        string | string[] | null,
      ][]) {
        if (value === null) continue;
        if (key === 'procedures') continue;
        const styleConfigs = categoriesForSelectionKey(key).filter((c) => c.styleKey === key);
        if (styleConfigs.length > 0) {
          expect(
            findItemForSelection(key, value as string, preset.gender),
            `${key}=${String(value)}`,
          ).toBeDefined();
          continue;
        }
        const config = categoriesForSelectionKey(key)[0];
        expect(config, key).toBeDefined();
        if (!config) continue;
        const style = preset.styles[config.styleKey];
        const item = findCatalogueItem(config.id, typeof style === 'string' ? style : null);
        expect(
          item?.colors?.map((c) => c.name),
          `${key}=${String(value)}`,
        ).toContain(value);
      }
    },
  );
});
