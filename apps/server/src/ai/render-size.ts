import { PREVIEW_MAX_DIMENSION } from '@looklab/shared';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import type { LocalEngine } from '@looklab/engine';

/**
 * Long side of a hairstyle tile's render on the embedded engine (a draft): the tile is a
 * thumbnail — at most about 200 × 270 CSS px in the studio's strips, so 512 px covers it on a
 * screen of device pixel ratio 2 — and the hairstyle step's time grows with the pixels it paints
 * (about a quarter of a 1024 px render's).
 */
export const TILE_MAX_DIMENSION = 512;

/**
 * What a render on the embedded engine is for: a hairstyle `tile` (a draft), the `screen` (a
 * quick preview while customizing, and the results), or `full`: a final to save or download.
 */
export type RenderUse = 'tile' | 'screen' | 'full';

/**
 * The long side a render asks for: tiles at TILE_MAX_DIMENSION, the screen at
 * PREVIEW_MAX_DIMENSION, finals at the photo's own size — each capped by the photo's (so a
 * photo that is preview-sized already shares one render size, and one prep, with its finals).
 */
export function renderMaxSide(photoMaxSide: number, use: RenderUse): number | undefined {
  const cap =
    use === 'tile'
      ? TILE_MAX_DIMENSION
      : use === 'screen'
        ? PREVIEW_MAX_DIMENSION
        : Number.POSITIVE_INFINITY;
  return photoMaxSide > cap ? cap : undefined;
}

/**
 * The size a quick preview may come at while its look is not ready at the screen's size (its
 * prep or hair layer still being made, engine `render` draftMaxSide): the tiles', whose prep
 * and hair layers the hairstyle tiles left. Undefined when that is not smaller than the screen's.
 */
export function quickPreviewSide(photoMaxSide: number): number | undefined {
  const tile = renderMaxSide(photoMaxSide, 'tile');
  const screen = renderMaxSide(photoMaxSide, 'screen') ?? photoMaxSide;
  return tile !== undefined && tile < screen ? tile : undefined;
}

/** People of a photo whose hair prep is made ahead of the first click: the largest faces. */
export const PREPARED_PEOPLE = 2;

/**
 * Starts the engine's background prep of a just-analysed photo (engine `prepare`): for its
 * largest PREPARED_PEOPLE faces, at the tiles' size first, then the screen's. Not at the
 * photo's own size: a full render is only a saved final or a download, and the background
 * worker is better spent on the looks' hair layers (prepareScreenLook). Not awaited by the
 * caller; the engine runs it on one worker at most, after waiting clicks.
 */
export function prepareAhead(
  engine: Pick<LocalEngine, 'prepare'>,
  photo: { bytes: Buffer; id: string; maxSide: number },
  people: readonly PersonAnalysis[],
): void {
  const area = (p: PersonAnalysis) => p.faceBox.width * p.faceBox.height;
  const largest = [...people].sort((a, b) => area(b) - area(a)).slice(0, PREPARED_PEOPLE);
  const uses: RenderUse[] = ['tile', 'screen'];
  const sides = [...new Set(uses.map((use) => renderMaxSide(photo.maxSide, use)))];
  for (const maxSide of sides)
    for (const person of largest)
      void engine.prepare({
        image: photo.bytes,
        personId: person.id,
        photoId: photo.id,
        ...(maxSide ? { maxSide } : {}),
      });
}

/**
 * After a hairstyle tile (rendered at the tiles' size): the look's hair layer at the screen's
 * size, painted in the background (engine `prepareLook`), so its previews while customizing
 * and its look on the results are made from it instead of painting the hairstyle first.
 */
export function prepareScreenLook(
  engine: Pick<LocalEngine, 'prepareLook'>,
  photo: { bytes: Buffer; id: string; maxSide: number },
  personId: string,
  look: Selections,
): void {
  const maxSide = renderMaxSide(photo.maxSide, 'screen');
  void engine.prepareLook({
    image: photo.bytes,
    personId,
    photoId: photo.id,
    look,
    ...(maxSide ? { maxSide } : {}),
  });
}
