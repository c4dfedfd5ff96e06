/** Illustrations of the colour and makeup articles (1200×630). */
import {
  backdrop,
  circle,
  framedBust,
  hairColours,
  palette,
  panel,
  skins,
  sparkle,
  svgDocument,
  swatch,
} from './art-kit';

const seasonPalettes = [
  ['#ff8a65', '#ffd54f', '#4dd0c4', '#f6b38e', '#9ccc65'],
  ['#c9a0dc', '#8fa9c9', '#e3a6b8', '#5c6f91', '#a7c4bc'],
  ['#b5562c', '#7d7d3a', '#d4a23a', '#2f7a78', '#5a3a29'],
  ['#c8102e', '#0f7b5f', '#f7c6d9', '#1f2a44', '#cfe0f3'],
];

/** Small marks for the four seasons: a blossom, a sun, a leaf and a snowflake. */
const seasonMarks = [
  (x: number, y: number) =>
    [0, 72, 144, 216, 288]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return circle(x + 9 * Math.cos(r), y + 9 * Math.sin(r), 7, palette.rose300);
      })
      .join('') + circle(x, y, 5, '#ffd54f'),
  (x: number, y: number) =>
    `<path d="M${x} ${y - 20} V${y - 13} M${x} ${y + 13} V${y + 20} M${x - 20} ${y} H${x - 13} M${x + 13} ${y} H${x + 20} M${x - 14} ${y - 14} L${x - 9} ${y - 9} M${x + 9} ${y + 9} L${x + 14} ${y + 14} M${x + 14} ${y - 14} L${x + 9} ${y - 9} M${x - 9} ${y + 9} L${x - 14} ${y + 14}" stroke="#f2b84b" stroke-width="4" stroke-linecap="round"/>` +
    circle(x, y, 9, '#ffd54f'),
  (x: number, y: number) =>
    `<path d="M${x - 16} ${y + 16} C${x - 18} ${y - 6} ${x - 2} ${y - 18} ${x + 18} ${y - 18} C${x + 18} ${y + 2} ${x + 6} ${y + 18} ${x - 16} ${y + 16} Z M${x - 16} ${y + 16} L${x + 6} ${y - 6}" fill="#d4a23a" stroke="#b5562c" stroke-width="3"/>`,
  (x: number, y: number) =>
    `<path d="M${x} ${y - 20} V${y + 20} M${x - 17} ${y - 10} L${x + 17} ${y + 10} M${x - 17} ${y + 10} L${x + 17} ${y - 10}" stroke="#8fa9c9" stroke-width="4" stroke-linecap="round"/>`,
];

/** A face between four palettes: spring, summer, autumn, winter. */
export function colourSeasonsArt(): string {
  const boxes = seasonPalettes.map((colours, i) => {
    const x = i % 2 === 0 ? 90 : 790;
    const y = i < 2 ? 105 : 345;
    const mark = seasonMarks[i]?.(x + 44, y + 44) ?? '';
    const dots = colours.map((c, j) => swatch(x + 48 + j * 56, y + 112, 21, c)).join('');
    return panel(x, y, 320, 180, 32) + mark + dots;
  });
  return svgDocument(
    backdrop({ a: palette.fuchsia100, b: palette.rose100 }) +
      boxes.join('') +
      framedBust('season-face', 460, 90, 280, 450, palette.rose100, {
        skin: skins.medium,
        hair: hairColours.chocolate,
        style: 'long',
        lips: '#b03a5b',
        brows: true,
        earrings: '#d4a23a',
      }) +
      sparkle(750, 560, 20, palette.violet) +
      sparkle(440, 80, 22),
  );
}

/** An eye and its brow with the three guide lines from the side of the nose. */
export function browMappingArt(): string {
  const nose = { x: 390, y: 760 };
  const points = [
    { x: 390, y: 282 },
    { x: 769, y: 210 },
    { x: 897, y: 245 },
  ];
  const guides = points
    .map((p) => {
      const t = (nose.y - 110) / (nose.y - p.y);
      const end = { x: nose.x + (p.x - nose.x) * t, y: 110 };
      return `<path d="M${nose.x} ${nose.y} L${end.x.toFixed(1)} ${end.y}" stroke="${palette.brand}" stroke-width="4" stroke-dasharray="12 10"/>`;
    })
    .join('');
  const markers = points
    .map((p) => circle(p.x, p.y, 13, palette.white, `stroke="${palette.brand}" stroke-width="5"`))
    .join('');
  return svgDocument(
    backdrop() +
      panel(110, 70, 980, 490, 40, skins.light.face) +
      '<clipPath id="brow-panel"><rect x="110" y="70" width="980" height="490" rx="40"/></clipPath>' +
      '<g clip-path="url(#brow-panel)">' +
      circle(1010, 520, 150, skins.light.neck, 'opacity="0.35"') +
      `<path d="M385 275 C420 240 600 205 769 196 C820 194 870 215 900 246 C860 228 815 222 769 226 C620 236 470 268 392 300 Z" fill="${hairColours.brown}"/>` +
      `<path d="M440 370 Q605 250 770 370 Q605 470 440 370 Z" fill="${palette.white}"/>` +
      circle(603, 366, 58, '#7a5a3c') +
      circle(603, 366, 24, palette.ink) +
      circle(622, 346, 10, palette.white) +
      `<path d="M432 372 Q605 244 778 366" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round" fill="none"/>` +
      `<path d="M452 378 Q605 458 760 374" stroke="${skins.light.neck}" stroke-width="4" stroke-linecap="round" fill="none"/>` +
      guides +
      markers +
      '</g>' +
      sparkle(1100, 80, 24) +
      sparkle(100, 560, 18, palette.violet),
  );
}

/** One lipstick with an angled bullet; `finish` sets its highlight (none, soft, glossy). */
function lipstick(x: number, colour: string, finish: 'matte' | 'satin' | 'gloss'): string {
  const base = 540;
  const shine =
    finish === 'gloss'
      ? `<path d="M${x - 16} ${base - 190} L${x - 16} ${base - 330}" stroke="${palette.white}" stroke-width="9" stroke-linecap="round" opacity="0.75"/>`
      : finish === 'satin'
        ? `<path d="M${x - 16} ${base - 190} L${x - 16} ${base - 320}" stroke="${palette.white}" stroke-width="12" stroke-linecap="round" opacity="0.22"/>`
        : '';
  return (
    `<rect x="${x - 50}" y="${base - 150}" width="100" height="150" rx="14" fill="${palette.ink}"/>` +
    `<rect x="${x - 50}" y="${base - 150}" width="100" height="18" rx="6" fill="#57534e"/>` +
    `<rect x="${x - 40}" y="${base - 196}" width="80" height="50" rx="6" fill="#d6c7b0"/>` +
    `<path d="M${x - 32} ${base - 196} L${x - 32} ${base - 320} Q${x - 32} ${base - 342} ${x - 12} ${base - 356} L${x + 32} ${base - 388} L${x + 32} ${base - 196} Z" fill="${colour}"/>` +
    shine
  );
}

/** Matte, satin and gloss lipsticks beside painted lips with a glossy highlight. */
export function lipstickFinishesArt(): string {
  const upper =
    'M715 320 C752 276 796 252 838 268 C854 274 864 282 875 282 C886 282 896 274 912 268 C954 252 998 276 1035 320 C996 322 952 326 875 328 C798 326 754 322 715 320 Z';
  const lower =
    'M715 320 C754 326 798 331 875 333 C952 331 996 326 1035 320 C996 384 944 414 875 414 C806 414 754 384 715 320 Z';
  return svgDocument(
    backdrop({ a: palette.rose100, b: palette.fuchsia100 }) +
      lipstick(170, '#b3122e', 'matte') +
      lipstick(330, '#9d2a5c', 'satin') +
      lipstick(490, '#d9477a', 'gloss') +
      panel(640, 110, 470, 410, 40, skins.medium.face) +
      `<path d="${upper}" fill="#a31f4a"/>` +
      `<path d="${lower}" fill="#c7335f"/>` +
      `<ellipse cx="875" cy="372" rx="58" ry="11" fill="${palette.white}" opacity="0.55"/>` +
      `<ellipse cx="820" cy="300" rx="22" ry="5" fill="${palette.white}" opacity="0.35"/>` +
      sparkle(1010, 400, 20, palette.white) +
      sparkle(560, 150, 24) +
      sparkle(1120, 560, 18, palette.violet),
  );
}
