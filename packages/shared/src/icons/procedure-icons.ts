import { el, svgDoc } from './svg';

/** The facial area a procedure treats; the glyph highlights it on a face outline. */
export type ProcedureArea =
  | 'forehead'
  | 'brows'
  | 'eyes'
  | 'under-eyes'
  | 'nose'
  | 'cheeks'
  | 'lips'
  | 'chin'
  | 'jaw'
  | 'neck'
  | 'skin'
  | 'hairline'
  | 'ears'
  | 'face'
  | 'beard';

const ACCENT = '#7c5cff';
const LINE = '#5b6472';

function faceOutline(male: boolean): string {
  const face = male
    ? 'M18 24Q18 10 32 10Q46 10 46 24L46 36Q46 48 38 53Q32 56 26 53Q18 48 18 36Z'
    : 'M19 25Q19 10 32 10Q45 10 45 25Q45 42 38 50Q32 55 26 50Q19 42 19 25Z';
  const hair = male
    ? el('path', {
        d: 'M17 24Q16 6 32 6Q48 6 47 24Q44 14 32 13Q20 14 17 24Z',
        fill: LINE,
        'fill-opacity': 0.35,
      })
    : el('path', {
        d: 'M16 40Q12 8 32 6Q52 8 48 40Q46 20 40 14Q32 18 22 15Q18 22 16 40Z',
        fill: LINE,
        'fill-opacity': 0.35,
      });
  return (
    hair +
    el('path', { d: face, fill: '#fbeee4', stroke: LINE, 'stroke-width': 1.4 }) +
    el('path', {
      d: 'M24 28Q26.5 26.5 29 28M35 28Q37.5 26.5 40 28',
      stroke: LINE,
      'stroke-width': 1.2,
      fill: 'none',
    }) +
    el('path', { d: 'M32 30L30.5 38L33 38.5', stroke: LINE, 'stroke-width': 1, fill: 'none' }) +
    el('path', { d: 'M28 44Q32 46 36 44', stroke: LINE, 'stroke-width': 1.2, fill: 'none' })
  );
}

function highlight(area: ProcedureArea): string {
  const fill = { fill: ACCENT, 'fill-opacity': 0.45 };
  const stroke = {
    stroke: ACCENT,
    'stroke-width': 2.4,
    fill: 'none',
    'stroke-linecap': 'round' as const,
  };
  switch (area) {
    case 'forehead':
      return el('ellipse', { cx: 32, cy: 19, rx: 10, ry: 4.5, ...fill });
    case 'brows':
      return el('path', { d: 'M22 25Q26 21 30 24M34 24Q38 21 42 25', ...stroke });
    case 'eyes':
      return (
        el('ellipse', { cx: 26.5, cy: 28, rx: 4.5, ry: 3, ...fill }) +
        el('ellipse', { cx: 37.5, cy: 28, rx: 4.5, ry: 3, ...fill })
      );
    case 'under-eyes':
      return el('path', { d: 'M23 32Q26.5 34 30 32M34 32Q37.5 34 41 32', ...stroke });
    case 'nose':
      return el('path', { d: 'M32 29L29.5 38.5Q32 40.5 34.5 38.5Z', ...fill });
    case 'cheeks':
      return (
        el('circle', { cx: 24, cy: 37, r: 4, ...fill }) +
        el('circle', { cx: 40, cy: 37, r: 4, ...fill })
      );
    case 'lips':
      return el('ellipse', { cx: 32, cy: 44.5, rx: 5.5, ry: 2.8, ...fill });
    case 'chin':
      return el('ellipse', { cx: 32, cy: 51, rx: 5, ry: 3, ...fill });
    case 'jaw':
      return el('path', { d: 'M20 40Q22 49 28 52M44 40Q42 49 36 52', ...stroke });
    case 'neck':
      return el('rect', { x: 26, y: 55, width: 12, height: 7, rx: 2, ...fill });
    case 'skin':
      return [
        [24, 20],
        [40, 22],
        [22, 36],
        [42, 38],
        [32, 48],
      ]
        .map(([x, y]) => el('circle', { cx: x, cy: y, r: 1.6, fill: ACCENT }))
        .join('');
    case 'hairline':
      return el('path', { d: 'M20 18Q32 8 44 18', ...stroke });
    case 'ears':
      return (
        el('ellipse', { cx: 17, cy: 31, rx: 2.4, ry: 4.5, ...fill }) +
        el('ellipse', { cx: 47, cy: 31, rx: 2.4, ry: 4.5, ...fill })
      );
    case 'face':
      return (
        el('path', { d: 'M17 30Q15 20 22 16M47 30Q49 20 42 16', ...stroke }) +
        el('path', { d: 'M14 28L18 24M50 28L46 24', ...stroke })
      );
    case 'beard':
      return el('path', { d: 'M20 38Q22 52 32 55Q42 52 44 38Q40 47 32 48Q24 47 20 38Z', ...fill });
  }
}

/** What the procedure does, shown as a small badge so procedures on one area stay distinct. */
export type ProcedureAction = 'add' | 'remove' | 'lift' | 'smooth' | 'laser' | 'needle' | 'reshape';

const BADGE_GLYPHS: Record<ProcedureAction, string> = {
  add: 'M53 48.5L53 57.5M48.5 53L57.5 53',
  remove: 'M48.5 53L57.5 53',
  lift: 'M53 57.5L53 48.5M49.5 52L53 48.5L56.5 52',
  smooth: 'M48.5 53Q50.75 50 53 53T57.5 53',
  laser: 'M54 48L50.5 53.5L55.5 52.5L52 58',
  needle: 'M49 57L56 50M54.5 48.5L57.5 51.5',
  reshape: 'M49 55Q49 49 55 49M53 47L55 49L53 51',
};

function actionBadge(action: ProcedureAction): string {
  return (
    el('circle', { cx: 53, cy: 53, r: 7.5, fill: ACCENT }) +
    el('path', {
      d: BADGE_GLYPHS[action],
      stroke: '#ffffff',
      'stroke-width': 1.7,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

/**
 * Cosmetic procedure glyph: a face outline (female or male) with the treated area marked and a
 * badge for what the procedure does (add volume, remove, lift, smooth, laser, needle, reshape).
 */
export function procedureSvg(
  title: string,
  area: ProcedureArea,
  male = false,
  action?: ProcedureAction,
): string {
  return svgDoc(
    title,
    el('rect', { width: 64, height: 64, rx: 12, fill: '#f1eefc' }) +
      faceOutline(male) +
      highlight(area) +
      (action ? actionBadge(action) : ''),
  );
}

export type DentalGlyph = 'whitening' | 'veneers' | 'bonding' | 'aligners' | 'gums' | 'crowns';

const TOOTH =
  'M20 16Q26 12 32 15Q38 12 44 16Q48 24 45 34Q43 44 41 52Q39 55 37 52L35 40Q32 36 29 40L27 52Q25 55 23 52Q21 44 19 34Q16 24 20 16Z';

/** Cosmetic dentistry glyph: a tooth with the treatment's mark. */
export function dentalSvg(title: string, glyph: DentalGlyph): string {
  let mark = '';
  switch (glyph) {
    case 'whitening':
      mark = [
        [48, 12, 4],
        [14, 22, 3],
        [50, 30, 2.5],
      ]
        .map(([x = 0, y = 0, r = 0]) =>
          el('path', {
            d: `M${x} ${y - r}L${x + r * 0.3} ${y}L${x} ${y + r}L${x - r * 0.3} ${y}ZM${x - r} ${y}L${x} ${y - r * 0.3}L${x + r} ${y}L${x} ${y + r * 0.3}Z`,
            fill: '#f5b700',
          }),
        )
        .join('');
      break;
    case 'veneers':
      mark = el('path', {
        d: 'M19 17Q26 12 32 15Q38 12 45 17Q47 22 46 26Q32 22 18 26Q17 22 19 17Z',
        fill: '#9fd3ff',
        'fill-opacity': 0.9,
      });
      break;
    case 'bonding':
      mark =
        el('path', { d: 'M36 14L44 16L45 24L38 22Z', fill: '#ffd3a8' }) +
        el('path', {
          d: 'M48 8L40 20',
          stroke: '#5b6472',
          'stroke-width': 2,
          'stroke-linecap': 'round',
        });
      break;
    case 'aligners':
      mark = el('path', {
        d: 'M16 22Q16 12 32 12Q48 12 48 22L48 34Q32 30 16 34Z',
        fill: '#bfe7ff',
        'fill-opacity': 0.55,
        stroke: '#6fb7e9',
        'stroke-width': 1.4,
      });
      break;
    case 'gums':
      mark = el('path', {
        d: 'M14 20Q20 10 26 16Q32 10 38 16Q44 10 50 20L50 12Q32 4 14 12Z',
        fill: '#f29ca3',
      });
      break;
    case 'crowns':
      mark = el('path', {
        d: 'M20 14L24 8L28 13L32 6L36 13L40 8L44 14L44 24Q32 20 20 24Z',
        fill: '#f5c542',
        stroke: '#c99a1a',
        'stroke-width': 1,
      });
      break;
  }
  return svgDoc(
    title,
    el('rect', { width: 64, height: 64, rx: 12, fill: '#eef6fb' }) +
      el('path', { d: TOOTH, fill: '#ffffff', stroke: '#8fa3b5', 'stroke-width': 1.6 }) +
      mark,
  );
}
