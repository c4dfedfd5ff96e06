import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg-check';
import { n, svgDoc, el } from './svg';

describe('checkSvg', () => {
  it('accepts a well-formed icon', () => {
    expect(checkSvg(svgDoc('ok', el('circle', { cx: 1, cy: 2, r: 3 })))).toEqual([]);
  });
  it('rejects broken markup', () => {
    const good = svgDoc('x', el('g', {}, el('rect', { width: 1, height: 1 })));
    expect(checkSvg(good.replace('</g>', ''))).not.toEqual([]);
    expect(checkSvg(good.replace(' xmlns="http://www.w3.org/2000/svg"', ''))).toContain(
      'missing xmlns',
    );
    expect(checkSvg(good.replace(/viewBox="[^"]*"/, ''))).toContain('missing viewBox');
    expect(checkSvg(good.replace('width="1"', 'width="NaN"'))).not.toEqual([]);
    expect(checkSvg(good.replace('<rect', '<rect <'))).not.toEqual([]);
    expect(checkSvg(`${good}<svg></svg>`)).not.toEqual([]);
  });
  it('refuses to format non-finite numbers', () => {
    expect(() => n(Number.NaN)).toThrow();
  });
});
