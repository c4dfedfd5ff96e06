import { emptySelections } from '@looklab/shared';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import type { StudioImage, StudioImageRecord } from '../store/types';

/** Builders for the studio's unit tests. */

/** A look with only the given selections. */
export const lookWith = (over: Partial<Selections>): Selections => ({
  ...emptySelections,
  ...over,
});

/** A hairstyle image held in memory, named after its hairstyle. */
export const hairstyleImage = (
  id: string,
  name = id,
  over: Partial<StudioImageRecord> = {},
): StudioImageRecord => ({
  id,
  name,
  look: lookWith({ hairstyle: name }),
  base64: 'SU1H',
  mimeType: 'image/png',
  url: null,
  storagePath: null,
  ...over,
});

/** A photo just chosen (not stored yet). */
export const memoryPhoto: StudioImage = {
  base64: 'QUJD',
  mimeType: 'image/jpeg',
  url: null,
  storagePath: null,
};

/** A detected person; the store reads only the id. */
export const personWithId = (id: string) => ({ id }) as PersonAnalysis;
