/**
 * What a fake generative image server returns, for tests here and the server's fake providers
 * (no test framework inside: a plain node:http fake can use it). Like a real model's answer it
 * changes more than it was asked to: the person's hair takes the new colour (rendered by the
 * engine), every other face is blurred and re-toned, and the whole frame is stretched to a
 * fixed size (a model's aspect bucket) and shifted by a few pixels (edges repeated). The ground
 * truth says where each photo pixel went.
 */
import sharp from 'sharp';
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import { decodeImage, encodePng, type RawImage } from '../image/raw-image';
import type { LocalEngine } from '../index';
import { warpRgba, type Affine } from '../fit/warp';
import { pointInPolygon } from '../image/sample';
import { centroid, convexHull, scaleAbout, type Point } from '../image/point';

export type SimulationOptions = {
  /** the answer's size: a square side or [width, height] (default 1024×1024) */
  size?: number | [number, number];
  /** the answer's content moves by this many answer pixels (default [7, −5]) */
  shift?: [number, number];
  /**
   * How the photo fills the answer's size: 'stretch' (default; each axis scaled on its own, as
   * a resize to a bucket does) or 'cover' (one scale, the overflow cropped evenly: a model that
   * re-frames rather than distorts)
   */
  fill?: 'stretch' | 'cover';
  /** more of the look the engine renders on the person (e.g. a hairstyle: new hair's shape) */
  look?: Partial<Selections>;
};

export type GenerationTruth = {
  personId: string;
  hairColor: string;
  /** the whole look rendered on the person */
  look: Selections;
  photoWidth: number;
  photoHeight: number;
  /** the answer's size */
  width: number;
  height: number;
  shift: [number, number];
  fill: 'stretch' | 'cover';
  /** other people's face boxes (photo px), whose faces (within) the answer altered */
  otherFaces: { id: string; box: PersonAnalysis['faceBox'] }[];
  /** the photo's people as the engine analysed them */
  people: PersonAnalysis[];
};

export type SimulatedGeneration = {
  /** the answer, PNG */
  image: Buffer;
  truth: GenerationTruth;
};

/** The answer pixels per photo pixel on each axis, and the crop's offset (answer px). */
function placement(t: GenerationTruth) {
  let kx = t.width / t.photoWidth;
  let ky = t.height / t.photoHeight;
  if (t.fill === 'cover') kx = ky = Math.max(kx, ky);
  return { kx, ky, ox: (t.photoWidth * kx - t.width) / 2, oy: (t.photoHeight * ky - t.height) / 2 };
}

/** Photo pixel centre (x, y) → the answer pixel centre where the simulation put it. */
export function toGenerated(truth: GenerationTruth, x: number, y: number): [number, number] {
  const { kx, ky, ox, oy } = placement(truth);
  return [(x + 0.5) * kx - 0.5 - ox + truth.shift[0], (y + 0.5) * ky - 0.5 - oy + truth.shift[1]];
}

/** Blur radius over an altered face, as a share of its width. */
const FACE_BLUR = 1 / 10;

export async function simulateGeneration(
  engine: LocalEngine,
  photo: Buffer,
  personId: string,
  hairColor: string,
  opts: SimulationOptions = {},
): Promise<SimulatedGeneration> {
  const people = await engine.analyze(photo, { level: 'Pro' });
  const look: Selections = { ...emptySelections, ...opts.look, hairColor };
  const rendered = await engine.render({ image: photo, personId, look });
  const asked = ['hairColor', ...Object.keys(opts.look ?? {})];
  const missing = asked.filter((k) => !rendered.meta.applied.includes(k));
  if (missing.length > 0)
    throw new Error(`The engine did not render ${missing.join(', ')} on ${personId}.`);
  const img = await decodeImage(rendered.image);
  const others = people.filter((p) => p.id !== personId);
  for (const p of others) await alterFace(img, p);
  const size = opts.size ?? 1024;
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  const truth: GenerationTruth = {
    personId,
    hairColor,
    look,
    photoWidth: img.width,
    photoHeight: img.height,
    width,
    height,
    shift: opts.shift ?? [7, -5],
    fill: opts.fill ?? 'stretch',
    otherFaces: others.map((p) => ({ id: p.id, box: p.faceBox })),
    people,
  };
  // answer pixel (x, y) shows photo pixel ((x − dx + ox + ½) / kx − ½, …): toGenerated undone
  const { kx, ky, ox, oy } = placement(truth);
  const m: Affine = [
    1 / kx,
    0,
    (0.5 + ox - truth.shift[0]) / kx - 0.5,
    0,
    1 / ky,
    (0.5 + oy - truth.shift[1]) / ky - 0.5,
  ];
  const answer = warpRgba(img, m, { x: 0, y: 0, width, height });
  return { image: await encodePng(answer), truth };
}

/** How far beyond the face mesh's outline the alteration reaches (share of the face's size). */
const FACE_GROW = 0.1;

/**
 * Blurs a face (its mesh's outline, grown a little: a group photo's face boxes overlap the
 * neighbours' faces) and turns its colours (channels rotated, brightened), in place.
 */
async function alterFace(img: RawImage, person: PersonAnalysis): Promise<void> {
  const hull = convexHull(person.landmarks.slice(0, 468).map((p): Point => [p[0], p[1]]));
  const outline = scaleAbout(hull, centroid(hull), 1 + FACE_GROW);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const x = Math.max(0, Math.floor(Math.min(...xs)));
  const y = Math.max(0, Math.floor(Math.min(...ys)));
  const w = Math.min(img.width, Math.ceil(Math.max(...xs))) - x;
  const h = Math.min(img.height, Math.ceil(Math.max(...ys))) - y;
  if (w < 2 || h < 2) return;
  const { data } = await sharp(
    Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    { raw: { width: img.width, height: img.height, channels: 4 } },
  )
    .extract({ left: x, top: y, width: w, height: h })
    .blur(Math.max(1, w * FACE_BLUR))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      if (!pointInPolygon(x + i, y + j, outline)) continue;
      const s = (j * w + i) * 4;
      const d = ((y + j) * img.width + x + i) * 4;
      img.data[d] = Math.min(255, data[s + 2] * 1.2 + 25);
      img.data[d + 1] = Math.min(255, data[s] * 1.2 + 25);
      img.data[d + 2] = Math.min(255, data[s + 1] * 1.2 + 25);
    }
  }
}
