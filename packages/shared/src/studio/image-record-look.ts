import type { Gender } from '../analysis/person-analysis.schema';
import { isNoneValue } from '../categories/category-config';
import type { ImageRecord } from '../makeover/makeover.schema';
import { gateSelectionsByGender } from './gender-gating';
import type { SelectionKey, Selections } from './selections.schema';

/** The look fields of an image record (everything but id, pixels and storage). */
export type ImageRecordLook = Omit<
  ImageRecord,
  | 'id'
  | 'base64'
  | 'url'
  | 'storagePath'
  | 'isCustom'
  | 'referenceImageBase64'
  | 'referenceImageMimeType'
  | 'referenceImageUrl'
  | 'referenceImageStoragePath'
>;

/** Stored default per key (spec §3): 'Default' for texture, 'None' for brows/dental, else 'Original'. */
function storedDefault(key: Exclude<SelectionKey, 'procedures'>): string {
  if (key === 'hairTexture') return 'Default';
  if (key === 'eyebrowStyle' || key === 'dentalProcedure') return 'None';
  return 'Original';
}

/**
 * The image-record fields for a look: null selections become the spec's stored defaults, and
 * with a gender the look is gated first (facial hair men only, makeup women only).
 */
export function imageRecordLook(selections: Selections, gender?: Gender): ImageRecordLook {
  const look = gender ? gateSelectionsByGender(selections, gender) : selections;
  const out: Record<string, string | string[]> = { procedures: [...look.procedures] };
  for (const key of Object.keys(look) as SelectionKey[]) {
    if (key === 'procedures') continue;
    out[key] = look[key] ?? storedDefault(key);
  }
  return out as ImageRecordLook;
}

const customizationKeys = (selections: Selections): SelectionKey[] =>
  (Object.keys(selections) as SelectionKey[]).filter((key) => key !== 'hairstyle');

/** Is anything customized beyond the hairstyle? If not, results are finalized as they are. */
export function hasCustomizations(selections: Selections): boolean {
  return customizationKeys(selections).some((key) => {
    const value = selections[key];
    return Array.isArray(value) ? value.length > 0 : !isNoneValue(value);
  });
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  isNoneValue(a) && isNoneValue(b) ? true : (a ?? '').trim() === (b ?? '').trim();

/**
 * Does a final image already show these customizations? (spec §4: final images that match the
 * current selections are reused instead of generated again). The hairstyle is not compared:
 * each final image belongs to its own intermediate hairstyle.
 */
export function imageMatchesCustomizations(
  record: Partial<ImageRecordLook>,
  selections: Selections,
  gender?: Gender,
): boolean {
  const look = gender ? gateSelectionsByGender(selections, gender) : selections;
  return customizationKeys(look).every((key) => {
    if (key === 'procedures') {
      const stored = (record.procedures ?? []).filter((p) => !isNoneValue(p));
      return (
        stored.length === look.procedures.length && stored.every((p, i) => p === look.procedures[i])
      );
    }
    return same(record[key], look[key]);
  });
}
