import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { catalogueListing, passesAvantGarde } from './catalogue-listing';

const names = (listed: { item: { name: string } }[]) => listed.map((l) => l.item.name);

describe('catalogueListing (avant-garde switch and level locks)', () => {
  const hairstyles = catalogue.maleHairstyles;

  it('hides avant-garde items while the switch is off, whatever the level', () => {
    for (const level of ['Freemium', 'Spark', 'Pro']) {
      const listed = catalogueListing(hairstyles, { level, useAvantGardeStyles: false });
      expect(names(listed)).not.toContain('Mohawk');
      expect(listed.some((l) => l.item.isAvantGarde)).toBe(false);
    }
  });

  it('lists them when it is on: locked below Pro, open for Pro', () => {
    const forSpark = catalogueListing(hairstyles, { level: 'Spark', useAvantGardeStyles: true });
    expect(forSpark.find((l) => l.item.name === 'Mohawk')?.locked).toBe(true);
    const forPro = catalogueListing(hairstyles, { level: 'Pro', useAvantGardeStyles: true });
    expect(forPro.find((l) => l.item.name === 'Mohawk')?.locked).toBe(false);
    expect(forPro).toHaveLength(hairstyles.length);
  });

  it('keeps items above the level listed but locked', () => {
    const colours = catalogueListing(catalogue.hairColor, {
      level: 'Freemium',
      useAvantGardeStyles: false,
    });
    const silver = colours.find((l) => l.item.name === 'Silver');
    expect(silver?.locked).toBe(true);
    expect(colours.find((l) => !l.item.level && !l.item.isNone)?.locked).toBe(false);
  });

  it('passesAvantGarde keeps ordinary items either way', () => {
    const plain = hairstyles.find((item) => !item.isAvantGarde);
    const bold = hairstyles.find((item) => item.isAvantGarde);
    expect(plain && passesAvantGarde(plain, false)).toBe(true);
    expect(bold && passesAvantGarde(bold, false)).toBe(false);
    expect(bold && passesAvantGarde(bold, true)).toBe(true);
  });
});
