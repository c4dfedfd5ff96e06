import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  failedToGenerate,
  failedToProcessPhoto,
  makeoverCap,
  makeoverLimit,
  messages,
  normalizeLevel,
  uploadMaxDimension,
} from '@looklab/shared';
import type { Selections } from '@looklab/shared';
import { useAnnounce, useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { useAuth, useMembershipLevel } from '@/lib/auth';
import { analyzePhoto, generateLook } from '../api/ai-api';
import type { ImagePayload } from '../api/ai-api';
import {
  countMakeovers,
  createMakeover,
  getMakeover,
  updateMakeover,
  uploadFile,
} from '../api/makeovers-api';
import { resizeImage, urlToBase64 } from '../upload/resize-image';
import { fromMakeover, toMakeoverPatch } from './makeover-mapping';
import { currentSelections, useStudioStore } from './studio-store';
import type { StudioImage, StudioImageRecord } from './types';
import { useGoToStep } from './use-go-to-step';

const errorDetail = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function newImageId(name: string, index = 0): string {
  return `${name.replace(/\s+/g, '_')}_${Date.now()}_${index}`;
}

/** base64 of an image held in memory or stored (fetched once and kept). */
export async function ensureBase64(img: StudioImage): Promise<ImagePayload> {
  if (img.base64) return { base64: img.base64, mimeType: img.mimeType };
  if (!img.url) throw new Error(messages.originalImageNotFound);
  return urlToBase64(img.url);
}

/** The original photo as base64 (a stored one is fetched once, then kept in the store). */
export async function originalPayload(): Promise<ImagePayload> {
  const { originalImage } = useStudioStore.getState();
  if (!originalImage) throw new Error(messages.originalImageNotFound);
  const payload = await ensureBase64(originalImage);
  if (!originalImage.base64) {
    useStudioStore.getState().patch({ originalImage: { ...originalImage, ...payload } });
  }
  return payload;
}

/** Uploads in-memory images so the makeover can reference them by url. */
async function storeImage<T extends StudioImage>(
  img: T,
  folder: 'generated' | 'originals',
): Promise<T> {
  if (img.storagePath || !img.base64) return img;
  const stored = await uploadFile(img.base64, img.mimeType, folder);
  return { ...img, url: stored.url, storagePath: stored.storagePath };
}

async function storeRecord(img: StudioImageRecord): Promise<StudioImageRecord> {
  const stored = await storeImage(img, 'generated');
  if (stored.reference && stored.reference.base64 && !stored.reference.storagePath) {
    const ref = await uploadFile(stored.reference.base64, stored.reference.mimeType, 'references');
    return { ...stored, reference: { ...stored.reference, ...ref } };
  }
  return stored;
}

export function useStudioActions() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const level = useMembershipLevel();
  const showError = useErrorToast();
  const announce = useAnnounce();
  const overlay = useLoadingOverlay();
  const signedIn = status === 'signedIn';
  const goToStep = useGoToStep();

  /** File → resized JPEG → pending preview. */
  const prepareFile = useCallback(
    async (file: Blob) => {
      try {
        const max = uploadMaxDimension(signedIn ? normalizeLevel(level) : null);
        const resized = await resizeImage(file, max);
        useStudioStore.getState().setPendingUpload(resized);
      } catch (e) {
        showError(e instanceof Error && e.message ? e.message : messages.failedToPreparePhoto);
      }
    },
    [signedIn, level, showError],
  );

  /** Confirmed upload: cap check, analysis, routing by the number of people. */
  const confirmUpload = useCallback(async () => {
    const store = useStudioStore.getState();
    const pending = store.pendingUpload;
    if (!pending) return;
    const image = { base64: pending.base64, mimeType: pending.mimeType };
    try {
      if (signedIn) {
        const plan = normalizeLevel(level);
        const cap = makeoverCap(plan);
        if (cap !== null && (await countMakeovers(cap)) >= cap) {
          store.setPendingUpload(null);
          showError(makeoverLimit(cap, plan));
          void navigate('/profile/makeovers');
          return;
        }
      }
      store.patch({ isAnalyzing: true });
      overlay.show('Analyzing your photo...');
      const { people } = await analyzePhoto(image);
      if (people.length === 0) {
        store.patch({ isAnalyzing: false, pendingUpload: null });
        overlay.hide();
        showError(messages.noPeople);
        return;
      }
      store.setAnalysis({ ...image, url: null, storagePath: null }, people);
      if (signedIn) {
        overlay.show('Saving your photo...');
        const stored = await uploadFile(image.base64, image.mimeType, 'originals');
        const created = await createMakeover({
          originalImage: { ...stored, mimeType: image.mimeType },
          people,
          selectedPersonId: people.length === 1 ? (people[0]?.id ?? null) : null,
        });
        useStudioStore.getState().patch({
          currentMakeoverId: created.id,
          makeoverName: created.name,
          createdAt: created.createdAt,
          originalImage: { ...image, ...stored },
          isDirty: false,
        });
      }
      overlay.hide();
      goToStep(people.length > 1 ? 'select-person' : 'hairstyles');
    } catch (e) {
      overlay.hide();
      useStudioStore.getState().patch({ isAnalyzing: false, pendingUpload: null });
      const detail = errorDetail(e);
      showError(detail === messages.noPeople ? detail : failedToProcessPhoto(detail));
      goToStep('upload');
    }
  }, [signedIn, level, navigate, overlay, showError, goToStep]);

  /** Generates one hairstyle (or copies the photo for Original) into the intermediates. */
  const generateHairstyle = useCallback(async (name: string, isOriginal: boolean) => {
    const store = useStudioStore.getState();
    const personId = store.selectedPersonId;
    store.startGenerating(name);
    try {
      const original = await originalPayload();
      if (isOriginal) {
        store.finishGenerating(name, {
          image: {
            id: newImageId('Original'),
            name: 'Original',
            look: { ...currentSelections(store), hairstyle: null },
            base64: original.base64,
            mimeType: original.mimeType,
            url: null,
            storagePath: null,
          },
        });
        return;
      }
      if (!personId) throw new Error('Select a person first.');
      const look: Selections = { ...currentSelections(store), hairstyle: name };
      const res = await generateLook({ image: original, personId, look });
      useStudioStore.getState().finishGenerating(name, {
        image: {
          id: newImageId(name),
          name,
          look: { ...look },
          base64: res.image.base64,
          mimeType: res.image.mimeType,
          url: null,
          storagePath: null,
        },
      });
    } catch (e) {
      useStudioStore
        .getState()
        .finishGenerating(name, { error: failedToGenerate(name, errorDetail(e)) });
    }
  }, []);

  /** Custom hairstyle from a reference photo (resized to 1024). */
  const generateCustom = useCallback(async (file: Blob) => {
    const store = useStudioStore.getState();
    const personId = store.selectedPersonId;
    store.patch({ customGenerating: true, customError: null });
    const n = store.customCount + 1;
    const name = `Custom Style ${n}`;
    try {
      let reference: ImagePayload;
      try {
        reference = await resizeImage(file, 1024);
      } catch {
        throw new Error(messages.failedToReadReference);
      }
      if (!personId) throw new Error('Select a person first.');
      const original = await originalPayload();
      const look = { ...currentSelections(store), hairstyle: null };
      const res = await generateLook({
        image: original,
        personId,
        look,
        referenceImage: reference,
      });
      const s = useStudioStore.getState();
      s.patch({
        customGenerating: false,
        customCount: n,
        intermediateImages: [
          ...s.intermediateImages,
          {
            id: newImageId(name),
            name,
            look,
            isCustom: true,
            reference: { ...reference, url: null, storagePath: null },
            base64: res.image.base64,
            mimeType: res.image.mimeType,
            url: null,
            storagePath: null,
          },
        ],
        isDirty: true,
      });
    } catch (e) {
      useStudioStore
        .getState()
        .patch({ customGenerating: false, customError: failedToGenerate(name, errorDetail(e)) });
    }
  }, []);

  /** Saves the current makeover (signed-in users with a current makeover only). */
  const save = useCallback(async (): Promise<boolean> => {
    const s = useStudioStore.getState();
    if (!signedIn || !s.currentMakeoverId || s.isUserDataLoading) return false;
    s.patch({ isUserDataLoading: true });
    try {
      const originalImage = s.originalImage ? await storeImage(s.originalImage, 'originals') : null;
      const intermediateImages = await Promise.all(s.intermediateImages.map(storeRecord));
      const finalImages = await Promise.all(s.finalImages.map(storeRecord));
      useStudioStore.getState().patch({ originalImage, intermediateImages, finalImages });
      const patch = toMakeoverPatch(useStudioStore.getState());
      await updateMakeover(s.currentMakeoverId, patch);
      useStudioStore.getState().patch({ isDirty: false, isUserDataLoading: false });
      return true;
    } catch {
      useStudioStore.getState().patch({ isUserDataLoading: false });
      showError(messages.couldNotSaveChanges);
      return false;
    }
  }, [signedIn, showError]);

  /** Optimistic rename with rollback (spec §4/§5). */
  const rename = useCallback(
    async (raw: string) => {
      const s = useStudioStore.getState();
      const name = raw.trim();
      const previous = s.makeoverName;
      if (!name || name === previous) return;
      s.setName(name);
      if (!signedIn || !s.currentMakeoverId) return;
      try {
        await updateMakeover(s.currentMakeoverId, { name });
      } catch {
        useStudioStore.getState().setName(previous);
        showError(messages.couldNotRenameMakeover);
      }
    },
    [signedIn, showError],
  );

  /** Loads the makeover named by the URL. */
  const loadMakeover = useCallback(
    async (id: string) => {
      const store = useStudioStore.getState();
      store.patch({ isUserDataLoading: true });
      overlay.show('Loading makeover...');
      try {
        const m = await getMakeover(id);
        useStudioStore.getState().reset();
        useStudioStore.getState().patch({ ...fromMakeover(m), isUserDataLoading: false });
      } catch {
        useStudioStore.getState().patch({ isUserDataLoading: false });
        showError(messages.makeoverNotFound);
        void navigate('/');
      } finally {
        overlay.hide();
      }
    },
    [navigate, overlay, showError],
  );

  /** Persists the chosen person for a saved makeover (fire and forget). */
  const persistSelectedPerson = useCallback(
    async (personId: string) => {
      const s = useStudioStore.getState();
      if (!signedIn || !s.currentMakeoverId) return;
      try {
        await updateMakeover(s.currentMakeoverId, { selectedPersonId: personId });
      } catch {
        showError(messages.couldNotUpdateSelectedPerson);
      }
    },
    [signedIn, showError],
  );

  return {
    signedIn,
    level,
    announce,
    prepareFile,
    confirmUpload,
    generateHairstyle,
    generateCustom,
    save,
    rename,
    loadMakeover,
    persistSelectedPerson,
  };
}
