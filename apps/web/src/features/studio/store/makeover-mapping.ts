import { FROM_REFERENCE, emptySelections, isNoneValue } from '@looklab/shared';
import type {
  Customizations,
  ImageRecord,
  ProductRef,
  Makeover,
  MakeoverPatch,
  Selections,
  SelectionKey,
} from '@looklab/shared';
import type { StudioImageRecord, StudioState } from './types';
import { currentSelections, customizationLabels } from './selection-rules';

type StringKey = Exclude<SelectionKey, 'procedures'>;
const stringKeys = (Object.keys(emptySelections) as SelectionKey[]).filter(
  (k): k is StringKey => k !== 'procedures',
);

const defaultFor = (key: StringKey): string =>
  key === 'hairTexture'
    ? 'Default'
    : key === 'eyebrowStyle' || key === 'dentalProcedure'
      ? 'None'
      : 'Original';

/** Studio image → stored image record (spec §3 defaults for empty categories). */
export function toImageRecord(img: StudioImageRecord): ImageRecord {
  const record: Record<string, unknown> = {
    id: img.id,
    procedures: img.look.procedures,
    ...(img.url ? { url: img.url } : {}),
    ...(img.storagePath ? { storagePath: img.storagePath } : {}),
  };
  for (const key of stringKeys) record[key] = img.look[key] ?? defaultFor(key);
  record.hairstyle = img.name;
  if (img.isCustom) {
    record.isCustom = true;
    record.hairColor = FROM_REFERENCE;
    if (img.reference?.url) record.referenceImageUrl = img.reference.url;
    if (img.reference?.storagePath) record.referenceImageStoragePath = img.reference.storagePath;
    if (img.reference?.mimeType) record.referenceImageMimeType = img.reference.mimeType;
  }
  return record as ImageRecord;
}

/** Stored image record → studio image. */
export function fromImageRecord(rec: ImageRecord): StudioImageRecord {
  const look: Selections = { ...emptySelections, procedures: rec.procedures };
  for (const key of stringKeys) {
    const value = rec[key];
    look[key] = isNoneValue(value) || value === FROM_REFERENCE ? null : value;
  }
  if (rec.isCustom) look.hairstyle = null;
  return {
    id: rec.id,
    name: rec.hairstyle,
    look,
    base64: null,
    mimeType: 'image/png',
    url: rec.url ?? null,
    storagePath: rec.storagePath ?? null,
    ...(rec.isCustom
      ? {
          isCustom: true,
          reference: rec.referenceImageUrl
            ? {
                base64: null,
                mimeType: rec.referenceImageMimeType ?? 'image/jpeg',
                url: rec.referenceImageUrl,
                storagePath: rec.referenceImageStoragePath ?? null,
              }
            : null,
        }
      : {}),
  };
}

/** A stored image's customizations as the image detail dialog lists them (spec §2). */
export function imageRecordCustomizations(rec: ImageRecord): string[] {
  return customizationLabels(fromImageRecord(rec).look);
}

/**
 * The library products the current look still uses (a product whose style was changed since is
 * dropped) and their refs for the saved customizations.
 */
export function productsInLook(
  s: Pick<StudioState, 'userProducts' | 'productRefs'>,
  look: Selections,
) {
  const refs: Record<string, ProductRef> = {};
  for (const [key, ref] of Object.entries(s.productRefs)) {
    const value = (look as Record<string, unknown>)[key];
    if (s.userProducts.some((p) => p.name === value)) refs[key] = ref;
  }
  const names = new Set(Object.keys(refs).map((key) => (look as Record<string, unknown>)[key]));
  return { userProducts: s.userProducts.filter((p) => names.has(p.name)), refs };
}

/** Everything the studio saves on a makeover (images must already be stored). */
export function toMakeoverPatch(s: StudioState): MakeoverPatch {
  const selections = currentSelections(s);
  const { userProducts, refs } = productsInLook(s, selections);
  const customizations: Customizations = {};
  for (const key of Object.keys(selections) as SelectionKey[]) {
    const value = selections[key];
    if (key === 'procedures') {
      if (selections.procedures.length > 0) customizations.procedures = [...selections.procedures];
    } else if (typeof value === 'string') customizations[key] = value;
  }
  if (Object.keys(refs).length > 0) customizations.products = refs;
  return {
    userProducts,
    customizations,
    name: s.makeoverName,
    people: s.people,
    selectedPersonId: s.selectedPersonId,
    creativityLevel: s.suggestionTemperature,
    styleGoal: s.styleGoal,
    intermediateImages: s.intermediateImages.map(toImageRecord),
    finalImages: s.finalImages.map(toImageRecord),
    aiStyleSuggestionRationale: s.lastAIRationale,
    ...selections,
  };
}

/** Studio state from a loaded makeover. */
export function fromMakeover(m: Makeover): Partial<StudioState> {
  const selections: Selections = { ...emptySelections };
  for (const key of Object.keys(emptySelections) as SelectionKey[]) {
    (selections as Record<string, unknown>)[key] = m[key];
  }
  const intermediateImages = m.intermediateImages.map(fromImageRecord);
  return {
    currentMakeoverId: m.id,
    makeoverName: m.name,
    createdAt: m.createdAt,
    originalImage: {
      base64: null,
      mimeType: m.originalImage.mimeType,
      url: m.originalImage.url,
      storagePath: m.originalImage.storagePath,
    },
    people: m.people,
    selectedPersonId: m.selectedPersonId,
    suggestionTemperature: m.creativityLevel,
    styleGoal: m.styleGoal,
    intermediateImages,
    finalImages: m.finalImages.map(fromImageRecord),
    activeImageId: intermediateImages[0]?.id ?? null,
    history: [selections],
    historyIndex: 0,
    lastAIRationale: m.aiStyleSuggestionRationale,
    isDirty: false,
    previewImage: null,
    generating: {},
    generationErrors: {},
    generatedLooks: {},
    customCount: intermediateImages.filter((i) => i.isCustom).length,
    userProducts: m.userProducts,
    productRefs: m.customizations.products ?? {},
  };
}
