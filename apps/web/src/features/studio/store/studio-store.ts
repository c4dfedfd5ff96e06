import { useMemo } from 'react';
import { create } from 'zustand';
import { changedKeys, emptySelections, productLook } from '@looklab/shared';
import type {
  Makeover,
  PersonAnalysis,
  ProductRef,
  Selections,
  UserProduct,
} from '@looklab/shared';
import { isLookOfImage } from '../generation/generated-looks';
import { fromMakeover } from './makeover-mapping';
import { currentSelections, pushHistory } from './selection-rules';
import type { StudioImage, StudioImageRecord, StudioSnapshot, StudioState } from './types';

/** Highlight of the last changed category after a change, undo or redo (spec §9). */
export const LAST_CHANGE_HIGHLIGHT_MS = 600;
export const DEFAULT_TEMPERATURE = 1;

export const initialStudioState: StudioState = {
  makeoverName: 'New Makeover',
  currentMakeoverId: null,
  createdAt: null,
  originalImage: null,
  pendingUpload: null,
  isAnalyzing: false,
  people: [],
  selectedPersonId: null,
  history: [emptySelections],
  historyIndex: 0,
  lastChangedKey: null,
  lastAIRationale: null,
  suggestionTemperature: DEFAULT_TEMPERATURE,
  styleGoal: '',
  isDirty: false,
  isUserDataLoading: false,
  intermediateImages: [],
  finalImages: [],
  finalsPending: 0,
  activeImageId: null,
  previewImage: null,
  generating: {},
  generationErrors: {},
  generatedLooks: {},
  customGenerating: false,
  customError: null,
  customCount: 0,
  userProducts: [],
  productRefs: {},
  visitorStage: 'upload',
};

/** The initial name: a makeover saved under it is named by the server ('Makeover #N'). */
export const UNNAMED_MAKEOVER = initialStudioState.makeoverName;

/** What a stored makeover answered when it was created from the analysed photo. */
export type CreatedMakeover = {
  id: string;
  name: string;
  createdAt: number;
  /** the original as uploaded (url and storagePath), its base64 kept */
  originalImage: StudioImage;
};

/**
 * Every change to the studio is one of these named events; there is no catch-all setter, so
 * each place that changes the studio says what happened.
 */
export type StudioActions = {
  reset: () => void;
  // Upload and analysis
  setPendingUpload: (pending: StudioState['pendingUpload']) => void;
  analysisStarted: () => void;
  /** A new photo with its people: everything else starts over (one person is selected). */
  analysisFinished: (image: StudioImage, people: PersonAnalysis[]) => void;
  /** No people found, or the analysis failed: back to choosing a photo. */
  analysisFailed: () => void;
  /** The analysed photo was saved as a new makeover: nothing is unsaved. */
  makeoverCreated: (made: CreatedMakeover) => void;
  /** The stored original's bytes, fetched once for the AI calls (not a change). */
  originalFetched: (payload: { base64: string; mimeType: string }) => void;
  selectPerson: (id: string) => void;
  // Selections
  /** Records a new selection state (history, dirty, clears the AI suggestion). */
  changeSelections: (next: Selections, aiRationale?: string | null) => void;
  /** A library product's shade was picked: its selections plus the product kept with the look. */
  productShadePicked: (
    next: Selections,
    product: UserProduct,
    ref: { key: string; ref: ProductRef },
  ) => void;
  undo: () => void;
  redo: () => void;
  styleGoalChanged: (goal: string) => void;
  temperatureChanged: (temperature: number) => void;
  // Hairstyles
  /** A hairstyle enters the generating set, waiting for a request slot; its error is cleared. */
  startGenerating: (name: string) => void;
  /** Its request was sent at `at` (ms): the tile counts the seconds from here. */
  generationSent: (name: string, at: number) => void;
  /** The server was busy: the hairstyle waits again before it is retried. */
  generationWaiting: (name: string) => void;
  finishGenerating: (name: string, result: { image?: StudioImageRecord; error?: string }) => void;
  customStarted: () => void;
  customFinished: (image: StudioImageRecord) => void;
  customFailed: (error: string) => void;
  removeIntermediate: (id: string) => void;
  // Customize and results
  chooseActiveImage: (id: string) => void;
  /** A look the image service made while customizing, kept for the preview and the finals. */
  generatedLookReady: (key: string, image: StudioImage) => void;
  setFinalImages: (images: StudioImageRecord[]) => void;
  /**
   * A final shown at the screen's size was made at the plan's full size (to be saved or
   * downloaded): the same look, so the makeover is no more changed than it was.
   */
  finalMadeFull: (id: string, image: StudioImage) => void;
  finalsPendingChanged: (pending: number) => void;
  reorderFinal: (from: number, to: number) => void;
  removeFinal: (id: string) => void;
  renameFinal: (id: string, name: string) => void;
  // The makeover on the account
  setName: (name: string) => void;
  savingStarted: () => void;
  /** In-memory images were uploaded: the same images, now with url and storagePath. */
  imagesStored: (images: {
    originalImage: StudioImage | null;
    intermediateImages: StudioImageRecord[];
    finalImages: StudioImageRecord[];
  }) => void;
  saved: () => void;
  savingFailed: () => void;
  loadingStarted: () => void;
  makeoverLoaded: (makeover: Makeover) => void;
  loadingFailed: () => void;
  /** The user chose to leave without saving. */
  changesDiscarded: () => void;
  visitorStageChanged: (stage: StudioState['visitorStage']) => void;
  /** A visitor's studio, kept across sign-up or sign-in, is back (unsaved). */
  studioRestored: (snapshot: StudioSnapshot) => void;
};

let highlightTimer: ReturnType<typeof setTimeout> | undefined;

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const rest = { ...record };
  delete rest[key];
  return rest;
};

export const useStudioStore = create<StudioState & StudioActions>()((set, get) => {
  const flag = (key: string | null) => {
    if (highlightTimer) clearTimeout(highlightTimer);
    set({ lastChangedKey: key });
    if (key)
      highlightTimer = setTimeout(() => set({ lastChangedKey: null }), LAST_CHANGE_HIGHLIGHT_MS);
  };
  const moveTo = (index: number) => {
    const { history, historyIndex } = get();
    const from = history[historyIndex];
    const to = history[index];
    if (!from || !to) return;
    set({ historyIndex: index, isDirty: true, lastAIRationale: null });
    flag(changedKeys(from, to)[0] ?? null);
  };
  const setJob = (name: string, phase: 'waiting' | 'generating', since: number) => {
    const { generating } = get();
    if (!generating[name]) return;
    set({ generating: { ...generating, [name]: { phase, since } } });
  };
  return {
    ...initialStudioState,
    reset: () => {
      flag(null);
      set({ ...initialStudioState });
    },
    setPendingUpload: (pendingUpload) => set({ pendingUpload }),
    analysisStarted: () => set({ isAnalyzing: true }),
    analysisFinished: (image, people) =>
      set({
        ...initialStudioState,
        originalImage: image,
        people,
        selectedPersonId: people.length === 1 ? (people[0]?.id ?? null) : null,
        isDirty: true,
      }),
    analysisFailed: () => set({ isAnalyzing: false, pendingUpload: null }),
    makeoverCreated: (made) =>
      set({
        currentMakeoverId: made.id,
        makeoverName: made.name,
        createdAt: made.createdAt,
        originalImage: made.originalImage,
        isDirty: false,
      }),
    originalFetched: (payload) => {
      const { originalImage } = get();
      if (originalImage) set({ originalImage: { ...originalImage, ...payload } });
    },
    selectPerson: (id) => set({ selectedPersonId: id, isDirty: true }),
    changeSelections: (next, aiRationale = null) => {
      const { history, historyIndex } = get();
      const current = currentSelections({ history, historyIndex });
      const pushed = pushHistory(history, historyIndex, next);
      if (pushed.historyIndex === historyIndex && !aiRationale) return;
      set({ ...pushed, isDirty: true, lastAIRationale: aiRationale });
      flag(changedKeys(current, next)[0] ?? null);
    },
    productShadePicked: (next, product, { key, ref }) => {
      const { userProducts, productRefs } = get();
      set({
        userProducts: [...userProducts.filter((p) => p.id !== product.id), product],
        productRefs: { ...productRefs, [key]: ref },
      });
      get().changeSelections(next);
    },
    undo: () => {
      const { historyIndex } = get();
      if (historyIndex > 0) moveTo(historyIndex - 1);
    },
    redo: () => {
      const { historyIndex, history } = get();
      if (historyIndex < history.length - 1) moveTo(historyIndex + 1);
    },
    styleGoalChanged: (styleGoal) => set({ styleGoal }),
    temperatureChanged: (suggestionTemperature) => set({ suggestionTemperature }),
    startGenerating: (name) => {
      const { generating, generationErrors } = get();
      set({
        generating: { ...generating, [name]: { phase: 'waiting', since: Date.now() } },
        generationErrors: without(generationErrors, name),
      });
    },
    generationSent: (name, at) => setJob(name, 'generating', at),
    generationWaiting: (name) => setJob(name, 'waiting', Date.now()),
    finishGenerating: (name, result) => {
      const { generating, generationErrors, intermediateImages, activeImageId } = get();
      set({
        generating: without(generating, name),
        generationErrors: result.error
          ? { ...generationErrors, [name]: result.error }
          : generationErrors,
        ...(result.image && {
          intermediateImages: [...intermediateImages, result.image],
          activeImageId: activeImageId ?? result.image.id,
          isDirty: true,
        }),
      });
    },
    customStarted: () => set({ customGenerating: true, customError: null }),
    customFinished: (image) => {
      const { intermediateImages, customCount } = get();
      set({
        customGenerating: false,
        customCount: customCount + 1,
        intermediateImages: [...intermediateImages, image],
        isDirty: true,
      });
    },
    customFailed: (customError) => set({ customGenerating: false, customError }),
    removeIntermediate: (id) => {
      const { intermediateImages, activeImageId, generatedLooks } = get();
      const left = intermediateImages.filter((i) => i.id !== id);
      const looksLeft = Object.fromEntries(
        Object.entries(generatedLooks).filter(([key]) => !isLookOfImage(key, id)),
      );
      set({
        intermediateImages: left,
        activeImageId: activeImageId === id ? (left[0]?.id ?? null) : activeImageId,
        previewImage: null,
        generatedLooks: looksLeft,
        isDirty: true,
      });
    },
    chooseActiveImage: (activeImageId) => set({ activeImageId }),
    generatedLookReady: (key, image) =>
      set({ generatedLooks: { ...get().generatedLooks, [key]: image } }),
    setFinalImages: (finalImages) => set({ finalImages, isDirty: true }),
    finalMadeFull: (id, image) =>
      set({
        finalImages: get().finalImages.map((f) => {
          if (f.id !== id) return f;
          const { draft: _screen, ...rest } = f;
          return { ...rest, ...image };
        }),
      }),
    finalsPendingChanged: (finalsPending) => set({ finalsPending }),
    reorderFinal: (from, to) => {
      const list = [...get().finalImages];
      const [item] = list.splice(from, 1);
      if (!item || to < 0 || to > list.length) return;
      list.splice(to, 0, item);
      set({ finalImages: list, isDirty: true });
    },
    removeFinal: (id) =>
      set({ finalImages: get().finalImages.filter((i) => i.id !== id), isDirty: true }),
    renameFinal: (id, name) =>
      set({
        finalImages: get().finalImages.map((i) => (i.id === id ? { ...i, name } : i)),
        isDirty: true,
      }),
    setName: (makeoverName) => set({ makeoverName }),
    savingStarted: () => set({ isUserDataLoading: true }),
    imagesStored: (images) => set(images),
    saved: () => set({ isDirty: false, isUserDataLoading: false }),
    savingFailed: () => set({ isUserDataLoading: false }),
    loadingStarted: () => set({ isUserDataLoading: true }),
    makeoverLoaded: (makeover) => {
      flag(null);
      set({ ...initialStudioState, ...fromMakeover(makeover), isUserDataLoading: false });
    },
    loadingFailed: () => set({ isUserDataLoading: false }),
    changesDiscarded: () => set({ isDirty: false }),
    visitorStageChanged: (visitorStage) => set({ visitorStage }),
    studioRestored: (snapshot) => {
      flag(null);
      set({ ...initialStudioState, ...snapshot, isDirty: true });
    },
  };
});

export function useSelections(): Selections {
  return useStudioStore((s) => currentSelections(s));
}

/** The selections as the renderer is asked for them (library shades given by their hex). */
export function useRenderSelections(): Selections {
  const selections = useSelections();
  const products = useStudioStore((s) => s.userProducts);
  return useMemo(() => productLook(selections, products), [selections, products]);
}

export function useSelectedPerson(): PersonAnalysis | null {
  return useStudioStore((s) => s.people.find((p) => p.id === s.selectedPersonId) ?? null);
}

export function imageSrc(img: StudioImage | null | undefined): string | undefined {
  if (!img) return undefined;
  if (img.base64) return `data:${img.mimeType};base64,${img.base64}`;
  return img.url ?? undefined;
}
