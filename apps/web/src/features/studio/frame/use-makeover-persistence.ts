import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@looklab/shared';
import { useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { useAuth } from '@/lib/auth';
import { getMakeover, updateMakeover } from '../api/makeovers-api';
import { toMakeoverPatch } from '../store/makeover-mapping';
import { storeImage, storeRecord } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';

/** Save, rename and load of the makeover on the account (signed-in users). */
export function useMakeoverPersistence() {
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signedIn';
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();

  /** Saves the current makeover (signed-in users with a current makeover only). */
  const save = useCallback(async (): Promise<boolean> => {
    const s = useStudioStore.getState();
    if (!signedIn || !s.currentMakeoverId || s.isUserDataLoading) return false;
    s.savingStarted();
    try {
      const originalImage = s.originalImage ? await storeImage(s.originalImage, 'originals') : null;
      const intermediateImages = await Promise.all(s.intermediateImages.map(storeRecord));
      const finalImages = await Promise.all(s.finalImages.map(storeRecord));
      useStudioStore.getState().imagesStored({ originalImage, intermediateImages, finalImages });
      await updateMakeover(s.currentMakeoverId, toMakeoverPatch(useStudioStore.getState()));
      useStudioStore.getState().saved();
      return true;
    } catch {
      useStudioStore.getState().savingFailed();
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
