import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/catalogue';
import { tierComparison, tierHighlights } from './tier-comparison';

const row = (id: string) => {
  const found = tierComparison().find((r) => r.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const amounts = (id: string) =>
  Object.values(row(id).cells).map((c) => (c.kind === 'amount' ? c.text : String(c.included)));

describe('tierComparison (the pricing table)', () => {
  it('states the caps, upload sizes and storage of the rule set', () => {
    expect(amounts('savedMakeovers')).toEqual(['3', '20', 'Unlimited']);
    expect(amounts('resolution')).toEqual(['720 px', '1024 px', '2048 px']);
    expect(amounts('storage')).toEqual(['200 MB', '2 GB', '20 GB']);
  });

  it('opens favorite styles at Spark and the Makeup Library at Pro', () => {
    expect(amounts('favoriteStyles')).toEqual(['false', 'true', 'true']);
    expect(amounts('productLibrary')).toEqual(['false', 'false', 'true']);
    expect(amounts('noWatermark')).toEqual(['false', 'true', 'true']);
    expect(amounts('cleanCards')).toEqual(['false', 'false', 'true']);
  });

  it('counts the catalogue each level may pick, growing with the level', () => {
    const counts = amounts('styles').map((t) => Number(t.replace(/,/g, '')));
    const all = Object.values(catalogue)
      .flat()
      .filter((item) => !item.isNone).length;
    expect(counts[2]).toBe(all);
    expect(counts[0]).toBeLessThan(counts[1] ?? 0);
    expect(counts[1]).toBeLessThan(counts[2] ?? 0);
    // Freemium may preview only teeth whitening (spec §6: procedures are Pro but that one)
    expect(amounts('procedures')[0]).toBe('1');
    expect(amounts('avantGarde')).toEqual(['false', 'false', 'true']);
  });

  it('lists what each tier adds over the one below', () => {
    expect(tierHighlights('Freemium')).toContain('3 saved makeovers');
    expect(tierHighlights('Freemium')).toContain('1 procedure to preview');
    const spark = tierHighlights('Spark');
    expect(spark).toContain('20 saved makeovers');
    expect(spark).toContain('Save and re-apply favorite styles');
    expect(spark).not.toContain('Try on your own makeup products');
    // unchanged from Freemium, so not repeated
    expect(spark.some((line) => line.includes('procedure'))).toBe(false);
    const pro = tierHighlights('Pro');
    expect(pro).toContain('Try on your own makeup products');
    expect(pro).toContain('Avant-garde styles');
    expect(pro).not.toContain('Save and re-apply favorite styles');
  });
});
