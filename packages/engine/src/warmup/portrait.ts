/**
 * A painted head-and-shoulders portrait with a known face mesh: background, clothes, neck, skin,
 * features and long, fringed hair with strand texture — enough for every step of a hairstyle
 * render (hair found, removed, strands painted) to run on it. Only for warming the engine's
 * code before the first real photo (render-warmup.ts); never shown.
 */
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { hash2 } from '../image/paint';
import { pointInPolygon, type Point2 } from '../image/sample';
import { MESH } from '../face/landmarks';
import { personFromFace } from '../analysis/person-from-face';
import type { PersonMask } from '../render/context';
import { CANONICAL_FACE } from './canonical-face';

type Rgb = readonly [number, number, number];

const BACKGROUND: Rgb = [150, 160, 172];
const CLOTHES: Rgb = [40, 70, 80];
const SKIN: Rgb = [214, 170, 142];
const HAIR: Rgb = [70, 45, 30];
const LIPS: Rgb = [170, 80, 85];
const FEATURES: Rgb = [60, 40, 35];

export type Portrait = { image: RawImage; person: PersonAnalysis; personMask: PersonMask };

/** The portrait's person mask's cell size (px), as a segmentation gives it: coarse. */
const CELL = 4;

/** The portrait, `width` px wide (4:5), its face a third of that wide. */
export function warmupPortrait(width: number): Portrait {
  const w = Math.round(width);
  const h = Math.round(width * 1.25);
  const unit = w / 3;
  const cx = w / 2;
  const cy = h * 0.36;
  const mesh: [number, number, number][] = [];
  for (let i = 0; i < CANONICAL_FACE.length; i += 2)
    mesh.push([
      cx + (CANONICAL_FACE[i] / 1000) * unit,
      cy + (CANONICAL_FACE[i + 1] / 1000) * unit,
      0,
    ]);
  const poly = (ids: readonly number[]): Point2[] => ids.map((i) => [mesh[i][0], mesh[i][1]]);
  const oval = poly(MESH.faceOval);
  const lips = poly(MESH.lipsOuter);
  const eyes = [poly(MESH.rightEye), poly(MESH.leftEye)];
  const brows = [
    poly([...MESH.rightBrowUpper, ...[...MESH.rightBrowLower].reverse()]),
    poly([...MESH.leftBrowUpper, ...[...MESH.leftBrowLower].reverse()]),
  ];
  const top = mesh[MESH.foreheadTop][1];
  const chin = mesh[MESH.chin][1];
  const data = new Uint8Array(w * h * 4);
  const mw = Math.ceil(w / CELL);
  const mh = Math.ceil(h / CELL);
  const personMask: PersonMask = {
    x0: 0,
    y0: 0,
    cellW: CELL,
    cellH: CELL,
    width: mw,
    height: mh,
    data: new Float32Array(mw * mh),
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = (x - cx) / unit;
      const v = (y - cy) / unit;
      const grain = (hash2(x, y, 7) - 0.5) * 10;
      let c: Rgb = BACKGROUND;
      let shade = 1 - 0.2 * (y / h);
      // shoulders and clothes, the neck above them
      if (y > chin + 0.45 * unit && Math.abs(u) < 1.3 + (y - chin) / unit) c = CLOTHES;
      else if (y > chin - 0.2 * unit && Math.abs(u) < 0.25) c = SKIN;
      // the hair: a dome over the head and lengths down to the shoulders, in strands
      const dome = (u / 0.78) ** 2 + ((y - top - 0.25 * unit) / (0.62 * unit)) ** 2 < 1;
      const lengths = y > top && y < chin + 0.9 * unit && Math.abs(u) > 0.36 && Math.abs(u) < 0.78;
      if (dome || lengths) {
        c = HAIR;
        shade =
          0.75 + 0.5 * (0.5 + 0.5 * Math.sin(u * 90 + Math.sin(v * 7) * 3)) * hash2(x >> 2, 0, 3);
      }
      if (pointInPolygon(x, y, oval) && y > top + 0.12 * unit) {
        c = SKIN;
        shade = 1 - 0.15 * Math.abs(u);
        if (pointInPolygon(x, y, lips)) c = LIPS;
        else if ([...eyes, ...brows].some((p) => pointInPolygon(x, y, p))) c = FEATURES;
      }
      if (c !== BACKGROUND) personMask.data[Math.floor(y / CELL) * mw + Math.floor(x / CELL)] = 1;
      const i = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) data[i + k] = Math.max(0, Math.min(255, c[k] * shade + grain));
      data[i + 3] = 255;
    }
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
  const face = {
    score: 0.9,
    box,
    mesh,
    age: 30,
    gender: 'female' as const,
    genderScore: 0.9,
    embedding: null,
    rotation: null,
  };
  return {
    image: { data, width: w, height: h, channels: 4 },
    person: personFromFace(face, 0, w, h),
    personMask,
  };
}
