import { el, mixHex, n, svgDoc } from './svg';

/** Outline of a lock of hair. */
const LOCK = 'M22 6C14 20 16 40 24 58C30 60 36 60 42 58C48 40 50 20 42 6C36 3 28 3 22 6Z';

const RAINBOW = ['#e4572e', '#f3a712', '#a8c256', '#29bf9f', '#3a86ff', '#8338ec', '#ff006e'];

/** Fill for a catalogue hex value: one colour, a gradient for a range, stripes for 'Assorted'. */
function fillFor(hex: string, id: string): { defs: string; fill: string; opacity?: number } {
  const range = /^(#[0-9a-fA-F]{6})-(#[0-9a-fA-F]{6})$/.exec(hex);
  if (range) {
    const [, from = '#000000', to = '#ffffff'] = range;
    const defs = el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
    );
    return { defs: el('defs', {}, defs), fill: `url(#${id})` };
  }
  if (hex === 'Assorted') {
    const stops = RAINBOW.map((c, i) =>
      el('stop', { offset: i / (RAINBOW.length - 1), 'stop-color': c }),
    ).join('');
    return {
      defs: el('defs', {}, el('linearGradient', { id, x1: 0, y1: 0, x2: 1, y2: 1 }, stops)),
      fill: `url(#${id})`,
    };
  }
  if (hex === 'N/A' || !/^#[0-9a-fA-F]{6}$/.test(hex)) {
    return { defs: '', fill: '#ffffff', opacity: 0.55 };
  }
  return { defs: '', fill: hex };
}

/** A round colour swatch with a soft highlight (hair colours, shade chips). */
export function swatchSvg(title: string, hex: string): string {
  const id = `g${Math.abs(hashCode(title + hex)).toString(36)}`;
  const { defs, fill, opacity } = fillFor(hex, id);
  const clear = hex === 'N/A';
  return svgDoc(
    title,
    defs +
      el('circle', {
        cx: 32,
        cy: 32,
        r: 26,
        fill,
        'fill-opacity': opacity,
        stroke: '#00000022',
        'stroke-width': 1.5,
      }) +
      (clear ? el('path', { d: 'M18 46L46 18', stroke: '#9aa3ad', 'stroke-width': 2 }) : '') +
      el('ellipse', {
        cx: 24,
        cy: 22,
        rx: 8,
        ry: 5,
        fill: '#ffffff',
        'fill-opacity': 0.28,
        transform: 'rotate(-30 24 22)',
      }),
  );
}

/** A lock of hair in one colour (a range draws a gradient, 'Assorted' a rainbow). */
export function hairLockSvg(title: string, hex: string): string {
  const id = `h${Math.abs(hashCode(title + hex)).toString(36)}`;
  const { defs, fill } = fillFor(hex, id);
  const base = /^#[0-9a-fA-F]{6}$/.test(fill) ? fill : '#6b4a35';
  const strand = mixHex(base, '#000000', 0.25);
  const strands = [27, 32, 37]
    .map((x) =>
      el('path', {
        d: `M${x} 8C${x - 3} 24 ${x - 2} 42 ${x} 56`,
        stroke: strand,
        'stroke-width': 0.8,
        fill: 'none',
        'stroke-opacity': 0.6,
      }),
    )
    .join('');
  return svgDoc(
    title,
    defs +
      el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' }) +
      el('path', { d: LOCK, fill }) +
      strands,
  );
}

/** Deterministic 32-bit string hash (also used for colour fallbacks). */
export function hashCode(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) {
    h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  }
  return h;
}

/** How a colour variant is laid onto the lock (icons of hair colour variants). */
export interface HairVariantLook {
  kind: 'gradient' | 'streaks' | 'roots' | 'split' | 'panel';
  base: string;
  accent: string;
  /** Optional middle tone (colour melt) or second streak colour (tortoiseshell). */
  accent2?: string;
  /** Where along the lock (0 top … 1 tip) the accent starts, for gradients. */
  start?: number;
  /** 0 hard edge (dip-dye) … 1 very soft blend (sombré). */
  softness?: number;
  /** Streak count and width. */
  count?: number;
  width?: number;
}

/** A lock of hair showing a colour technique (balayage, ombré, highlights, split dye…). */
export function hairVariantSvg(title: string, look: HairVariantLook): string {
  const id = `v${Math.abs(hashCode(title)).toString(36)}`;
  let defs = '';
  let fill = look.base;
  let overlay = '';
  switch (look.kind) {
    case 'gradient': {
      const start = look.start ?? 0.5;
      const soft = look.softness ?? 0.5;
      const end = Math.min(1, start + 0.05 + soft * 0.4);
      const stops =
        el('stop', { offset: Math.max(0, start - soft * 0.2), 'stop-color': look.base }) +
        (look.accent2
          ? el('stop', { offset: (start + end) / 2, 'stop-color': look.accent2 })
          : '') +
        el('stop', { offset: end, 'stop-color': look.accent });
      defs = el('defs', {}, el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, stops));
      fill = `url(#${id})`;
      break;
    }
    case 'streaks': {
      const count = look.count ?? 3;
      const width = look.width ?? 2.4;
      for (let i = 0; i < count; i++) {
        const x = 22 + ((i + 0.5) * 20) / count;
        const colour = i % 2 === 1 && look.accent2 ? look.accent2 : look.accent;
        overlay += el('path', {
          d: `M${n(x)} 7C${n(x - 2)} 24 ${n(x - 1)} 44 ${n(x)} 57`,
          stroke: colour,
          'stroke-width': width,
          fill: 'none',
          'stroke-linecap': 'round',
        });
      }
      break;
    }
    case 'roots':
      overlay = el('path', {
        d: 'M22 6C19 11 17 15 16.5 20L47.5 20C47 15 45 11 42 6C36 3 28 3 22 6Z',
        fill: look.accent,
        'fill-opacity': 0.9,
      });
      break;
    case 'split':
      overlay = el('path', {
        d: 'M32 4L32 60C36 60 39 59 42 58C48 40 50 20 42 6C39 4.5 35 4 32 4Z',
        fill: look.accent,
      });
      break;
    case 'panel':
      overlay = el('path', {
        d: 'M22 6C18 14 16 24 16.5 34C18 44 21 52 24 58L27 58C25 40 25 20 27 4.6C25 5 23.5 5.4 22 6Z',
        fill: look.accent,
      });
      break;
  }
  const strand = mixHex(look.base, '#000000', 0.25);
  const strands = [27, 32, 37]
    .map((x) =>
      el('path', {
        d: `M${x} 8C${x - 3} 24 ${x - 2} 42 ${x} 56`,
        stroke: strand,
        'stroke-width': 0.8,
        fill: 'none',
        'stroke-opacity': 0.5,
      }),
    )
    .join('');
  return svgDoc(
    title,
    defs +
      el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' }) +
      el('path', { d: LOCK, fill }) +
      overlay +
      strands,
  );
}
