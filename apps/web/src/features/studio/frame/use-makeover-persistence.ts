import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@looklab/shared';
import { useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { useAuth } from '@/lib/auth';
import { ApiError } from '@/lib/api-client';
import { createMakeover, getMakeover, updateMakeover } from '../api/makeovers-api';
import { fullResolutionFinals } from '../results/full-resolution';
import { toMakeoverPatch } from '../store/makeover-mapping';
import { stepOfPath, stepPath } from '../store/paths';
import { storeImage, storeRecord } from '../store/studio-images';
import { UNNAMED_MAKEOVER, useStudioStore } from '../store/studio-store';

/** Saves the studio: the first save creates the makeover (no row exists before it). */
async function writeMakeover(): Promise<{ createdId: string | null }> {
  const s = useStudioStore.getState();
  const patch = toMakeoverPatch(s);
  if (s.currentMakeoverId) {
    await updateMakeover(s.currentMakeoverId, patch);
    return { createdId: null };
  }
  const original = s.originalImage;
  if (!original?.url || !original.storagePath) throw new Error(messages.originalImageNotFound);
  const { name, ...rest } = patch;
  const created = await createMakeover({
    ...rest,
    ...(name && name !== UNNAMED_MAKEOVER ? { name } : {}),
    originalImage: {
      url: original.url,
      storagePath: original.storagePath,
      mimeType: original.mimeType,
    },
  });
  useStudioStore.getState().makeoverCreated({
    id: created.id,
    name: created.name,
    createdAt: created.createdAt,
    originalImage: original,
  });
  return { createdId: created.id };
}

/** Save, rename and load of the makeover on the account (signed-in users). */
export function useMakeoverPersistence() {
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signedIn';
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();

  /**
   * Saves the current makeover (signed-in users with a photo): the first save creates it, so
   * the saved-makeover cap counts only makeovers someone chose to keep.
   */
  const save = useCallback(async (): Promise<boolean> => {
    const s = useStudioStore.getState();
    if (!signedIn || !s.originalImage || s.isUserDataLoading) return false;
    s.savingStarted();
    try {
      const originalImage = s.originalImage ? await storeImage(s.originalImage, 'originals') : null;
      const intermediateImages = await Promise.all(s.intermediateImages.map(storeRecord));
      // the results show the looks at the screen's size: what is saved is made at the plan's
      const finalImages = await Promise.all(
        (await fullResolutionFinals(s.finalImages)).map(storeRecord),
      );
      useStudioStore.getState().imagesStored({ originalImage, intermediateImages, finalImages });
      const { createdId } = await writeMakeover();
      useStudioStore.getState().saved();
      // the new makeover's id goes into the address, so a reload opens it
      const step = stepOfPath(window.location.pathname);
      if (createdId && step && step !== 'upload') {
        void navigate(stepPath(step, createdId), { replace: true });
      }
      return true;
    } catch (e) {
      useStudioStore.getState().savingFailed();
      showError(
        e instanceof ApiError && e.code === 'makeover_limit'
          ? e.message
          : messages.couldNotSaveChanges,
      );
      return false;
    }
  }, [signedIn, showError, navigate]);

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
      useStudioStore.getState().loadingStarted();
      overlay.show('Loading makeover...');
      try {
        const m = await getMakeover(id);
        useStudioStore.getState().makeoverLoaded(m);
      } catch {
        useStudioStore.getState().loadingFailed();
        showError(messages.makeoverNotFound);
        void navigate('/');
      } finally {
        overlay.hide();
      }
    },
    [navigate, overlay, showError],
  );

  return { signedIn, save, rename, loadMakeover };
}
