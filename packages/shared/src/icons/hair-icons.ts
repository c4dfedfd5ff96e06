import type { FacialHairShape, ScalpHairShape } from '../catalogue/hair-shape';
import { el, mixHex, n, polygonPath, smoothPath, svgDoc, type Point } from './svg';

/*
 * Hairstyle and facial-hair silhouettes drawn from the catalogue's shape parameters, using the
 * same normalized frame as `hair-shape.ts` (x in face widths from the centre line, y in face
 * heights below the hairline).
 */

const SKIN = '#f1d0b5';
const SKIN_SHADE = '#d9ad8c';
const BODY = '#9aa7b8';
export const DEFAULT_HAIR_HEX = '#4a3426';

/** Icon geometry of the face. */
const CX = 32;
const FACE_W = 19;
const FACE_H = 23;
const HAIRLINE_Y = 17;

const X = (x: number): number => CX + x * FACE_W;
/** Lengths past the chin are compressed so waist-length hair still fits the icon. */
const Y = (y: number): number => HAIRLINE_Y + FACE_H * Math.min(y, 1) + (y > 1 ? 12 * (y - 1) : 0);

/** Radial wave applied to an outline for curly hair. */
function wave(points: Point[], amplitude: number, centre: Point, frequency: number): Point[] {
  if (amplitude <= 0) return points;
  return points.map(([x, y], i) => {
    const dx = x - centre[0];
    const dy = y - centre[1];
    const dist = Math.hypot(dx, dy) || 1;
    const offset = amplitude * Math.sin(i * frequency);
    return [x + (dx / dist) * offset, y + (dy / dist) * offset] as const;
  });
}

/** Sample an elliptical arc from angle a0 to a1 (radians, 0 = right, -π/2 = top). */
function arc(c: Point, rx: number, ry: number, a0: number, a1: number, steps: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push([c[0] + rx * Math.cos(a), c[1] + ry * Math.sin(a)]);
  }
  return out;
}

function shoulders(): string {
  return el('path', {
    d: `M6 64C8 54 18 50 ${n(CX - 7)} 49L${n(CX + 7)} 49C46 50 56 54 58 64Z`,
    fill: BODY,
  });
}

function neckAndEars(): string {
  const neck = el('rect', {
    x: CX - 5.5,
    y: Y(0.85),
    width: 11,
    height: 10,
    rx: 3,
    fill: SKIN_SHADE,
  });
  const ears =
    el('ellipse', { cx: X(-0.52), cy: Y(0.45), rx: 2.2, ry: 3.6, fill: SKIN_SHADE }) +
    el('ellipse', { cx: X(0.52), cy: Y(0.45), rx: 2.2, ry: 3.6, fill: SKIN_SHADE });
  return neck + ears;
}

function face(): string {
  const faceShape = el('ellipse', {
    cx: CX,
    cy: Y(0.45),
    rx: FACE_W / 2,
    ry: FACE_H * 0.6,
    fill: SKIN,
  });
  const eyes =
    el('ellipse', { cx: X(-0.2), cy: Y(0.42), rx: 1.3, ry: 0.9, fill: '#3b2a20' }) +
    el('ellipse', { cx: X(0.2), cy: Y(0.42), rx: 1.3, ry: 0.9, fill: '#3b2a20' });
  const mouth = el('path', {
    d: `M${n(X(-0.12))} ${n(Y(0.78))}Q${n(CX)} ${n(Y(0.83))} ${n(X(0.12))} ${n(Y(0.78))}`,
    stroke: '#b5656b',
    'stroke-width': 1.2,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  return faceShape + eyes + mouth;
}

interface Lengths {
  left: number;
  right: number;
}

function sideLengths(shape: ScalpHairShape): Lengths {
  const base = Math.max(0.4, shape.length * Math.max(shape.sides, 0.05));
  const skew = shape.asymmetry * 0.45 * Math.max(shape.length, 0.6);
  return { left: Math.max(0.2, base - skew), right: Math.max(0.2, base + skew) };
}

/** The mass of hair behind and around the head. */
function hairMass(shape: ScalpHairShape, hex: string): string {
  const off = 0.05 + 0.35 * shape.volume;
  const centre: Point = [CX, Y(0.3)];
  const opacity = shape.shape === 'shaved' ? 0.55 : 1;

  if (shape.shape === 'afro') {
    const r = FACE_W * (0.62 + off);
    const pts = arc([CX, Y(0.2)], r, r * 0.92, 0, Math.PI * 2, 40).slice(0, 40);
    return el('path', { d: smoothPath(wave(pts, 1.2 * shape.curl, [CX, Y(0.2)], 2.7)), fill: hex });
  }

  const rx = FACE_W * (0.5 + off);
  const top = Y(-0.25 - shape.crownHeight);
  const ry = centre[1] - top;
  const { left, right } = sideLengths(shape);
  const flare = shape.length > 1 ? FACE_W * 0.12 * shape.volume : 0;
  const crest = shape.shape === 'mohawk';

  if (shape.shape === 'undercut') {
    // Clipped sides: only a faint cap around the head; the long top is drawn in front.
    return el('path', {
      d: smoothPath(arc(centre, FACE_W * 0.55, centre[1] - Y(-0.22), Math.PI, Math.PI * 2, 16)),
      fill: hex,
      'fill-opacity': 0.35,
    });
  }

  if (crest) {
    // Shaved sides as a faint cap, with a central crest on top.
    const cap = el('path', {
      d: smoothPath(arc(centre, FACE_W * 0.55, centre[1] - Y(-0.22), Math.PI, Math.PI * 2, 16)),
      fill: hex,
      'fill-opacity': 0.35,
    });
    const crestPts: Point[] = [
      [X(-0.14), Y(0.05)],
      [X(-0.1), Y(-0.3 - shape.crownHeight * 0.8)],
      [CX, Y(-0.3 - shape.crownHeight)],
      [X(0.1), Y(-0.3 - shape.crownHeight * 0.8)],
      [X(0.14), Y(0.05)],
    ];
    return cap + el('path', { d: polygonPath(crestPts), fill: hex });
  }

  const outline: Point[] = [
    [X(-0.5 - off) - flare, Y(left)],
    ...arc(centre, rx, ry, Math.PI, Math.PI * 2, 18),
    [X(0.5 + off) + flare, Y(right)],
    [X(0.32), Y(right)],
    [X(-0.32), Y(left)],
  ];
  const amplitude = shape.curl * 1.4;
  const d = amplitude > 0 ? smoothPath(wave(outline, amplitude, centre, 2.1)) : smoothPath(outline);
  let out = el('path', { d, fill: hex, 'fill-opacity': opacity });

  if (shape.shape === 'braid' || shape.shape === 'locs') {
    const dark = mixHex(hex, '#000000', 0.35);
    for (const side of [-1, 1]) {
      const x = X(side * (0.5 + off * 0.6));
      const bottom = Y(side < 0 ? left : right);
      for (let y = Y(0.6); y < bottom - 2; y += shape.shape === 'braid' ? 4 : 5) {
        out +=
          shape.shape === 'braid'
            ? el('ellipse', {
                cx: x,
                cy: y + 2,
                rx: 2.2,
                ry: 2,
                fill: 'none',
                stroke: dark,
                'stroke-width': 0.8,
              })
            : el('line', { x1: x, y1: y, x2: x, y2: y + 3.5, stroke: dark, 'stroke-width': 1 });
      }
    }
  }
  return out;
}

/** Hair in front of the forehead: the hairline, parting and fringe. */
function frontHair(shape: ScalpHairShape, hex: string): string {
  if (shape.shape === 'afro' && shape.fringe === 'none') {
    return hairlineCap(shape, hex, 0.06);
  }
  if (shape.shape === 'mohawk') return '';
  let out =
    shape.shape === 'undercut'
      ? undercutTop(shape, hex)
      : hairlineCap(shape, hex, shape.fringe === 'none' ? 0.04 : 0);
  const fl = shape.fringeLength;
  const l = X(-0.5);
  const r = X(0.5);
  const top = Y(-0.12);
  switch (shape.fringe) {
    case 'blunt':
    case 'micro': {
      const bottom = Y(shape.fringe === 'micro' ? 0.06 + fl * 0.06 : 0.08 + fl * 0.27);
      out += el('path', {
        d: `M${n(l)} ${n(Y(0.3))}Q${n(l)} ${n(top)} ${n(CX)} ${n(top)}Q${n(r)} ${n(top)} ${n(r)} ${n(Y(0.3))}L${n(r - 1)} ${n(bottom)}L${n(l + 1)} ${n(bottom)}Z`,
        fill: hex,
      });
      break;
    }
    case 'side-swept': {
      const dir = shape.parting === 'right' ? -1 : 1;
      const low = Y(0.12 + fl * 0.25);
      const high = Y(0.02);
      const [a, b] = dir > 0 ? [l, r] : [r, l];
      out += el('path', {
        d: `M${n(a)} ${n(Y(0.3))}Q${n(a)} ${n(top)} ${n(CX)} ${n(top)}Q${n(b)} ${n(top)} ${n(b)} ${n(low + 3)}Q${n(CX)} ${n(low)} ${n(a)} ${n(high)}Z`,
        fill: hex,
      });
      break;
    }
    case 'curtain': {
      const low = Y(0.1 + fl * 0.25);
      out += el('path', {
        d: `M${n(l)} ${n(low + 2)}Q${n(l)} ${n(top)} ${n(CX)} ${n(top)}Q${n(X(-0.08))} ${n(Y(0.05))} ${n(X(-0.3))} ${n(low)}Z`,
        fill: hex,
      });
      out += el('path', {
        d: `M${n(r)} ${n(low + 2)}Q${n(r)} ${n(top)} ${n(CX)} ${n(top)}Q${n(X(0.08))} ${n(Y(0.05))} ${n(X(0.3))} ${n(low)}Z`,
        fill: hex,
      });
      break;
    }
    case 'wispy': {
      const low = Y(0.06 + fl * 0.25);
      const teeth: Point[] = [];
      for (let i = 0; i <= 8; i++) {
        const x = l + ((r - l) * i) / 8;
        teeth.push([x, i % 2 === 0 ? low - 2.5 : low]);
      }
      out += el('path', {
        d: polygonPath([[r, Y(0.3)], [r, top + 4], [CX, top], [l, top + 4], [l, Y(0.3)], ...teeth]),
        fill: hex,
        'fill-opacity': 0.92,
      });
      break;
    }
    case 'none':
      break;
  }
  if (shape.parting !== 'none' && shape.fringe !== 'blunt' && shape.fringe !== 'micro') {
    const px = shape.parting === 'center' ? CX : shape.parting === 'left' ? X(-0.2) : X(0.2);
    out += el('line', {
      x1: px,
      y1: Y(-0.2 - shape.crownHeight * 0.5),
      x2: px,
      y2: Y(-0.02),
      stroke: mixHex(hex, SKIN, 0.55),
      'stroke-width': 1,
      'stroke-linecap': 'round',
    });
  }
  return out;
}

/** The hair covering the top of the forehead down to the hairline. */
function hairlineCap(shape: ScalpHairShape, hex: string, dip: number): string {
  const l = X(-0.52);
  const r = X(0.52);
  const top = Y(-0.18 - shape.crownHeight * 0.7);
  const line = Y(0.02 + dip);
  const opacity = shape.shape === 'shaved' ? 0.55 : 1;
  return el('path', {
    d: `M${n(l)} ${n(Y(0.35))}Q${n(l - 1)} ${n(top)} ${n(CX)} ${n(top)}Q${n(r + 1)} ${n(top)} ${n(r)} ${n(Y(0.35))}Q${n(X(0.42))} ${n(line)} ${n(CX)} ${n(line)}Q${n(X(-0.42))} ${n(line)} ${n(l)} ${n(Y(0.35))}Z`,
    fill: hex,
    'fill-opacity': opacity,
  });
}

/** The long top of an undercut, narrower than the head so the clipped sides show. */
function undercutTop(shape: ScalpHairShape, hex: string): string {
  const l = X(-0.4);
  const r = X(0.4);
  const top = Y(-0.2 - shape.crownHeight * 0.8);
  const lowL = Y(shape.asymmetry < 0 ? 0.25 : 0.08);
  const lowR = Y(shape.asymmetry > 0 ? 0.25 : 0.08);
  return el('path', {
    d: `M${n(l)} ${n(lowL)}Q${n(l - 2)} ${n(top)} ${n(CX)} ${n(top)}Q${n(r + 2)} ${n(top)} ${n(r)} ${n(lowR)}Q${n(CX)} ${n(Y(0.02))} ${n(l)} ${n(lowL)}Z`,
    fill: hex,
  });
}

/** Buns, ponytails and updos: the gathered mass. */
function gathered(shape: ScalpHairShape, hex: string): { back: string; front: string } {
  const dark = mixHex(hex, '#000000', 0.25);
  switch (shape.gather) {
    case 'top': {
      const r = 5 + shape.volume * 4;
      const cy = Y(-0.42 - shape.crownHeight);
      return {
        back: '',
        front: el('circle', { cx: CX, cy, r, fill: hex, stroke: dark, 'stroke-width': 0.8 }),
      };
    }
    case 'crown':
      return {
        back: el('ellipse', {
          cx: CX,
          cy: Y(-0.3 - shape.crownHeight * 0.6),
          rx: 9 + shape.volume * 3,
          ry: 6,
          fill: hex,
        }),
        front: '',
      };
    case 'nape': {
      if (shape.shape === 'ponytail') {
        const tail = `M${n(X(0.35))} ${n(Y(0.45))}Q${n(X(0.95))} ${n(Y(0.7))} ${n(X(0.75))} ${n(Y(Math.max(1.1, shape.length)))}Q${n(X(0.6))} ${n(Y(0.9))} ${n(X(0.3))} ${n(Y(0.6))}Z`;
        return { back: el('path', { d: tail, fill: hex }), front: '' };
      }
      return {
        back: el('circle', { cx: X(0.45), cy: Y(0.62), r: 5 + shape.volume * 2, fill: hex }),
        front: '',
      };
    }
    case 'side':
      return {
        back: el('path', {
          d: `M${n(X(0.4))} ${n(Y(0.5))}Q${n(X(0.9))} ${n(Y(0.9))} ${n(X(0.55))} ${n(Y(Math.max(1.2, shape.length)))}L${n(X(0.35))} ${n(Y(0.8))}Z`,
          fill: hex,
        }),
        front: '',
      };
    case 'none':
      return { back: '', front: '' };
  }
}

/** Avant-garde sculptural accents: geometric planes above the head. */
function sculpture(shape: ScalpHairShape, hex: string): string {
  if (shape.shape !== 'sculptural') return '';
  const h = Y(-0.4 - shape.crownHeight);
  const light = mixHex(hex, '#ffffff', 0.25);
  return (
    el('path', {
      d: polygonPath([
        [X(-0.55), Y(0)],
        [X(-0.2), h],
        [CX, Y(-0.15)],
      ]),
      fill: light,
    }) +
    el('path', {
      d: polygonPath([
        [X(0.55), Y(0)],
        [X(0.25), h - 4],
        [CX, Y(-0.15)],
      ]),
      fill: hex,
    })
  );
}

/** Full hairstyle icon. */
export function hairstyleSvg(
  title: string,
  shape: ScalpHairShape,
  hairHex = DEFAULT_HAIR_HEX,
): string {
  const gather = gathered(shape, hairHex);
  const body =
    el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' }) +
    shoulders() +
    gather.back +
    hairMass(shape, hairHex) +
    neckAndEars() +
    face() +
    frontHair(shape, hairHex) +
    sculpture(shape, hairHex) +
    gather.front;
  return svgDoc(title, body);
}

/** Facial-hair icon: a male head with short hair and the beard/mustache/sideburns drawn on. */
export function facialHairSvg(
  title: string,
  shape: FacialHairShape,
  hairHex = DEFAULT_HAIR_HEX,
): string {
  const shortHair = hairlineCap(
    {
      kind: 'scalp',
      shape: 'crop',
      length: 0.3,
      volume: 0.1,
      crownHeight: 0.05,
      sides: 0.5,
      parting: 'none',
      fringe: 'none',
      fringeLength: 0,
      curl: 0,
      asymmetry: 0,
      gather: 'none',
    },
    '#6b6f78',
    0.02,
  );
  const opacity = 0.35 + 0.65 * shape.density;
  let beard = '';
  const jawTop = 0.55 - shape.cheeks * 0.2;
  const bottom = 1.02 + shape.length * 1.4;
  const chinHalf = 0.1 + shape.chin * 0.4;
  if (shape.cheeks > 0 && shape.chin > 0) {
    const tip = bottomShape(shape.shape, chinHalf, bottom);
    beard = el('path', {
      d: smoothPath([
        [X(-0.5), Y(jawTop)],
        [X(-0.47), Y(0.8)],
        [X(-chinHalf - 0.05), Y(0.97)],
        ...tip,
        [X(chinHalf + 0.05), Y(0.97)],
        [X(0.47), Y(0.8)],
        [X(0.5), Y(jawTop)],
        [X(0.36), Y(0.7)],
        [X(0.16), Y(0.86)],
        [X(-0.16), Y(0.86)],
        [X(-0.36), Y(0.7)],
      ]),
      fill: hairHex,
      'fill-opacity': opacity,
    });
  } else if (shape.chin > 0) {
    const tip = bottomShape(shape.shape, chinHalf * 0.7, bottom);
    beard = el('path', {
      d: smoothPath([[X(-chinHalf), Y(0.84)], ...tip, [X(chinHalf), Y(0.84)], [CX, Y(0.88)]]),
      fill: hairHex,
      'fill-opacity': opacity,
    });
  }
  let sideburns = '';
  if (shape.sideburns > 0) {
    const w = Math.max(1.2, shape.sideburnWidth * FACE_W);
    const h = FACE_H * 0.55 * shape.sideburns;
    for (const side of [-1, 1]) {
      const outer = X(side * 0.5);
      const inner = outer - side * w;
      sideburns += el('path', {
        d: polygonPath([
          [outer, Y(0.18)],
          [inner, Y(0.18)],
          [inner - side * w * 0.3, Y(0.18) + h],
          [outer, Y(0.18) + h],
        ]),
        fill: hairHex,
        'fill-opacity': opacity,
      });
    }
  }
  const body =
    el('rect', { width: 64, height: 64, rx: 12, fill: '#eef1f6' }) +
    shoulders() +
    neckAndEars() +
    face() +
    shortHair +
    sideburns +
    beard +
    mustacheShape(shape, hairHex, opacity);
  return svgDoc(title, body);
}

function bottomShape(shape: FacialHairShape['shape'], half: number, bottom: number): Point[] {
  switch (shape) {
    case 'square':
      return [
        [X(-half), Y(bottom)],
        [X(half), Y(bottom)],
      ];
    case 'pointed':
      return [
        [X(-half * 0.5), Y(bottom - 0.08)],
        [CX, Y(bottom + 0.05)],
        [X(half * 0.5), Y(bottom - 0.08)],
      ];
    case 'forked':
      return [
        [X(-half * 0.6), Y(bottom)],
        [CX, Y(bottom - 0.15)],
        [X(half * 0.6), Y(bottom)],
      ];
    case 'rounded':
    case 'none':
      return [
        [X(-half * 0.6), Y(bottom - 0.03)],
        [CX, Y(bottom)],
        [X(half * 0.6), Y(bottom - 0.03)],
      ];
  }
}

function mustacheShape(shape: FacialHairShape, hex: string, opacity: number): string {
  const y = Y(0.71);
  const common = { fill: hex, 'fill-opacity': opacity };
  switch (shape.mustache) {
    case 'none':
      return '';
    case 'pencil':
      return el('path', {
        d: `M${n(X(-0.15))} ${n(y + 1)}Q${n(CX)} ${n(y - 0.6)} ${n(X(0.15))} ${n(y + 1)}Q${n(CX)} ${n(y + 0.4)} ${n(X(-0.15))} ${n(y + 1)}Z`,
        ...common,
      });
    case 'toothbrush':
      return el('rect', { x: X(-0.07), y: y - 1, width: FACE_W * 0.14, height: 2.6, ...common });
    case 'handlebar':
      return el('path', {
        d: `M${n(CX)} ${n(y - 1)}Q${n(X(0.2))} ${n(y - 1.5)} ${n(X(0.3))} ${n(y + 0.5)}Q${n(X(0.4))} ${n(y - 3)} ${n(X(0.33))} ${n(y - 3.5)}Q${n(X(0.42))} ${n(y - 1)} ${n(X(0.3))} ${n(y + 2)}Q${n(X(0.15))} ${n(y + 1)} ${n(CX)} ${n(y + 1.2)}Q${n(X(-0.15))} ${n(y + 1)} ${n(X(-0.3))} ${n(y + 2)}Q${n(X(-0.42))} ${n(y - 1)} ${n(X(-0.33))} ${n(y - 3.5)}Q${n(X(-0.4))} ${n(y - 3)} ${n(X(-0.3))} ${n(y + 0.5)}Q${n(X(-0.2))} ${n(y - 1.5)} ${n(CX)} ${n(y - 1)}Z`,
        ...common,
      });
    case 'horseshoe':
    case 'fu-manchu': {
      const down = shape.mustache === 'horseshoe' ? Y(1.0) : Y(1.15);
      const w = shape.mustache === 'horseshoe' ? 1.8 : 1;
      return el('path', {
        d: `M${n(X(-0.2))} ${n(down)}L${n(X(-0.2) + w)} ${n(down)}L${n(X(-0.2) + w)} ${n(y + 1.5)}L${n(X(0.2) - w)} ${n(y + 1.5)}L${n(X(0.2) - w)} ${n(down)}L${n(X(0.2))} ${n(down)}L${n(X(0.2))} ${n(y - 1)}L${n(X(-0.2))} ${n(y - 1)}Z`,
        ...common,
      });
    }
    case 'walrus':
      return el('path', {
        d: `M${n(X(-0.25))} ${n(y + 3)}Q${n(X(-0.2))} ${n(y - 2.5)} ${n(CX)} ${n(y - 2)}Q${n(X(0.2))} ${n(y - 2.5)} ${n(X(0.25))} ${n(y + 3)}Q${n(CX)} ${n(y + 4)} ${n(X(-0.25))} ${n(y + 3)}Z`,
        ...common,
      });
    case 'english':
      return el('path', {
        d: `M${n(X(-0.38))} ${n(y)}Q${n(X(-0.15))} ${n(y - 2)} ${n(CX)} ${n(y - 1)}Q${n(X(0.15))} ${n(y - 2)} ${n(X(0.38))} ${n(y)}Q${n(X(0.15))} ${n(y + 0.6)} ${n(CX)} ${n(y + 1)}Q${n(X(-0.15))} ${n(y + 0.6)} ${n(X(-0.38))} ${n(y)}Z`,
        ...common,
      });
    case 'chevron':
    case 'natural': {
      const thick = shape.mustache === 'chevron' ? 2.6 : 2;
      return el('path', {
        d: `M${n(X(-0.2))} ${n(y + thick * 0.6)}Q${n(X(-0.15))} ${n(y - thick * 0.7)} ${n(CX)} ${n(y - thick * 0.6)}Q${n(X(0.15))} ${n(y - thick * 0.7)} ${n(X(0.2))} ${n(y + thick * 0.6)}Q${n(CX)} ${n(y + thick * 0.2)} ${n(X(-0.2))} ${n(y + thick * 0.6)}Z`,
        ...common,
      });
    }
  }
}
