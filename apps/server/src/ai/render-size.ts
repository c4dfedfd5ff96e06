import { PREVIEW_MAX_DIMENSION } from '@looklab/shared';
import type { PersonAnalysis } from '@looklab/shared';
import type { LocalEngine } from '@looklab/engine';

/**
 * The long side a render on the embedded engine asks for: previews and hairstyle drafts of a
 * photo larger than a preview at PREVIEW_MAX_DIMENSION, everything else at the photo's own size
 * (so a photo that is preview-sized already shares one render size — and one prep — with its
 * finals).
 */
export function renderMaxSide(photoMaxSide: number, small: boolean): number | undefined {
  return small && photoMaxSide > PREVIEW_MAX_DIMENSION ? PREVIEW_MAX_DIMENSION : undefined;
}

/** People of a photo whose hair prep is made ahead of the first click: the largest faces. */
export const PREPARED_PEOPLE = 2;

/**
 * Starts the engine's background prep of a just-analysed photo (engine `prepare`): for its
 * largest PREPARED_PEOPLE faces, at the preview's size first, then at the photo's own (finals).
 * Not awaited by the caller; the engine runs it on one worker at most, after waiting clicks.
 */
export function prepareAhead(
  engine: Pick<LocalEngine, 'prepare'>,
  photo: { bytes: Buffer; id: string; maxSide: number },
  people: readonly PersonAnalysis[],
): void {
  const area = (p: PersonAnalysis) => p.faceBox.width * p.faceBox.height;
  const largest = [...people].sort((a, b) => area(b) - area(a)).slice(0, PREPARED_PEOPLE);
  const sides = [
    ...new Set([renderMaxSide(photo.maxSide, true), renderMaxSide(photo.maxSide, false)]),
  ];
  for (const maxSide of sides)
    for (const person of largest)
      void engine.prepare({
        image: photo.bytes,
        personId: person.id,
        photoId: photo.id,
        ...(maxSide ? { maxSide } : {}),
      });
}
