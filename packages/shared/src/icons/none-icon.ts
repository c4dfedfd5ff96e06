import { el, svgDoc } from './svg';

/** The None/Original option: a circle with a diagonal slash ("no change"). */
export function noneSvg(title: string): string {
  return svgDoc(
    title,
    el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' }) +
      el('circle', { cx: 32, cy: 32, r: 18, fill: 'none', stroke: '#8a94a3', 'stroke-width': 4 }) +
      el('path', {
        d: 'M19 45L45 19',
        stroke: '#8a94a3',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
  );
}
