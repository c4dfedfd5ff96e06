import { describe, expect, it } from 'vitest';
import { catalogueCategoryIds, categoryConfigs } from '../categories/category-config';
import { checkSvg } from '../icons/svg-check';
import { svgFromDataUrl } from '../icons/svg';
import { catalogue } from './catalogue';
import { catalogueItemSchema, catalogueHexSchema } from './catalogue-item.schema';
import { catalogueCounts, findCatalogueItem, visibleItems } from './catalogue-queries';
import { lengthBucketFromLength } from './hair-shape-rules';

const real = (id: (typeof catalogueCategoryIds)[number]) => catalogue[id].filter((i) => !i.isNone);

describe('catalogue invariants', () => {
  it.each(catalogueCategoryIds)('%s items parse with the item schema', (id) => {
    for (const item of catalogue[id]) {
      const parsed = catalogueItemSchema.safeParse(item);
      expect(parsed.success, `${id}/${item.name}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it.each(catalogueCategoryIds)('%s has unique names', (id) => {
    const names = catalogue[id].map((item) => item.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('facial-hair categories share one selection key, so names are unique across them', () => {
    const names = [...real('beard'), ...real('mustache'), ...real('sideburns')].map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(catalogueCategoryIds)('%s starts with its None/Original option', (id) => {
    const first = catalogue[id][0];
    expect(first?.isNone).toBe(true);
    expect(first?.name).toBe(categoryConfigs[id].noneLabel);
    expect(catalogue[id].filter((i) => i.isNone)).toHaveLength(1);
  });

  it.each(catalogueCategoryIds)(
    '%s colours are valid and the default colour is among them',
    (id) => {
      for (const item of catalogue[id]) {
        for (const color of item.colors ?? []) {
          expect(
            catalogueHexSchema.safeParse(color.hex).success,
            `${item.name}/${color.name}`,
          ).toBe(true);
        }
        if (item.defaultColor !== undefined) {
          expect(
            item.colors?.map((c) => c.name),
            item.name,
          ).toContain(item.defaultColor);
        }
        const names = (item.colors ?? []).map((c) => c.name);
        expect(new Set(names).size, `${item.name} colour names`).toBe(names.length);
      }
    },
  );

  it('a style never defaults to a shade its own audience cannot pick', () => {
    const rank = { Freemium: 0, Spark: 1, Pro: 2 } as const;
    for (const id of catalogueCategoryIds) {
      for (const item of catalogue[id]) {
        const shade = item.colors?.find((c) => c.name === item.defaultColor);
        if (!shade?.level) continue;
        expect(rank[shade.level], `${id}/${item.name}`).toBeLessThanOrEqual(
          rank[item.level ?? 'Freemium'],
        );
      }
    }
  });

  it('categories with colours offer colours on every style; eyeshadow has none', () => {
    for (const id of catalogueCategoryIds) {
      const config = categoryConfigs[id];
      if (config.colorKey === null || id === 'hairColor') continue;
      for (const item of real(id))
        expect(item.colors?.length, `${id}/${item.name}`).toBeGreaterThan(0);
    }
    for (const item of catalogue.eyeshadow) expect(item.colors).toBeUndefined();
  });

  it.each(catalogueCategoryIds)('%s icons are well-formed SVG data URLs', (id) => {
    for (const item of catalogue[id]) {
      for (const url of [item.iconUrl, item.iconUrlMale].filter((u): u is string => !!u)) {
        const svg = svgFromDataUrl(url);
        expect(svg, item.name).not.toBeNull();
        expect(checkSvg(svg ?? ''), `${id}/${item.name}`).toEqual([]);
      }
    }
  });

  it('meets the breadth minimums of issue 3', () => {
    const counts = catalogueCounts();
    expect(counts.femaleHairstyles).toBeGreaterThanOrEqual(40);
    expect(counts.maleHairstyles).toBeGreaterThanOrEqual(25);
    expect(counts.beard).toBeGreaterThanOrEqual(10);
    expect(counts.mustache).toBeGreaterThanOrEqual(6);
    expect(counts.sideburns).toBeGreaterThanOrEqual(4);
    expect(counts.hairColor).toBeGreaterThanOrEqual(30);
    expect(counts.hairColorVariant).toBeGreaterThanOrEqual(5);
    expect(real('hairTexture').map((i) => i.name)).toEqual(['Straight', 'Wavy', 'Curly', 'Coily']);
    for (const id of [
      'lipstick',
      'lipLiner',
      'lipTint',
      'foundation',
      'concealer',
      'blush',
      'contour',
      'highlighter',
      'bronzer',
      'eyeshadow',
      'eyeliner',
      'mascara',
    ] as const) {
      expect(counts[id], id).toBeGreaterThanOrEqual(8);
    }
    expect(counts.eyebrow).toBeGreaterThanOrEqual(10);
    expect(counts.femaleProcedures).toBeGreaterThanOrEqual(15);
    expect(counts.maleProcedures).toBeGreaterThanOrEqual(12);
  });

  it('female hairstyles cover short, medium, long and avant-garde', () => {
    const groups = new Set(real('femaleHairstyles').map((i) => i.group));
    expect([...groups]).toEqual(['Short', 'Medium', 'Long', 'Avant-Garde']);
    const buckets = new Set(real('femaleHairstyles').map((i) => i.lengthBucket));
    expect(buckets).toEqual(new Set(['short', 'mid-length', 'long']));
  });

  it('has exactly the six dental procedures of the spec', () => {
    expect(real('dentalProcedure').map((i) => i.name)).toEqual([
      'Teeth Whitening',
      'Dental Veneers',
      'Dental Bonding',
      'Invisalign Clear Aligners',
      'Gum Contouring',
      'Cosmetic Crowns',
    ]);
  });

  it('procedures are grouped by category', () => {
    for (const id of ['femaleProcedures', 'maleProcedures'] as const) {
      for (const item of real(id)) expect(item.group, item.name).toBeTruthy();
      expect(new Set(real(id).map((i) => i.group)).size).toBeGreaterThanOrEqual(4);
    }
    expect(findCatalogueItem('femaleProcedures', 'Rhinoplasty')?.iconUrlMale).toBeTruthy();
  });

  it('every procedure says what it does, and names sharing a kind share a preview', () => {
    for (const id of ['femaleProcedures', 'maleProcedures', 'dentalProcedure'] as const) {
      for (const item of real(id)) expect(item.procedure, item.name).toBeDefined();
    }
    // lip procedures are three previews, not one
    const lips = ['Lip Filler', 'Lip Lift', 'Lip Flip'].map(
      (n) => findCatalogueItem('femaleProcedures', n)?.procedure,
    );
    expect(new Set(lips).size).toBe(3);
  });

  it('hairstyles and facial hair carry silhouette parameters and stylist attributes', () => {
    for (const id of [
      'femaleHairstyles',
      'maleHairstyles',
      'beard',
      'mustache',
      'sideburns',
    ] as const) {
      for (const item of real(id)) {
        expect(item.hairShape, item.name).toBeDefined();
        expect(item.faceShapes?.length, item.name).toBeGreaterThan(0);
        expect(item.occasions?.length, item.name).toBeGreaterThan(0);
        expect(item.moods?.length, item.name).toBeGreaterThan(0);
      }
    }
    for (const item of [...real('femaleHairstyles'), ...real('maleHairstyles')]) {
      expect(item.hairShape?.kind).toBe('scalp');
      expect(item.lengthBucket, item.name).toBeDefined();
      if (item.hairShape?.kind === 'scalp' && item.hairShape.gather === 'none') {
        expect(item.lengthBucket, item.name).toBe(lengthBucketFromLength(item.hairShape.length));
      }
    }
    for (const id of ['lipstick', 'blush', 'eyeliner', 'foundation'] as const) {
      for (const item of real(id)) expect(item.finish, item.name).toBeDefined();
    }
  });

  it('descriptions are our own, non-trivial, and distinct within a category', () => {
    for (const id of catalogueCategoryIds) {
      const descriptions = catalogue[id].map((i) => i.description);
      expect(new Set(descriptions).size, id).toBe(descriptions.length);
      for (const d of descriptions) expect(d.length).toBeGreaterThan(8);
    }
  });
});

describe('levels of the spec §6 examples', () => {
  it('silver, salt-and-pepper, pink, blue and green hair colours are Spark', () => {
    for (const name of [
      'Silver',
      'Salt and Pepper',
      'Pastel Pink',
      'Hot Pink',
      'Electric Blue',
      'Pastel Blue',
      'Emerald Green',
      'Mint Green',
    ]) {
      expect(findCatalogueItem('hairColor', name)?.level, name).toBe('Spark');
    }
  });
  it('some lipstick, eyeliner and mascara styles are Spark', () => {
    for (const id of ['lipstick', 'eyeliner', 'mascara'] as const) {
      expect(
        catalogue[id].some((i) => i.level === 'Spark'),
        id,
      ).toBe(true);
    }
  });
  it('avant-garde items are Pro', () => {
    const avantGarde = catalogueCategoryIds.flatMap((id) =>
      catalogue[id].filter((i) => i.isAvantGarde),
    );
    expect(avantGarde.length).toBeGreaterThan(10);
    for (const item of avantGarde) expect(item.level, item.name).toBe('Pro');
  });
  it('every procedure is Pro except teeth whitening', () => {
    for (const id of ['femaleProcedures', 'maleProcedures', 'dentalProcedure'] as const) {
      for (const item of real(id)) {
        expect(item.level, item.name).toBe(item.name === 'Teeth Whitening' ? undefined : 'Pro');
      }
    }
  });
  it('some contour, bronzer and lip tint items are Pro', () => {
    for (const id of ['contour', 'bronzer', 'lipTint'] as const) {
      expect(
        catalogue[id].some((i) => i.level === 'Pro' && !i.isAvantGarde),
        id,
      ).toBe(true);
    }
  });
  it('visibility follows the level', () => {
    const all = catalogue.hairColor;
    const freemium = visibleItems(all, { level: 'Freemium' });
    const spark = visibleItems(all, { level: 'Spark' });
    const pro = visibleItems(all, { level: 'Pro' });
    expect(freemium.some((i) => i.name === 'Silver')).toBe(false);
    expect(spark.some((i) => i.name === 'Silver')).toBe(true);
    expect(spark.some((i) => i.name === 'Galaxy')).toBe(false);
    expect(pro).toHaveLength(all.length);
    expect(
      visibleItems(all, { level: 'Pro', useAvantGardeStyles: false }).some((i) => i.isAvantGarde),
    ).toBe(false);
  });
});
