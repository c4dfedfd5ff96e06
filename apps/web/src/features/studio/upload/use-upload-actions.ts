import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  failedToProcessPhoto,
  makeoverCap,
  makeoverLimit,
  messages,
  normalizeLevel,
  uploadMaxDimension,
} from '@looklab/shared';
import { useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { useAuth, useMembershipLevel } from '@/lib/auth';
import { analyzePhoto } from '../api/ai-api';
import { countMakeovers } from '../api/makeovers-api';
import { errorDetail } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { resizeImage } from './resize-image';

/** Step 1: a chosen file becomes a pending preview; confirming analyses it. */
export function useUploadActions() {
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signedIn';
  const level = useMembershipLevel();
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();
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
      store.analysisStarted();
      overlay.show('Analyzing your photo...');
      const { people } = await analyzePhoto(image);
      if (people.length === 0) {
        store.analysisFailed();
        overlay.hide();
        showError(messages.noPeople);
        return;
      }
      // Nothing is stored yet: the makeover is created by its first save (the cap counts saves).
      store.analysisFinished({ ...image, url: null, storagePath: null }, people);
      overlay.hide();
      goToStep(people.length > 1 ? 'select-person' : 'hairstyles');
    } catch (e) {
      overlay.hide();
      useStudioStore.getState().analysisFailed();
      const detail = errorDetail(e);
      showError(detail === messages.noPeople ? detail : failedToProcessPhoto(detail));
      goToStep('upload');
    }
  }, [signedIn, level, navigate, overlay, showError, goToStep]);

  return { signedIn, prepareFile, confirmUpload };
}
