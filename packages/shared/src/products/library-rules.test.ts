import { describe, expect, it } from 'vitest';
import { catalogueCategoryIds, categoryConfigs } from '../categories/category-config';
import {
  draftFromProduct,
  libraryCategories,
  parseProductLines,
  productInputFromDraft,
  productLook,
  productShadeChoice,
  productsForCategory,
  sortProducts,
} from './library-rules';
import {
  libraryCategoryIds,
  userProductBatchSchema,
  userProductInputSchema,
  type UserProduct,
} from './user-product.schema';

const product = (over: Partial<UserProduct>): UserProduct => ({
  id: 'p',
  name: 'Stunna Lip Paint',
  brand: 'Fenty Beauty',
  category: 'lipstick',
  iconUrl: null,
  description: '',
  colors: [{ name: 'Uncensored', hex: '#c1121f' }],
  defaultColor: 'Uncensored',
  isLibraryProduct: true,
  ...over,
});

describe('library categories', () => {
  it('are the Makeup categories that have colours', () => {
    const derived = catalogueCategoryIds.filter(
      (id) => categoryConfigs[id].section === 'Makeup' && categoryConfigs[id].hasColors,
    );
    expect([...libraryCategoryIds]).toEqual(derived);
    expect(libraryCategories.find((c) => c.id === 'lipLiner')?.label).toBe('Lip Liner');
  });
});

describe('user product validation', () => {
  it('accepts a product with a shade that is also its default', () => {
    const draft = {
      brand: ' Fenty Beauty ',
      name: 'Stunna Lip Paint',
      category: 'lipstick' as const,
      shadeName: 'Uncensored',
      shadeHex: '#C1121F',
    };
    const input = productInputFromDraft(draft);
    expect(userProductInputSchema.parse(input)).toEqual(input);
    expect(input.brand).toBe('Fenty Beauty');
    expect(input.colors).toEqual([{ name: 'Uncensored', hex: '#c1121f' }]);
  });

  it('refuses other categories, bad hex values, duplicate shades and a foreign default', () => {
    const base = { name: 'X', category: 'lipstick' };
    const bad = [
      { ...base, category: 'eyeshadow' },
      { ...base, category: 'hairColor' },
      { ...base, colors: [{ name: 'Red', hex: 'red' }] },
      { ...base, colors: [{ name: 'Red', hex: '#aa0000-#ff0000' }] },
      {
        ...base,
        colors: [
          { name: 'Red', hex: '#aa0000' },
          { name: 'red', hex: '#bb0000' },
        ],
      },
      { ...base, colors: [{ name: 'Red', hex: '#aa0000' }], defaultColor: 'Blue' },
      { ...base, name: '   ' },
    ];
    for (const input of bad) expect(userProductInputSchema.safeParse(input).success).toBe(false);
    expect(userProductInputSchema.safeParse(base).success).toBe(true);
  });

  it('batches carry ids and at most 100 products', () => {
    const one = { id: 'a', name: 'X', category: 'blush' };
    expect(userProductBatchSchema.safeParse({ products: [one] }).success).toBe(true);
    expect(userProductBatchSchema.safeParse({ products: [{ ...one, id: '' }] }).success).toBe(
      false,
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ ...one, id: `p${i}` }));
    expect(userProductBatchSchema.safeParse({ products: many }).success).toBe(false);
  });
});

describe('parseProductLines (batch add)', () => {
  it('reads commas, tabs and bars; takes a missing hex from the shade name', () => {
    const lines = parseProductLines(
      [
        'Fenty Beauty, Stunna Lip Paint, Uncensored, #C1121F',
        '',
        'MAC\tRetro Matte\tRuby Woo\tb0303a',
        'NARS | Audacious | Red',
      ].join('\n'),
      'lipstick',
    );
    expect(lines.map((l) => l.error)).toEqual([null, null, null]);
    expect(lines.map((l) => l.line)).toEqual([1, 3, 4]);
    expect(lines[0]?.draft).toEqual({
      brand: 'Fenty Beauty',
      name: 'Stunna Lip Paint',
      category: 'lipstick',
      shadeName: 'Uncensored',
      shadeHex: '#c1121f',
    });
    expect(lines[1]?.draft?.shadeHex).toBe('#b0303a');
    expect(lines[2]?.draft?.shadeHex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('says what is wrong with a line', () => {
    const lines = parseProductLines(
      ['Brand only', 'B, Name', 'B, N, Shade, #12', 'B, N, S, #123456, extra'].join('\n'),
      'blush',
    );
    expect(lines.map((l) => l.error)).toEqual([
      'Missing product name',
      'Missing shade name',
      "'#12' is not a colour like #b0303a",
      'Too many columns',
    ]);
    expect(lines.every((l) => l.draft === null)).toBe(true);
  });

  it('refuses more than 100 products at once', () => {
    const text = Array.from({ length: 101 }, (_, i) => `B, P${i}, S`).join('\n');
    const lines = parseProductLines(text, 'blush');
    expect(lines.at(-1)?.error).toBe('Add at most 100 products at once');
  });
});

describe('library order and the studio pick', () => {
  const items = [
    product({ id: '1', category: 'mascara', brand: 'A', name: 'Z' }),
    product({ id: '2', category: 'lipstick', brand: 'b', name: 'Y' }),
    product({ id: '3', category: 'lipstick', brand: 'A', name: 'X' }),
  ];

  it('sorts by category, brand and name', () => {
    expect(sortProducts(items).map((p) => p.id)).toEqual(['3', '2', '1']);
    expect(productsForCategory(items, 'lipstick').map((p) => p.id)).toEqual(['3', '2']);
    expect(productsForCategory(items, 'blush')).toEqual([]);
  });

  it('a picked shade sets the category style and colour and remembers the brand', () => {
    expect(productShadeChoice(product({}), 'uncensored')).toEqual({
      selections: { lipstickStyle: 'Stunna Lip Paint', lipstickColor: 'Uncensored' },
      productRef: { key: 'lipstickStyle', ref: { isLibraryProduct: true, brand: 'Fenty Beauty' } },
    });
    expect(productShadeChoice(product({ category: 'mascara' }), 'Uncensored')?.selections).toEqual({
      mascaraStyle: 'Stunna Lip Paint',
      mascaraColor: 'Uncensored',
    });
    expect(productShadeChoice(product({}), 'Nope')).toBeUndefined();
  });

  it('a stored product comes back as its form draft', () => {
    expect(draftFromProduct(product({}))).toEqual({
      brand: 'Fenty Beauty',
      name: 'Stunna Lip Paint',
      category: 'lipstick',
      shadeName: 'Uncensored',
      shadeHex: '#c1121f',
    });
  });
});

describe('productLook', () => {
  const lip = product({
    colors: [
      { name: 'Uncensored', hex: '#c1121f' },
      { name: 'Unveil', hex: '#d4897a' },
    ],
  });
  it('gives a library shade as its hex for the renderer and leaves catalogue choices alone', () => {
    const look = {
      lipstickStyle: 'Stunna Lip Paint',
      lipstickColor: 'Unveil',
      blushStyle: 'Soft Flush',
      blushColor: 'Rose',
    };
    expect(productLook(look, [lip])).toEqual({ ...look, lipstickColor: '#d4897a' });
  });
  it('keeps a colour that is not one of the product shades, or another style with the name', () => {
    expect(
      productLook({ lipstickStyle: 'Stunna Lip Paint', lipstickColor: 'Ruby' }, [lip]),
    ).toEqual({ lipstickStyle: 'Stunna Lip Paint', lipstickColor: 'Ruby' });
    expect(productLook({ blushStyle: 'Stunna Lip Paint', blushColor: 'Unveil' }, [lip])).toEqual({
      blushStyle: 'Stunna Lip Paint',
      blushColor: 'Unveil',
    });
  });
});
