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
import { segmentationSquare } from '../runtime/segmentation';
import type { DetectedFace } from '../runtime/human-runtime';
import { CANONICAL_FACE } from './canonical-face';

type Rgb = readonly [number, number, number];

const BACKGROUND: Rgb = [150, 160, 172];
const CLOTHES: Rgb = [40, 70, 80];
const SKIN: Rgb = [214, 170, 142];
const HAIR: Rgb = [70, 45, 30];
const LIPS: Rgb = [170, 80, 85];
const FEATURES: Rgb = [60, 40, 35];

/** The portrait, its face as the detector gives a face, that face's person and its mask. */
export type Portrait = {
  image: RawImage;
  face: DetectedFace;
  person: PersonAnalysis;
  personMask: PersonMask;
};

/**
 * How far out the lengths hang (face widths from the middle): over the bands beside the face
 * where the renderer takes a patch of the person's own strands (hairstyle/exemplar.ts).
 */
const LENGTHS_OUT = 0.98;
/**
 * The face's tilt (radians): a face in a photo is never exactly level, and the renderer's code is
 * compiled for the fractional numbers a photo's face gives (a level face's roll of 0 is a small
 * integer to V8, and the first photo's would throw that code away).
 */
const ROLL = 0.04;
/** The face mesh's depth at its middle (face widths), as the mesh model gives depth. */
const DEPTH = 0.08;
/** The grain's amplitude in each channel (0..255 levels). */
const GRAIN = 10;
/** How much darker the portrait's far side is than its lit side (light from one side). */
const SIDE_LIGHT = 0.15;

/**
 * Cells per side of the portrait's person mask, laid over the square the segmentation model sees
 * as its mask is (runtime/segmentation.ts: 256 × 256 for the selfie model), so the mask has the
 * geometry of a real one: fractional origin and cell size, not whole pixels.
 */
const MASK_CELLS = 256;

/** The painted person (`inside`: 1 per pixel) as the segmentation gives a person's mask. */
function maskOver(inside: Uint8Array, w: number, h: number, person: PersonAnalysis): PersonMask {
  const sq = segmentationSquare(person);
  const cell = sq.size / MASK_CELLS;
  const data = new Float32Array(MASK_CELLS * MASK_CELLS);
  for (let j = 0; j < MASK_CELLS; j++)
    for (let i = 0; i < MASK_CELLS; i++) {
      const x = Math.floor(sq.x + (i + 0.5) * cell);
      const y = Math.floor(sq.y + (j + 0.5) * cell);
      if (x >= 0 && y >= 0 && x < w && y < h) data[j * MASK_CELLS + i] = inside[y * w + x] ?? 0;
    }
  return {
    x0: sq.x,
    y0: sq.y,
    cellW: cell,
    cellH: cell,
    width: MASK_CELLS,
    height: MASK_CELLS,
    data,
  };
}

/** The portrait, `width` px wide (4:5), its face a third of that wide. */
export function warmupPortrait(width: number): Portrait {
  const w = Math.round(width);
  const h = Math.round(width * 1.25);
  const unit = w / 3;
  const cx = w / 2;
  const cy = h * 0.36;
  const mesh: [number, number, number][] = [];
  const cos = Math.cos(ROLL);
  const sin = Math.sin(ROLL);
  for (let i = 0; i < CANONICAL_FACE.length; i += 2) {
    const fx = CANONICAL_FACE[i] / 1000;
    const fy = CANONICAL_FACE[i + 1] / 1000;
    // tilted by ROLL; the depth of a rounded face, nearest at the middle
    mesh.push([
      cx + (fx * cos - fy * sin) * unit,
      cy + (fx * sin + fy * cos) * unit,
      -DEPTH * unit * (1 - fx * fx - fy * fy),
    ]);
  }
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
  const inside = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = (x - cx) / unit;
      const v = (y - cy) / unit;
      let c: Rgb = BACKGROUND;
      let shade = 1 - 0.2 * (y / h);
      // shoulders and clothes, the neck above them
      if (y > chin + 0.45 * unit && Math.abs(u) < 1.3 + (y - chin) / unit) c = CLOTHES;
      else if (y > chin - 0.2 * unit && Math.abs(u) < 0.25) c = SKIN;
      // the hair: a dome over the head and lengths down to the shoulders, in strands
      const dome = (u / 0.78) ** 2 + ((y - top - 0.25 * unit) / (0.62 * unit)) ** 2 < 1;
      const lengths =
        y > top && y < chin + 0.9 * unit && Math.abs(u) > 0.36 && Math.abs(u) < LENGTHS_OUT;
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
      if (c !== BACKGROUND) inside[y * w + x] = 1;
      const i = (y * w + x) * 4;
      // light from one side, and a camera's grain in each channel apart (its colours vary too)
      const light = shade * (1 - SIDE_LIGHT * (x / w));
      for (let k = 0; k < 3; k++) {
        const grain = (hash2(x, y, 7 + k) - 0.5) * GRAIN;
        data[i + k] = Math.max(0, Math.min(255, c[k] * light + grain));
      }
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
  const face: DetectedFace = {
    score: 0.9,
    box,
    mesh,
    age: 30,
    gender: 'female',
    genderScore: 0.9,
    embedding: null,
    rotation: null,
  };
  const person = personFromFace(face, 0, w, h);
  return {
    image: { data, width: w, height: h, channels: 4 },
    face,
    person,
    personMask: maskOver(inside, w, h, person),
  };
}
