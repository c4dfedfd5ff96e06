import { create } from 'zustand';
import { changedKeys, emptySelections } from '@looklab/shared';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import { pushHistory } from './selection-rules';
import type { StudioImage, StudioImageRecord, StudioState } from './types';

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
  activeImageId: null,
  previewImage: null,
  generating: [],
  generationErrors: {},
  customGenerating: false,
  customError: null,
  customCount: 0,
  visitorStage: 'upload',
};

type StudioActions = {
  reset: () => void;
  patch: (partial: Partial<StudioState>) => void;
  setPendingUpload: (pending: StudioState['pendingUpload']) => void;
  setAnalysis: (image: StudioImage, people: PersonAnalysis[]) => void;
  selectPerson: (id: string) => void;
  /** Records a new selection state (history, dirty, clears the AI suggestion). */
  changeSelections: (next: Selections, aiRationale?: string | null) => void;
  undo: () => void;
  redo: () => void;
  startGenerating: (key: string) => void;
  finishGenerating: (key: string, result: { image?: StudioImageRecord; error?: string }) => void;
  removeIntermediate: (id: string) => void;
  setFinalImages: (images: StudioImageRecord[]) => void;
  reorderFinal: (from: number, to: number) => void;
  removeFinal: (id: string) => void;
  renameFinal: (id: string, name: string) => void;
  setName: (name: string) => void;
};

let highlightTimer: ReturnType<typeof setTimeout> | undefined;

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
  return {
    ...initialStudioState,
    reset: () => {
      flag(null);
      set({ ...initialStudioState });
    },
    patch: (partial) => set(partial),
    setPendingUpload: (pendingUpload) => set({ pendingUpload }),
    setAnalysis: (image, people) =>
      set({
        ...initialStudioState,
        originalImage: image,
        people,
        selectedPersonId: people.length === 1 ? (people[0]?.id ?? null) : null,
        isDirty: true,
      }),
    selectPerson: (id) => set({ selectedPersonId: id, isDirty: true }),
    changeSelections: (next, aiRationale = null) => {
      const { history, historyIndex } = get();
      const current = history[historyIndex] ?? emptySelections;
      const pushed = pushHistory(history, historyIndex, next);
      if (pushed.historyIndex === historyIndex && !aiRationale) return;
      set({ ...pushed, isDirty: true, lastAIRationale: aiRationale });
      flag(changedKeys(current, next)[0] ?? null);
    },
    undo: () => {
      const { historyIndex } = get();
      if (historyIndex > 0) moveTo(historyIndex - 1);
    },
    redo: () => {
      const { historyIndex, history } = get();
      if (historyIndex < history.length - 1) moveTo(historyIndex + 1);
    },
    startGenerating: (key) => {
      const { generating, generationErrors } = get();
      const rest = { ...generationErrors };
      delete rest[key];
      set({ generating: [...generating.filter((k) => k !== key), key], generationErrors: rest });
    },
    finishGenerating: (key, result) => {
      const { generating, generationErrors, intermediateImages, activeImageId } = get();
      set({
        generating: generating.filter((k) => k !== key),
        generationErrors: result.error
          ? { ...generationErrors, [key]: result.error }
          : generationErrors,
        ...(result.image && {
          intermediateImages: [...intermediateImages, result.image],
          activeImageId: activeImageId ?? result.image.id,
          isDirty: true,
        }),
      });
    },
    removeIntermediate: (id) => {
      const { intermediateImages, activeImageId } = get();
      const left = intermediateImages.filter((i) => i.id !== id);
      set({
        intermediateImages: left,
        activeImageId: activeImageId === id ? (left[0]?.id ?? null) : activeImageId,
        previewImage: null,
        isDirty: true,
      });
    },
    setFinalImages: (finalImages) => set({ finalImages, isDirty: true }),
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
  };
});

/** The current selections (history head). */
export function currentSelections(s: Pick<StudioState, 'history' | 'historyIndex'>): Selections {
  return s.history[s.historyIndex] ?? emptySelections;
}

export function useSelections(): Selections {
  return useStudioStore((s) => currentSelections(s));
}

export function useSelectedPerson(): PersonAnalysis | null {
  return useStudioStore((s) => s.people.find((p) => p.id === s.selectedPersonId) ?? null);
}

export function imageSrc(img: StudioImage | null | undefined): string | undefined {
  if (!img) return undefined;
  if (img.base64) return `data:${img.mimeType};base64,${img.base64}`;
  return img.url ?? undefined;
}
