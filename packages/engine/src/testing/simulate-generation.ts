/**
 * What a fake generative image server returns, for tests here and the server's fake providers
 * (no test framework inside: a plain node:http fake can use it). Like a real model's answer it
 * changes more than it was asked to: the person's hair takes the new colour (rendered by the
 * engine), every other face is blurred and re-toned, and the whole frame is stretched to a
 * fixed size (a model's aspect bucket) and shifted by a few pixels (edges repeated). The ground
 * truth says where each photo pixel went.
 */
import sharp from 'sharp';
import { emptySelections, type PersonAnalysis } from '@looklab/shared';
import { decodeImage, encodePng, type RawImage } from '../image/raw-image';
import type { LocalEngine } from '../index';
import { warpRgba, type Affine } from '../fit/warp';
import { pointInPolygon } from '../image/sample';
import { centroid, convexHull, scaleAbout, type Point } from '../render/geometry';

export type SimulationOptions = {
  /** the answer's size: a square side or [width, height] (default 1024×1024) */
  size?: number | [number, number];
  /** the answer's content moves by this many answer pixels (default [7, −5]) */
  shift?: [number, number];
};

export type GenerationTruth = {
  personId: string;
  hairColor: string;
  photoWidth: number;
  photoHeight: number;
  /** the answer's size */
  width: number;
  height: number;
  shift: [number, number];
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

/** Photo pixel centre (x, y) → the answer pixel centre where the simulation put it. */
export function toGenerated(truth: GenerationTruth, x: number, y: number): [number, number] {
  return [
    ((x + 0.5) * truth.width) / truth.photoWidth - 0.5 + truth.shift[0],
    ((y + 0.5) * truth.height) / truth.photoHeight - 0.5 + truth.shift[1],
  ];
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
  const rendered = await engine.render({
    image: photo,
    personId,
    look: { ...emptySelections, hairColor },
  });
  if (!rendered.meta.applied.includes('hairColor'))
    throw new Error(`The engine did not render hair colour ${hairColor} on ${personId}.`);
  const img = await decodeImage(rendered.image);
  const others = people.filter((p) => p.id !== personId);
  for (const p of others) await alterFace(img, p);
  const size = opts.size ?? 1024;
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  const truth: GenerationTruth = {
    personId,
    hairColor,
    photoWidth: img.width,
    photoHeight: img.height,
    width,
    height,
    shift: opts.shift ?? [7, -5],
    otherFaces: others.map((p) => ({ id: p.id, box: p.faceBox })),
    people,
  };
  // answer pixel (x, y) shows photo pixel ((x − dx + ½)·W/w − ½, …): the inverse of toGenerated
  const kx = img.width / width;
  const ky = img.height / height;
  const m: Affine = [
    kx,
    0,
    (0.5 - truth.shift[0]) * kx - 0.5,
    0,
    ky,
    (0.5 - truth.shift[1]) * ky - 0.5,
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
