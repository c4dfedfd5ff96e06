import { describe, expect, it } from 'vitest';
import { colorNameToHex, hashColor, swatchBackground, swatchHex } from './color-swatch';

describe('colour names → hex', () => {
  it('finds catalogue colours case-insensitively', () => {
    expect(colorNameToHex('Ruby Woo')).toBe('#9b111e');
    expect(colorNameToHex('  copper ')).toBe('#b5562a');
    expect(colorNameToHex('Salt and Pepper')).toBe('#3a3a3a-#bdbdbd');
  });
  it('understands basic colour words, also at the end of a name', () => {
    expect(colorNameToHex('navy')).toBe('#1c2a5a');
    expect(colorNameToHex('Dusty Rose')).toBe('#d9788a');
  });
  it('falls back to a stable hash colour', () => {
    const a = colorNameToHex('Quantum Nebula');
    expect(a).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorNameToHex('quantum nebula')).toBe(a);
    expect(hashColor('Quantum Nebula')).toBe(a);
    expect(hashColor('Other')).not.toBe(a);
  });
  it('gives a single hex and CSS backgrounds for special values', () => {
    expect(swatchHex('Salt and Pepper')).toBe('#3a3a3a');
    expect(swatchHex('Clear')).toBe('#f4f4f5');
    expect(swatchHex('Galaxy')).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatchBackground('#111111-#222222')).toContain('linear-gradient');
    expect(swatchBackground('Assorted')).toContain('linear-gradient');
    expect(swatchBackground('#abcdef')).toBe('#abcdef');
  });
});
