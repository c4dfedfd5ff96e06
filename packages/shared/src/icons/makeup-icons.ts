import { el, mixHex, n, svgDoc } from './svg';

/*
 * Makeup glyphs: each draws the area the product goes on, in the item's default shade, with a
 * small variation per style (finish sheen, placement, liner shape, lash volume…).
 */

const BG = el('rect', { width: 64, height: 64, rx: 12, fill: '#f6eff1' });
const SKIN = '#f1d0b5';
const LIPS =
  'M10 33C16 25 24 22 28 25C30 26 34 26 36 25C40 22 48 25 54 33C48 42 40 47 32 47C24 47 16 42 10 33Z';
const MOUTH_LINE = 'M10 33C20 35 26 35 32 35C38 35 44 35 54 33';

export type LipVariant =
  | 'matte'
  | 'satin'
  | 'gloss'
  | 'sheer'
  | 'metallic'
  | 'ombre'
  | 'overlined'
  | 'blotted'
  | 'liquid'
  | 'balm';

export function lipstickSvg(title: string, hex: string, variant: LipVariant): string {
  const id = `l${title.length}${hex.slice(1)}`;
  let body = BG;
  const transform =
    variant === 'overlined' ? 'translate(32 35) scale(1.12) translate(-32 -35)' : undefined;
  if (variant === 'ombre') {
    body += el(
      'defs',
      {},
      el(
        'radialGradient',
        { id },
        el('stop', { offset: 0, 'stop-color': mixHex(hex, '#ffffff', 0.35) }) +
          el('stop', { offset: 1, 'stop-color': mixHex(hex, '#000000', 0.25) }),
      ),
    );
  }
  const fill = variant === 'ombre' ? `url(#${id})` : hex;
  const opacity =
    variant === 'sheer' || variant === 'balm' ? 0.6 : variant === 'blotted' ? 0.75 : 1;
  body += el('path', { d: LIPS, fill, 'fill-opacity': opacity, transform });
  body += el('path', {
    d: MOUTH_LINE,
    stroke: mixHex(hex, '#000000', 0.4),
    'stroke-width': 1.2,
    fill: 'none',
    transform,
  });
  if (variant === 'gloss' || variant === 'balm' || variant === 'satin') {
    body += el('ellipse', {
      cx: 32,
      cy: 40,
      rx: variant === 'satin' ? 5 : 8,
      ry: 2,
      fill: '#ffffff',
      'fill-opacity': variant === 'satin' ? 0.3 : 0.6,
    });
  }
  if (variant === 'metallic') {
    body += [22, 32, 42]
      .map((x, i) =>
        el('circle', {
          cx: x,
          cy: 30 + (i % 2) * 10,
          r: 1.2,
          fill: '#ffffff',
          'fill-opacity': 0.9,
        }),
      )
      .join('');
  }
  return svgDoc(title, body);
}

export function lipLinerSvg(
  title: string,
  hex: string,
  variant: 'defined' | 'overlined' | 'blurred' | 'nude' | 'cupid',
): string {
  const width = variant === 'blurred' ? 4 : 2.4;
  const transform =
    variant === 'overlined' ? 'translate(32 35) scale(1.1) translate(-32 -35)' : undefined;
  return svgDoc(
    title,
    BG +
      el('path', { d: LIPS, fill: mixHex(hex, '#ffffff', 0.7), transform }) +
      el('path', {
        d: LIPS,
        fill: 'none',
        stroke: hex,
        'stroke-width': width,
        'stroke-opacity': variant === 'blurred' ? 0.6 : 1,
        transform,
      }) +
      (variant === 'cupid'
        ? el('path', { d: 'M28 25L32 28L36 25', stroke: hex, 'stroke-width': 2.4, fill: 'none' })
        : '') +
      el('rect', {
        x: 44,
        y: 6,
        width: 5,
        height: 18,
        rx: 1.5,
        fill: hex,
        transform: 'rotate(35 46 15)',
      }),
  );
}

export function lipTintSvg(
  title: string,
  hex: string,
  variant: 'gradient' | 'full' | 'stain' | 'jelly',
): string {
  const id = `t${title.length}${hex.slice(1)}`;
  const inner = variant === 'gradient';
  const defs = el(
    'defs',
    {},
    el(
      'radialGradient',
      { id },
      el('stop', { offset: 0, 'stop-color': hex }) +
        el('stop', { offset: 1, 'stop-color': inner ? mixHex(hex, '#f6e0e0', 0.85) : hex }),
    ),
  );
  return svgDoc(
    title,
    BG +
      defs +
      el('path', {
        d: LIPS,
        fill: `url(#${id})`,
        'fill-opacity': variant === 'stain' ? 0.7 : 0.9,
      }) +
      (variant === 'jelly'
        ? el('ellipse', { cx: 32, cy: 40, rx: 9, ry: 2.2, fill: '#ffffff', 'fill-opacity': 0.55 })
        : '') +
      el('path', {
        d: MOUTH_LINE,
        stroke: mixHex(hex, '#000000', 0.35),
        'stroke-width': 1,
        fill: 'none',
      }),
  );
}

export function bottleSvg(
  title: string,
  hex: string,
  variant: 'dropper' | 'pump' | 'stick' | 'compact' | 'tube',
): string {
  let glyph = '';
  switch (variant) {
    case 'dropper':
      glyph =
        el('rect', { x: 22, y: 24, width: 20, height: 30, rx: 5, fill: hex }) +
        el('rect', { x: 28, y: 10, width: 8, height: 14, rx: 3, fill: '#2f3440' });
      break;
    case 'pump':
      glyph =
        el('rect', { x: 20, y: 22, width: 24, height: 34, rx: 4, fill: hex }) +
        el('rect', { x: 27, y: 14, width: 10, height: 8, fill: '#2f3440' }) +
        el('rect', { x: 30, y: 8, width: 14, height: 4, rx: 2, fill: '#2f3440' });
      break;
    case 'stick':
      glyph =
        el('rect', { x: 24, y: 26, width: 16, height: 30, rx: 3, fill: '#2f3440' }) +
        el('path', { d: 'M25 26L25 14Q32 8 39 14L39 26Z', fill: hex });
      break;
    case 'compact':
      glyph =
        el('circle', { cx: 32, cy: 34, r: 20, fill: '#2f3440' }) +
        el('circle', { cx: 32, cy: 34, r: 15, fill: hex });
      break;
    case 'tube':
      glyph =
        el('path', { d: 'M22 10L42 10L38 48L26 48Z', fill: hex }) +
        el('rect', { x: 25, y: 48, width: 14, height: 8, rx: 2, fill: '#2f3440' });
      break;
  }
  return svgDoc(
    title,
    BG +
      glyph +
      el('ellipse', { cx: 28, cy: 30, rx: 2, ry: 6, fill: '#ffffff', 'fill-opacity': 0.3 }),
  );
}

/** Face outline with product placed on the cheeks (blush, contour, highlighter, bronzer). */
export type CheekPlacement =
  | 'apples'
  | 'high'
  | 'draped'
  | 'sunkissed'
  | 'sculpt'
  | 'soft-sculpt'
  | 'glow'
  | 'strobe'
  | 'all-over'
  | 'nose'
  | 'c-curve';

export function cheekSvg(
  title: string,
  hex: string,
  placement: CheekPlacement,
  shimmer = false,
): string {
  let marks = '';
  const pair = (f: (side: number) => string): string => f(-1) + f(1);
  switch (placement) {
    case 'apples':
      marks = pair((s) =>
        el('circle', { cx: 32 + s * 11, cy: 38, r: 5.5, fill: hex, 'fill-opacity': 0.7 }),
      );
      break;
    case 'high':
      marks = pair((s) =>
        el('ellipse', {
          cx: 32 + s * 12,
          cy: 34,
          rx: 6,
          ry: 3.5,
          fill: hex,
          'fill-opacity': 0.7,
          transform: `rotate(${s * -25} ${32 + s * 12} 34)`,
        }),
      );
      break;
    case 'draped':
      marks = pair((s) =>
        el('path', {
          d: `M${32 + s * 8} 40Q${32 + s * 16} 34 ${32 + s * 14} 24`,
          stroke: hex,
          'stroke-width': 5,
          'stroke-opacity': 0.65,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
      break;
    case 'sunkissed':
      marks =
        pair((s) =>
          el('ellipse', { cx: 32 + s * 11, cy: 36, rx: 6, ry: 3, fill: hex, 'fill-opacity': 0.6 }),
        ) + el('ellipse', { cx: 32, cy: 33, rx: 3, ry: 2, fill: hex, 'fill-opacity': 0.6 });
      break;
    case 'sculpt':
    case 'soft-sculpt':
      marks =
        pair((s) =>
          el('path', {
            d: `M${32 + s * 17} 32Q${32 + s * 12} 38 ${32 + s * 6} 42`,
            stroke: hex,
            'stroke-width': placement === 'sculpt' ? 3.5 : 5,
            'stroke-opacity': placement === 'sculpt' ? 0.85 : 0.5,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        ) +
        el('path', {
          d: 'M29 27L29 36M35 27L35 36',
          stroke: hex,
          'stroke-width': 1.6,
          'stroke-opacity': 0.6,
        });
      break;
    case 'glow':
    case 'strobe':
      marks =
        pair((s) =>
          el('ellipse', {
            cx: 32 + s * 12,
            cy: 32,
            rx: placement === 'strobe' ? 6 : 4.5,
            ry: 2.2,
            fill: hex,
            'fill-opacity': 0.85,
            transform: `rotate(${s * -20} ${32 + s * 12} 32)`,
          }),
        ) +
        el('path', {
          d: 'M32 24L32 34',
          stroke: hex,
          'stroke-width': 2,
          'stroke-opacity': 0.85,
          'stroke-linecap': 'round',
        });
      break;
    case 'all-over':
      marks = el('ellipse', { cx: 32, cy: 36, rx: 15, ry: 18, fill: hex, 'fill-opacity': 0.35 });
      break;
    case 'c-curve':
      marks = pair((s) =>
        el('path', {
          d: `M${32 + s * 8} 38Q${32 + s * 17} 34 ${32 + s * 12} 22`,
          stroke: hex,
          'stroke-width': 3,
          'stroke-opacity': 0.9,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
      break;
    case 'nose':
      marks =
        pair((s) =>
          el('ellipse', { cx: 32 + s * 10, cy: 37, rx: 5, ry: 3, fill: hex, 'fill-opacity': 0.6 }),
        ) + el('ellipse', { cx: 32, cy: 35, rx: 4, ry: 2, fill: hex, 'fill-opacity': 0.6 });
      break;
  }
  const sparkle = shimmer
    ? [
        [20, 26],
        [45, 27],
        [40, 44],
      ]
        .map(([x, y]) =>
          el('path', {
            d: `M${x} ${n((y ?? 0) - 3)}L${n((x ?? 0) + 1)} ${y}L${x} ${n((y ?? 0) + 3)}L${n((x ?? 0) - 1)} ${y}Z`,
            fill: '#ffffff',
          }),
        )
        .join('')
    : '';
  return svgDoc(
    title,
    BG +
      el('ellipse', { cx: 32, cy: 35, rx: 19, ry: 23, fill: SKIN }) +
      el('path', {
        d: 'M24 28Q26 26 28 28M36 28Q38 26 40 28',
        stroke: '#6b4a35',
        'stroke-width': 1.2,
        fill: 'none',
      }) +
      marks +
      el('path', {
        d: 'M27 48Q32 51 37 48',
        stroke: '#b5656b',
        'stroke-width': 1.6,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      sparkle,
  );
}

const EYE = 'M10 36Q32 18 54 36Q32 50 10 36Z';

function eyeBase(): string {
  return (
    el('path', { d: EYE, fill: '#ffffff', stroke: '#6b5a50', 'stroke-width': 1 }) +
    el('circle', { cx: 32, cy: 35.5, r: 7, fill: '#6b4a35' }) +
    el('circle', { cx: 32, cy: 35.5, r: 3, fill: '#1e1a18' }) +
    el('circle', { cx: 34, cy: 33.5, r: 1.2, fill: '#ffffff' })
  );
}

export type EyeshadowVariant =
  | 'wash'
  | 'smoky'
  | 'cut-crease'
  | 'halo'
  | 'ombre'
  | 'glitter'
  | 'graphic'
  | 'winged'
  | 'monochrome'
  | 'spotlight';

export function eyeshadowSvg(
  title: string,
  palette: readonly string[],
  variant: EyeshadowVariant,
): string {
  const [a = '#b48a78', b = '#7a5446', c = '#e8cfc3'] = palette;
  let lid = '';
  switch (variant) {
    case 'wash':
    case 'monochrome':
      lid = el('path', { d: 'M10 36Q32 8 54 36Q32 22 10 36Z', fill: a, 'fill-opacity': 0.8 });
      break;
    case 'smoky':
      lid =
        el('path', { d: 'M8 36Q32 4 56 36Q32 22 8 36Z', fill: b, 'fill-opacity': 0.9 }) +
        el('path', { d: 'M10 37Q32 52 54 37Q32 46 10 37Z', fill: b, 'fill-opacity': 0.6 });
      break;
    case 'cut-crease':
      lid =
        el('path', { d: 'M10 36Q32 6 54 36Q32 16 10 36Z', fill: b }) +
        el('path', { d: 'M14 34Q32 16 50 34Q32 24 14 34Z', fill: c });
      break;
    case 'halo':
    case 'spotlight':
      lid =
        el('path', { d: 'M10 36Q32 8 54 36Q32 22 10 36Z', fill: b }) +
        el('ellipse', { cx: 32, cy: 24, rx: 7, ry: 5, fill: c });
      break;
    case 'ombre':
      lid =
        el('path', { d: 'M10 36Q32 8 54 36Q32 22 10 36Z', fill: c }) +
        el('path', { d: 'M32 14Q48 20 54 36Q44 26 32 24Z', fill: b });
      break;
    case 'glitter':
      lid =
        el('path', { d: 'M10 36Q32 8 54 36Q32 22 10 36Z', fill: a }) +
        [
          [22, 26],
          [30, 20],
          [38, 22],
          [45, 28],
          [27, 29],
        ]
          .map(([x, y]) => el('circle', { cx: x, cy: y, r: 1.3, fill: '#fff6c8' }))
          .join('');
      break;
    case 'graphic':
      lid = el('path', {
        d: 'M14 30Q32 12 50 30L58 22',
        stroke: b,
        'stroke-width': 2.5,
        fill: 'none',
      });
      break;
    case 'winged':
      lid = el('path', {
        d: 'M10 36Q32 8 54 36L60 26Q40 16 10 36Z',
        fill: a,
        'fill-opacity': 0.85,
      });
      break;
  }
  return svgDoc(title, BG + lid + eyeBase());
}

export type LinerVariant =
  | 'tightline'
  | 'classic'
  | 'winged'
  | 'cat'
  | 'double'
  | 'smudged'
  | 'graphic'
  | 'floating'
  | 'kohl'
  | 'reverse';

export function eyelinerSvg(title: string, hex: string, variant: LinerVariant): string {
  const stroke = { stroke: hex, fill: 'none', 'stroke-linecap': 'round' as const };
  let line = '';
  switch (variant) {
    case 'tightline':
      line = el('path', { d: 'M12 36Q32 21 52 36', ...stroke, 'stroke-width': 1.4 });
      break;
    case 'classic':
      line = el('path', { d: 'M12 35Q32 19 53 35', ...stroke, 'stroke-width': 2.5 });
      break;
    case 'winged':
      line = el('path', { d: 'M12 35Q32 19 53 35L60 29', ...stroke, 'stroke-width': 2.6 });
      break;
    case 'cat':
      line =
        el('path', { d: 'M12 35Q32 18 53 34L62 25', ...stroke, 'stroke-width': 3.4 }) +
        el('path', { d: 'M40 43Q50 40 54 36', ...stroke, 'stroke-width': 2 });
      break;
    case 'double':
      line =
        el('path', { d: 'M12 35Q32 19 53 35L60 29', ...stroke, 'stroke-width': 2.4 }) +
        el('path', { d: 'M38 44Q48 42 55 37L61 37', ...stroke, 'stroke-width': 2 });
      break;
    case 'smudged':
    case 'kohl':
      line = el('path', {
        d: 'M10 36Q32 18 54 36Q32 50 10 36',
        ...stroke,
        'stroke-width': variant === 'smudged' ? 4.5 : 2.6,
        'stroke-opacity': variant === 'smudged' ? 0.65 : 1,
      });
      break;
    case 'graphic':
      line =
        el('path', { d: 'M12 35Q32 19 53 35L62 26', ...stroke, 'stroke-width': 2.4 }) +
        el('path', { d: 'M16 28Q32 12 50 26', ...stroke, 'stroke-width': 1.6 });
      break;
    case 'floating':
      line = el('path', { d: 'M14 26Q32 10 52 26', ...stroke, 'stroke-width': 2 });
      break;
    case 'reverse':
      line = el('path', { d: 'M14 38Q32 50 52 38L60 42', ...stroke, 'stroke-width': 2.6 });
      break;
  }
  return svgDoc(title, BG + eyeBase() + line);
}

export function mascaraSvg(
  title: string,
  hex: string,
  volume: number,
  length: number,
  colored = false,
): string {
  let lashes = '';
  const count = 6 + Math.round(volume * 6);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = 12 + t * 40;
    const y = 36 - Math.sin(t * Math.PI) * 14;
    const len = 4 + length * 7 * (0.6 + 0.4 * Math.sin(t * Math.PI));
    const angle = -Math.PI / 2 + (t - 0.5) * 1.6;
    lashes += el('path', {
      d: `M${n(x)} ${n(y)}Q${n(x + Math.cos(angle) * len * 0.4)} ${n(y + Math.sin(angle) * len * 0.6)} ${n(x + Math.cos(angle) * len + 1)} ${n(y + Math.sin(angle) * len)}`,
      stroke: hex,
      'stroke-width': 0.8 + volume * 1.2,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  }
  const wand = colored ? el('rect', { x: 48, y: 46, width: 12, height: 4, rx: 2, fill: hex }) : '';
  return svgDoc(title, BG + eyeBase() + lashes + wand);
}

/** Eyebrow shape parameters (icon only): arch height, thickness, tail length, softness. */
export interface BrowShape {
  arch: number;
  thickness: number;
  tail: number;
  angle: number;
  feathered?: boolean;
}

export function eyebrowSvg(title: string, hex: string, brow: BrowShape): string {
  const startX = 12;
  const peakX = 38;
  const endX = 44 + brow.tail * 14;
  const baseY = 34;
  const peakY = baseY - 4 - brow.arch * 10 - brow.angle * 3;
  const endY = baseY - 2 + brow.tail * 2 - brow.angle * 2;
  const t = 3 + brow.thickness * 5;
  const top = `M${startX} ${baseY}Q${n(peakX - 12)} ${n(peakY - t * 0.4)} ${peakX} ${n(peakY - t * 0.2)}Q${n(endX - 3)} ${n(peakY + 1)} ${n(endX)} ${n(endY)}`;
  const bottom = `Q${n(endX - 4)} ${n(endY - 1)} ${peakX} ${n(peakY + t * 0.8)}Q${n(peakX - 12)} ${n(peakY + t)} ${startX} ${n(baseY + t)}Z`;
  let body =
    BG +
    el('ellipse', { cx: 32, cy: 50, rx: 22, ry: 9, fill: '#ffffff', stroke: '#d6c2b8' }) +
    el('path', { d: top + bottom, fill: hex });
  if (brow.feathered) {
    for (let i = 0; i < 7; i++) {
      const x = 14 + i * 4;
      body += el('path', {
        d: `M${x} ${baseY + t - 1}L${x + 2} ${n(baseY - 4 - i * 1.4)}`,
        stroke: mixHex(hex, '#000000', 0.3),
        'stroke-width': 0.8,
      });
    }
  }
  return svgDoc(title, body);
}
