import { useCallback } from 'react';
import { messages } from '@looklab/shared';
import { useErrorToast } from '@/app/overlays';
import { useAuth } from '@/lib/auth';
import { updateMakeover } from '../api/makeovers-api';
import { useStudioStore } from '../store/studio-store';

/** Persists the chosen person for a saved makeover (fire and forget). */
export function usePersistSelectedPerson(): (personId: string) => Promise<void> {
  const signedIn = useAuth().status === 'signedIn';
  const showError = useErrorToast();
  return useCallback(
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
}
