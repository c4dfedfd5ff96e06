/** Illustrations of the hair and grooming articles (1200×630). */
import {
  backdrop,
  framedBust,
  hairColours,
  palette,
  panel,
  skins,
  sparkle,
  svgDocument,
  swatch,
} from './art-kit';

/** Six face outlines (oval … diamond) beside a face with long layers. */
export function faceShapesArt(): string {
  const shapes = [
    '<ellipse cx="0" cy="0" rx="48" ry="64"/>',
    '<circle cx="0" cy="0" r="56"/>',
    '<rect x="-52" y="-58" width="104" height="116" rx="26"/>',
    '<path d="M-58 -34 C-58 -72 58 -72 58 -34 C58 4 22 48 0 66 C-22 48 -58 4 -58 -34 Z"/>',
    '<rect x="-40" y="-72" width="80" height="144" rx="38"/>',
    '<path d="M0 -70 C22 -48 58 -18 58 0 C58 18 22 48 0 70 C-22 48 -58 18 -58 0 C-58 -18 -22 -48 0 -70 Z"/>',
  ];
  const strokes = [palette.brand, palette.fuchsia, palette.violet];
  const cells = shapes.map((shape, i) => {
    const cx = 680 + (i % 3) * 170;
    const cy = 215 + Math.floor(i / 3) * 200;
    const stroke = strokes[i % 3] ?? palette.brand;
    const fill = i === 0 ? palette.rose100 : palette.white;
    return (
      `<g transform="translate(${cx} ${cy})">` +
      `<path d="M-72 0 H72 M0 -86 V86" stroke="${palette.stone200}" stroke-width="3" stroke-dasharray="8 8"/>` +
      `<g fill="${fill}" stroke="${stroke}" stroke-width="6">${shape}</g></g>`
    );
  });
  return svgDocument(
    backdrop() +
      framedBust('shape-face', 110, 90, 380, 450, palette.rose100, {
        skin: skins.light,
        hair: hairColours.brown,
        style: 'long',
        lips: '#c2577a',
        brows: true,
      }) +
      panel(560, 90, 530, 450) +
      cells.join('') +
      sparkle(500, 110, 26) +
      sparkle(1085, 560, 18, palette.violet),
  );
}

/** A fan of hair colour locks from ash blonde to espresso beside a copper-haired face. */
export function hairShadeArt(): string {
  const shades = [
    hairColours.ash,
    hairColours.golden,
    hairColours.caramel,
    hairColours.copper,
    hairColours.auburn,
    hairColours.rose,
    hairColours.chocolate,
    hairColours.espresso,
  ];
  const pivot = { x: 840, y: 575 };
  const step = 130 / (shades.length - 1);
  const locks = shades.map((colour, i) => {
    const angle = -65 + i * step;
    return `<path transform="rotate(${angle.toFixed(1)} ${pivot.x} ${pivot.y})" d="M${pivot.x} ${pivot.y} C${pivot.x - 30} ${pivot.y - 70} ${pivot.x - 34} ${pivot.y - 290} ${pivot.x} ${pivot.y - 370} C${pivot.x + 34} ${pivot.y - 290} ${pivot.x + 30} ${pivot.y - 70} ${pivot.x} ${pivot.y} Z" fill="${colour}" stroke="${palette.white}" stroke-width="5"/>`;
  });
  return svgDocument(
    backdrop({ a: palette.fuchsia100, b: palette.rose100 }) +
      framedBust('shade-face', 110, 90, 340, 450, palette.violet100, {
        skin: skins.fair,
        hair: hairColours.copper,
        style: 'long',
        lips: '#c2577a',
        brows: true,
      }) +
      locks.join('') +
      swatch(pivot.x, pivot.y, 22, palette.brand) +
      sparkle(1110, 120, 24) +
      sparkle(500, 520, 18, palette.violet),
  );
}

/** Three faces with stubble, a short boxed beard and a goatee. */
export function beardStylesArt(): string {
  const people = [
    { fill: palette.rose100, skin: skins.light, hair: hairColours.brown, beard: 'stubble' },
    { fill: palette.fuchsia100, skin: skins.medium, hair: hairColours.espresso, beard: 'boxed' },
    { fill: palette.violet100, skin: skins.deep, hair: hairColours.black, beard: 'goatee' },
  ] as const;
  const frames = people.map((p, i) =>
    framedBust(`beard-${i}`, 120 + i * 330, 95, 300, 440, p.fill, {
      skin: p.skin,
      hair: p.hair,
      style: 'crop',
      beard: p.beard,
      brows: true,
      shirt: i === 1 ? palette.ink : palette.shirt,
    }),
  );
  return svgDocument(
    backdrop() + frames.join('') + sparkle(1090, 90, 26) + sparkle(110, 560, 18, palette.violet),
  );
}
