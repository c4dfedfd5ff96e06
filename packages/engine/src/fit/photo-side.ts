/**
 * Everything of a fit that depends on the photo and the person only — the face's luma at the
 * alignment's levels, the head region, the face and neck core, the old hair, other people's
 * protection and the pixels the colour match samples — made once per photo and person (the
 * worker remembers it), so the photo's later fits (its tiles, its finals) do the answer's work
 * only.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { cropImage, type RawImage } from '../image/raw-image';
import type { Mask } from '../image/mask';
import { otherFaces } from '../render/context';
import { faceFrame } from '../face/geometry';
import { alignLevels, type Levels } from './align';
import { photoCells, type PhotoCells } from './change-cells';
import { colorSampleSites, pixelsAt } from './color-match';
import { unchangedSamples } from './color-samples';
import { headCore, maskPrior, type MaskPrior } from './composite-mask';
import { COLOR_CLEARANCE, DIFF_CELL } from './fit-params';
import { faceRect, headRegion } from './regions';
import { protectOthers, type Protection } from './protect';
import { lumaPlane, type Rect } from './warp';
import { pngBands, type PngBands } from '../image/png-bands';

function isOpaque(img: RawImage): boolean {
  const d = img.data;
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) return false;
  return true;
}

export type PhotoSide = {
  person: PersonAnalysis;
  /** the face unit (px) */
  unit: number;
  /** the photo's pixels around the face the alignment works in, and its luma levels there */
  faceRect: Rect;
  levels: Levels;
  /** the region the answer may change */
  region: Rect;
  /** the person's mesh in the region's coordinates */
  landmarks: [number, number, number][];
  /** face and neck, the old hair, other people's faces: in the region's coordinates */
  core: Mask;
  oldHair: Mask | null;
  others: Protection | undefined;
  faces: { x: number; y: number; unit: number }[];
  /** the region's pixels the colour match samples (those the answer should leave unchanged),
   * and the photo's RGBA there */
  colorSites: Int32Array;
  colorPhoto: Uint8Array;
  /** the region's colour per difference cell (change-cells.ts) */
  cells: PhotoCells;
  /** what of the composite's mask depends on the photo alone (composite-mask.ts) */
  maskPrior: MaskPrior;
  /** the region's sides that are the photo's own border */
  atBorder: { left: boolean; top: boolean; right: boolean; bottom: boolean };
  /** the photo's PNG bands, which results reuse away from the head (null: not opaque) */
  png: PngBands | null;
};

export function photoSide(
  image: RawImage,
  person: PersonAnalysis,
  people: readonly PersonAnalysis[],
  /** the person's hair in the photo over a region (fit/old-hair.ts) */
  hair: (region: Rect) => Mask | null,
): PhotoSide {
  const unit = faceFrame(person.landmarks).unit;
  const fr = faceRect(person.landmarks, unit, image.width, image.height);
  const rect = headRegion(person, image.width, image.height);
  const landmarks = person.landmarks.map(
    ([x, y, z]) => [x - rect.x, y - rect.y, z] as [number, number, number],
  );
  const core = headCore(rect.width, rect.height, landmarks);
  const others = protectOthers(rect, person, people, core);
  const oldHair = hair(rect);
  const photoRegion = cropImage(image, rect.x, rect.y, rect.width, rect.height);
  const cells = photoCells(photoRegion, DIFF_CELL * unit);
  const faces = otherFaces(people, person, { x0: rect.x, y0: rect.y });
  const atBorder = {
    left: rect.x === 0,
    top: rect.y === 0,
    right: rect.x + rect.width === image.width,
    bottom: rect.y + rect.height === image.height,
  };
  const colorSites = colorSampleSites(
    unchangedSamples({
      width: rect.width,
      height: rect.height,
      core,
      oldHair,
      protect: others?.protect,
      cell: DIFF_CELL * unit,
      clearance: COLOR_CLEARANCE / DIFF_CELL,
    }),
  );
  return {
    person,
    unit,
    faceRect: fr,
    levels: alignLevels({ data: lumaPlane(image, fr), width: fr.width, height: fr.height }, unit),
    region: rect,
    cells,
    maskPrior: maskPrior(
      {
        width: rect.width,
        height: rect.height,
        landmarks,
        core,
        oldHair,
        faces,
        ...(others ? { others } : {}),
        atBorder,
      },
      cells,
    ),
    landmarks,
    core,
    oldHair,
    others,
    faces,
    colorSites,
    colorPhoto: pixelsAt(photoRegion, colorSites),
    atBorder,
    png: isOpaque(image) ? pngBands(image.width, image.height) : null,
  };
}
